import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { once } from 'node:events';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { freePorts } from '../scripts/wolny-port.mjs';
import { argumentySerweraDemo } from '../scripts/serwer-demo.mjs';

export { expect };

/** The two origins of one worker's demo server. */
export interface DemoServer {
  portal: string;
  cms: string;
}

/**
 * Starts `demo/server.ts` on an in-memory database on two free loopback ports; resolves once it listens.
 * `--demo` and the admin token: the demo accounts and admin calls the journeys use; the scaled rate limits
 * let a journey log in many times without hitting the lockout meant for people.
 */
async function startServer(): Promise<DemoServer & { stop(): Promise<void> }> {
  const [portalPort, cmsPort] = await freePorts(2);
  const child = spawn(process.execPath, argumentySerweraDemo(portalPort!, cmsPort!), {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      // password hashing at 2^12 instead of 2^17: the journeys log in dozens of times (tests/api checks 2^17)
      GMINA_SCRYPT_LOG_N: '12',
      GMINA_ADMIN_TOKEN: 'demo-admin',
      GMINA_RATE_LIMIT_SCALE: '1000',
      // payments are posted by the journeys' admin call, not by the clock
      GMINA_KSIEGOWANIE: '30d',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
    process.stderr.write(d);
  });
  const exited = once(child, 'exit');
  // the server prints its addresses once both origins listen
  await new Promise<void>((ok, fail) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      if (out.includes('Contract server:')) {
        child.stdout.off('data', onData);
        child.stdout.resume();
        ok();
      }
    };
    child.stdout.on('data', onData);
    void exited.then(([code]) =>
      fail(new Error(`demo server exited (${String(code)}) before listening\n${stderr}`)),
    );
  });
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill); // a worker that dies without its teardown leaves no server behind
  return {
    portal: `http://127.0.0.1:${portalPort}`,
    cms: `http://127.0.0.1:${cmsPort}`,
    async stop() {
      process.off('exit', kill);
      if (child.exitCode !== null) return;
      const forced = setTimeout(() => child.kill('SIGKILL'), 5_000);
      kill();
      await exited;
      clearTimeout(forced);
    },
  };
}

/**
 * `test` of every journey: each Playwright worker has its own contract server on its own in-memory database
 * (no state shared between workers), started with the worker and stopped when it ends. Tests get its origins as
 * `portal` and `cms`, and `baseURL` is the portal, so `page.goto('/logowanie')` and `page.request.get('/api/…')`
 * go to the worker's own server.
 */
