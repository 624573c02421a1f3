// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, type Api } from '../../core/api/client.ts';
import type { Dokumenty as Lista } from '../../core/api/dokumenty.ts';
import { closeSnackbar } from '../../core/stores/snackbar.ts';
import { Dokumenty, formatRozmiar } from './Dokumenty.tsx';
import { mountNode, unmountAll } from '../../../tests/widget-harness.tsx';

const lista: Lista = {
  grupy: [
    {
      nazwa: 'Podatki i opłaty',
      dokumenty: [
        { tytul: 'Uchwała podatkowa', plik: 'uchwala.pdf', rozmiar: 12_345 },
        { tytul: 'Zarządzenie wójta', plik: 'zarzadzenie.pdf', rozmiar: null },
      ],
    },
    { nazwa: null, dokumenty: [{ tytul: 'Regulamin', plik: 'regulamin.pdf', rozmiar: 2_400_000 }] },
  ],
};

function mount(answer: () => unknown) {
  const api: Api = {
    baseURL: 'https://api.test',
    async json(path) {
      expect(path).toBe('/pi/dokumenty');
      const v = answer();
      if (v instanceof Error) throw v;
      return v as never;
    },
    async file() {
      throw new Error('no files here');
    },
  };
  return mountNode(<Dokumenty />, api);
}

afterEach(() => {
  unmountAll();
  closeSnackbar();
});

describe('<Dokumenty>', () => {
  it('lists groups in order, each file a PDF link with type and size in its text', async () => {
    const host = await mount(() => lista);
    expect(host.querySelector('h2')?.textContent).toBe('Dokumenty do pobrania');
    expect([...host.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Podatki i opłaty']);
    const links = [...host.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual([
      'Uchwała podatkowa (PDF, 12,3 kB)',
      'Regulamin (PDF, 2,4 MB)',
    ]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://api.test/pi/dokumenty/uchwala.pdf',
      'https://api.test/pi/dokumenty/regulamin.pdf',
    ]);
  });

  it('says a missing file is not available, without a link', async () => {
    const host = await mount(() => lista);
    const brak = [...host.querySelectorAll('li')][1]!;
    expect(brak.textContent).toBe('Zarządzenie wójta (plik niedostępny)');
    expect(brak.querySelector('a')).toBeNull();
  });

  it('says when the office has published nothing', async () => {
    const host = await mount(() => ({ grupy: [] }));
    expect(host.textContent).toContain('Urząd nie opublikował jeszcze dokumentów.');
  });

  it('offers a retry when the call fails', async () => {
    const host = await mount(() => new ApiError('http', '/pi/dokumenty', 'x', 500));
    expect(host.querySelector('[role="alert"] button')).not.toBeNull();
  });

  it('formats sizes in the reader’s language', () => {
    expect(formatRozmiar(12_345, 'en')).toBe('12.3 kB');
    expect(formatRozmiar(40, 'pl')).toBe('0,1 kB');
  });
});
