/**
 * Issue 30 item 1: an element's first calls start with its code (src/pierwsze.ts), and its first load takes
 * their answers, once. Over HTTP against the worker's contract server, on the CMS demo page.
 */
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

  test('a card shown by its attribute: its instalments start instead of the list', async ({ page, cms }) => {
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
