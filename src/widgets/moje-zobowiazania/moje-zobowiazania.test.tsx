// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { ApiError, type Api, type RequestOptions } from '../../core/api/client.ts';
import { $serverConfig, type Konfiguracja } from '../../core/api/konfiguracja.ts';
import type { Zobowiazania } from '../../core/api/zobowiazania.ts';
import { fixedT, loadLanguage } from '../../core/i18n/index.ts';
import { setNavigationHandler } from '../../core/navigation.ts';
import { $dialog } from '../../core/stores/dialog.ts';
import { $snackbar, closeSnackbar } from '../../core/stores/snackbar.ts';
import { $token } from '../../core/stores/session.ts';
import { $subjects, chooseSubject, type Podmiot } from '../../core/stores/subject.ts';
import { nawigacja } from '../../features/platnosc/Platnosc.tsx';
import { KLUCZ_PLATNOSCI } from '../../features/platnosc/zapis.ts';
import { FLAGI_DEMO } from '../../../tests/konfiguracja.fixtures.ts';
import { mountNode, settle, unmountAll } from '../../../tests/widget-harness.tsx';
import { formatDatePl } from '../../core/dates.ts';
import { dataPl } from './kolumny.tsx';
import { MojeZobowiazania } from './MojeZobowiazania.tsx';
import { instytucja, pusto, wieleGrup } from './moje-zobowiazania.fixtures.ts';
import './texts.ts';

useTestStorageEngine();
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};

const BASE = 'https://api.test';
const ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const osoba: Podmiot = { nazwa: 'Anna Nowak', czyInstytucja: false, nip: null, pesel: '78031545683' };
const firma: Podmiot = { nazwa: 'Kwiaciarnia', czyInstytucja: true, nip: '7741001232', pesel: null };
// both providers with their commissions, as the demo office has them
const flagi = (zmiany: Partial<Konfiguracja> = {}): Konfiguracja => ({
  ...FLAGI_DEMO,
  prowizjaKir: '0,30 zł',
  prowizjaP24: '1,2%',
  czyInfoOProwizjach: true,
  ...zmiany,
});

interface Call {
  path: string;
  opts: RequestOptions | undefined;
}
/** The overview answered by subject (`dane`, or per subject); the basket answers `przelew` (or throws it). */
function fakeApi(dane: Zobowiazania | ((s: string) => Zobowiazania), przelew: unknown = { idPrzelewu: ID }) {
  const calls: Call[] = [];
  const api: Api = {
    baseURL: BASE,
    async json(path, _schema, opts) {
      calls.push({ path, opts });
      if (path === '/naleznosci/dajZobowiazania') {
        const q = opts?.query as Record<string, string>;
        return structuredClone(typeof dane === 'function' ? dane(q['pesel'] ?? q['nip']!) : dane) as never;
      }
      if (path.endsWith('/dodajPrzelewKoszyk')) {
        if (przelew instanceof Error) throw przelew;
        return structuredClone(przelew) as never;
      }
      // the account's own calls stay pending: the test sets the subject itself
      return new Promise(() => undefined);
    },
    async file(path, opts) {
      calls.push({ path, opts });
      return { blob: new Blob(['%PDF']), fileName: 'x.pdf' };
    },
  };
  return { api, calls, koszyk: () => calls.filter((c) => c.path.endsWith('/dodajPrzelewKoszyk')) };
}

async function until(cond: () => boolean) {
  for (let i = 0; i < 50 && !cond(); i++) await act(() => new Promise<void>((r) => setTimeout(r, 10)));
  expect(cond()).toBe(true);
}
const button = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === text)!;
const zaplac = (host: ParentNode) => button(host, 'Zapłać');
const grupa = (host: ParentNode, g: string) => host.querySelector(`.g-grupa-${g}`);
const checkbox = (host: ParentNode, id: number) =>
  host.querySelector<HTMLInputElement>(`input[type=checkbox][data-rata="${id}"]`);
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\u00a0/g, ' ') ?? '';

