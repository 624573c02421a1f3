// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { ApiError, type Api, type RequestOptions } from '../../core/api/client.ts';
import type { Dostawca, StatusPlatnosci, StatusPrzelewu } from '../../core/api/platnosci.ts';
import { formatDateTimePl } from '../../core/dates.ts';
import { setNavigationHandler } from '../../core/navigation.ts';
import { $token } from '../../core/stores/session.ts';
import { $contrast } from '../../core/stores/settings.ts';
import { $subjects, chooseSubject, type Podmiot } from '../../core/stores/subject.ts';
import { mountNode, settle, unmountAll } from '../../../tests/widget-harness.tsx';
import { Naleznosci } from '../../widgets/naleznosci/Naleznosci.tsx';
import { ODSTEP_MS, PROBY, WynikPlatnosci } from './WynikPlatnosci.tsx';
import plTexts from './texts.pl.ts';
import { KLUCZ_PLATNOSCI } from './zapis.ts';

useTestStorageEngine();

const osoba: Podmiot = { nazwa: 'Jan Kowalski', czyInstytucja: false, nip: null, pesel: '85010112352' };
const ID = '0123456789abcdef0123456789abcdef';

const przelew = (status: StatusPlatnosci, dostawca: Dostawca = 'p24'): StatusPrzelewu => ({
  idPrzelewu: ID,
  dostawca,
  status,
  tytul: 'Podatek od nieruchomości 2099, raty I–II',
  kwota: 1234.5,
  dataZlecenia: '2099-03-01T10:00:00+01:00',
  waznoscDo: '2099-03-01T10:30:00+01:00',
});

interface Call {
  path: string;
  opts: RequestOptions | undefined;
}
/** The status call answers the states in turn (the last one again after them), or fails with `blad`. */
function fakeApi(stany: StatusPlatnosci[], blad?: unknown, dostawca?: Dostawca) {
  const calls: Call[] = [];
  const pliki: Call[] = [];
  const api: Api = {
    baseURL: 'https://api.test',
    async json(path, _schema, opts) {
      calls.push({ path, opts });
      if (path === '/platnosci/dajStatusPlatnosci') {
        if (blad) throw blad;
        const n = calls.filter((c) => c.path === path).length;
        return przelew(stany[Math.min(n, stany.length) - 1]!, dostawca) as never;
      }
      return new Promise(() => undefined);
    },
    async file(path, opts) {
      pliki.push({ path, opts });
      return { blob: new Blob([]), fileName: 'x' };
    },
  };
  const pytania = () => calls.filter((c) => c.path === '/platnosci/dajStatusPlatnosci');
  return { api, calls, pytania, pliki };
}

const zapamietaj = (dostawca = 'p24') =>
  sessionStorage.setItem(KLUCZ_PLATNOSCI, JSON.stringify({ idPrzelewu: ID, dostawca }));
const status = (host: ParentNode) => host.querySelector('[role="status"]')?.textContent;

beforeEach(() => {
  $token.set('pelny');
  $subjects.set([osoba]);
  chooseSubject(osoba);
});
afterEach(() => {
  unmountAll();
  vi.useRealTimers();
  cleanTestStorage();
  sessionStorage.clear();
  setNavigationHandler(null);
  $token.set(undefined);
  $subjects.set([]);
  history.replaceState(null, '', '/');
});

