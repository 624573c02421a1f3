// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { ApiError, type Api, type RequestOptions } from '../../core/api/client.ts';
import { $serverConfig, type Konfiguracja } from '../../core/api/konfiguracja.ts';
import type { RataZbiorcza } from '../../core/api/naleznosci.ts';
import { $dialog } from '../../core/stores/dialog.ts';
import { $snackbar, closeSnackbar } from '../../core/stores/snackbar.ts';
import { $token } from '../../core/stores/session.ts';
import { $subjects, chooseSubject, type Podmiot } from '../../core/stores/subject.ts';
import { KLUCZ_PLATNOSCI } from '../../features/platnosc/zapis.ts';
import { FLAGI_DEMO } from '../../../tests/konfiguracja.fixtures.ts';
import { mountNode, settle, unmountAll } from '../../../tests/widget-harness.tsx';
import { Naleznosci } from './Naleznosci.tsx';
import { rataZbiorcza } from '../../core/rules/naleznosci.fixtures.ts';
import { nawigacja } from '../../features/platnosc/Platnosc.tsx';
import {
  adresyPowrotu,
  dostepniDostawcy,
  kwotaProwizji,
  prowizja,
} from '../../features/platnosc/platnosc.ts';

useTestStorageEngine();
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};

const BASE = 'https://api.test';
const osoba: Podmiot = { nazwa: 'Jan Kowalski', czyInstytucja: false, nip: null, pesel: '85010112352' };
const firma: Podmiot = { nazwa: 'Kwiaciarnia', czyInstytucja: true, nip: '7741001232', pesel: null };

// both providers with their commissions, as the demo office has them
const flagi = (zmiany: Partial<Konfiguracja> = {}): Konfiguracja => ({
  ...FLAGI_DEMO,
  prowizjaKir: '0,30 zł',
  prowizjaP24: '1,2%',
  czyInfoOProwizjach: true,
  ...zmiany,
});

/** A collective instalment of two taxes (property and agricultural), as a person's tax card has them. */
const rata = (id: number, termin: string, kwota: number, zmiany: Partial<RataZbiorcza> = {}) =>
  rataZbiorcza(id, termin, kwota, {
    raty: [
      { idNaleznosciRaty: id * 10, nrRaty: 'I', rodzajOplaty: 'Podatek od nieruchomości', kwota },
      { idNaleznosciRaty: id * 10 + 1, nrRaty: 'I', rodzajOplaty: 'Podatek rolny', kwota: 0 },
    ],
    ...zmiany,
  });

const karta = (czyInstytucja = false) => ({
  idKartyNaleznosci: 7,
  rok: 2099,
  aplikacjaNaleznosci: 'PODATKI_GMINNE',
  symbolKarty: 'K/7',
  numerKontaBankowego: '57109010140000555500000002',
  suma: 500.25,
  sumaPoTerminie: 0,
  nazwaPlatnika: 'Jan Kowalski',
  czyInstytucja,
  numerDecyzji: null,
});
const raty = [rata(1, '2099-03-15', 200.25), rata(2, '2099-05-15', 300)];

interface Call {
  path: string;
  opts: RequestOptions | undefined;
}
/** The dues calls answered; `dodajPrzelew` answers `przelew` (a value, or an error thrown). */
function fakeApi(
  przelew: unknown = { idPrzelewu: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' },
  czyInstytucja = false,
  anulowanie: unknown = { idPrzelewu: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', status: 'WYGASLA' },
) {
  const calls: Call[] = [];
  let ratyKarty = raty;
  const answers: Record<string, () => unknown> = {
    '/naleznosci/dajRaty': () => ({ karta: karta(czyInstytucja), ratyZbiorcze: ratyKarty }),
    '/naleznosci/dajHistorieZaksiegowanychWplat': () => ({ wplaty: [] }),
    '/naleznosci/dajElementyDochodzeniaNaleznosci': () => ({ elementy: [] }),
    '/naleznosci/dajWspolzobowiazanych': () => ({ wspolzobowiazani: [] }),
  };
  const api: Api = {
    baseURL: BASE,
    async json(path, _schema, opts) {
      calls.push({ path, opts });
      if (path.endsWith('/dodajPrzelew')) {
        if (przelew instanceof Error) throw przelew;
        return structuredClone(przelew) as never;
      }
      if (path === '/platnosci/anulujZlecenie') {
        if (anulowanie instanceof Error) throw anulowanie;
        // cancelled: the instalments are free again
        ratyKarty = raty;
        return structuredClone(anulowanie) as never;
      }
      if (!(path in answers)) return new Promise(() => undefined);
      return structuredClone(answers[path]!()) as never;
    },
    async file() {
      return { blob: new Blob(['%PDF']), fileName: 'x.pdf' };
    },
  };
  return {
    api,
    calls,
    zamow: (ids: number[], dostawca: 'kir' | 'p24' = 'kir') =>
      (ratyKarty = raty.map((r) =>
        ids.includes(r.idNaleznosciRatyZbiorczej)
          ? { ...r, [dostawca === 'kir' ? 'zleconoPlatnoscZKIR' : 'zleconoPlatnoscZP24']: true }
          : r,
      )),
  };
}

async function until(cond: () => boolean) {
  for (let i = 0; i < 50 && !cond(); i++) await act(() => new Promise<void>((r) => setTimeout(r, 10)));
  expect(cond()).toBe(true);
}

let przejdz: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  $token.set('pelny');
  $subjects.set([osoba, firma]);
  chooseSubject(osoba);
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
  $token.set(undefined);
  $subjects.set([]);
  vi.restoreAllMocks();
});

