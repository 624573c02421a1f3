import type { Locator, Page } from '@playwright/test';
import { LANGUAGES, expect, pageAxeViolations, rows, test, watchErrors } from './helpers.ts';

/** The embed configurator (issue 14): dist/konfigurator.html on the portal origin. */
const open = async (page: Page, jezyk = 'pl') => {
  await page.goto(`/konfigurator.html${jezyk === 'pl' ? '' : `?jezyk=${jezyk}`}`);
  await expect(page.locator('#k-element')).toBeVisible();
};
const preview = (page: Page, tag = 'gmina-budzet') => page.locator(`.k-box ${tag}`);
/** The preview at desktop width, then switched to the phone's 320 px. */
async function* widths(page: Page, tag = 'gmina-budzet') {
  await page.getByRole('radio', { name: 'Komputer' }).check();
  expect((await page.locator('.k-box').boundingBox())!.width).toBeGreaterThan(600);
  yield preview(page, tag);
  await page.getByRole('radio', { name: 'Telefon (320 px)' }).check();
  // 320 px inside a 1 px border
  expect((await page.locator('.k-box').boundingBox())!.width).toBe(322);
  yield preview(page, tag);
}
/** The colour the widget paints its secondary buttons' text with (var(--c-primary)). */
const buttonColour = (w: Locator) =>
  w
    .locator('.g-button.g-secondary')
    .first()
    .evaluate((b) => getComputedStyle(b).color);