describe('payment result (spec 02 §2, §8; issue 13)', () => {
  it('keeps the spec’s texts verbatim', () => {
    expect(plTexts.platnoscOnline.wynik.ok).toBe('Płatność zaakceptowana.');
    expect(plTexts.platnoscOnline.wynik.blad).toBe('Płatność nie powiodła się.');
  });

  it('no transfer known: the return address chooses the wording; the portal links to the history', async () => {
    const { api, calls } = fakeApi([]);
    setNavigationHandler(() => undefined);
    const ok = await mountNode(<WynikPlatnosci wynik="ok" />, api, true);
    expect(status(ok)).toBe('Płatność zaakceptowana.');
    expect(ok.textContent).toContain('zwykle w ciągu 5 dni roboczych');
    const link = ok.querySelector('a')!;
    expect(link.textContent).toBe('Historia płatności internetowych');
    expect(link.getAttribute('href')).toBe('/uslugi/historia-platnosci-internetowych');
    const bad = await mountNode(<WynikPlatnosci wynik="blad" />, api, true);
    expect(status(bad)).toBe('Płatność nie powiodła się.');
    expect(calls).toHaveLength(0);
  });

  it('accepted by the server: says so whatever the return address said, with the title and the amount', async () => {
    zapamietaj();
    const { api, pytania } = fakeApi(['ZAAKCEPTOWANA']);
    const host = await mountNode(<WynikPlatnosci wynik="blad" />, api);
    expect(pytania()).toEqual([
      {
        path: '/platnosci/dajStatusPlatnosci',
        opts: expect.objectContaining({ query: { pesel: '85010112352', idPrzelewu: ID } }),
      },
    ]);
    expect(status(host)).toBe(
      'Płatność zaakceptowana.Wpłata będzie widoczna w należnościach po zaksięgowaniu, zwykle w ciągu 5 dni roboczych.',
    );
    expect(host.querySelector('.g-result-ok')).not.toBeNull();
    const dane = host.querySelector('dl')!.textContent;
    expect(dane).toContain('Podatek od nieruchomości 2099, raty I–II');
    expect(dane).toContain('1\u00a0234,50\u00a0zł');
    expect(dane).toContain('Przelewy24');
    // on a CMS page a note says where the history is
    expect(host.querySelector('a')).toBeNull();
    expect(host.textContent).toContain('„Historia płatności internetowych”');
  });

  it('accepted or posted: offers the receipt of that transfer; being verified or failed: none', async () => {
    const przycisk = (host: ParentNode) =>
      [...host.querySelectorAll('button')].find((b) => b.textContent === 'Pobierz potwierdzenie (PDF)');
    for (const stan of ['ZAAKCEPTOWANA', 'ZAKSIEGOWANA'] as const) {
      zapamietaj();
      const { api, pliki } = fakeApi([stan]);
      const host = await mountNode(<WynikPlatnosci wynik="ok" />, api);
      await act(() => przycisk(host)!.click());
      await settle();
      expect(pliki).toEqual([
        {
          path: '/platnosci/drukPotwierdzenia',
          opts: { query: { pesel: '85010112352', idPrzelewu: ID } },
        },
      ]);
      unmountAll();
    }
    for (const stan of ['W_WERYFIKACJI', 'ODRZUCONA', 'WYGASLA'] as const) {
      zapamietaj();
      const host = await mountNode(<WynikPlatnosci wynik="ok" />, fakeApi([stan]).api);
      expect(status(host)).toBeTruthy();
      expect(przycisk(host), stan).toBeUndefined();
      unmountAll();
    }
    // no transfer known in this tab: nothing to print
    sessionStorage.clear();
    expect(przycisk(await mountNode(<WynikPlatnosci wynik="ok" />, fakeApi([]).api))).toBeUndefined();
  });

  it('failed or expired at the server: says the payment failed even when the return address said ok', async () => {
    zapamietaj();
    const host = await mountNode(<WynikPlatnosci wynik="ok" />, fakeApi(['ODRZUCONA']).api);
    expect(status(host)).toBe('Płatność nie powiodła się.Raty można ponownie wybrać do zapłaty.');
    expect(host.querySelector('.g-result-bad')).not.toBeNull();
    unmountAll();
    const expired = await mountNode(<WynikPlatnosci wynik="ok" />, fakeApi(['WYGASLA']).api);
    expect(status(expired)).toContain('nie została dokończona w wyznaczonym czasie');
  });

  it('still ordered on the failure address (cancelled at the provider): the failure, and a payment made later still shows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    zapamietaj();
    const { api, pytania } = fakeApi(['ZLECONA', 'ZLECONA', 'ZAAKCEPTOWANA']);
    const host = await mountNode(<WynikPlatnosci wynik="blad" />, api);
    // when the instalments can be chosen again: the server's time, or sooner with "Anuluj zlecenie" (issue 26)
    const czas = formatDateTimePl(new Date('2099-03-01T10:30:00+01:00'));
    expect(status(host)).toBe(
      `Płatność nie powiodła się.Operator płatności nie potwierdził wpłaty. Raty pozostają zlecone do ${czas} – wpłata wykonana w tym czasie zostanie przyjęta, później raty można wybrać ponownie. Aby wybrać je wcześniej, użyj przycisku „Anuluj zlecenie” przy racie na karcie należności.`,
    );
    expect(host.querySelector('.g-result-bad')).not.toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(2 * ODSTEP_MS)));
    expect(pytania()).toHaveLength(3);
    expect(status(host)).toContain('Płatność zaakceptowana.');
  });

  it('the outcome is the heading (h2 in the portal, h3 under the CMS section’s h2); the transfer’s reference is given', async () => {
    zapamietaj();
    const portal = await mountNode(<WynikPlatnosci wynik="ok" />, fakeApi(['ZAAKCEPTOWANA']).api, true);
    expect(portal.querySelector('h2')?.textContent).toBe('Płatność zaakceptowana.');
    const dane = [...portal.querySelectorAll('dl dt, dl dd')].map((e) => e.textContent);
    expect(dane.slice(-2)).toEqual(['Numer referencyjny przelewu', ID]);
    unmountAll();
    const cms = await mountNode(
      <WynikPlatnosci wynik="ok" wroc={() => undefined} />,
      fakeApi(['ODRZUCONA']).api,
    );
    expect(cms.querySelector('h2')?.textContent).toBe('Wynik płatności');
    expect(cms.querySelector('h3')?.textContent).toBe('Płatność nie powiodła się.');
  });

  it('a KIR order still open on the failure address: the time it holds the instalments, no cancel on the card', async () => {
    zapamietaj('kir');
    const host = await mountNode(<WynikPlatnosci wynik="blad" />, fakeApi(['ZLECONA'], undefined, 'kir').api);
    const czas = formatDateTimePl(new Date('2099-03-01T10:30:00+01:00'));
    expect(status(host)).toContain(`Raty pozostają zlecone do ${czas}`);
    expect(status(host)).not.toContain('Anuluj zlecenie');
  });

  it('being verified: asks again every 2 s and says accepted once the server has verified it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    zapamietaj();
    const { api, pytania } = fakeApi(['ZLECONA', 'W_WERYFIKACJI', 'ZAAKCEPTOWANA']);
    const host = await mountNode(<WynikPlatnosci wynik="ok" />, api);
    expect(status(host)).toBe(
      'Płatność jest w trakcie weryfikacji.Stan płatności jest sprawdzany ponownie co kilka sekund.',
    );
    expect(host.querySelector('.g-result-ok')).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(ODSTEP_MS)));
    expect(pytania()).toHaveLength(2);
    expect(status(host)).toContain('Płatność jest w trakcie weryfikacji.');
    await act(async () => void (await vi.advanceTimersByTimeAsync(ODSTEP_MS)));
    expect(pytania()).toHaveLength(3);
    expect(status(host)).toContain('Płatność zaakceptowana.');
    // a known outcome is not asked again
    await act(async () => void (await vi.advanceTimersByTimeAsync(10 * ODSTEP_MS)));
    expect(pytania()).toHaveLength(3);
  });

  it('still unsure after about 30 s: stops asking and points to the payment history', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    zapamietaj();
    const { api, pytania } = fakeApi(['W_WERYFIKACJI']);
    const host = await mountNode(<WynikPlatnosci wynik="ok" />, api);
    await act(async () => void (await vi.advanceTimersByTimeAsync(40_000)));
    expect(pytania()).toHaveLength(PROBY);
    expect(PROBY * ODSTEP_MS).toBe(30_000);
    expect(status(host)).toBe(
      'Płatność jest w trakcie weryfikacji.Weryfikacja trwa dłużej niż zwykle. Stan płatności pokaże historia płatności internetowych.',
    );
  });

  it('the state cannot be read (another subject’s transfer: 403): the return address’s wording and why', async () => {
    zapamietaj();
    const forbidden = new ApiError(
      'http',
      '/platnosci/dajStatusPlatnosci',
      'HTTP 403',
      403,
      403,
      'Brak dostępu',
    );
    const host = await mountNode(<WynikPlatnosci wynik="ok" />, fakeApi([], forbidden).api);
    expect(status(host)).toBe('Płatność zaakceptowana.');
    expect(host.textContent).toContain('Nie udało się sprawdzić stanu płatności.');
  });

  it('logged out: the login in place and no call until then', async () => {
    zapamietaj();
    $token.set(undefined);
    const { api, pytania } = fakeApi(['ZAAKCEPTOWANA']);
    const host = await mountNode(<WynikPlatnosci wynik="ok" />, api);
    for (let i = 0; i < 50 && !host.querySelector('input[type="password"]'); i++)
      await act(() => new Promise<void>((r) => setTimeout(r, 10)));
    expect(host.querySelector('input[type="password"]')).not.toBeNull();
    expect(pytania()).toHaveLength(0);
    expect(host.textContent).not.toContain('Płatność zaakceptowana.');
  });
});