async function mountKarta(cfg: Konfiguracja | null | undefined, f = fakeApi()) {
  if (cfg !== undefined) $serverConfig.setKey(BASE, cfg);
  const host = await mountNode(<Naleznosci karta="7" instytucja="false" />, f.api);
  await until(() => host.querySelector('.g-raty-tabela tbody tr') !== null);
  return { host, ...f };
}
const button = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === text)!;
const zaplac = (host: ParentNode) => button(host, 'Zapłać');
const zaznacz = async (host: ParentNode, ...which: number[]) => {
  const boxes = [...host.querySelectorAll<HTMLInputElement>('.g-raty-tabela input[type=checkbox]')];
  for (const i of which) await act(() => boxes[i]!.click());
};
const dodaj = (calls: Call[]) => calls.filter((c) => c.path.endsWith('/dodajPrzelew'));

describe('return addresses (issue 13)', () => {
  it('portal with history routing: the origin and the provider’s result route', () => {
    expect(adresyPowrotu('kir', { portal: 'https://gmina.example' })).toEqual({
      urlPowrotuOk: 'https://gmina.example/platnosc-wynik?wynik=ok',
      urlPowrotuBlad: 'https://gmina.example/platnosc-wynik?wynik=blad',
    });
    expect(adresyPowrotu('p24', { portal: 'https://gmina.example' })).toEqual({
      urlPowrotuOk: 'https://gmina.example/platnosc-informacja?czySukces=true',
      urlPowrotuBlad: 'https://gmina.example/platnosc-informacja?czySukces=false',
    });
  });

  it('portal with hash routing: the portal page, `#` and the route', () => {
    const base = 'https://cms.example/portal/index.html?v=2#';
    expect(adresyPowrotu('kir', { portal: base })).toEqual({
      urlPowrotuOk: 'https://cms.example/portal/index.html?v=2#/platnosc-wynik?wynik=ok',
      urlPowrotuBlad: 'https://cms.example/portal/index.html?v=2#/platnosc-wynik?wynik=blad',
    });
    expect(adresyPowrotu('p24', { portal: base }).urlPowrotuBlad).toBe(
      'https://cms.example/portal/index.html?v=2#/platnosc-informacja?czySukces=false',
    );
  });

  it('a CMS page: that page without its hash, with the result in the hash, for either provider', () => {
    for (const d of ['kir', 'p24'] as const)
      expect(
        adresyPowrotu(d, { strona: 'https://gmina.example/podatki?rok=2025#gmina-platnosc=ok' }),
      ).toEqual({
        urlPowrotuOk: 'https://gmina.example/podatki?rok=2025#gmina-platnosc=ok',
        urlPowrotuBlad: 'https://gmina.example/podatki?rok=2025#gmina-platnosc=blad',
      });
  });

  it('providers and commissions from the server flags', () => {
    expect(dostepniDostawcy(flagi())).toEqual(['kir', 'p24']);
    expect(dostepniDostawcy(flagi({ czyKir: false }))).toEqual(['p24']);
    expect(dostepniDostawcy(flagi({ czyKir: false, czyP24: false }))).toEqual([]);
    expect(dostepniDostawcy(null)).toEqual([]);
    expect(prowizja(flagi(), 'kir')).toBe('0,30 zł');
    expect(prowizja(flagi({ czyInfoOProwizjach: false }), 'p24')).toBeNull();
    expect(prowizja(flagi({ prowizjaP24: null }), 'p24')).toBeNull();
  });

  it('the commission in złoty: a percentage rounded to the grosz, a fixed amount; any other rule: none', () => {
    expect(kwotaProwizji('1,2%', 300)).toBe(3.6);
    expect(kwotaProwizji('1.5 %', 200.25)).toBe(3);
    expect(kwotaProwizji('1,2%', 0.5)).toBe(0.01);
    expect(kwotaProwizji('0,30 zł', 999)).toBe(0.3);
    expect(kwotaProwizji('2 PLN', 10)).toBe(2);
    expect(kwotaProwizji('1,2%, min. 1 zł', 10)).toBeNull();
    expect(kwotaProwizji('bez prowizji', 10)).toBeNull();
  });
});

