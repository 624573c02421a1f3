// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import tabela from 'virtual:gmina-pierwsze';
import {
  adres,
  modulyElementu,
  WAZNOSC_MS,
  wezWstepna,
  wywolaniaElementu,
  zacznij,
  type Srodowisko,
} from './pierwsze.ts';
import type { LoaderInfo } from './core/loader-key.ts';

const SRC = 'https://widgety.gmina.example/gmina.js';
const TERAZ = 1_800_000_000_000;

function srodowisko(stored: Record<string, string> = {}, data: Record<string, string> = {}): Srodowisko {
  return {
    src: SRC,
    data,
    storage: { getItem: (k: string) => stored[k] ?? null },
    now: () => TERAZ,
    fetch: vi.fn(() => Promise.resolve(new Response('{}'))),
    moduly: { 'gmina-naleznosci': { karta: 'Karta-AbC12345 platnosci-XyZ98765' } },
  };
}

function element(tag: string, attrs: Record<string, string> = {}) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

const SESJA = {
  'gmina:token': 'T1',
  'gmina:pesel': '85010112352',
  'gmina:koniecSesji': String(TERAZ + 60_000),
};

afterEach(() => document.getElementById('gmina-config')?.remove());

describe('the first calls of an element (issue 30)', () => {
  it('are the declarations’: the dues list’s with its subject, after the account’s own', () => {
    expect(tabela['gmina-naleznosci']).toBe(
      '*|naleznosci/dajNaleznosci?{podmiot}{!karta}|naleznosci/dajRaty?{podmiot}&idKartyNaleznosci={karta}',
    );
    const el = element('gmina-naleznosci');
    expect(wywolaniaElementu(el, tabela['gmina-naleznosci'], srodowisko(SESJA))).toEqual([
      { url: 'https://widgety.gmina.example/api/konfiguracja', authorization: null },
      { url: 'https://widgety.gmina.example/api/uzytkownik/userInfo', authorization: 'Bearer T1' },
      { url: 'https://widgety.gmina.example/api/lista-podmiotow', authorization: 'Bearer T1' },
      {
        url: 'https://widgety.gmina.example/api/naleznosci/dajNaleznosci?pesel=85010112352',
        authorization: 'Bearer T1',
      },
    ]);
  });

  it('of a card: its instalments instead of the list, for an institution by NIP, in the chosen language', () => {
    const el = element('gmina-naleznosci', { karta: '42', instytucja: 'true' });
    const urls = wywolaniaElementu(
      el,
      tabela['gmina-naleznosci'],
      srodowisko({ ...SESJA, 'gmina:nip': '5250001009', 'gmina:jezyk': 'de' }),
    ).map((w) => w.url);
    expect(urls.at(-1)).toBe(
      'https://widgety.gmina.example/api/naleznosci/dajRaty?nip=5250001009&idKartyNaleznosci=42&jezyk=de',
    );
    expect(urls.some((u) => u.includes('dajNaleznosci'))).toBe(false);
  });

  it('of a protected element: none but /konfiguracja without a session, or with one that has ended', () => {
    const el = element('gmina-naleznosci');
    const only = [{ url: 'https://widgety.gmina.example/api/konfiguracja', authorization: null }];
    expect(wywolaniaElementu(el, tabela['gmina-naleznosci'], srodowisko({}))).toEqual(only);
    const ended = { ...SESJA, 'gmina:koniecSesji': String(TERAZ - 1) };
    expect(wywolaniaElementu(el, tabela['gmina-naleznosci'], srodowisko(ended))).toEqual(only);
  });

  it('a call needing a subject waits for the element when none is stored', () => {
    const { 'gmina:pesel': _, ...bezPodmiotu } = SESJA;
    const urls = wywolaniaElementu(
      element('gmina-naleznosci'),
      tabela['gmina-naleznosci'],
      srodowisko(bezPodmiotu),
    );
    expect(urls.map((w) => w.url.split('/api/')[1])).toEqual([
      'konfiguracja',
      'uzytkownik/userInfo',
      'lista-podmiotow',
    ]);
  });

  it('of a public element: no token even when one is stored', () => {
    const calls = wywolaniaElementu(
      element('gmina-najpopularniejsze-imiona'),
      tabela['gmina-najpopularniejsze-imiona'],
      srodowisko(SESJA),
    );
    expect(calls).toEqual([
      { url: 'https://widgety.gmina.example/api/konfiguracja', authorization: null },
      { url: 'https://widgety.gmina.example/api/el/dajNajpopularniejszeImiona', authorization: null },
    ]);
  });

  it('go to the API the element will use: its attribute, else the JSON block, else data-api', () => {
    const tag = 'gmina-budzet';
    const url = (el: Element, data: Record<string, string> = {}) =>
      wywolaniaElementu(el, tabela[tag], srodowisko({}, data))[1]!.url;
    expect(url(element(tag), { api: 'https://api.gmina.example/v1/' })).toBe(
      'https://api.gmina.example/v1/fk/gmina/dajLataBudzetowe',
    );
    const blok = document.createElement('script');
    blok.type = 'application/json';
    blok.id = 'gmina-config';
    blok.textContent = '{"api": "https://blok.gmina.example/api"}';
    document.body.append(blok);
    expect(url(element(tag), { api: 'https://api.gmina.example/v1' })).toBe(
      'https://blok.gmina.example/api/fk/gmina/dajLataBudzetowe',
    );
    expect(url(element(tag, { api: 'https://atrybut.example/api' }))).toBe(
      'https://atrybut.example/api/fk/gmina/dajLataBudzetowe',
    );
  });

  it('an element no declaration names gets none', () => {
    expect(wywolaniaElementu(element('gmina-portal'), tabela['gmina-portal'], srodowisko(SESJA))).toEqual([]);
  });
});

