/**
 * Layout of the shell at 1280 px and 320 px (issue 12, items 6–8): wide tables fit, the cookie notice never
 * covers content, the phone top bar is one row, chart labels are whole. Each check compares bounding boxes;
 * the screenshots in reports/screenshots/uklad-* are for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './helpers.ts';

type Box = { x: number; y: number; width: number; height: number };
/** Whether two boxes share more than a pixel's rounding (boxes that touch do not overlap). */
const overlaps = (a: Box, b: Box) =>
  a.x + 1 < b.x + b.width && b.x + 1 < a.x + a.width && a.y + 1 < b.y + b.height && b.y + 1 < a.y + a.height;

async function box(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  expect(b, 'element on screen').not.toBeNull();
  return b!;
}

/** Every cell of the table lies inside its scroll box, and the box does not scroll sideways. */
async function tableFits(table: Locator) {
  return table.evaluate((wrap) => {
    const w = wrap.getBoundingClientRect();
    const out = [...wrap.querySelectorAll('th, td')]
      .map((c) => ({ text: c.textContent, r: c.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.left < w.left - 0.5 || r.right > w.right + 0.5))
      .map(({ text }) => text);
    return { scrolls: wrap.scrollWidth > wrap.clientWidth, out };
  });
}

/** A full-page picture, or what the window shows (`fullPage: false`: a sticky notice where a person sees it). */
const shot = (page: Page, name: string, fullPage = true) => {
  mkdirSync('reports/screenshots', { recursive: true });
  return page.screenshot({ path: `reports/screenshots/uklad-${name}.png`, fullPage });
};

/** Scrolls the page to its very end (where the cookie notice must leave the footer visible). */
const toEnd = (page: Page) => page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));

