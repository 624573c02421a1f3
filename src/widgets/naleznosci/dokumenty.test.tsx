// @vitest-environment happy-dom
/**
 * The card's documents (dokumenty/): the chosen instalments' payment code for a banking app behind "Zapłać w
 * aplikacji banku (kod QR)" — only with a choice, fetched when opened and again when the choice changes, the
 * code as an image named by its amount and title, the transfer's fields beside it, a note instead of the code
 * above what a code carries, a failure said in place — and the calendar file of the card's unpaid instalments.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { ApiError, type Api, type RequestOptions } from '../../core/api/client.ts';
import type { Karta } from '../../core/api/naleznosci.ts';
import type { KodPlatnosci } from '../../core/api/platnosci.ts';
import { ratyKarty, rataZbiorcza } from '../../core/rules/naleznosci.fixtures.ts';
import { $token } from '../../core/stores/session.ts';
import { $subjects, chooseSubject, type Podmiot } from '../../core/stores/subject.ts';
import { mountNode, settle, unmountAll } from '../../../tests/widget-harness.tsx';
import { Naleznosci } from './Naleznosci.tsx';

useTestStorageEngine();

const osoba: Podmiot = { nazwa: 'Jan Kowalski', czyInstytucja: false, nip: null, pesel: '85010112352' };
const NRB = '57109010140000555500000002';
const karta: Karta = {
  idKartyNaleznosci: 1,
  rok: 2025,
  aplikacjaNaleznosci: 'PODATKI_GMINNE',
  symbolKarty: 'PN/2025/000398',
  numerKontaBankowego: NRB,
  suma: 744,
  sumaPoTerminie: 440,
  nazwaPlatnika: 'Jan Kowalski',
  czyInstytucja: false,
  numerDecyzji: null,
};
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0,0h4v4h-4z"/></svg>';
const kod = (zmiany: Partial<KodPlatnosci> = {}): KodPlatnosci => ({
  tresc: `1234563218|PL|${NRB}|074000|UG Zielona Dolina|PN/2025/000398 – Podatki gminne|||`,
  svg: SVG,
  odbiorca: 'UG Zielona Dolina',
  nip: '1234563218',
  rachunek: NRB,
  kwota: 740,
  tytul: 'PN/2025/000398 – Podatki gminne',
  ...zmiany,
});

interface Call {
  path: string;
  opts: RequestOptions | undefined;
}
/** The card's calls answered; the payment code by `odpowiedz` (a value, or an error to throw). */
function fakeApi(odpowiedz: () => unknown, raty = ratyKarty, k = karta) {
  const calls: Call[] = [];
  const files: Call[] = [];
  const answers: Record<string, unknown> = {
    '/naleznosci/dajRaty': { karta: k, ratyZbiorcze: raty },
    '/naleznosci/dajHistorieZaksiegowanychWplat': { wplaty: [] },
    '/naleznosci/dajElementyDochodzeniaNaleznosci': { elementy: [] },
    '/naleznosci/dajWspolzobowiazanych': { wspolzobowiazani: [] },
  };
  const api: Api = {
    baseURL: 'https://api.test',
    async json(path, _schema, opts) {
      calls.push({ path, opts });
      if (path === '/platnosci/dajKodPlatnosci') {
        const o = odpowiedz();
        if (o instanceof Error) throw o;
        return structuredClone(o) as never;
      }
      if (!(path in answers)) return new Promise(() => undefined);
      return structuredClone(answers[path]) as never;
    },
    async file(path, opts) {
      files.push({ path, opts });
      return { blob: new Blob(['BEGIN:VCALENDAR']), fileName: 'terminy-platnosci.ics' };
    },
  };
  const kody = () => calls.filter((c) => c.path === '/platnosci/dajKodPlatnosci');
  return { api, files, kody };
}

beforeEach(() => {
  $token.set('pelny');
  $subjects.set([osoba]);
  chooseSubject(osoba);
});
afterEach(() => {
  unmountAll();
  cleanTestStorage();
  $token.set(undefined);
  $subjects.set([]);
});

async function until(cond: () => boolean) {
  for (let i = 0; i < 50 && !cond(); i++) await act(() => new Promise<void>((r) => setTimeout(r, 10)));
  expect(cond()).toBe(true);
}

async function mountKarta(f: ReturnType<typeof fakeApi>) {
  const host = await mountNode(<Naleznosci karta="1" instytucja="false" />, f.api);
  await until(() => host.querySelector('.g-karta h2') !== null && kalendarz(host) !== undefined);
  return host;
}
const boxes = (host: ParentNode) => [
  ...host.querySelectorAll<HTMLInputElement>('.g-raty-tabela input[type=checkbox]'),
];
const ujawnienie = (host: ParentNode) => host.querySelector<HTMLDetailsElement>('details.g-kod-qr');
const kalendarz = (host: ParentNode) =>
  [...host.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.textContent === 'Dodaj terminy do kalendarza (.ics)',
  );
