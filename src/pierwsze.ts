/**
 * An element's first calls, started while its chunks download (issue 30) instead of after they have been
 * evaluated and rendered: a small module the loader imports beside the first element's chunks (so the loader itself
 * stays small). The API client's first GET of the same address with the same token takes the answer, once
 * (`wstepna`, given to it through the loader's global; src/core/api/client.ts). It imports nothing of the shared
 * chunk: it must run before that has arrived.
 *
 * The addresses are built as the client builds them: the API base of src/core/config.ts (the element's `api`,
 * the page's JSON block, the loader's `data-api`, else `/api` beside the bundle), the stored language as `jezyk`,
 * and for a protected element the stored token, only within an unexpired session (src/core/session-clock.ts).
 * The calls and their placeholders: src/registry/deklaracja.ts `PierwszeDeklaracji`.
 *
 * With an attribute whose first screen needs a lazily imported module (the dues card's detail, `karta`), that
 * module's chunks are fetched now too (`modulepreload`), not after the element's first render
 * (`ModulyAtrybutow`).
 */
import tabela, { moduly } from 'virtual:gmina-pierwsze';
import type { LoaderInfo } from './core/loader-key.ts';

/** How long a started answer waits to be taken: a later first load asks the server again. */
export const WAZNOSC_MS = 30_000;

/** The account's own calls a protected element makes before its data (the login frame's). */
const KONTA = ['uzytkownik/userInfo', 'lista-podmiotow'];

/** An address with its query parameters in one order: this module and ofetch may write them differently. */
export const adres = (url: string) => {
  const u = new URL(url, location.href);
  u.searchParams.sort();
  return u.href;
};

type Zaczete = Map<string, { start: number; authorization: string | null; odpowiedz: Promise<Response> }>;

export interface Srodowisko {
  src: string;
  data: Record<string, string>;
  storage: Pick<Storage, 'getItem'>;
  now: () => number;
  fetch: typeof fetch;
  /** The build's table of the chunks attributes bring (`virtual:gmina-pierwsze`). */
  moduly: Record<string, Record<string, string> | undefined>;
}

/**
 * The addresses and Authorization of `el`'s first calls, `/konfiguracja` first; none of a protected element
 * without a live session, and none that needs a value the page does not have.
 */
export function wywolaniaElementu(
  el: Element,
  wpis: string | undefined,
  { src, data, storage, now }: Omit<Srodowisko, 'fetch' | 'moduly'>,
): { url: string; authorization: string | null }[] {
  if (wpis === undefined) return [];
  const [chroniony, ...pierwsze] = wpis.split('|');
  const ls = (k: string) => storage.getItem('gmina:' + k);
  let blok: { api?: unknown } = {};
  try {
    blok = JSON.parse(document.getElementById('gmina-config')?.textContent || '{}') as typeof blok;
  } catch {
    /* the element's configuration reports it */
  }
  const wartosc = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  const api = new URL(
    wartosc(el.getAttribute('api')) ??
      wartosc(blok.api) ??
      wartosc(data['api']) ??
      `${new URL(src).origin}/api`,
    location.href,
  ).href.replace(/\/+$/, '');
  const token = ls('token');
  const koniec = Number(ls('koniecSesji') ?? Infinity);
  const sesja = token && !(koniec <= now()) ? `Bearer ${token}` : null;
  const nip = ls('nip');
  const pesel = ls('pesel');
  const podmiot = nip ? `nip=${nip}` : pesel ? `pesel=${pesel}` : null;
  const jezyk = ls('jezyk');
  const wywolania = chroniony ? (sesja ? [...KONTA, ...pierwsze] : []) : pierwsze;
  const wynik: { url: string; authorization: string | null }[] = [];
  for (const w of ['konfiguracja', ...wywolania]) {
    let dobre = true;
    const sciezka = w.replace(/\{(!?)(\w+)\}/g, (_, nie: string, nazwa: string) => {
      const v = nazwa === 'podmiot' ? podmiot : el.getAttribute(nazwa);
      if (nie ? v !== null : !v) dobre = false;
      return nie || !v ? '' : nazwa === 'podmiot' ? v : encodeURIComponent(v);
    });
    if (!dobre) continue;
    const u = new URL(`${api}/${sciezka}`);
    if (jezyk) u.searchParams.set('jezyk', jezyk);
    wynik.push({ url: u.href, authorization: chroniony && w !== 'konfiguracja' ? sesja : null });
  }
  return wynik;
}