test.describe('tables and the cookie notice (issue 12, item 7)', () => {
  for (const rodzaj of ['dochody', 'wydatki'] as const)
    test(`1280 px with the side menu: the budget ${rodzaj} table fits, headers wrap, nothing clipped`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/uslugi/budzet-${rodzaj}`);
      const wrap = page.locator('gmina-budzet .g-table-wrap');
      await expect(wrap.locator('tbody tr')).toHaveCount(5);
      expect(await tableFits(wrap)).toEqual({ scrolls: false, out: [] });
      await shot(page, `budzet-${rodzaj}-1280`);
    });

  test('every public list service: each table fits its box at 1280 px and at 320 px', async ({ page }) => {
    test.setTimeout(120_000);
    const routes = [
      'statusy-mieszkancow',
      'liczba-pojazdow',
      'liczba-mieszkancow-wyborcow',
      'zameldowania-wg-plci-wieku',
      'stawki-pojazdow',
      'najpopularniejsze-imiona',
      'najpopularniejsze-imiona-wg-roku',
    ];
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      for (const r of routes) {
        await page.goto(`/uslugi/${r}`);
        const wraps = page.locator('gmina-portal main .g-table-wrap');
        await expect(wraps.locator('tbody tr').first(), r).toBeVisible();
        for (const w of await wraps.all())
          expect(await tableFits(w), `${r} at ${width}`).toEqual({ scrolls: false, out: [] });
        await shot(page, `${r}-${width}`);
      }
    }
  });

  test('1280 px: the cookie notice takes its own space, never over the pager or the footer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/uslugi/budzet-dochody');
    await expect(page.locator('gmina-budzet tbody tr')).toHaveCount(5);
    const notice = page.locator('gmina-portal .g-cookie');
    await expect(notice).toBeAttached();
    // at the top of the page and at its end: nothing under the notice (a bar over the page hides a focused
    // control, and axe's target-size finds the pager's buttons obscured)
    for (const end of [false, true]) {
      if (end) await toEnd(page);
      const n = await box(notice);
      for (const sel of ['gmina-portal main', 'gmina-budzet .g-pager', 'gmina-portal .g-footer'])
        expect(overlaps(n, await box(page.locator(sel))), `${sel}, end ${String(end)}`).toBe(false);
    }
    await expect(notice).toBeInViewport();
    await shot(page, 'cookie-1280', false);
  });

  test('320 px: tables become one card per row; the cookie notice covers neither content nor the open menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/uslugi/budzet-dochody');
    const wrap = page.locator('gmina-budzet .g-table-wrap');
    await expect(wrap.locator('tbody tr')).toHaveCount(5);
    expect(await tableFits(wrap)).toEqual({ scrolls: false, out: [] });
    // each cell of a card is named by its column
    await expect(wrap.locator('tbody tr').first().locator('td').nth(2)).toHaveAttribute(
      'data-label',
      'Plan po zmianach',
    );
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(320);
    const notice = page.locator('gmina-portal .g-cookie');
    await expect(notice).toBeAttached();
    // a phone's notice is a strip, not a third of the screen
    expect((await box(notice)).height).toBeLessThan(700 * 0.2);
    for (const end of [false, true]) {
      if (end) await toEnd(page);
      const n = await box(notice);
      for (const sel of ['gmina-portal main', 'gmina-budzet .g-pager', 'gmina-portal .g-footer'])
        expect(overlaps(n, await box(page.locator(sel))), `${sel}, end ${String(end)}`).toBe(false);
    }
    await expect(notice).toBeInViewport();
    await shot(page, 'cookie-320', false);
    await shot(page, 'budzet-320');
    // the open side menu lies above the notice: the point under the notice belongs to the menu
    await page.setViewportSize({ width: 320, height: 5000 });
    await page.evaluate(() => scrollTo(0, 0));
    await page.locator('gmina-portal .g-menu-button').click();
    const side = page.locator('gmina-portal #g-side-menu');
    await expect(side).toBeVisible();
    const s = await box(side);
    const m = await box(notice);
    const onTop = await page.evaluate(
      ({ x, y }) => {
        const host = document.querySelector('gmina-portal')!;
        const el = host.shadowRoot!.elementFromPoint(x, y);
        return Boolean(el?.closest('#g-side-menu'));
      },
      { x: s.x + s.width / 2, y: m.y + m.height / 2 },
    );
    expect(onTop).toBe(true);
    // and the notice's own close button lies under the menu's backdrop
    const close = await box(notice.getByRole('button'));
    const covered = await page.evaluate(
      ({ x, y }) => {
        const el = document.querySelector('gmina-portal')!.shadowRoot!.elementFromPoint(x, y);
        return !el?.closest('.g-cookie');
      },
      { x: close.x + close.width / 2, y: close.y + close.height / 2 },
    );
    expect(covered).toBe(true);
    await shot(page, 'menu-320', false);
  });
});

/** Logs in through the API and stores the token the way the login screen does (as e2e/konto-panel.spec.ts). */
async function login(page: Page, user: string, path = '/') {
  const res = await page.request.post('/api/uzytkownicy/getToken', {
    data: { login: user, haslo: 'Gmina#2024' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  await page.goto('/polityka-cookie');
  await page.evaluate((t) => {
    localStorage.setItem('gmina:token', t);
    localStorage.setItem('gmina:akceptacjaCookie', 'true');
  }, token);
  await page.goto(path);
}

/**
 * The top bar's visible controls: all on one line (every box shares one horizontal band), none outside the
 * bar, the bar no wider than the window.
 */
async function topBarLayout(page: Page) {
  return page.locator('gmina-portal .g-topbar').evaluate((bar) => {
    const b = bar.getBoundingClientRect();
    const items = [...bar.querySelectorAll<HTMLElement>('.g-menu-button, .g-brand, .g-tools > *')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).display !== 'contents')
      .map((el) => ({ name: el.className, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0);
    const everything = [...bar.querySelectorAll<HTMLElement>('*')]
      .filter(
        (el) => el.getClientRects().length > 0 && !el.closest('[hidden], .g-user-menu, .g-settings-panel'),
      )
      .map((el) => ({ name: el.className || el.tagName, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 1 && r.bottom > 0);
    return {
      height: Math.round(b.height),
      oneRow: Math.max(...items.map(({ r }) => r.top)) < Math.min(...items.map(({ r }) => r.bottom)),
      outside: everything
        .filter(({ r }) => r.left < b.left - 0.5 || r.right > b.right + 0.5)
        .map(({ name }) => String(name)),
      pageScroll: document.documentElement.scrollWidth > innerWidth,
    };
  });
}

test.describe('the top bar (issue 12, item 8)', () => {
  for (const size of ['mala', 'bardzo_duza'] as const)
    test(`320 px logged in, text size ${size}: one row, settings in one menu, compact clock`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.addInitScript((s) => localStorage.setItem('gmina:rozmiarCzcionki', s), size);
      await login(page, 'anna.nowak');
      await expect(page.locator('gmina-sesja [role="timer"]')).toBeVisible();
      const layout = await topBarLayout(page);
      expect(layout).toEqual({ height: layout.height, oneRow: true, outside: [], pageScroll: false });
      // one row of 44 px controls and the bar's padding
      expect(layout.height).toBeLessThanOrEqual(64);
      expect((await box(page.locator('gmina-sesja .g-sesja'))).width).toBeLessThanOrEqual(110);
      await shot(page, `topbar-320-${size}`, false);
      // language, contrast and text size sit in one settings menu
      const bar = page.locator('gmina-portal .g-topbar');
      await expect(bar.getByRole('combobox', { name: 'Język' })).toBeHidden();
      const settings = bar.getByRole('button', { name: 'Ustawienia' });
      await settings.click();
      await expect(settings).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator('gmina-portal .g-settings-panel');
      await expect(panel.getByRole('combobox', { name: 'Język' })).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Wysoki kontrast' })).toBeVisible();
      await expect(panel.getByRole('group', { name: 'Wielkość tekstu' })).toBeVisible();
      const p = await box(panel);
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x + p.width).toBeLessThanOrEqual(320);
      await shot(page, `settings-320-${size}`, false);
      // Escape closes it and gives focus back to its button
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(settings).toBeFocused();
    });

  test('320 px logged out: one row with the portal title in words', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/');
    const layout = await topBarLayout(page);
    expect(layout).toEqual({ height: layout.height, oneRow: true, outside: [], pageScroll: false });
    expect(layout.height).toBeLessThanOrEqual(64);
    await expect(page.locator('gmina-portal .g-brand-text')).toBeVisible();
    await shot(page, 'topbar-320-wylogowany', false);
  });

  test('320 px: the subject list wraps its names, none cut', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await login(page, 'anna.nowak');
    await page.locator('gmina-portal .g-user > button').click();
    const list = page.locator('gmina-podmiot');
    await expect(list.getByText('Anna Nowak (osoba fizyczna)', { exact: true })).toBeVisible();
    await expect(list.getByText('Kwiaciarnia „Pod Lipą” Anna Nowak (NIP 7741001232)')).toBeVisible();
    const cut = await list.evaluate((host) =>
      [...host.shadowRoot!.querySelectorAll<HTMLElement>('label, select, option, span, p')]
        .filter((el) => el.getClientRects().length > 0)
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return el.scrollWidth > el.clientWidth + 1 || r.right > innerWidth || r.left < 0;
        })
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    await shot(page, 'podmiot-320', false);
  });

  test('1280 px logged in: one row with the controls in view, no settings menu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page, 'anna.nowak');
    await expect(page.locator('gmina-sesja [role="timer"]')).toBeVisible();
    const layout = await topBarLayout(page);
    expect(layout).toEqual({ height: layout.height, oneRow: true, outside: [], pageScroll: false });
    const bar = page.locator('gmina-portal .g-topbar');
    await expect(bar.getByRole('combobox', { name: 'Język' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Ustawienia' })).toBeHidden();
    await shot(page, 'topbar-1280', false);
  });
});

/** Records every text a canvas draws, with where it starts and ends on the canvas (in canvas pixels). */
function recordCanvasText(page: Page) {
  return page.addInitScript(() => {
    const drawn: { text: string; left: number; right: number; top: number; width: number }[] = [];
    (window as unknown as { drawnText: typeof drawn }).drawnText = drawn;
    const fill = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text, x, y, m) {
      const w = this.measureText(text).width;
      const align = this.textAlign;
      const left = align === 'right' || align === 'end' ? x - w : align === 'center' ? x - w / 2 : x;
      drawn.push({ text: String(text), left, right: left + w, top: y, width: this.canvas.width });
      fill.call(this, text, x, y, m);
    };
  });
}

test.describe('bar chart labels (issue 12, item 6)', () => {
  for (const width of [1280, 320])
    test(`${width} px: every status label is drawn whole, inside the chart`, async ({ page }) => {
      await recordCanvasText(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/uslugi/statusy-mieszkancow');
      const w = page.locator('gmina-statusy-mieszkancow');
      await expect(w.locator('canvas').first()).toBeVisible();
      // every status, also those on later pages of the table
      const res = await page.request.get('/api/el/dajStatusyMeldunkoweMieszkancow');
      const body = (await res.json()) as { statusyMieszkancow: { opisStatusu: string }[] };
      const statuses = body.statusyMieszkancow.map((s) => s.opisStatusu);
      await page.waitForTimeout(300);
      const drawn = await page.evaluate(() =>
        (
          window as unknown as { drawnText: { text: string; left: number; right: number; width: number }[] }
        ).drawnText.slice(),
      );
      const last = drawn.filter((d) => d.width === drawn[drawn.length - 1]!.width);
      expect(last.filter((d) => d.text.includes('…')).map((d) => d.text)).toEqual([]);
      expect(last.filter((d) => d.left < -0.5 || d.right > d.width + 0.5).map((d) => d.text)).toEqual([]);
      const text = last.map((d) => d.text).join(' ');
      // a label drawn on several lines reads as the label again when its lines are joined
      for (const s of statuses) expect(text, `${s} at ${width}`).toContain(s);
      await shot(page, `wykres-statusy-${width}`);
    });
});
