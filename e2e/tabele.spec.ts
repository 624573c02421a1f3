/**
 * Tables show every column and never break a word (issue 26, items 3 and 4): at 1280, 960, 650 and 320 px, and in
 * a CMS content column of 660 px, every protected table and the public lists keep each header visible or
 * reachable by scrolling the table's own box (never the page), a box that scrolls shows a cue at its scrolling
 * edge and is focusable, no word of a cell (a number, a date, a card or decision number, a name) is split over
 * lines, no button label wraps, and the reading entry's "Nowy stan" field is on screen at 320 px.
 */
import { type Page } from '@playwright/test';
import { expect, signIn, test } from './helpers.ts';

const JAN = { pesel: '85010112352' };
const WIDTHS = [1280, 960, 650, 320];

/** The protected services of Jan Kowalski that show tables (spec 02), each with the element that draws it. */
const PROTECTED = [
  { name: 'local fees', route: '/uslugi/oplaty-lokalne', tag: 'gmina-oplaty-lokalne' },
  { name: 'tax assessment', route: '/uslugi/wymiar-podatku', tag: 'gmina-wymiar-podatku' },
  { name: 'properties', route: '/uslugi/nieruchomosci-osoby', tag: 'gmina-nieruchomosci' },
  { name: 'dues list', route: '/lista-naleznosci', tag: 'gmina-naleznosci' },
  { name: 'water invoices', route: '/uslugi/lista-faktur-woda', tag: 'gmina-faktury-woda' },
  {
    name: 'payment history',
    route: '/uslugi/historia-platnosci-internetowych',
    tag: 'gmina-historia-platnosci',
  },
  { name: 'meter readings', route: '/uslugi/odczyt-licznikow', tag: 'gmina-odczyt-licznikow' },
  { name: 'reading entry', route: '/uslugi/stan-wodomierzy', tag: 'gmina-stan-wodomierzy' },
];

const PUBLIC = [
  'statusy-mieszkancow',
  'liczba-pojazdow',
  'liczba-mieszkancow-wyborcow',
  'zameldowania-wg-plci-wieku',
  'stawki-pojazdow',
  'najpopularniejsze-imiona',
  'najpopularniejsze-imiona-wg-roku',
  'budzet-dochody',
];

test.beforeEach(async ({ page }) => {
  // the cookie notice has its own tests (e2e/uklad.spec.ts)
  await page.addInitScript(() => localStorage.setItem('gmina:akceptacjaCookie', 'true'));
});

/**
 * What is wrong with the tables inside `selector` (searched through open shadow roots), as readable lines; [] when
 * nothing. A header is fine when it lies inside its table's scroll box, or the box scrolls sideways and the header
 * lies within what it scrolls to; a box that scrolls is focusable, named and shows its cue (the `data-more-end`
 * edge drawn at full opacity); the page itself never scrolls sideways. Every word of a cell and every button label
 * is measured with a Range: its line boxes all share one line.
 */