async function mountOverview(f = fakeApi(wieleGrup), inPortal = false) {
  const host = await mountNode(<MojeZobowiazania />, f.api, inPortal);
  await until(() => host.querySelector('.g-sumy') !== null || host.querySelector('.g-empty') !== null);
  return { host, ...f };
}

let przejdz: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  $token.set('pelny');
  $subjects.set([osoba, firma]);
  chooseSubject(osoba);
  $serverConfig.setKey(BASE, flagi());
  przejdz = vi.spyOn(nawigacja, 'przejdz').mockImplementation(() => undefined);
  history.replaceState(null, '', '/strona-gminy/podatki?x=1#sekcja');
});
afterEach(() => {
  unmountAll();
  cleanTestStorage();
  sessionStorage.clear();
  $serverConfig.set({});
  $dialog.set(null);
  closeSnackbar();
  setNavigationHandler(null);
  $token.set(undefined);
  $subjects.set([]);
  vi.restoreAllMocks();
});

describe('<gmina-moje-zobowiazania>: the overview', () => {
  it('the totals at the top, then the groups by due date with their counts and sums, rows in words', async () => {
    const { host, calls } = await mountOverview();
    expect(calls[0]).toMatchObject({
      path: '/naleznosci/dajZobowiazania',
      opts: { query: { pesel: '78031545683' } },
    });
    expect(host.querySelector('h2')?.textContent).toBe('Moje zobowiązania');
    const sumy = host.querySelector('.g-sumy')!;
    expect([...sumy.querySelectorAll('dt')].map((d) => d.textContent)).toEqual([
      'Zaległości',
      'Do zapłaty do końca roku',
    ]);
    expect([...sumy.querySelectorAll('dd')].map(text)).toEqual(['763,43 zł', '913,21 zł']);
    expect(text(host)).toContain('Kwoty z odsetkami na dzień 26.11.2026.');
    // the groups in order, "Po terminie" in words; an empty one says so; the years after only when there are any
    expect([...host.querySelectorAll('.g-grupa h3')].map(text)).toEqual([
      'Po terminie – 4 raty na kwotę 763,43 zł',
      'W ciągu 30 dni – 1 rata na kwotę 149,78 zł',
      'Później w tym roku',
      'W następnych latach – 2 raty na kwotę 601,50 zł',
    ]);
    expect(text(grupa(host, 'W_TYM_ROKU'))).toContain('Brak rat w tej grupie.');
    // each row: its card (a link to the card) and kind, the instalment, the date (overdue in words), amount, state
    const wiersz = grupa(host, 'PO_TERMINIE')!.querySelector('tbody tr')!;
    expect([...wiersz.children].map(text)).toEqual([
      '',
      'OD/2025/000544',
      'Gospodarowanie odpadami komunalnymi',
      'rata IIIOpłata za gospodarowanie odpadami komunalnymi',
      '15.09.2025po terminie',
      '236,10',
      'Do zapłaty – można zapłacić przez internet',
    ]);
    expect(wiersz.querySelector('.g-overdue-marker')?.textContent).toBe('po terminie');
    const stany = [...host.querySelectorAll('tbody tr td:last-child')].map(text);
    expect(stany).toContain(
      'Nie można zapłacić przez internet: wystawiono tytuł wykonawczy – wpłata u organu egzekucyjnego',
    );
    expect(stany).toContain('Płatność zlecona (Przelewy24) – czeka na potwierdzenie');
    // a checkbox only where the instalment can be paid, named by its card, label and date
    expect(checkbox(host, 12)).toBeNull();
    expect(checkbox(host, 150)).toBeNull();
    expect(checkbox(host, 90)?.getAttribute('aria-label')).toBe(
      'Wybierz: karta PS/2026/000087, całość, termin 15.03.2026',
    );
  });

  it('dates are written as the core’s formatDatePl writes the server’s dates', () => {
    for (const iso of ['2025-09-15', '2026-03-01', '2027-12-31', '1999-01-09'])
      expect(dataPl(iso)).toBe(formatDatePl(iso));
  });

  it('the totals shown are the server’s, which equal the sum of the rows of their groups', async () => {
    const { host } = await mountOverview();
    const kwota = (s: string) => Number(s.replace(/[^\d,]/g, '').replace(',', '.'));
    const wiersze = (g: string) =>
      [...(grupa(host, g)?.querySelectorAll('tbody tr td:nth-child(6)') ?? [])].map((c) => kwota(text(c)));
    const razem = (xs: number[]) => Math.round(xs.reduce((s, x) => s + x * 100, 0)) / 100;
    const [zaleglosci, doKonca] = [...host.querySelectorAll('.g-sumy dd')].map((d) => kwota(text(d)));
    expect(zaleglosci).toBe(razem(wiersze('PO_TERMINIE')));
    expect(doKonca).toBe(
      razem([...wiersze('PO_TERMINIE'), ...wiersze('W_30_DNI'), ...wiersze('W_TYM_ROKU')]),
    );
  });

  it('the calendar file of every card of the subject (no card named); none when nothing is owed', async () => {
    URL.createObjectURL ??= () => 'blob:x';
    URL.revokeObjectURL ??= () => undefined;
    // the download's link is not followed: this test's page stays where it is for the tests after it
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const f = fakeApi(wieleGrup);
    const { host } = await mountOverview(f);
    await act(() => button(host, 'Dodaj terminy do kalendarza (.ics)').click());
    await until(() => f.calls.some((c) => c.path === '/naleznosci/kalendarz'));
    const c = f.calls.find((x) => x.path === '/naleznosci/kalendarz')!;
    expect(c.opts?.query).toEqual({ pesel: osoba.pesel });
    unmountAll();
    const { host: h } = await mountOverview(fakeApi(pusto));
    expect(button(h, 'Dodaj terminy do kalendarza (.ics)')).toBeUndefined();
  });

  it('nothing owed: the totals at zero and the text; plural forms of 5 (rat) and of other languages', async () => {
    const { host } = await mountOverview(fakeApi(pusto));
    expect(text(host)).toContain('Nie masz niezapłaconych rat.');
    expect([...host.querySelectorAll('.g-sumy dd')].map(text)).toEqual(['0,00 zł', '0,00 zł']);
    expect(zaplac(host)).toBeUndefined();
    unmountAll();
    const { host: h } = await mountOverview(fakeApi(instytucja));
    expect(text(h.querySelector('.g-grupa-W_TYM_ROKU h3'))).toBe(
      'Później w tym roku – 5 rat na kwotę 1 250,00 zł',
    );
    await loadLanguage('en');
    await loadLanguage('uk');
    expect(fixedT('en')('zobowiazania.grupaOpis', { count: 1, kwota: 2 })).toMatch(
      /^1 instalment totalling /,
    );
    expect(fixedT('en')('zobowiazania.grupaOpis', { count: 5, kwota: 2 })).toMatch(
      /^5 instalments totalling /,
    );
    expect(fixedT('uk')('zobowiazania.grupaOpis', { count: 2, kwota: 2 })).toMatch(/^2 внески /);
    expect(fixedT('uk')('zobowiazania.grupaOpis', { count: 5, kwota: 2 })).toMatch(/^5 внесків /);
  });

  it('the subject switch: the overview is the current subject’s, and an institution pays with its NIP', async () => {
    const f = fakeApi((s) => (s === firma.nip ? instytucja : wieleGrup));
    const { host, calls } = await mountOverview(f);
    expect(host.querySelectorAll('tbody tr')).toHaveLength(7);
    await act(() => checkbox(host, 90)!.click());
    await act(() => chooseSubject(firma));
    await until(() => host.querySelectorAll('tbody tr').length === 5);
    expect(calls.filter((c) => c.path === '/naleznosci/dajZobowiazania').at(-1)?.opts?.query).toEqual({
      nip: '7741001232',
    });
    // another subject starts with nothing chosen
    expect(text(host.querySelector('.g-selection p'))).toBe(
      'Nie wybrano żadnej raty. Zaznacz raty, które chcesz zapłacić jednym przelewem.',
    );
    $serverConfig.setKey(BASE, flagi({ czyKir: false }));
    await act(() => checkbox(host, 500)!.click());
    await act(() => zaplac(host).click());
    await settle();
    expect(f.koszyk()[0]?.opts).toMatchObject({ query: { nip: '7741001232' }, body: { nip: '7741001232' } });
  });
});

