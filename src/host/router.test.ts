// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createRouter, parseTarget, type Router } from './router.ts';

let router: Router | null = null;
afterEach(() => {
  router?.stop();
  router = null;
  history.replaceState(null, '', '/');
});

describe('parseTarget', () => {
  it('splits path and query and normalises slashes', () => {
    expect(parseTarget('/lista-uslug')).toEqual({ path: '/lista-uslug', search: '' });
    expect(parseTarget('/informacje/?katalog=0.1')).toEqual({ path: '/informacje', search: '?katalog=0.1' });
    expect(parseTarget('')).toEqual({ path: '/', search: '' });
    expect(parseTarget('mapa-strony')).toEqual({ path: '/mapa-strony', search: '' });
  });
});

describe('history routing', () => {
  it('reads the address, navigates with a query and state, and follows back', async () => {
    history.replaceState(null, '', '/procedury?katalog=1');
    router = createRouter('history');
    expect(router.$route.get().path).toBe('/procedury');
    expect(router.$route.get().query.get('katalog')).toBe('1');
    router.navigate('/strona-wlasna?nazwaPliku=klauzula-rodo', { state: { nazwaPliku: 'klauzula-rodo' } });
    expect(location.pathname).toBe('/strona-wlasna');
    expect(router.$route.get()).toMatchObject({
      path: '/strona-wlasna',
      state: { nazwaPliku: 'klauzula-rodo' },
    });
    expect(router.href('/kontakt')).toBe('/kontakt');
    history.back();
    await new Promise((r) => setTimeout(r, 50));
    expect(router.$route.get().path).toBe('/procedury');
  });

  it('replace swaps the current entry', () => {
    router = createRouter('history');
    const before = history.length;
    router.navigate('/przerwa-techniczna', { replace: true });
    expect(history.length).toBe(before);
    expect(router.$route.get().path).toBe('/przerwa-techniczna');
  });
});

describe('hash routing (the portal inside a CMS page)', () => {
  it('keeps the route in the hash and leaves the page path alone', () => {
    history.replaceState(null, '', '/aktualnosci/portal.html#/mapa-strony');
    router = createRouter('hash');
    expect(router.$route.get().path).toBe('/mapa-strony');
    router.navigate('/lista-uslug');
    expect(location.pathname).toBe('/aktualnosci/portal.html');
    expect(location.hash).toBe('#/lista-uslug');
    expect(router.href('/kontakt')).toBe('#/kontakt');
    expect(router.$route.get().path).toBe('/lista-uslug');
  });

  it('an empty hash is the home page', () => {
    history.replaceState(null, '', '/strona.html');
    router = createRouter('hash');
    expect(router.$route.get().path).toBe('/');
  });

  it("leaves a hash that is not a route to the page: a theme's skip link keeps the route it was on", () => {
    history.replaceState(null, '', '/aktualnosci/portal.html#wp--skip-link--target');
    router = createRouter('hash');
    expect(router.$route.get().path).toBe('/');
    router.navigate('/kontakt');
    const before = router.$route.get();
    location.hash = '#wp--skip-link--target';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(router.$route.get()).toBe(before);
    expect(router.$route.get().path).toBe('/kontakt');
    location.hash = '#/mapa-strony';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(router.$route.get().path).toBe('/mapa-strony');
  });
});
