/**
 * Helpers of the real-browser element tests: loading the built bundle, waiting by polling, reading the
 * widgets' open shadow roots, and cleaning up between tests.
 */
import { API } from './fake-api.ts';

export const BUNDLE = '/dist/gmina.js';

/**
 * Adds `<script type="module" src="/dist/gmina.js" data-api="…">` to the page and resolves once it has run
 * (the loader reads its `data-*` from its own script tag, so the tag is needed, not a bare import()).
 */
export function loadBundle(
  attrs: Record<string, string> = { 'data-api': API },
  src: string = BUNDLE,
): Promise<HTMLScriptElement> {
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.type = 'module';
    s.src = src;
    for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v);
    s.addEventListener('load', () => resolve(s));
    s.addEventListener('error', () => reject(new Error(`${src} did not load: run \`npm run build\` first`)));
    document.head.append(s);
  });
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Polls `fn` until it returns something truthy (which it returns); fails after `timeout` ms. */
export async function until<T>(
  fn: () => T | null | undefined | false | 0 | '',
  what = 'a condition',
  timeout = 5000,
): Promise<T> {
  const start = performance.now();
  let last: unknown;
  for (;;) {
    try {
      const v = fn();
      if (v) return v;
    } catch (e) {
      last = e;
    }
    if (performance.now() - start > timeout)
      throw new Error(`timed out after ${timeout} ms waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await sleep(10);
  }
}

/** Retries an assertion until it passes; after `timeout` ms rethrows its last failure. */
export async function eventually(assertion: () => void, timeout = 5000): Promise<void> {
  const start = performance.now();
  for (;;) {
    try {
      assertion();
      return;
    } catch (e) {
      if (performance.now() - start > timeout) throw e;
    }
    await sleep(10);
  }
}

/** Lets pending fetches, effects and renders run (for "nothing else happens" checks). */
export const settle = (ms = 150) => sleep(ms);

const mounted = new Set<Element>();

/** Appends the HTML's elements to the body; returns the first one. Removed by `cleanup`. */
export function mount<E extends Element = HTMLElement>(html: string, parent: Element = document.body): E {
  const t = document.createElement('template');
  t.innerHTML = html.trim();
  const els = [...t.content.children];
  for (const el of els) mounted.add(el);
  parent.append(...els);
  return els[0] as E;
}

/**
 * Empties local storage and tells the page's persistent stores, the way `localStorage.clear()` in another tab
 * would (a storage event with key null): settings, maintenance flag and session go back to their defaults.
 */
export function resetStorage(): void {
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
}

/** Sets a stored value the way another tab would, so every widget on the page follows. */
export function setStored(key: string, value: string | null): void {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
}

/** Removes what the tests mounted and resets storage (module state such as stores stays per page). */
export function cleanup(): void {
  for (const el of mounted) el.remove();
  mounted.clear();
  resetStorage();
}

export function shadow(el: Element): ShadowRoot {
  if (!el.shadowRoot) throw new Error(`<${el.localName}> has no open shadow root`);
  return el.shadowRoot;
}

export const $ = <E extends Element = HTMLElement>(el: Element, sel: string): E | null =>
  el.shadowRoot?.querySelector<E>(sel) ?? null;
export const $$ = <E extends Element = HTMLElement>(el: Element, sel: string): E[] =>
  el.shadowRoot ? [...el.shadowRoot.querySelectorAll<E>(sel)] : [];

const text = (n: Node | null | undefined) => n?.textContent?.trim() ?? '';

export const heading = (el: Element) => text($(el, 'h2'));

/** Column titles without the sort icon. */
export const columnHeaders = (el: Element) =>
  $$(el, 'thead th').map((th) => text(th.querySelector('button')?.firstChild ?? th));

/** Text of every cell of every body row on the current page. */
export const bodyRows = (el: Element) => $$(el, 'tbody tr').map((tr) => [...tr.children].map((c) => text(c)));

/** First cell (rozdział) of every body row on the current page. */
export const rowKeys = (el: Element) => bodyRows(el).map((r) => r[0]);

export const pagerRange = (el: Element) => text($(el, '.g-pager [aria-live]'));

/** Waits until the widget shows table rows; returns them. */
export const untilRows = (el: Element, what = 'table rows') =>
  until(() => (bodyRows(el).length ? bodyRows(el) : null), what);

export function buttonByText(root: ParentNode, label: string): HTMLButtonElement | null {
  return [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === label) ?? null;
}

/** Chooses an option of a select the way a user does: value, then input and change events. */
export function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

/** The page's `<gmina-komunikaty>` shadow root (snackbar and dialog), once a widget has mounted. */
export const messagesRoot = () => document.querySelector('gmina-komunikaty')?.shadowRoot ?? null;

/** Replaces console[kind] while a test runs; the messages are kept (not printed). */
export function spyConsole(kind: 'error' | 'warn') {
  const original = console[kind];
  const messages: string[] = [];
  console[kind] = (...args: unknown[]) => {
    messages.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  };
  return {
    messages,
    restore: () => {
      console[kind] = original;
    },
  };
}

/** Resource-timing entries of JS the page fetched (scripts, module preloads, dynamic imports). */
export const jsResources = () =>
  performance
    .getEntriesByType('resource')
    .map((e) => e as PerformanceResourceTiming)
    .filter((e) => new URL(e.name).pathname.endsWith('.js'));

/** Resource-timing entries of the bundle's own files: the loader and its chunks. */
export const bundleResources = () =>
  jsResources().filter((e) => /\/gmina\.js$|\/chunks\/[^/]+\.js$/.test(new URL(e.name).pathname));

export const chunkFetched = (prefix: string) =>
  bundleResources().some((e) => new URL(e.name).pathname.split('/').pop()!.startsWith(`${prefix}-`));