describe('<gmina-moje-zobowiazania>: choose and pay in one transfer', () => {
  it('the summary of the chosen, the same provider choice as the card, one basket call, then the provider', async () => {
    const { host, calls, koszyk } = await mountOverview();
    expect(zaplac(host).disabled).toBe(true);
    for (const id of [301, 90, 302]) await act(() => checkbox(host, id)!.click());
    expect(text(host.querySelector('.g-selection p'))).toBe('Wybrano 3 raty na kwotę 739,43 zł');
    expect(host.querySelector('.g-selection p')?.getAttribute('aria-live')).toBe('polite');
    await act(() => zaplac(host).click());
    const dialog = host.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('h2')?.textContent).toBe('Wybierz sposób płatności');
    expect(text(dialog)).toContain('Wybrano 3 raty na kwotę 739,43 zł');
    expect([...dialog.querySelectorAll('label')].map(text)).toEqual([
      'Przelew bankowy (KIR)Prowizja: 0,30 złRazem do zapłaty: 739,73 zł',
      'Przelewy24Prowizja: 1,2% (8,87 zł)Razem do zapłaty: 748,30 zł',
    ]);
    const radios = [...dialog.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    await act(() => radios[1]!.click());
    await act(() => button(dialog, 'Przejdź do płatności').click());
    await settle();
    // one call for the three instalments of two cards, grouped by card; a CMS page: back to this page
    expect(koszyk()).toEqual([
      {
        path: '/platnosci/p24/dodajPrzelewKoszyk',
        opts: {
          method: 'POST',
          query: { pesel: '78031545683' },
          body: {
            pozycje: [
              { idKartyNaleznosci: 40, idNaleznosciRatyZbiorczej: [301, 302] },
              { idKartyNaleznosci: 9, idNaleznosciRatyZbiorczej: [90] },
            ],
            nip: null,
            urlPowrotuOk: `${location.origin}/strona-gminy/podatki?x=1#gmina-platnosc=ok`,
            urlPowrotuBlad: `${location.origin}/strona-gminy/podatki?x=1#gmina-platnosc=blad`,
          },
        },
      },
    ]);
    expect(calls.some((c) => c.path.endsWith('/dodajPrzelew'))).toBe(false);
    expect(JSON.parse(sessionStorage.getItem(KLUCZ_PLATNOSCI)!)).toEqual({ idPrzelewu: ID, dostawca: 'p24' });
    expect(przejdz).toHaveBeenCalledExactlyOnceWith(`${BASE}/platnosci/przejdz/${ID}`);
  });

  it('in the portal: the return is the portal’s result route; a card opens its kind’s detail route', async () => {
    const idzie: string[] = [];
    setNavigationHandler((to) => idzie.push(to));
    $serverConfig.setKey(BASE, flagi({ czyP24: false }));
    const { host, koszyk } = await mountOverview(fakeApi(wieleGrup), true);
    await act(() => checkbox(host, 71)!.click());
    await act(() => zaplac(host).click());
    await settle();
    expect(host.querySelector('dialog')).toBeNull();
    expect(koszyk()[0]).toMatchObject({
      path: '/platnosci/kir/dodajPrzelewKoszyk',
      opts: {
        body: {
          pozycje: [{ idKartyNaleznosci: 7, idNaleznosciRatyZbiorczej: [71] }],
          urlPowrotuOk: `${location.origin}/platnosc-wynik?wynik=ok`,
          urlPowrotuBlad: `${location.origin}/platnosc-wynik?wynik=blad`,
        },
      },
    });
    const link = host.querySelector<HTMLButtonElement>(
      'button[aria-label="Szczegóły karty WS/2026/001020"]',
    )!;
    await act(() => link.click());
    expect(idzie).toEqual(['/naleznosci-oplaty-za-wode-i-scieki?karta=22&instytucja=false']);
  });

  it('409 (ordered meanwhile): says so and shows the overview again with nothing chosen', async () => {
    const f = fakeApi(
      wieleGrup,
      new ApiError('http', '/platnosci/kir/dodajPrzelewKoszyk', 'HTTP 409', 409, 409, 'Już zlecone'),
    );
    $serverConfig.setKey(BASE, flagi({ czyP24: false }));
    const { host, calls } = await mountOverview(f);
    await act(() => checkbox(host, 301)!.click());
    await act(() => zaplac(host).click());
    await until(() => calls.filter((c) => c.path === '/naleznosci/dajZobowiazania').length === 2);
    await until(() => host.querySelector('.g-sumy') !== null);
    expect($dialog.get()).toMatchObject({ title: 'Raty zlecone do zapłaty' });
    expect(przejdz).not.toHaveBeenCalled();
    expect(checkbox(host, 301)!.checked).toBe(false);
    expect(zaplac(host).disabled).toBe(true);
  });

  it('another failure shows the server’s description (a basket the office cannot take in one transfer)', async () => {
    const opis =
      'Rat z kart o różnych rachunkach nie można zapłacić jednym przelewem: urząd nie podał rachunku zbiorczego';
    const f = fakeApi(
      wieleGrup,
      new ApiError('http', '/platnosci/kir/dodajPrzelewKoszyk', 'HTTP 400', 400, 400, opis),
    );
    $serverConfig.setKey(BASE, flagi({ czyP24: false }));
    const { host } = await mountOverview(f);
    await act(() => checkbox(host, 301)!.click());
    await act(() => checkbox(host, 90)!.click());
    await act(() => zaplac(host).click());
    await settle();
    expect($snackbar.get()?.text).toBe(opis);
    expect(zaplac(host).disabled).toBe(false);
  });
});