export const test = base.extend<{ portal: string; cms: string }, { demoServer: DemoServer }>({
  demoServer: [
    async ({}, use) => {
      const server = await startServer();
      try {
        await use({ portal: server.portal, cms: server.cms });
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  portal: async ({ demoServer }, use) => use(demoServer.portal),
  cms: async ({ demoServer }, use) => use(demoServer.cms),
  baseURL: async ({ demoServer }, use) => use(demoServer.portal),
});

/**
 * Opens the office's CMS demo page with only the named elements left on it (`?elementy=`, demo/server.ts): a
 * journey about one element does not pay for twenty others, which re-render at each switch of language,
 * contrast or size. Journeys about the page as a whole (one login serving every element, logging out
 * everywhere, the landmarks, the page at 320 px) open it whole. `hash` may name a state (`#gmina-platnosc=ok`).
 */
export async function gotoCms(page: Page, cms: string, tags: string[], hash = '') {
  const response = await page.goto(`${cms}/?elementy=${tags.join(',')}${hash}`);
  // a name the page does not hold fails here, not as a missing element later
  for (const tag of tags) await expect(page.locator(tag).first(), tag).toBeAttached();
  return response;
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 AA and the 2.2 AA additions (DESIGN.md §6). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Best-practice rules the whole page must pass as well: all content inside landmarks, and no two landmarks of
 * one role with one name (issue 12, item 10). They judge the page, so only `pageAxeViolations` runs them.
 */
export const AXE_PAGE_RULES = ['region', 'landmark-unique'];

type AxeRun = (
  ctx: unknown,
  opts: unknown,
) => Promise<{
  violations: { id: string; help: string; nodes: { target: unknown; failureSummary?: string }[] }[];
}>;

/** Runs axe over `context` (a selector's elements, or the document when null) with the given rules. */
async function runAxe(page: Page, selector: string | null, extraRules: string[]) {
  // injected once per document (evaluate is not subject to the page's CSP)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ selector, tags, extraRules }) => {
      const axe = (
        window as unknown as {
          axe: { run: AxeRun; getRules: (tags: string[]) => { ruleId: string; tags: string[] }[] };
        }
      ).axe;
      // one run over all the matched elements: axe's fixed cost per run is most of a small widget's scan
      const context = selector === null ? document : document.querySelectorAll(selector);
      // a scan of nothing would pass whatever the page shows: it fails instead
      if (context instanceof NodeList && context.length === 0)
        return [{ id: 'no-match', help: `no element matches ${selector}`, targets: [] }];
      // the rules a run by these tags would pick (no experimental or deprecated ones) plus the named ones:
      // runOnly takes either tags or rules, not both
      const byTags = axe
        .getRules(tags)
        .filter((r) => !r.tags.includes('experimental') && !r.tags.includes('deprecated'));
      const rules = [...byTags.map((r) => r.ruleId), ...extraRules];
      const r = await axe.run(context, {
        runOnly: { type: 'rule', values: rules },
        resultTypes: ['violations'],
      });
      return r.violations.map((v) => ({
        id: v.id,
        help: v.help,
        targets: v.nodes.map((n) => JSON.stringify(n.target) + ' ' + (n.failureSummary ?? '')),
      }));
    },
    { selector, tags: AXE_TAGS, extraRules },
  );
}

/** Runs axe on one element (its open shadow tree included); page-level rules belong to the host page. */
export function axeViolations(page: Page, selector: string) {
  return runAxe(page, selector, []);
}

/** Runs axe on the whole document: the WCAG rules and the page-level best practices (`AXE_PAGE_RULES`). */
export function pageAxeViolations(page: Page) {
  return runAxe(page, null, AXE_PAGE_RULES);
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

/** Puts the whole site in or out of maintenance through the (worker's) contract server's admin switch. */
export async function setMaintenance(page: Page, on: boolean) {
  const res = await page.request.post('/api/admin/przerwa-techniczna', {
    data: { czyPrzerwaTechniczna: on },
    headers: { Authorization: 'Bearer demo-admin' },
  });
  expect(res.ok()).toBe(true);
}

export const LANGUAGES = ['pl', 'en', 'de', 'uk'] as const;
export type Language = (typeof LANGUAGES)[number];
const SIZES = ['mala', 'duza', 'bardzo_duza'] as const;

/**
 * axe (WCAG 2.1 AA + 2.2 AA) on every combination of language × contrast × font size, switching the settings
 * in place, as another tab would, instead of reloading for each (DESIGN.md §5 "axe matrix cost"). `ready` waits
 * for the language's text (proof the switch happened) and may open the state to scan; `states` lists further
 * states to scan in each combination (a dialog, an open row), each returning to the first when done.
 */
export async function scanMatrix(
  page: Page,
  selector: string,
  ready: (lang: Language) => Promise<void>,
  states: ((lang: Language) => Promise<void>)[] = [],
) {
  const failures: string[] = [];
  for (const lang of LANGUAGES) {
    await setStored(page, 'gmina:jezyk', lang === 'pl' ? null : lang);
    await ready(lang);
    for (const contrast of [false, true]) {
      await setStored(page, 'gmina:kontrast', contrast ? 'true' : null);
      await expect(page.locator(`${selector} .g-root`).first()).toHaveClass(
        contrast ? /g-hc/ : /^(?!.*g-hc)/,
      );
      for (const size of SIZES) {
        await setStored(page, 'gmina:rozmiarCzcionki', size === 'mala' ? null : size);
        await expect(page.locator(`${selector} .g-root`).first()).toHaveClass(new RegExp(`g-size-${size}`));
        const combo = `${lang} contrast=${contrast} size=${size}`;
        for (const [i, open] of [async () => undefined, ...states].entries()) {
          await open(lang);
          for (const v of await axeViolations(page, selector))
            failures.push(`${combo} state ${i}: ${v.id} – ${v.help}\n  ${v.targets.join('\n  ')}`);
        }
      }
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
}

/** The password of every demo account (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Gmina#2024';

/**
 * Logs a demo account in as the login form would leave it (token in local storage), with `subject` as the
 * current subject when given; the page must already show a document of the origin (portal or CMS page).
 * Every element on the page follows in place; reload or navigate to start a screen logged in.
 */
export async function signIn(page: Page, login: string, subject?: { pesel: string } | { nip: string }) {
  const res = await page.request.post('/api/uzytkownicy/getToken', {
    data: { login, haslo: DEMO_PASSWORD },
  });
  expect(res.ok(), `login of ${login}`).toBe(true);
  const { token } = (await res.json()) as { token: string };
  if (subject && 'pesel' in subject) await setStored(page, 'gmina:pesel', subject.pesel);
  if (subject && 'nip' in subject) await setStored(page, 'gmina:nip', subject.nip);
  await setStored(page, 'gmina:token', token);
}
