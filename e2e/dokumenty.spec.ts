/**
 * Widget selection and the office's PDF documents (issue 15): the admin switch changes the home page's service
 * tiles, switches a service off (out of tiles and site map, its route kept) and replaces the PDF list; the
 * portal and the CMS page show both on their next load. axe in every combination and the 320 px layout.
 */
import { type Page } from '@playwright/test';
import { expect, scanMatrix, test, watchErrors } from './helpers.ts';

const ADMIN = { Authorization: 'Bearer demo-admin' };
const tiles = (page: Page) => page.locator('gmina-portal .g-tiles');
const docs = (page: Page) => page.locator('gmina-dokumenty');

async function admin(page: Page, path: string, data: unknown) {
  const res = await page.request.post(`/api/admin/${path}`, { data, headers: ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
}

const demoList = async (page: Page) =>
  (
    (await (await page.request.get('/api/pi/dokumenty')).json()) as {
      grupy: { nazwa: string | null; dokumenty: { tytul: string; plik: string }[] }[];
    }
  ).grupy.flatMap((g) => g.dokumenty.map((d) => ({ tytul: d.tytul, plik: d.plik, grupa: g.nazwa })));

test('the admin switch changes the tiles, the site map and the PDF list; portal and CMS page show them', async ({
  page,
  cms,
}) => {
  const done = watchErrors(page);
  const before = await demoList(page);
  try {
    await page.goto('/');
    const names = tiles(page).locator('.g-tile-name');
    await expect(names).toContainText(['Najpopularniejsze imiona', 'Liczba mieszkańców i wyborców']);
    await expect(tiles(page).getByRole('link', { name: /Budżet gminy/ })).toBeVisible();

    await admin(page, 'wybor-uslug', { kafelki: [7, 12], wylaczone: [1] });
    await admin(page, 'dokumenty', {
      dokumenty: [
        { tytul: 'Harmonogram odbioru odpadów – 2026', plik: 'harmonogram-odbioru-odpadow-2026.pdf' },
        { tytul: 'Zarządzenie wójta nr 12', plik: 'zarzadzenie-wojta-12.pdf', grupa: 'Zarządzenia' },
      ],
    });

    await page.reload();
    const last = names.filter({ hasText: /Najpopularniejsze imiona|Liczba mieszkańców i wyborców/ });
    await expect(last).toHaveText(['Liczba mieszkańców i wyborców', 'Najpopularniejsze imiona']);
    // service 1 is off: the office's own tile to it is gone, the site map leaves it out, its route still works
    await expect(tiles(page).getByRole('link', { name: /Budżet gminy/ })).toHaveCount(0);
    await page.goto('/mapa-strony');
    const map = page.locator('gmina-portal .g-sitemap');
    await expect(map.getByRole('link', { name: 'Wydatki budżetu' })).toBeVisible();
    await expect(map.getByRole('link', { name: 'Dochody budżetu' })).toHaveCount(0);
    await page.goto('/uslugi/budzet-dochody');
    await expect(page.locator('gmina-budzet[rodzaj="dochody"] tbody tr')).toHaveCount(5);

    // the documents page from the side menu
    await page.goto('/');
    await page
      .locator('gmina-portal #g-side-menu')
      .getByRole('link', { name: 'Dokumenty do pobrania' })
      .click();
    await expect(page.locator('gmina-portal main h1')).toHaveText('Dokumenty do pobrania');
    const link = docs(page).getByRole('link', {
      name: /^Harmonogram odbioru odpadów – 2026 \(PDF, [\d,]+ kB\)$/,
    });
    await expect(link).toBeVisible();
    await expect(docs(page).getByText('Zarządzenie wójta nr 12 (plik niedostępny)')).toBeVisible();
    await expect(docs(page).getByRole('heading', { name: 'Zarządzenia' })).toBeVisible();
    const pdf = await page.request.get((await link.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await page.request.get('/api/pi/dokumenty/zarzadzenie-wojta-12.pdf')).status()).toBe(404);

    // the CMS page's public article shows the same list
    await page.goto(cms + '/');
    await expect(
      docs(page).getByRole('link', { name: /^Harmonogram odbioru odpadów – 2026 \(PDF/ }),
    ).toBeVisible();
    await expect(docs(page).getByText('Zarządzenie wójta nr 12 (plik niedostępny)')).toBeVisible();
    await expect(
      docs(page).locator('xpath=ancestor::article[not(contains(@class,"residents"))]'),
    ).toHaveCount(1);
    done();
  } finally {
    await admin(page, 'wybor-uslug', { kafelki: [12, 7, 10], wylaczone: [] });
    await admin(page, 'dokumenty', { dokumenty: before });
  }
});

const headings = {
  pl: 'Dokumenty do pobrania',
  en: 'Documents to download',
  de: 'Dokumente zum Herunterladen',
  uk: 'Документи для завантаження',
};

test('the documents page: 0 axe violations in every combination', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/dokumenty');
  await expect(docs(page).getByRole('link').first()).toBeVisible();
  await scanMatrix(page, 'gmina-portal', (lang) =>
    expect(docs(page).getByRole('heading', { level: 2 })).toHaveText(headings[lang]),
  );
});

for (const width of [1280, 320])
  test(`the documents page at ${width} px: nothing wider than the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dokumenty');
    await expect(docs(page).getByRole('link').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const boxes = await docs(page)
      .locator('li')
      .evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().right));
    for (const right of boxes) expect(right).toBeLessThanOrEqual(width);
  });
