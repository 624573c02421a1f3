/**
 * The office's content in the reader's language (issue 12 item 4): side menu, tiles, folders and site map follow the
 * language like the services list; service and group names in the site map use the services list's translations.
 */
import { expect, test } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gmina:akceptacjaCookie', 'true'));
});

test('English: the side menu, the tiles and the site map are the office’s English, services as in the list', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('gmina:jezyk', 'en'));
  await page.goto('/');
  const side = page.locator('gmina-portal #g-side-menu');
  await expect(side.getByRole('link', { name: 'List of services' })).toBeVisible();
  await expect(side.getByRole('link', { name: 'Lista usług' })).toHaveCount(0);
  const tiles = page.locator('gmina-portal .g-tiles');
  await expect(tiles.getByText('All the portal’s services in one place')).toBeVisible();
  await expect(tiles.getByText('Wszystkie usługi portalu w jednym miejscu')).toHaveCount(0);

  await page.goto('/mapa-strony');
  const map = page.locator('gmina-portal .g-sitemap');
  await expect(map.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(map.getByRole('link', { name: 'Budget income' })).toBeVisible();
  await expect(map.getByRole('link', { name: 'Municipal budget' })).toBeVisible();
  await expect(map.getByRole('link', { name: 'Cookie policy' })).toBeVisible();
  await expect(map.getByRole('link', { name: 'Dochody budżetu' })).toHaveCount(0);

  // the file browser's folders are the office's English too
  await page.goto('/informacje');
  const main = page.locator('gmina-portal main');
  await expect(main.getByText('Announcements', { exact: true })).toBeVisible();
  await expect(main.getByText('Ogłoszenia', { exact: true })).toHaveCount(0);
});

test('switching the language in place reloads the office’s content in the new one', async ({ page }) => {
  await page.goto('/');
  const side = page.locator('gmina-portal #g-side-menu');
  await expect(side.getByRole('link', { name: 'Strona główna' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await page.locator('gmina-portal').getByLabel('Język').selectOption('de');
  await expect(side.getByRole('link', { name: 'Startseite' })).toBeVisible();
  // the portal is the page: the document says its language (WCAG 3.1.1)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('gmina-portal .g-tiles').getByText('Liste der Dienste')).toBeVisible();
});