test.describe('embed configurator', () => {
  test('budget expenditure in English in a chosen colour: preview at both widths, snippet, copy, test page', async ({
    page,
    context,
  }) => {
    const noErrors = watchErrors(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    await expect(page.getByLabel('Element')).toHaveValue('gmina-budzet');
    await page.getByLabel('rodzaj').selectOption('wydatki');
    await page.getByLabel('Język widżetu').selectOption('en');
    await page.getByLabel(/^Kolor wiodący/).fill('#8b0000');

    for await (const w of widths(page)) {
      await expect(rows(w)).toHaveCount(5);
      await expect(w.locator('caption')).toHaveText(/^Budget expenditure – \d{4}$/);
      await expect(w.getByRole('button', { name: 'Download PDF' })).toBeVisible();
      expect(await buttonColour(w)).toBe('rgb(139, 0, 0)');
    }

    const origin = new URL(page.url()).origin;
    const expected =
      `<script type="module" src="${origin}/gmina.js"></script>\n` +
      '<style>\n  gmina-budzet {\n    --gmina-color-primary: #8b0000;\n  }\n</style>\n' +
      '<gmina-budzet rodzaj="wydatki" lang="en"></gmina-budzet>\n';
    await expect(page.getByRole('textbox', { name: 'Kod do wklejenia' })).toHaveValue(expected);

    await page.getByRole('button', { name: 'Kopiuj kod' }).click();
    await expect(page.locator('.k-status')).toHaveText('Kod skopiowano do schowka.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    // "test it": a blank page whose body is exactly the snippet, under a strict policy, with the widget's data
    const link = page.getByRole('link', { name: /Sprawdź na pustej stronie/ });
    const res = await page.request.get((await link.getAttribute('href'))!);
    expect(await res.text()).toContain(`<body>\n${expected}</body>`);
    expect(res.headers()['content-security-policy']).toMatch(/style-src 'self' 'sha256-[\w+/=]+'/);
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    const tabErrors = watchErrors(tab);
    const w = tab.locator('gmina-budzet');
    await expect(rows(w)).toHaveCount(5);
    await expect(w.locator('caption')).toHaveText(/^Budget expenditure – \d{4}$/);
    expect(await buttonColour(w)).toBe('rgb(139, 0, 0)');
    tabErrors();
    noErrors();
  });

  test("tokens in the JSON configuration block colour the widget on a page under style-src 'self'", async ({
    page,
    context,
  }) => {
    await open(page);
    await page.getByLabel(/^Kolor wiodący/).fill('#8b0000');
    const code = page.getByRole('textbox', { name: 'Kod do wklejenia' });
    await expect(code).toHaveValue(/<style>/);
    const json = page.getByRole('radio', { name: 'Blok konfiguracji JSON' });
    await expect(json).toHaveAccessibleDescription(
      /style-src bez 'unsafe-inline'.*dopisz do niego klucz "motyw"/,
    );
    await json.check();
    const origin = new URL(page.url()).origin;
    await expect(code).toHaveValue(
      `<script type="module" src="${origin}/gmina.js"></script>\n` +
        '<script type="application/json" id="gmina-config">{"motyw": {"--gmina-color-primary": "#8b0000"}}</script>\n' +
        '<gmina-budzet rodzaj="dochody"></gmina-budzet>\n',
    );

    // "test it": the page a CMS with a strict policy would serve — no inline style admitted, not even by hash
    const link = page.getByRole('link', { name: /Sprawdź na pustej stronie/ });
    const res = await page.request.get((await link.getAttribute('href'))!);
    const csp = res.headers()['content-security-policy']!;
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toMatch(/sha256|unsafe-inline/);
    expect(await res.text()).not.toContain('<style');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    const tabErrors = watchErrors(tab);
    const w = tab.locator('gmina-budzet');
    await expect(rows(w)).toHaveCount(5);
    expect(await buttonColour(w)).toBe('rgb(139, 0, 0)');
    // through the CSSOM: neither a <style> element nor a style attribute on the page or in the widget
    expect(await tab.locator('style, [style]').count()).toBe(0);
    expect(await w.evaluate((el) => el.shadowRoot!.querySelectorAll('style, [style]').length)).toBe(0);
    tabErrors();
  });

  test('the language switch shows the descriptions and the paste instructions in that language', async ({
    page,
  }) => {
    await open(page);
    const cases = [
      [
        'en',
        'Budget income or Budget expenditure of the gmina',
        'Which side of the budget',
        '“Gmina widgets” plugin, insert the service’s block instead of the code (any author can); without the plugin, paste the code into a “Custom HTML” block',
      ],
      [
        'de',
        'Haushaltseinnahmen oder Haushaltsausgaben der Gemeinde',
        'Welche Seite des Haushalts',
        'Plugin „Gemeinde-Widgets“ fügen Sie statt des Codes den Block des Dienstes ein',
      ],
      ['uk', 'Доходи бюджету або Видатки бюджету гміни', 'Яка частина бюджету', 'плагіном «Віджети гміни»'],
      [
        'pl',
        'Dochody budżetu albo Wydatki budżetu gminy',
        'Która część budżetu',
        'z wtyczką „Widżety gminy” wstaw zamiast kodu blok usługi',
      ],
    ];
    for (const [lang, element, attribute, block] of cases) {
      await page.locator('#k-jezyk').selectOption(lang!);
      await expect(page.locator('html')).toHaveAttribute('lang', lang!);
      await expect(page.locator('#k-element-opis')).toContainText(element!);
      await expect(page.locator('#k-attr-rodzaj-opis')).toContainText(attribute!);
      await expect(page.locator('.k-wstep')).toContainText(block!);
    }
    // another element, opened in German by its link
    await open(page, 'de');
    await page.locator('#k-element').selectOption('gmina-kontakt');
    await expect(page.locator('#k-element-opis')).toHaveText(/^Kontakt zum Amt: Adresse, Telefon/);
    await expect(page.locator('#k-attr-mapa-opis')).toContainText('Ob die Karte des Amtes eingebettet wird');
  });

  test('a low-contrast colour is warned in words; the default theme passes', async ({ page }) => {
    await open(page);
    const warnings = page.locator('.k-kontrast li.k-zle');
    await expect(page.locator('.k-kontrast li')).toHaveCount(5);
    await expect(warnings).toHaveCount(0);
    await page.getByLabel(/^Kolor wiodący/).fill('#ffcc00');
    await expect(
      warnings.filter({ hasText: 'Tekst przycisków na kolorze wiodącym: 1,5:1 – za mały kontrast' }),
    ).toHaveCount(1);
    await expect(
      warnings.filter({ hasText: /^⚠ Linki w kolorze wiodącym na tle: 1,5:1 – za mały kontrast/ }),
    ).toHaveCount(1);
    await page.getByLabel(/^Kolor tekstu/).fill('#dddddd');
    await expect(
      warnings.filter({
        hasText: /^⚠ Tekst na tle: 1,3:1 – za mały kontrast\. WCAG AA wymaga co najmniej 4,5:1/,
      }),
    ).toHaveCount(1);
    await page.getByRole('button', { name: 'Przywróć domyślny wygląd' }).click();
    await expect(warnings).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Kod do wklejenia' })).not.toHaveValue(/<style>/);
  });

  test('without the Clipboard API the snippet is selected for Ctrl+C', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined });
    });
    await open(page);
    await page.getByRole('button', { name: 'Kopiuj kod' }).click();
    await expect(page.locator('.k-status')).toHaveText(/kod jest zaznaczony, skopiuj go klawiszami Ctrl\+C/);
    const code = page.getByRole('textbox', { name: 'Kod do wklejenia' });
    await expect(code).toBeFocused();
    const [start, end, length] = await code.evaluate((t: HTMLTextAreaElement) => [
      t.selectionStart,
      t.selectionEnd,
      t.value.length,
    ]);
    expect([start, end]).toEqual([0, length]);
  });

  test('lists every element of custom-elements.json, grouped as the services list, protected ones marked', async ({
    page,
  }) => {
    await open(page);
    const manifest = (await (await page.request.get('/custom-elements.json')).json()) as {
      modules: { declarations: { tagName: string }[] }[];
    };
    const tags = manifest.modules.flatMap((m) => m.declarations.map((d) => d.tagName));
    const options = page.locator('#k-element option');
    expect((await options.evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).sort()).toEqual(
      tags.sort(),
    );
    expect(
      await page.locator('#k-element optgroup').evaluateAll((g) => g.map((x) => x.getAttribute('label'))),
    ).toEqual(
      expect.arrayContaining([
        'Budżet gminy',
        'Mieszkańcy i wybory',
        'Należności i płatności',
        'Inne elementy',
      ]),
    );
    await expect(page.locator('#k-element optgroup').first()).toHaveAttribute('label', 'Budżet gminy');
    await expect(page.locator('#k-element optgroup').last()).toHaveAttribute('label', 'Inne elementy');
    await expect(page.locator('option[value="gmina-naleznosci"]')).toHaveText(
      '<gmina-naleznosci> – czytelnik loguje się w widżecie',
    );
    await expect(page.locator('option[value="gmina-budzet"]')).toHaveText('<gmina-budzet>');
    await expect(page.locator('#k-element-opis')).toHaveText(
      /^Usługi z listy: Dochody budżetu; Wydatki budżetu\. Dochody budżetu albo Wydatki budżetu gminy/,
    );

    // another element: its own attributes (a select of the manifest's values), the preview follows
    await page.getByLabel('Element').selectOption('gmina-kontakt');
    await expect(page.getByLabel('mapa')).toBeVisible();
    expect(await page.getByLabel('mapa').locator('option').allInnerTexts()).toEqual([
      '(nie ustawiono)',
      'tak',
      'nie',
    ]);
    await page.getByLabel('mapa').selectOption('nie');
    await expect(preview(page, 'gmina-kontakt')).toHaveAttribute('mapa', 'nie');
    await expect(page.getByRole('textbox', { name: 'Kod do wklejenia' })).toHaveValue(
      /<gmina-kontakt mapa="nie"><\/gmina-kontakt>/,
    );
  });

  test('a missing required value shows the element’s own message in the preview', async ({ page }) => {
    await open(page);
    await page.getByLabel('rodzaj').selectOption('');
    await expect(preview(page).getByRole('alert')).toContainText('rodzaj');
  });

  test('keyboard only: choose the expenditure, then copy', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    await page.getByLabel('rodzaj').focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('rodzaj')).toHaveValue('wydatki');
    await page.getByRole('textbox', { name: 'Kod do wklejenia' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Kopiuj kod' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.k-status')).toHaveText('Kod skopiowano do schowka.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('rodzaj="wydatki"');
  });

  test('axe: no violations in pl, en, de and uk; fits 320 px', async ({ page }) => {
    const failures: string[] = [];
    for (const lang of LANGUAGES) {
      await open(page, lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(rows(preview(page))).toHaveCount(5);
      for (const v of await pageAxeViolations(page))
        failures.push(`${lang}: ${v.id} – ${v.help}\n  ${v.targets.join('\n  ')}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
    await page.setViewportSize({ width: 320, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(320);
  });
});

test('the CMS demo page links the configurator', async ({ page, cms }) => {
  await page.goto(cms + '/');
  await page.getByRole('link', { name: 'Konfigurator widżetów dla redaktorów' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Konfigurator widżetów' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Kod do wklejenia' })).toHaveValue(
    /<gmina-budzet rodzaj="dochody">/,
  );
});