describe('<gmina-naleznosci> back from the provider on a CMS page', () => {
  it('shows the result in place of the list; the button back clears the hash and shows the dues', async () => {
    history.replaceState(null, '', '/podatki?rok=2099#gmina-platnosc=blad');
    const { api, calls } = fakeApi([]);
    const host = await mountNode(<Naleznosci />, api);
    for (let i = 0; i < 100 && !host.querySelector('h2'); i++)
      await act(() => new Promise<void>((r) => setTimeout(r, 10)));
    expect(host.querySelector('h2')?.textContent).toBe('Wynik płatności');
    // no transfer of this tab: the hash is only an address, so nothing is said of a payment (issue 27 item 3)
    expect(status(host)).toBe(plTexts.platnoscOnline.wynik.nieznana);
    expect(calls.some((c) => c.path === '/naleznosci/dajNaleznosci')).toBe(false);
    const wroc = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Wróć do należności')!;
    await act(() => wroc.click());
    await settle();
    expect(location.hash).toBe('');
    expect(location.pathname + location.search).toBe('/podatki?rok=2099');
    expect(calls.some((c) => c.path === '/naleznosci/dajNaleznosci')).toBe(true);
  });

  it('the element applies the stored contrast mode to the result (spec 02 §2)', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline in this test')));
    history.replaceState(null, '', '/podatki#gmina-platnosc=ok');
    $contrast.set(true);
    await import('../../widgets/naleznosci/element.ts');
    const el = document.createElement('gmina-naleznosci');
    document.body.append(el);
    try {
      for (let i = 0; i < 100 && !el.shadowRoot?.querySelector('.g-wynik'); i++)
        await act(() => new Promise<void>((r) => setTimeout(r, 10)));
      expect(el.shadowRoot!.querySelector('.g-root')!.classList.contains('g-hc')).toBe(true);
      // opened by anyone, with no transfer of this tab: neutral, never "accepted" (issue 27 item 3)
      expect(status(el.shadowRoot!)).toBe(plTexts.platnoscOnline.wynik.nieznana);
      expect(el.shadowRoot!.textContent).not.toContain('Płatność zaakceptowana.');
    } finally {
      el.remove();
      $contrast.set(false);
      vi.unstubAllGlobals();
    }
  });
});
