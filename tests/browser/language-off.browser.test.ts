/// <reference types="mocha" />
/**
 * The office switched internationalisation off (`czyInternacjonalizacja: false` in `/konfiguracja`, fetched
 * once per page and API address): every widget speaks Polish whatever its `lang` or the page's language.
 * Own file, because the server flags are read once per page.
 */
import { expect } from 'chai';
import { konfiguracjaBezTlumaczen } from './budzet.fixtures.ts';
import { installFakeApi, paths } from './fake-api.ts';
import { $, cleanup, heading, loadBundle, mount, settle, untilRows, until } from './helpers.ts';

const api = installFakeApi();
api.konfiguracja = structuredClone(konfiguracjaBezTlumaczen);

describe('language with internationalisation off on the server', () => {
  const htmlLang = document.documentElement.lang;

  before(() => loadBundle());
  afterEach(() => {
    document.documentElement.lang = htmlLang;
    cleanup();
  });

  it('lang="en" still shows Polish once the flags are known', async () => {
    const el = mount('<gmina-budzet rodzaj="dochody" lang="en"></gmina-budzet>');
    await until(() => api.callsTo(paths.konfiguracja).length, 'the /konfiguracja call');
    await untilRows(el);
    await settle(300); // time for the English texts to arrive and be used, if the flag were ignored
    expect(heading(el)).to.equal('Dochody budżetu');
    expect($(el, '.g-root')!.lang).to.equal('pl');
  });

  it('<html lang="de"> and no attribute: Polish too', async () => {
    document.documentElement.lang = 'de';
    const el = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    await untilRows(el);
    await settle(200);
    expect(heading(el)).to.equal('Dochody budżetu');
    expect(api.callsTo(paths.konfiguracja).length, 'flags fetched once per page').to.equal(1);
  });
});
