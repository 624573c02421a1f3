import { readFile } from 'node:fs/promises';
import { type Download, type Locator, type Page } from '@playwright/test';
import { pdfText } from '../tests/pdf-text.ts';
import { expect, rows, scanMatrix, signIn, test, watchErrors } from './helpers.ts';

/**
 * Water and sewage (issue 17; spec 02 services 15, 16, 24, 25, 39, 40): one journey per service on the CMS
 * page or in the portal, and one axe matrix per screen.
 */
const JAN = { pesel: '85010112352' };
const faktury = (page: Page) => page.locator('gmina-faktury-woda');

async function downloaded(page: Page, button: Locator): Promise<{ d: Download; text: string }> {
  const [d] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile((await d.path())!);
  return {
    d,
    text: (
      await pdfText(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
    ).text,
  };
}

/** No horizontal scroll of the page at 320 px. */
async function fitsNarrow(page: Page) {
  await page.setViewportSize({ width: 320, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('water invoices (16) on the CMS page', () => {
  test('multi-year list of the signed-in person with the total, a per-invoice PDF and the list PDF', async ({
    page,
    cms,
  }) => {
    const noErrors = watchErrors(page);
    await page.goto(cms + '/');
    await signIn(page, 'jan.kowalski', JAN);
    await page.reload();
    const x = faktury(page);
    const year = new Date().getFullYear();
    await expect(x.getByRole('combobox', { name: 'Punkt odbioru' })).toHaveValue('101');
    await expect(x.locator('.g-umowa')).toHaveText(/^Umowa nr UW\/\d{4}\/\d{4} z dnia \d{2}\.\d{2}\.\d{4}$/);
    await expect(rows(x).first()).toContainText(`FW/${year}/`);
    const jedenRok = await rows(x).count();
    // a second year, chosen with the keyboard in the multi-select
    await x.getByRole('button', { name: /Lata/ }).click();
    const request = page.waitForRequest((r) => r.url().includes(`lataFaktur=${year - 1},${year}`));
    await x.getByRole('checkbox', { name: String(year - 1) }).check();
    await request;
    await page.keyboard.press('Escape');
    await expect(x.locator('.g-pager [aria-live], caption').first()).toBeVisible();
    await expect(x.locator('caption')).toHaveText(`Faktury za wodę i ścieki – ${year - 1}, ${year}`);
    await expect(x.locator('tfoot')).toContainText(/Razem\s*[\d\s\u00a0]+,\d{2}/);
    expect(await x.locator('.g-pager [aria-live]').textContent()).toMatch(new RegExp(`z ${jedenRok + 6}$`));
    // the newest invoice's own PDF: a real document of that invoice
    const numer = (await rows(x).first().locator('td, th').first().textContent())!.trim();
    const jeden = await downloaded(page, x.getByRole('button', { name: `Pobierz PDF: faktura ${numer}` }));
    expect(jeden.text).toContain(`Faktura VAT nr ${numer}`);
    expect(jeden.text).toContain('Jan Kowalski');
    const lista = await downloaded(page, x.getByRole('button', { name: 'Pobierz PDF', exact: true }));
    expect(lista.d.suggestedFilename()).toBe('faktury-woda-101.pdf');
    expect(lista.text).toContain(numer);
    await x.screenshot({ path: 'reports/screenshots/woda-faktury-1280.png' });
    await fitsNarrow(page);
    await x.screenshot({ path: 'reports/screenshots/woda-faktury-320.png' });
    noErrors();
  });
});

test('water invoices: 0 axe violations in 4 languages × 2 contrasts × 3 sizes', async ({ page, cms }) => {
  test.setTimeout(180_000);
  await page.goto(cms + '/');
  await signIn(page, 'jan.kowalski', JAN);
  await page.reload();
  await expect(rows(faktury(page)).first()).toBeVisible();
  const titles = {
    pl: 'Faktury za wodę',
    en: 'Water invoices',
    de: 'Wasserrechnungen',
    uk: 'Рахунки за воду',
  };
  await scanMatrix(page, 'gmina-faktury-woda', (lang) =>
    expect(faktury(page).getByRole('heading', { level: 2 })).toHaveText(titles[lang]),
  );
});

test('meter readings in the portal: 0 axe violations in every combination, and it fits 320 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signIn(page, 'jan.kowalski', JAN);
  await page.goto('/uslugi/odczyt-licznikow');
  const x = page.locator('gmina-odczyt-licznikow');
  await expect(rows(x).first()).toBeVisible();
  await expect(x.getByRole('img', { name: /^Wykres liniowy/ })).toBeVisible();
  const titles = {
    pl: 'Odczyty liczników',
    en: 'Meter readings',
    de: 'Zählerablesungen',
    uk: 'Показання лічильників',
  };
  // axe reaches the element through the portal's shadow root (a document query would not find it)
  await scanMatrix(page, 'gmina-portal', (lang) =>
    expect(x.getByRole('heading', { level: 2 })).toHaveText(titles[lang]),
  );
  await fitsNarrow(page);
});
