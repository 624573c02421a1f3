/**
 * Issue 30 item 1: an element's first calls start with its code (src/pierwsze.ts), and its first load takes
 * their answers, once. Over HTTP against the worker's contract server, on the CMS demo page.
 */
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { deklaracje } from '../src/registry/deklaracje.ts';
import { expect, gotoCms, signIn, test, watchErrors } from './helpers.ts';

const JAN = { pesel: '85010112352' };

/** Every request the page sends to the API, by path and query, in order. */
function apiRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/')) seen.push(u.pathname.slice(4) + u.search);
  });
  return seen;
}

/** When each tag was defined, on the page's clock (its chunk evaluated: the element could make calls itself). */
async function recordDefinitions(page: Page) {
  await page.addInitScript(() => {
    const times: Record<string, number> = {};
    (window as unknown as { definedAt: Record<string, number> }).definedAt = times;
    const define = customElements.define.bind(customElements);
    customElements.define = (name, ctor, options) => {
      times[name] = performance.now();
      define(name, ctor, options);
    };
  });
}

const pending = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as Record<symbol, { wstepne?: Map<string, unknown> }>)[
        Symbol.for('gmina.loader')
      ]?.wstepne?.size ?? -1,
  );

test.describe('first calls start with the code (issue 30)', () => {
  test('the dues list logged in: the account’s calls and the list start before the element is defined, each once, all taken', async ({
    page,
    cms,
  }) => {
    const errors = watchErrors(page);
    await recordDefinitions(page);
    await page.goto(`${cms}/?elementy=none`);
    await signIn(page, 'jan.kowalski', JAN);
    const seen = apiRequests(page);
    await gotoCms(page, cms, ['gmina-naleznosci']);
    const widget = page.locator('gmina-naleznosci');
    await expect(widget.locator('tbody tr').first()).toBeVisible();
    await expect.poll(() => pending(page)).toBe(0);
    const first = [
      '/konfiguracja',
      '/uzytkownik/userInfo',
      '/lista-podmiotow',
      '/naleznosci/dajNaleznosci?pesel=85010112352',
    ];
    for (const call of first)
      expect(
        seen.filter((s) => s === call),
        call,
      ).toHaveLength(1);
    // the list's call left before the element's chunk had been evaluated
    const { start, defined } = await page.evaluate(() => ({
      start: performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes('/naleznosci/dajNaleznosci'))!.startTime,
      defined: (window as unknown as { definedAt: Record<string, number> }).definedAt['gmina-naleznosci']!,
    }));
    expect(start).toBeLessThan(defined);
    errors();
  });

  test('a card shown by its attribute: its instalments start instead of the list, its detail’s chunk with the element’s', async ({
    page,
    cms,
  }) => {
    await recordDefinitions(page);
    await page.goto(`${cms}/?elementy=none`);
    await signIn(page, 'jan.kowalski', JAN);
    const res = await page.request.get('/api/naleznosci/dajNaleznosci?pesel=85010112352', {
      headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('gmina:token'))}` },
    });
    const { karty } = (await res.json()) as { karty: { idKartyNaleznosci: number }[] };
    const id = karty[0]!.idKartyNaleznosci;
    const seen = apiRequests(page);
    await page.evaluate((id) => {
      const el = document.createElement('gmina-naleznosci');
      el.setAttribute('karta', String(id));
      el.setAttribute('instytucja', 'false');
      document.body.append(el);
    }, id);
    await expect(page.locator('gmina-naleznosci tbody tr').first()).toBeVisible();
    await expect.poll(() => pending(page)).toBe(0);
    expect(seen.filter((s) => s.startsWith('/naleznosci/dajRaty?'))).toEqual([
      `/naleznosci/dajRaty?pesel=85010112352&idKartyNaleznosci=${id}`,
    ]);
    expect(seen.some((s) => s.startsWith('/naleznosci/dajNaleznosci'))).toBe(false);
    // the detail (Karta.tsx, a lazy import of the element's screen) was asked for before the element was defined,
    // not at its first render (declaration.ts `modulyAtrybutow`), and fetched once
    const { karta, defined } = await page.evaluate(() => ({
      karta: performance
        .getEntriesByType('resource')
        .filter((e) => /\/chunks\/Karta-[\w-]+\.js$/.test(e.name))
        .map((e) => e.startTime),
      defined: (window as unknown as { definedAt: Record<string, number> }).definedAt['gmina-naleznosci']!,
    }));
    expect(karta).toHaveLength(1);
    expect(karta[0]).toBeLessThan(defined);
  });

  test('a list does not fetch the card detail’s chunk before it is opened', async ({ page, cms }) => {
    await page.goto(`${cms}/?elementy=none`);
    await signIn(page, 'jan.kowalski', JAN);
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
    await gotoCms(page, cms, ['gmina-naleznosci']);
    await expect(page.locator('gmina-naleznosci tbody tr').first()).toBeVisible();
    await expect.poll(() => pending(page)).toBe(0);
    expect(chunks.some((p) => p.includes('/chunks/gmina-naleznosci-'))).toBe(true);
    expect(chunks.filter((p) => /\/chunks\/Karta-/.test(p))).toEqual([]);
  });

  test('logged out, a protected element starts only /konfiguracja', async ({ page, cms }) => {
    const seen = apiRequests(page);
    await gotoCms(page, cms, ['gmina-naleznosci']);
    await expect(page.locator('gmina-naleznosci input[type="password"]')).toBeVisible();
    await expect.poll(() => pending(page)).toBe(0);
    expect(seen).toEqual(['/konfiguracja']);
  });

  // every element whose declaration names first calls, on the CMS page, logged in with a subject: nothing
  // started is left untaken (a call the element does not make first would be asked for in vain)
  for (const d of deklaracje.filter((x) => x.pierwsze.length > 0)) {
    test(`${d.tag}: every call started is taken by the element, each asked once`, async ({ page, cms }) => {
      await page.goto(`${cms}/?elementy=none`);
      if (d.chroniona) await signIn(page, 'jan.kowalski', JAN);
      const seen = apiRequests(page);
      await gotoCms(page, cms, [d.tag]);
      await expect.poll(() => pending(page)).toBe(0);
      const counts = new Map<string, number>();
      for (const s of seen) counts.set(s, (counts.get(s) ?? 0) + 1);
      const twice = [...counts].filter(([s, n]) => n > 1 && !s.startsWith('/fk/gmina/dajLataBudzetowe'));
      expect(twice, 'asked twice').toEqual([]);
    });
  }
});

// Issue 30 item 2: what runs before an element's first render is compiled eagerly, on a background thread while it
// streams in (scripts/vite-compile-hints.ts); what a page fetches later on demand keeps V8's lazy compilation.
test('the loader, the first calls and every element’s chunks as served start with V8’s compile hint; lazy chunks do not', async ({
  request,
  portal,
}) => {
  type Wpis = {
    file: string;
    isEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    src?: string;
  };
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, Wpis>;
  const elementy = Object.entries(manifest).filter(([k]) => /^src\/widgets\/[^/]+\/element\.ts$/.test(k));
  expect(elementy.length).toBeGreaterThan(40);
  const oznaczone = new Set(['src/loader.ts', 'src/pierwsze.ts', ...elementy.map(([k]) => k)]);
  for (const k of oznaczone) for (const d of manifest[k]?.imports ?? []) oznaczone.add(d);
  const leniwe = Object.keys(manifest).filter(
    (k) => !oznaczone.has(k) && manifest[k]!.file.endsWith('.js') && /Karta\.tsx$|texts\.en\.ts$/.test(k),
  );
  expect(leniwe.length).toBeGreaterThan(2);
  const poczatek = async (k: string) =>
    (await (await request.get(`${portal}/${manifest[k]!.file}`)).text()).slice(0, 40);
  for (const k of oznaczone) expect(await poczatek(k), k).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  for (const k of leniwe) expect(await poczatek(k), k).not.toContain('allFunctionsCalledOnLoad');
});
