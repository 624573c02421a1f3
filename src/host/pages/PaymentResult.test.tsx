// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import type { Api } from '../../core/api/client.ts';
import type { StatusPlatnosci } from '../../core/api/platnosci.ts';
import { addTexts } from '../../core/i18n/index.ts';
import { setNavigationHandler } from '../../core/navigation.ts';
import { $token } from '../../core/stores/session.ts';
import { $subjects, chooseSubject, type Podmiot } from '../../core/stores/subject.ts';
import { KLUCZ_PLATNOSCI } from '../../features/platnosc/zapis.ts';
import { mountNode, unmountAll } from '../../../tests/widget-harness.tsx';
import pl from '../i18n/pl.ts';
import type { Route } from '../router.ts';
import { PaymentResult } from './simple.tsx';

useTestStorageEngine();
addTexts(pl, {
  en: () => import('../i18n/en.ts'),
  de: () => import('../i18n/de.ts'),
  uk: () => import('../i18n/uk.ts'),
});

const osoba: Podmiot = { nazwa: 'Jan Kowalski', czyInstytucja: false, nip: null, pesel: '85010112352' };
const ID = '0123456789abcdef0123456789abcdef';

function fakeApi(status: StatusPlatnosci) {
  const asked: string[] = [];
  const api: Api = {
    baseURL: 'https://api.test',
    async json(path) {
      asked.push(path);
      if (path !== '/platnosci/dajStatusPlatnosci') return new Promise(() => undefined);
      return {
        idPrzelewu: ID,
        dostawca: 'kir',
        status,
        tytul: 'Opłata za odpady',
        kwota: 120,
        dataZlecenia: '2099-01-01T10:00:00Z',
      } as never;
    },
    async file() {
      return { blob: new Blob([]), fileName: 'x' };
    },
  };
  return { api, asked };
}
const route = (path: string, query: string): Route => ({
  path,
  query: new URLSearchParams(query),
  state: null,
});
const status = (host: ParentNode) => host.querySelector('[role="status"]')?.textContent ?? '';
async function mountPage(r: Route, param: 'wynik' | 'czySukces', api: Api) {
  const host = await mountNode(<PaymentResult route={r} param={param} />, api, true);
  // the result is its own chunk
  for (let i = 0; i < 100 && !status(host).startsWith('Płatność'); i++)
    await act(() => new Promise<void>((res) => setTimeout(res, 10)));
  return host;
}

beforeEach(() => {
  $token.set('pelny');
  $subjects.set([osoba]);
  chooseSubject(osoba);
  setNavigationHandler(() => undefined);
});
afterEach(() => {
  unmountAll();
  cleanTestStorage();
  sessionStorage.clear();
  setNavigationHandler(null);
  $token.set(undefined);
  $subjects.set([]);
});

describe('portal result pages /platnosc-wynik and /platnosc-informacja (spec 02 §2)', () => {
  it('say the server’s state of the kept KIR transfer on the KIR page, not what the address says', async () => {
    sessionStorage.setItem(KLUCZ_PLATNOSCI, JSON.stringify({ idPrzelewu: ID, dostawca: 'kir' }));
    const { api, asked } = fakeApi('ODRZUCONA');
    const host = await mountPage(route('/platnosc-wynik', 'wynik=ok'), 'wynik', api);
    expect(host.querySelector('h1')?.textContent).toBe('Wynik płatności');
    expect(status(host)).toBe('Płatność nie powiodła się.Raty można ponownie wybrać do zapłaty.');
    expect(asked.filter((p) => p.startsWith('/platnosci/'))).toEqual(['/platnosci/dajStatusPlatnosci']);
    expect(host.querySelector('a')?.getAttribute('href')).toBe('/uslugi/historia-platnosci-internetowych');
  });

  it('a transfer kept for the other provider is not this return: the P24 page keeps the address’s wording', async () => {
    sessionStorage.setItem(KLUCZ_PLATNOSCI, JSON.stringify({ idPrzelewu: ID, dostawca: 'kir' }));
    const { api, asked } = fakeApi('ODRZUCONA');
    const ok = await mountPage(route('/platnosc-informacja', 'czySukces=true'), 'czySukces', api);
    expect(status(ok)).toBe('Płatność zaakceptowana.');
    const bad = await mountPage(route('/platnosc-informacja', 'czySukces=tak'), 'czySukces', api);
    expect(status(bad)).toBe('Płatność nie powiodła się.');
    expect(asked.filter((p) => p.startsWith('/platnosci/'))).toEqual([]);
  });
});
