import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';

export { PORTAL, CMS } from '../playwright.config.ts';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 AA and the 2.2 AA additions (DESIGN.md §6). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on one element (its open shadow tree included); page-level rules belong to the host page. */
export async function axeViolations(page: Page, selector: string) {
  // injected once per document (evaluate is not subject to the page's CSP)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ selector, tags }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              ctx: unknown,
              opts: unknown,
            ) => Promise<{
              violations: {
                id: string;
                help: string;
                nodes: { target: unknown; failureSummary?: string }[];
              }[];
            }>;
          };
        }
      ).axe;
      // one run over all the matched elements: axe's fixed cost per run is most of a small widget's scan
      const elements = document.querySelectorAll(selector);
      if (elements.length === 0) return [];
      const r = await axe.run(elements, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return r.violations.map((v) => ({
        id: v.id,
        help: v.help,
        targets: v.nodes.map((n) => JSON.stringify(n.target) + ' ' + (n.failureSummary ?? '')),
      }));
    },
    { selector, tags: AXE_TAGS },
  );
}

/** Changes a persisted setting the way another tab would, so every widget on the page follows in place. */
export async function setStored(page: Page, key: string, value: string | null) {
  await page.evaluate(
    ({ key, value }) => {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
    },
    { key, value },
  );
}

/** Fails the test on any page error or console error (the spec: never an uncaught error). */
export function watchErrors(page: Page, allow: RegExp[] = []) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !allow.some((a) => a.test(m.text()))) errors.push(`console: ${m.text()}`);
  });
  return () => expect(errors, errors.join('\n')).toEqual([]);
}

export const budget = (page: Page, rodzaj: 'dochody' | 'wydatki') =>
  page.locator(`gmina-budzet[rodzaj="${rodzaj}"]`);
export const rows = (widget: Locator) => widget.locator('tbody tr');
export const snackbar = (page: Page) => page.locator('gmina-komunikaty .g-snackbar');

/** Puts the whole site in or out of maintenance through the contract server's admin switch. */
export async function setMaintenance(page: Page, on: boolean, base: string) {
  const res = await page.request.post(`${base}/api/admin/przerwa-techniczna`, {
    data: { czyPrzerwaTechniczna: on },
    headers: { Authorization: 'Bearer demo-admin' },
  });
  expect(res.ok()).toBe(true);
}