function tableProblems(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const deep = (root: Document | ShadowRoot, sel: string): Element[] => {
      const found = [...root.querySelectorAll(sel)];
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) found.push(...deep(el.shadowRoot, sel));
      return found;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && !el.closest('[hidden], .g-visually-hidden, caption');
    };
    /** The lines a range's text occupies (line boxes whose tops differ by more than half a line). */
    const lines = (range: Range) => {
      const tops: number[] = [];
      for (const r of range.getClientRects()) {
        if (r.width < 0.5) continue;
        if (!tops.some((t) => Math.abs(t - r.top) < r.height / 2)) tops.push(r.top);
      }
      return tops.length;
    };
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth + 1)
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${innerWidth}`);
    const tables = deep(document, selector).flatMap((host) =>
      deep(host.shadowRoot ?? document, 'table').concat(host.matches('table') ? [host] : []),
    );
    if (tables.length === 0) problems.push(`no table in ${selector}`);
    for (const table of tables) {
      if (!shown(table)) continue;
      const name = table.querySelector('caption')?.textContent ?? table.className;
      const box = table.closest('.g-table-wrap') ?? table.parentElement!;
      const b = box.getBoundingClientRect();
      if (b.left < -0.5 || b.right > innerWidth + 0.5) problems.push(`${name}: its box leaves the window`);
      const scrolls = box.scrollWidth > box.clientWidth + 1;
      // cards are meant for a narrow box: they never scroll sideways
      if (scrolls && getComputedStyle(table).display === 'block')
        problems.push(`${name}: its cards scroll sideways`);
      if (scrolls) {
        if (box.getAttribute('tabindex') !== '0' || !box.getAttribute('aria-labelledby'))
          problems.push(`${name}: scrolls but is not a focusable, named region`);
        box.scrollLeft = 0;
        const frame = box.closest('.g-table-scroll');
        const cue = frame && getComputedStyle(frame, '::after');
        if (!frame?.hasAttribute('data-more-end') || !cue || cue.content === 'none' || cue.opacity !== '1')
          problems.push(`${name}: scrolls without a visible cue at its end`);
      }
      const scrollLeft = b.left - box.scrollLeft;
      for (const th of table.querySelectorAll('thead th')) {
        // a header for screen readers only (the detail toggles' column)
        if (th.querySelector('.g-visually-hidden')?.textContent === th.textContent) continue;
        if (!shown(th)) {
          // a card names each value by its column instead (data-label)
          const named = [...table.querySelectorAll('[data-label]')].some(
            (c) => shown(c) && c.getAttribute('data-label') === th.textContent,
          );
          if (th.textContent?.trim() && !named)
            problems.push(`${name}: header "${th.textContent}" is hidden`);
          continue;
        }
        const r = th.getBoundingClientRect();
        const inside = r.left >= b.left - 0.5 && r.right <= b.right + 0.5;
        const reachable =
          scrolls && r.left >= scrollLeft - 0.5 && r.right <= scrollLeft + box.scrollWidth + 0.5;
        if (!inside && !reachable) problems.push(`${name}: header "${th.textContent}" cannot be reached`);
      }
      const range = document.createRange();
      for (const cell of table.querySelectorAll('th, td')) {
        if (!shown(cell)) continue;
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const text = n.textContent ?? '';
          if (!n.parentElement || !shown(n.parentElement)) continue;
          for (const m of text.matchAll(/[^\s\u00a0\u202f]+(?:[\u00a0\u202f][^\s\u00a0\u202f]+)*/g)) {
            range.setStart(n, m.index);
            range.setEnd(n, m.index + m[0].length);
            if (lines(range) > 1) problems.push(`${name}: "${m[0]}" is split over lines`);
          }
        }
      }
      for (const button of table.querySelectorAll('button:not(.g-sort)')) {
        if (!shown(button)) continue;
        range.selectNodeContents(button);
        if (lines(range) > 1) problems.push(`${name}: the button "${button.textContent}" wraps`);
      }
    }
    return problems;
  }, selector);
}

/**
 * The problems of the tables once they settled: the scroll boxes and the cards follow a new width in the next
 * frame, so the tables are measured until they show none (up to 10 s), and what remains is returned.
 */
async function settledProblems(page: Page, selector: string) {
  let found: string[] = [];
  await expect
    .poll(async () => (found = await tableProblems(page, selector)).length, { timeout: 10_000 })
    .toBe(0)
    .catch(() => undefined);
  return found;
}

/** Each width in turn on the loaded page: the problems found, prefixed by the width. */
async function atEveryWidth(page: Page, selector: string, ready: () => Promise<void>, widths = WIDTHS) {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    problems.push(...(await settledProblems(page, selector)).map((p) => `${width} px: ${p}`));
  }
  return problems;
}

test('protected tables at 1280, 960, 650 and 320 px: every header reachable, no word split, no button wraps', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signIn(page, 'jan.kowalski', JAN);
  const problems: string[] = [];
  for (const s of PROTECTED) {
    await page.goto(s.route);
    const rows = page.locator(`${s.tag} tbody tr`);
    const ready = () => expect(rows.first(), s.name).toBeVisible();
    problems.push(...(await atEveryWidth(page, s.tag, ready)).map((p) => `${s.name} ${p}`));
  }
  // the card of the first dues (its instalments and payments)
  await page.goto('/lista-naleznosci');
  await page
    .locator('gmina-naleznosci')
    .getByRole('button', { name: /^Szczegóły karty/ })
    .first()
    .click();
  const card = page.locator('gmina-naleznosci .g-karta');
  await expect(card.locator('tbody tr').first()).toBeVisible();
  problems.push(
    ...(
      await atEveryWidth(page, 'gmina-naleznosci', () =>
        expect(card.locator('tbody tr').first()).toBeVisible(),
      )
    ).map((p) => `dues card ${p}`),
  );
  expect(problems, problems.join('\n')).toEqual([]);
});

test('public lists at 1280, 960, 650 and 320 px: every header reachable, no word split', async ({ page }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  for (const r of PUBLIC) {
    await page.goto(`/uslugi/${r}`);
    const rows = page.locator('gmina-portal main tbody tr');
    const ready = () => expect(rows.first(), r).toBeVisible();
    problems.push(...(await atEveryWidth(page, 'gmina-portal', ready)).map((p) => `${r} ${p}`));
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('in German as well: local fees, tax assessment and properties at 1280 and 320 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('gmina:jezyk', 'de'));
  await page.goto('/');
  await signIn(page, 'jan.kowalski', JAN);
  const problems: string[] = [];
  for (const s of PROTECTED.slice(0, 3)) {
    await page.goto(s.route);
    const ready = () => expect(page.locator(`${s.tag} tbody tr`).first()).toBeVisible();
    problems.push(...(await atEveryWidth(page, s.tag, ready, [1280, 320])).map((p) => `${s.name} ${p}`));
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('a CMS content column of 660 px: the protected tables on the office page', async ({ page, cms }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(cms + '/');
  await signIn(page, 'jan.kowalski', JAN);
  // a WordPress theme's content width
  await page.locator('main').evaluate((m) => void (m.style.maxWidth = '660px'));
  const tags = [
    'gmina-wymiar-podatku',
    'gmina-nieruchomosci',
    'gmina-naleznosci',
    'gmina-faktury-woda',
    'gmina-historia-platnosci',
    'gmina-stan-wodomierzy',
  ];
  const problems: string[] = [];
  for (const tag of tags) {
    await expect(page.locator(`${tag} tbody tr`).first(), tag).toBeVisible();
    problems.push(...(await settledProblems(page, tag)).map((p) => `${tag}: ${p}`));
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('reading entry at 320 px: each meter is a card and its "Nowy stan" field lies on screen', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'jan.kowalski', JAN);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/uslugi/stan-wodomierzy');
  const x = page.locator('gmina-stan-wodomierzy');
  const field = x.getByRole('textbox', { name: /^Nowy stan wodomierza/ }).first();
  await expect(field).toBeVisible();
  const b = (await field.boundingBox())!;
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(320);
  // in view of the table's box, not behind a sideways scroll
  expect(
    await x
      .locator('.g-table-wrap')
      .first()
      .evaluate((w) => w.scrollWidth > w.clientWidth + 1),
  ).toBe(false);
  // the field is named by its column in the card
  await expect(x.locator('td:has(input)').first()).toHaveAttribute('data-label', 'Nowy stan (m³)');
});