/**
 * The answer started for a GET of `url` with `init`'s Authorization, given once and within `WAZNOSC_MS` of its
 * start; an abort of `init`'s signal (the widget gone, the client's time-out) still ends the wait.
 */
export function wezWstepna(
  zaczete: Zaczete,
  url: string,
  init: RequestInit | undefined,
  now: () => number,
): Promise<Response> | undefined {
  if ((init?.method ?? 'GET') !== 'GET' || !zaczete.size) return undefined;
  const szukany = adres(url);
  const w = zaczete.get(szukany);
  if (!w) return undefined;
  zaczete.delete(szukany);
  if (w.authorization !== new Headers(init?.headers).get('Authorization') || now() - w.start >= WAZNOSC_MS)
    return undefined;
  const signal = init?.signal;
  if (!signal) return w.odpowiedz;
  return Promise.race([
    w.odpowiedz,
    new Promise<never>((_, przerwij) => {
      if (signal.aborted) przerwij(signal.reason);
      signal.addEventListener('abort', () => przerwij(signal.reason), { once: true });
    }),
  ]);
}

/** The addresses of the chunks `el`'s attributes bring (`wpis`: its entry of the build's table), beside `src`. */
export function modulyElementu(el: Element, wpis: Record<string, string> | undefined, src: string): string[] {
  return Object.entries(wpis ?? {})
    .filter(([atrybut]) => el.hasAttribute(atrybut))
    .flatMap(([, pliki]) => pliki.split(' ').map((p) => new URL(`chunks/${p}.js`, src).href));
}

/** Starts `el`'s first calls (each address once per page) and gives the loader's global the way to take them. */
export function zacznij(el: Element, info: LoaderInfo, srodowisko: Srodowisko): void {
  // an element already defined (its chunks were cached) has made its calls itself
  if (customElements.get(el.localName)) return;
  const zaczete: Zaczete = (info.wstepne ??= new Map());
  info.wstepna ??= (url, init) => wezWstepna(zaczete, url, init, srodowisko.now);
  try {
    for (const { url, authorization } of wywolaniaElementu(el, tabela[el.localName], srodowisko)) {
      const klucz = adres(url);
      if (zaczete.has(klucz)) continue;
      const odpowiedz = srodowisko.fetch(
        url,
        authorization ? { headers: { Authorization: authorization } } : {},
      );
      odpowiedz.catch(() => undefined); // an answer nobody takes is no error of the page
      zaczete.set(klucz, { start: srodowisko.now(), authorization, odpowiedz });
    }
  } catch {
    /* storage refused, or an address the element's own configuration reports: the element asks for itself */
  }
  // a second card on the page asks for the same chunks again: the browser's module map fetches each once
  for (const href of modulyElementu(el, srodowisko.moduly[el.localName], srodowisko.src)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

// What the loader calls for each element it finds once this module is here: set on the loader's global when the
// module runs (Symbol.for('gmina.loader') = LOADER_KEY, written out so this module imports no chunk).
const info = (globalThis as Record<symbol, LoaderInfo | undefined>)[Symbol.for('gmina.loader')];
if (info)
  info.zacznij = (el) => {
    try {
      zacznij(el, info, {
        src: info.src,
        data: info.data,
        storage: localStorage,
        now: Date.now,
        fetch: (u, i) => fetch(u, i),
        moduly,
      });
    } catch {
      /* no storage in this frame: the element asks for itself */
    }
  };