/** Opens the disclosure as a click on its summary (or Enter on it) does. */
async function otworz(d: HTMLDetailsElement) {
  await act(() => {
    d.open = true;
    d.dispatchEvent(new Event('toggle'));
  });
  await settle();
}
const pola = (host: ParentNode) =>
  Object.fromEntries(
    [...host.querySelectorAll('.g-kod-qr-dane > div')].map((d) => [
      d.querySelector('dt')!.textContent,
      d.querySelector('dd')!.textContent,
    ]),
  );

describe('<gmina-naleznosci> card: pay in a banking app (QR code)', () => {
  it('appears with a choice, fetches the code when opened, and shows it with the transfer’s fields', async () => {
    const f = fakeApi(() => kod());
    const host = await mountKarta(f);
    expect(ujawnienie(host)).toBeNull();
    await act(() => boxes(host)[0]!.click());
    await act(() => boxes(host)[2]!.click());
    const d = ujawnienie(host)!;
    expect(d.open).toBe(false);
    expect(d.querySelector('summary')?.textContent).toBe('Zapłać w aplikacji banku (kod QR)');
    // closed: nothing asked yet
    expect(f.kody()).toHaveLength(0);
    await otworz(d);
    await until(() => d.querySelector('img') !== null);
    expect(f.kody().map((c) => c.opts?.query)).toEqual([
      { pesel: '85010112352', idKartyNaleznosci: '1', idNaleznosciRatyZbiorczej: '2,6' },
    ]);
    const img = d.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    expect(img.getAttribute('alt')).toBe(
      'Kod QR przelewu na 740,00\u00a0zł, tytuł: PN/2025/000398 – Podatki gminne',
    );
    expect(d.querySelector('figcaption')?.textContent).toContain('Zeskanuj kod w aplikacji banku');
    expect(pola(host)).toEqual({
      Odbiorca: 'UG Zielona Dolina',
      'NIP odbiorcy': '1234563218',
      'Numer rachunku': '57 1090 1014 0000 5555 0000 0002',
      Kwota: '740,00\u00a0zł',
      'Tytuł przelewu': 'PN/2025/000398 – Podatki gminne',
    });
    expect(d.textContent).toContain('po zaksięgowaniu wpłaty przez urząd');

    // another choice while it is open: the code of the new choice
    await act(() => boxes(host)[2]!.click());
    await settle();
    expect(f.kody().at(-1)?.opts?.query).toMatchObject({ idNaleznosciRatyZbiorczej: '2' });
    // nothing chosen: no disclosure; the next choice finds it closed
    await act(() => boxes(host)[0]!.click());
    expect(ujawnienie(host)).toBeNull();
    await act(() => boxes(host)[1]!.click());
    await settle();
    expect(ujawnienie(host)!.open).toBe(false);
    const ile = f.kody().length;
    await settle();
    expect(f.kody()).toHaveLength(ile);
  });

  it('above what a code carries: no image, the fields to type in and why', async () => {
    const host = await mountKarta(fakeApi(() => kod({ tresc: null, svg: null, kwota: 12500 })));
    await act(() => boxes(host)[0]!.click());
    await otworz(ujawnienie(host)!);
    await until(() => host.querySelector('.g-kod-qr-dane') !== null);
    expect(host.querySelector('.g-kod-qr img')).toBeNull();
    expect(host.querySelector('.g-kod-qr')?.textContent).toContain(
      'Kod QR banków obejmuje kwoty do 9\u00a0999,99\u00a0zł',
    );
    expect(pola(host)['Kwota']).toBe('12\u00a0500,00\u00a0zł');
  });

  it('a refusal is said in place with the server’s words, and the card stays usable', async () => {
    const blad = new ApiError(
      'http',
      '/platnosci/dajKodPlatnosci',
      'HTTP 400',
      400,
      400,
      'Wybrana rata jest już zapłacona',
    );
    const host = await mountKarta(fakeApi(() => blad));
    await act(() => boxes(host)[0]!.click());
    await otworz(ujawnienie(host)!);
    await until(() =>
      host.querySelector('.g-kod-qr')!.textContent.includes('Wybrana rata jest już zapłacona'),
    );
    expect(host.querySelector('.g-kod-qr img')).toBeNull();
    expect(boxes(host)[0]!.disabled).toBe(false);
  });
});

describe('<gmina-naleznosci> card: due dates in a calendar', () => {
  it('downloads the card’s calendar file with the session, as the PDFs are', async () => {
    const f = fakeApi(() => kod());
    const host = await mountKarta(f);
    expect(host.textContent).toContain('z przypomnieniem dzień wcześniej i w dniu terminu');
    await act(() => kalendarz(host)!.click());
    await settle();
    expect(f.files).toEqual([
      { path: '/naleznosci/kalendarz', opts: { query: { pesel: '85010112352', idKartyNaleznosci: '1' } } },
    ]);
  });

  it('a card with everything paid has no dates to add', async () => {
    const zaplacone = [rataZbiorcza(1, '2025-03-15', 390, { czySplacona: true, kwotaRazem: 0 })];
    const host = await mountKarta(fakeApi(() => kod(), zaplacone, { ...karta, suma: 0, sumaPoTerminie: 0 }));
    expect(kalendarz(host)!.disabled).toBe(true);
  });
});