describe('<gmina-moje-zobowiazania> on a CMS page', () => {
  it('a card opens in place as the dues element for that card; Back, or the card’s own Back, returns', async () => {
    const { host } = await mountOverview();
    const link = host.querySelector<HTMLButtonElement>(
      'button[aria-label="Szczegóły karty PN/2026/000128"]',
    )!;
    await act(() => link.click());
    const karta = host.querySelector('gmina-naleznosci')!;
    expect([
      karta.getAttribute('karta'),
      karta.getAttribute('instytucja'),
      karta.getAttribute('api'),
    ]).toEqual(['7', 'false', BASE]);
    const wroc = button(host, 'Wróć do moich zobowiązań');
    expect(document.activeElement === wroc || (host.getRootNode() as Document).activeElement === wroc).toBe(
      true,
    );
    await act(() => wroc.click());
    await until(() => host.querySelector('.g-sumy') !== null);
    expect(host.querySelector('gmina-naleznosci')).toBeNull();
    // the card's own Back tells its page (the dues element's `gmina-wroc`)
    await act(() =>
      host.querySelector<HTMLButtonElement>('button[aria-label="Szczegóły karty PN/2026/000128"]')!.click(),
    );
    await act(() => {
      host
        .querySelector('gmina-naleznosci')!
        .dispatchEvent(new CustomEvent('gmina-wroc', { bubbles: true, composed: true }));
    });
    await until(() => host.querySelector('.g-sumy') !== null);
  });

  it('given back `#gmina-platnosc=…` it shows that payment’s result, then the overview', async () => {
    history.replaceState(null, '', '/strona-gminy/podatki?x=1#gmina-platnosc=ok');
    const host = await mountNode(<MojeZobowiazania />, fakeApi(wieleGrup).api);
    await until(() => host.querySelector('.g-wynik') !== null);
    expect(host.querySelector('h2')?.textContent).toBe('Wynik płatności');
    await act(() => button(host, 'Wróć do należności').click());
    await until(() => host.querySelector('.g-sumy') !== null);
    expect(location.hash).toBe('');
  });
});
