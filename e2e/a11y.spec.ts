import { budget, expect, gotoCms, pageAxeViolations, rows, scanMatrix, setStored, test } from './helpers.ts';

/** Heading of the income widget per language: proof that the switch happened before scanning. */
const headings = {
  pl: 'Dochody budżetu',
  en: 'Budget income',
  de: 'Haushaltseinnahmen',
  uk: 'Доходи бюджету',
};
test('budget widgets on the CMS page: 0 axe violations in 4 languages × 2 contrasts × 3 sizes', async ({
  page,
  cms,
}) => {
  test.setTimeout(180_000);
  await gotoCms(page, cms, ['gmina-budzet']);
  await expect(rows(budget(page, 'dochody'))).toHaveCount(5);
  await expect(rows(budget(page, 'wydatki'))).toHaveCount(5);
  await scanMatrix(page, 'gmina-budzet', (lang) =>
    expect(budget(page, 'dochody').getByRole('heading', { level: 2 })).toHaveText(headings[lang]),
  );
});

test('the technical-break notice: 0 axe violations in every combination', async ({ page, cms }) => {
  test.setTimeout(180_000);
  await page.route('**/api/fk/gmina/dajLataBudzetowe**', (route) =>
    route.fulfill({ status: 503, json: { kod: 503 } }),
  );
  // the site-wide break: /status says so too (a 503 of one service is that widget's own notice)
  await page.route('**/api/status*', (route) => route.fulfill({ json: { czyPrzerwaTechniczna: true } }));
  await gotoCms(page, cms, ['gmina-budzet']);
  const titles = {
    pl: 'Przepraszamy - trwa przerwa techniczna',
    en: 'We are sorry – technical break in progress',
    de: 'Entschuldigung – Wartungsarbeiten',
    uk: 'Вибачте – тривають технічні роботи',
  };
  await scanMatrix(page, 'gmina-budzet[rodzaj="dochody"]', (lang) =>
    expect(budget(page, 'dochody').getByRole('heading', { level: 2 })).toHaveText(titles[lang]),
  );
});

test('the portal route of the budget: 0 axe violations in every combination', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/uslugi/budzet-dochody');
  await expect(rows(budget(page, 'dochody'))).toHaveCount(5);
  await scanMatrix(page, 'gmina-portal', (lang) =>
    expect(budget(page, 'dochody').getByRole('heading', { level: 2 })).toHaveText(headings[lang]),
  );
});

test('the whole CMS page: its own content and every widget inside landmarks, no two landmarks alike', async ({
  page,
  cms,
}) => {
  test.setTimeout(120_000);
  await page.goto(cms + '/');
  await expect(rows(budget(page, 'dochody'))).toHaveCount(5);
  await expect(rows(budget(page, 'wydatki'))).toHaveCount(5);
  // every widget drawn: no loader left, the names tables filled
  await expect(page.locator('gmina-najpopularniejsze-imiona tbody tr').first()).toBeVisible();
  await expect(page.locator('gmina-imiona-wg-roku tbody tr').first()).toBeVisible();
  await expect(page.locator('gmina-statusy-mieszkancow tbody tr').first()).toBeVisible();
  await expect(page.locator('.g-loader')).toHaveCount(0);
  const failures: string[] = [];
  for (const lang of Object.keys(headings) as (keyof typeof headings)[]) {
    await setStored(page, 'gmina:jezyk', lang === 'pl' ? null : lang);
    await expect(budget(page, 'dochody').getByRole('heading', { level: 2 })).toHaveText(headings[lang]);
    await expect(page.locator('.g-loader')).toHaveCount(0);
    for (const v of await pageAxeViolations(page))
      failures.push(`${lang}: ${v.id} – ${v.help}\n  ${v.targets.join('\n  ')}`);
  }
  expect(failures, failures.join('\n')).toEqual([]);
});