describe('taking a started answer', () => {
  const zaczeta = (authorization: string | null, start = TERAZ) => {
    const odpowiedz = Promise.resolve(new Response('{"a":1}'));
    return { start, authorization, odpowiedz };
  };
  const url = 'https://x.example/api/naleznosci/dajNaleznosci?pesel=1&jezyk=en';

  it('once, for the same address in any order of its query and the same token', async () => {
    const zaczete = new Map([[adres(url), zaczeta('Bearer T1')]]);
    const init = { headers: new Headers({ Authorization: 'Bearer T1' }) };
    const inOrder = 'https://x.example/api/naleznosci/dajNaleznosci?jezyk=en&pesel=1';
    const taken = wezWstepna(zaczete, inOrder, init, () => TERAZ);
    expect(await (await taken!).json()).toEqual({ a: 1 });
    expect(wezWstepna(zaczete, inOrder, init, () => TERAZ)).toBeUndefined();
  });

  it('not with another token, not for a POST, not when it is older than its time', () => {
    const init = { headers: { Authorization: 'Bearer T2' } };
    expect(wezWstepna(new Map([[adres(url), zaczeta('Bearer T1')]]), url, init, () => TERAZ)).toBeUndefined();
    const post = { method: 'POST', headers: { Authorization: 'Bearer T1' } };
    expect(wezWstepna(new Map([[adres(url), zaczeta('Bearer T1')]]), url, post, () => TERAZ)).toBeUndefined();
    const stare = new Map([[adres(url), zaczeta('Bearer T1', TERAZ - WAZNOSC_MS)]]);
    expect(wezWstepna(stare, url, { headers: { Authorization: 'Bearer T1' } }, () => TERAZ)).toBeUndefined();
    expect(stare.size).toBe(0);
  });

  it('an abort ends the wait for an answer still on its way', async () => {
    const zaczete = new Map([
      [adres(url), { start: TERAZ, authorization: null, odpowiedz: new Promise<Response>(() => undefined) }],
    ]);
    const ctrl = new AbortController();
    const taken = wezWstepna(zaczete, url, { signal: ctrl.signal }, () => TERAZ);
    ctrl.abort(new Error('gone'));
    await expect(taken).rejects.toThrow('gone');
  });

  it('an element starts each address once per page, and not when it is defined already', () => {
    const info = { src: SRC, data: {} } as unknown as LoaderInfo;
    const env = srodowisko(SESJA);
    zacznij(element('gmina-naleznosci'), info, env);
    zacznij(element('gmina-naleznosci'), info, env);
    expect(env.fetch).toHaveBeenCalledTimes(4);
    expect([...info.wstepne!.keys()].at(-1)).toBe(
      'https://widgety.gmina.example/api/naleznosci/dajNaleznosci?pesel=85010112352',
    );
    customElements.define('gmina-zdefiniowany', class extends HTMLElement {});
    const env2 = srodowisko();
    zacznij(element('gmina-zdefiniowany'), info, env2);
    expect(env2.fetch).not.toHaveBeenCalled();
  });

  it('a card has its detail’s chunks fetched with the element’s own; a list does not', () => {
    const info = { src: SRC, data: {} } as unknown as LoaderInfo;
    const preloads = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href);
    zacznij(element('gmina-naleznosci', { typ: 'wszystkie' }), info, srodowisko(SESJA));
    expect(preloads()).toEqual([]);
    zacznij(element('gmina-naleznosci', { karta: '42' }), info, srodowisko(SESJA));
    expect(preloads()).toEqual([
      'https://widgety.gmina.example/chunks/Karta-AbC12345.js',
      'https://widgety.gmina.example/chunks/platnosci-XyZ98765.js',
    ]);
    // logged out too: the chunks are code, the data waits for the login
    document.head.replaceChildren();
    zacznij(element('gmina-naleznosci', { karta: '42' }), { src: SRC, data: {} } as LoaderInfo, srodowisko());
    expect(preloads()).toHaveLength(2);
    document.head.replaceChildren();
  });

  it('the chunks an attribute brings sit beside the bundle, named by the build’s table', () => {
    const wpis = { karta: 'Karta-1 a-2', inny: 'b-3' };
    expect(modulyElementu(element('gmina-x', { karta: '' }), wpis, 'https://cdn.example/w/gmina.js')).toEqual(
      ['https://cdn.example/w/chunks/Karta-1.js', 'https://cdn.example/w/chunks/a-2.js'],
    );
    expect(modulyElementu(element('gmina-x'), wpis, SRC)).toEqual([]);
    expect(modulyElementu(element('gmina-x', { karta: '1' }), undefined, SRC)).toEqual([]);
  });
});
