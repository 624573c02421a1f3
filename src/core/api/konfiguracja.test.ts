import { afterEach, describe, expect, it } from 'vitest';
import { $language } from '../stores/settings.ts';
import type { Api } from './client.ts';
import { loadServerConfig, type Konfiguracja } from './konfiguracja.ts';

const flagi: Konfiguracja = {
  czyKir: false,
  prowizjaKir: null,
  czyP24: false,
  prowizjaP24: null,
  czyInfoOProwizjach: false,
  czyCaptcha: false,
  czyLogowaniePrzezEpuap: false,
  czyLogowaniePrzezWezelKrajowy: false,
  czyLogowaniePrzezPortal: true,
  czyWidoczneDaneKorespondencyjne: false,
  czyInternacjonalizacja: true,
  rokZbudowaniaBackendu: 2026,
  przerwaTechnicznaUslugi: [],
  czyPytacOZgodeNaPowiadomieniaSms: false,
  czyPytacOZgodeNaPowiadomieniaEmail: false,
  adnotacjaStanLicznika: null,
  czyWyswietlicDaneUmowyOplatyZaWode: false,
  czyPrzerwaTechniczna: false,
  czy2Fa: false,
};

let n = 0;
/** A fresh API address per case: the flags are fetched once per address. */
const apiAnswering = (cfg: Konfiguracja) =>
  ({ baseURL: `https://api${++n}.example`, json: () => Promise.resolve(cfg) }) as unknown as Api;

afterEach(() => $language.set(undefined));

describe('server flags (spec 01 §4)', () => {
  it('internationalisation off resets a stored language other than pl to pl (issue 12 item 9)', async () => {
    $language.set('de');
    await loadServerConfig(apiAnswering({ ...flagi, czyInternacjonalizacja: false }));
    expect($language.get()).toBe('pl');
  });

  it('internationalisation on keeps the stored language; off leaves "not chosen" as it is', async () => {
    $language.set('uk');
    await loadServerConfig(apiAnswering({ ...flagi, czyInternacjonalizacja: true }));
    expect($language.get()).toBe('uk');
    $language.set(undefined);
    await loadServerConfig(apiAnswering({ ...flagi, czyInternacjonalizacja: false }));
    expect($language.get()).toBeUndefined();
  });
});
