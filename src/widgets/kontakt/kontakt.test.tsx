// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableIframePageLoading": true}}
// (the map frame is never fetched: nothing leaves the machine; happy-dom logs that it skipped the load)
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { ApiError, type Api } from '../../core/api/client.ts';
import { czyPustyKontakt, dodatkoweWpisy, mapaUrl } from '../../core/api/kontakt.ts';
import { $snackbar, closeSnackbar } from '../../core/stores/snackbar.ts';
import { Kontakt } from './Kontakt.tsx';
import { kontaktFixtures as f } from './kontakt.fixtures.ts';
import { mountNode, settle, unmountAll } from '../../../tests/widget-harness.tsx';

async function mount(answer: () => unknown, mapa?: 'tak' | 'nie') {
  const api: Api = {
    baseURL: 'https://api.test',
    async json(path) {
      expect(path).toBe('/pi/kontakt');
      const v = answer();
      if (v instanceof Error) throw v;
      return v as never;
    },
    async file() {
      throw new Error('no files here');
    },
  };
  return mountNode(<Kontakt mapa={mapa} />, api);
}

afterEach(() => {
  unmountAll();
  closeSnackbar();
});

describe('contact helpers', () => {
  it('keeps only extra entries with text, in order', () => {
    expect(dodatkoweWpisy(f.pelny)).toEqual(['Godziny pracy: poniedziałek 8:00–17:00', 'NIP 123-456-32-18']);
    expect(dodatkoweWpisy(f.pusty)).toEqual([]);
  });
  it('treats all-null or blank fields as no contact data', () => {
    expect(czyPustyKontakt(f.pusty)).toBe(true);
    expect(czyPustyKontakt({ ...f.pusty, fax: '  ' })).toBe(true);
    expect(czyPustyKontakt(f.bezMapy)).toBe(false);
  });
  it('embeds only an https map address', () => {
    expect(mapaUrl('https://maps.example.pl/?q=a b')).toBe('https://maps.example.pl/?q=a%20b');
    for (const bad of [
      'http://maps.example.pl/',
      'javascript:alert(1)',
      'data:text/html,x',
      'maps',
      '',
      null,
    ])
      expect(mapaUrl(bad)).toBeNull();
  });
});

describe('<Kontakt>', () => {
  it('shows every field, tel: and mailto: links, the website with https:// and the map', async () => {
    const host = await mount(() => f.pelny);
    expect(host.querySelector('h3')?.textContent).toBe('Urząd Gminy Zielona Dolina');
    const pairs = [...host.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Adres', 'ul. Lipowa 1212-345 Zielona Dolina'],
      ['Telefon', '+48 89 123 45 67'],
      ['Faks', '+48 89 123 45 68'],
      ['E-mail', 'sekretariat@zielonadolina.example.pl'],
      ['Strona internetowa', 'zielonadolina.example.pl'],
    ]);
    const links = [...host.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      'tel:+48891234567',
      'mailto:sekretariat@zielonadolina.example.pl',
      'https://zielonadolina.example.pl',
    ]);
    expect([...host.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Godziny pracy: poniedziałek 8:00–17:00',
      'NIP 123-456-32-18',
    ]);
    const map = host.querySelector('iframe')!;
    expect(map.getAttribute('src')).toBe('https://maps.example.pl/?q=Lipowa+12');
    expect(map.getAttribute('title')).toBe('Mapa dojazdu do urzędu');
    expect(map.getAttribute('loading')).toBe('lazy');
  });

  it('shows no map and no missing fields when they are not given', async () => {
    const host = await mount(() => f.bezMapy);
    expect(host.querySelector('iframe')).toBeNull();
    expect([...host.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Strona internetowa']);
    expect(host.querySelector('a')?.getAttribute('href')).toBe('https://bip.example.pl');
    expect(host.querySelector('ul')).toBeNull();
  });

  it('leaves the map out with mapa="nie"', async () => {
    const host = await mount(() => f.pelny, 'nie');
    expect(host.querySelector('iframe')).toBeNull();
    expect(host.querySelector('dl')).not.toBeNull();
  });

  it("says 'Brak danych kontaktowych' when every field is empty", async () => {
    const host = await mount(() => f.pusty);
    expect(host.querySelector('.g-empty')?.textContent).toBe('Brak danych kontaktowych');
  });

  it('a failed call gives the snackbar and a retry that loads the data', async () => {
    let fail = true;
    const host = await mount(() => (fail ? new ApiError('http', '/pi/kontakt', 'HTTP 500', 500) : f.pelny));
    expect($snackbar.get()?.text).toBe('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    fail = false;
    await act(() => host.querySelector<HTMLButtonElement>('[role="alert"] button')!.click());
    await settle();
    expect(host.querySelector('h3')?.textContent).toBe('Urząd Gminy Zielona Dolina');
  });
});