describe('Pay in the dues detail (spec 02 §4)', () => {
  it('is enabled only with a selection and a provider', async () => {
    const { host } = await mountKarta(flagi());
    expect(zaplac(host).disabled).toBe(true);
    await zaznacz(host, 0);
    expect(zaplac(host).disabled).toBe(false);
    await zaznacz(host, 0);
    expect(zaplac(host).disabled).toBe(true);
    unmountAll();

    // the flags not known yet: nothing to offer, and no message either
    $serverConfig.set({});
    const pending = await mountKarta(undefined);
    await zaznacz(pending.host, 0);
    expect(zaplac(pending.host).disabled).toBe(true);
    expect(pending.host.textContent).not.toContain('Brak dostępnych opcji płatności.');
    await act(() => $serverConfig.setKey(BASE, flagi({ czyP24: false })));
    expect(zaplac(pending.host).disabled).toBe(false);
  });

  it('two providers: a dialog names both with their commissions; confirming pays with the one chosen', async () => {
    const { host, calls } = await mountKarta(flagi());
    await zaznacz(host, 1);
    await act(() => zaplac(host).click());
    const dialog = host.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('h2')?.textContent).toBe('Wybierz sposób płatności');
    expect(dialog.textContent).toContain('Wybrano 1 ratę na kwotę 300,00\u00a0zł');
    const opcje = [...dialog.querySelectorAll('label')].map((l) => l.textContent);
    // the commission in złoty beside a percentage, and the total to pay with it (issue 26 item 7)
    expect(opcje).toEqual([
      'Przelew bankowy (KIR)Prowizja: 0,30 złRazem do zapłaty: 300,30\u00a0zł',
      'Przelewy24Prowizja: 1,2% (3,60\u00a0zł)Razem do zapłaty: 303,60\u00a0zł',
    ]);
    expect(dodaj(calls)).toHaveLength(0);
    const radios = [...dialog.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(radios.map((r) => r.checked)).toEqual([true, false]);
    await act(() => radios[1]!.click());
    await act(() => button(dialog, 'Przejdź do płatności').click());
    await settle();
    expect(dodaj(calls).map((c) => c.path)).toEqual(['/platnosci/p24/dodajPrzelew']);
    expect(przejdz).toHaveBeenCalledWith(`${BASE}/platnosci/przejdz/a1b2c3d4e5f60718293a4b5c6d7e8f90`);
  });

  it('two providers without commission info: the names only; Cancel closes without a call', async () => {
    const { host, calls } = await mountKarta(flagi({ czyInfoOProwizjach: false }));
    await zaznacz(host, 0);
    await act(() => zaplac(host).click());
    const dialog = host.querySelector('dialog')!;
    expect([...dialog.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      'Przelew bankowy (KIR)',
      'Przelewy24',
    ]);
    expect(dialog.textContent).not.toContain('Prowizja');
    await act(() => button(dialog, 'Anuluj').click());
    expect(dialog.open).toBe(false);
    expect(dodaj(calls)).toHaveLength(0);
    expect(przejdz).not.toHaveBeenCalled();
  });

  it('one provider: no dialog; the add-transfer body, the stored transfer and the way to the provider', async () => {
    const { host, calls } = await mountKarta(flagi({ czyP24: false }));
    await zaznacz(host, 0, 1);
    await act(() => zaplac(host).click());
    await settle();
    expect(host.querySelector('dialog')).toBeNull();
    expect(dodaj(calls)).toEqual([
      {
        path: '/platnosci/kir/dodajPrzelew',
        opts: {
          method: 'POST',
          query: { pesel: '85010112352' },
          body: {
            idKartyNaleznosci: 7,
            idNaleznosciRatyZbiorczej: [1, 2],
            nip: null,
            // a CMS page (no router): back to this page, its hash replaced by the result
            urlPowrotuOk: `${location.origin}/strona-gminy/podatki?x=1#gmina-platnosc=ok`,
            urlPowrotuBlad: `${location.origin}/strona-gminy/podatki?x=1#gmina-platnosc=blad`,
            idNaleznosciRaty: [10, 11, 20, 21],
          },
        },
      },
    ]);
    expect(JSON.parse(sessionStorage.getItem(KLUCZ_PLATNOSCI)!)).toEqual({
      idPrzelewu: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      dostawca: 'kir',
    });
    expect(przejdz).toHaveBeenCalledExactlyOnceWith(
      'https://api.test/platnosci/przejdz/a1b2c3d4e5f60718293a4b5c6d7e8f90',
    );
  });

  it('an institution sends its NIP; in the portal the return is the portal’s result route', async () => {
    chooseSubject(firma);
    const f = fakeApi(undefined, true);
    $serverConfig.setKey(BASE, flagi({ czyKir: false }));
    const host = await mountNode(<Naleznosci karta="7" instytucja="true" />, f.api, true);
    await until(() => host.querySelector('.g-raty-tabela tbody tr') !== null);
    await zaznacz(host, 0);
    await act(() => zaplac(host).click());
    await settle();
    expect(dodaj(f.calls)[0]).toMatchObject({
      path: '/platnosci/p24/dodajPrzelew',
      opts: {
        query: { nip: '7741001232' },
        body: {
          nip: '7741001232',
          urlPowrotuOk: `${location.origin}/platnosc-informacja?czySukces=true`,
          urlPowrotuBlad: `${location.origin}/platnosc-informacja?czySukces=false`,
        },
      },
    });
  });

  it('no provider: the button stays disabled, the message stands beside it, nothing is called', async () => {
    const { host, calls } = await mountKarta(flagi({ czyKir: false, czyP24: false }));
    await zaznacz(host, 0);
    const b = zaplac(host);
    expect(b.disabled).toBe(true);
    const note = host.querySelector(`#${CSS.escape(b.getAttribute('aria-describedby')!)}`);
    expect(note?.textContent).toBe('Brak dostępnych opcji płatności.');
    await act(() => b.click());
    expect(host.querySelector('dialog')).toBeNull();
    expect(dodaj(calls)).toHaveLength(0);
    expect(przejdz).not.toHaveBeenCalled();
  });

  it('409 (the instalments were ordered meanwhile): says so and shows the card as it is now', async () => {
    const f = fakeApi(
      new ApiError('http', '/platnosci/kir/dodajPrzelew', 'HTTP 409', 409, 409, 'Raty są już zlecone'),
    );
    const { host, calls } = await mountKarta(flagi({ czyP24: false }), f);
    await zaznacz(host, 0);
    f.zamow([1]);
    await act(() => zaplac(host).click());
    await until(() => calls.filter((c) => c.path === '/naleznosci/dajRaty').length === 2);
    await until(() => host.querySelector('.g-raty-tabela tbody tr') !== null);
    expect($dialog.get()).toMatchObject({
      title: 'Raty zlecone do zapłaty',
      text: expect.stringContaining('została w międzyczasie zlecona'),
    });
    expect(przejdz).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(KLUCZ_PLATNOSCI)).toBeNull();
    // the reloaded card: the ordered instalment is no longer selectable, nothing is selected
    expect(host.querySelectorAll('.g-raty-tabela input[type=checkbox]')).toHaveLength(1);
    expect(host.querySelector('.g-raty-tabela')?.textContent).toContain(
      'płatność zlecona: przelew bankowy KIR',
    );
    expect(zaplac(host).disabled).toBe(true);
  });

  it('another failure shows the server’s description, or the client’s own text; the button is usable again', async () => {
    const f = fakeApi(
      new ApiError('http', '/platnosci/kir/dodajPrzelew', 'HTTP 400', 400, 400, 'Niepoprawne raty'),
    );
    const { host } = await mountKarta(flagi({ czyP24: false }), f);
    await zaznacz(host, 0);
    await act(() => zaplac(host).click());
    await settle();
    expect($snackbar.get()?.text).toBe('Niepoprawne raty');
    expect(zaplac(host).disabled).toBe(false);
    unmountAll();

    const g = fakeApi(new ApiError('offline', '/platnosci/kir/dodajPrzelew', 'offline'));
    const again = await mountKarta(flagi({ czyP24: false }), g);
    await zaznacz(again.host, 0);
    await act(() => zaplac(again.host).click());
    await settle();
    expect($snackbar.get()?.text).toBe('Nie udało się rozpocząć płatności. Spróbuj ponownie później.');
    expect(przejdz).not.toHaveBeenCalled();
  });
});

describe('"Anuluj zlecenie" at an instalment ordered through Przelewy24 (issue 26 item 1)', () => {
  const anulujZ = (calls: Call[]) => calls.filter((c) => c.path === '/platnosci/anulujZlecenie');
  const dialog = (host: ParentNode) => host.querySelector<HTMLDialogElement>('dialog[open]');

  it('a P24 order only: confirmation, the call with the card and the instalment, the result, the card again', async () => {
    const f = fakeApi();
    f.zamow([1], 'p24');
    const { host, calls } = await mountKarta(flagi(), f);
    const przyciski = () =>
      [...host.querySelectorAll('button')].filter((b) => b.textContent === 'Anuluj zlecenie');
    // one row ordered through P24 (no checkbox), one free row (no button)
    expect(przyciski()).toHaveLength(1);
    expect(host.textContent).toContain('płatność zlecona');
    await act(() => przyciski()[0]!.click());
    expect(dialog(host)?.textContent).toContain('Anulować zlecenie płatności?');
    expect(anulujZ(calls)).toHaveLength(0);
    await act(() => button(dialog(host)!, 'Tak, anuluj zlecenie').click());
    await until(() => dialog(host)?.querySelector('[role="status"]') != null);
    expect(anulujZ(calls)).toEqual([
      {
        path: '/platnosci/anulujZlecenie',
        opts: expect.objectContaining({
          method: 'POST',
          query: { pesel: '85010112352' },
          body: { idKartyNaleznosci: 7, idNaleznosciRatyZbiorczej: 1 },
        }),
      },
    ]);
    expect(dialog(host)!.querySelector('[role="status"]')!.textContent).toBe(
      'Zlecenie zostało anulowane. Raty można ponownie wybrać do zapłaty.',
    );
    const przed = calls.filter((c) => c.path === '/naleznosci/dajRaty').length;
    await act(() => button(dialog(host)!, 'Zamknij').click());
    await until(() => calls.filter((c) => c.path === '/naleznosci/dajRaty').length > przed);
    await until(() => host.querySelectorAll('.g-raty-tabela input[type=checkbox]').length === 2);
    expect(przyciski()).toHaveLength(0);
    // WCAG 2.4.3: the button that had the focus is gone; the freed instalment's checkbox has it
    const root = host.getRootNode() as Document | ShadowRoot;
    await until(() => root.activeElement?.getAttribute('data-rata') === '1');
    expect(root.activeElement?.getAttribute('aria-label')).toMatch(/^Wybierz ratę z terminem /);
  });

  it('a KIR order has no cancel button; a refusal shows the server’s reason', async () => {
    const kir = fakeApi();
    kir.zamow([1]);
    const a = await mountKarta(flagi(), kir);
    expect(a.host.textContent).toContain('płatność zlecona');
    expect([...a.host.querySelectorAll('button')].some((b) => b.textContent === 'Anuluj zlecenie')).toBe(
      false,
    );
    unmountAll();

    const opis = 'Płatność została już wykonana – raty zostaną oznaczone jako zapłacone';
    const f = fakeApi(
      undefined,
      false,
      new ApiError('http', '/platnosci/anulujZlecenie', 'HTTP 409', 409, 409, opis),
    );
    f.zamow([2], 'p24');
    const { host } = await mountKarta(flagi(), f);
    await act(() => button(host, 'Anuluj zlecenie').click());
    await act(() => button(dialog(host)!, 'Tak, anuluj zlecenie').click());
    await until(() => dialog(host)?.querySelector('[role="status"]') != null);
    const wynik = dialog(host)!.querySelector('[role="status"]')!;
    expect(wynik.textContent).toBe(opis);
    expect(wynik.className).toContain('g-result-bad');
  });
});
