import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { pdfText } from '../tests/pdf-text.ts';
import { expect, gotoCms, rows, scanMatrix, setStored, signIn, test, watchErrors } from './helpers.ts';

/**
 * Online payment history (service 21, issue 13): jan.kowalski's demo transfers (demo/seed/platnosci.ts) in the
 * portal with the keyboard alone, the empty history of another subject, and the element on the CMS page.
 */
const ANNA = { pesel: '78031545683' };
const JAN = { pesel: '85010112352' };
const historia = (page: Page) => page.locator('gmina-historia-platnosci');
const toggles = (h: Locator) => h.locator('.g-historia-platnosci > .g-list-table .g-detail-toggle');

async function pdfOf(page: Page, press: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [d] = await Promise.all([page.waitForEvent('download'), press()]);
  const bytes = await readFile(await d.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await pdfText(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  return { name: d.suggestedFilename(), text: text.replace(/\s+/g, ' ') };
}

test.describe('online payment history', () => {
  test('keyboard only: login, the history, one transaction open at a time, the PDF of the opened one', async ({
    page,
  }) => {
    const noErrors = watchErrors(page);
    // the protected route sends to login and is remembered; the form is filled and sent from the keyboard
    await page.goto('/uslugi/historia-platnosci-internetowych');
    await expect(page).toHaveURL('/logowanie');
    await page.locator('gmina-portal').getByLabel('Login', { exact: true }).focus();
    await page.keyboard.type('jan.kowalski');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Gmina#2024');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/uslugi/historia-platnosci-internetowych');

    const h = historia(page);
    await expect(rows(h.locator('.g-historia-platnosci > .g-list-table'))).toHaveCount(3);
    const pdfButton = h.locator('.g-toolbar').getByRole('button', { name: 'Pobierz PDF' });
    // nothing opened (spec 02 §2 "0 if none"): the PDF of the whole list (issue 26 item 9)
    await expect(pdfButton).toBeEnabled();
    await expect(h.locator('tbody tr').first()).toContainText(
      'Przelewy24 – zaakceptowana, czeka na zaksięgowanie',
    );

    // the KIR transfer: Enter on its toggle shows its details
    const kir = toggles(h).nth(1);
    await expect(kir).toHaveAccessibleName(/^Pokaż szczegóły: Woda i ścieki WS\/\d{4}\/000871 – rata IV z /);
    await kir.focus();
    await page.keyboard.press('Enter');
    await expect(kir).toHaveAttribute('aria-expanded', 'true');
    await expect(kir).toBeFocused();
    const szczegoly = h.locator('.g-detail-row');
    await expect(szczegoly).toHaveCount(1);
    await expect(szczegoly).toBeInViewport();
    await expect(szczegoly.locator('dl')).toContainText(
      'Nazwa rachunku akceptantaUrząd Gminy Zielona Dolina',
    );
    await expect(szczegoly.locator('dl')).toContainText(/Numer rachunku akceptanta\d{2}( \d{4}){6}/);
    await expect(szczegoly.locator('tbody')).toContainText('Dostawa wody, Odprowadzanie ścieków');
    await expect(szczegoly.locator('tbody')).toContainText('rata IV');
    const idKir = (await szczegoly.locator('dd').first().innerText()).trim();
    await page.screenshot({ path: 'reports/screenshots/portal-historia-platnosci-1280.png', fullPage: true });
    expect(idKir).toMatch(/^[0-9a-f]{32}$/);

    // Space on the first row's toggle switches to that transaction (Przelewy24)
    const p24 = toggles(h).first();
    await p24.focus();
    await page.keyboard.press('Space');
    await expect(p24).toHaveAttribute('aria-expanded', 'true');
    await expect(kir).toHaveAttribute('aria-expanded', 'false');
    await expect(szczegoly).toHaveCount(1);
    await expect(szczegoly.locator('dl')).toContainText(/IBANPL\d{2}( \d{4}){6}/);
    await expect(szczegoly.locator('dl')).toContainText('Kod pocztowy12-345');
    await expect(szczegoly.locator('dl')).toContainText('E-mailsekretariat@zielonadolina.example.pl');
    const idP24 = (await szczegoly.locator('dd').first().innerText()).trim();
    expect(idP24).not.toBe(idKir);

    // the PDF is the opened transaction's
    await expect(pdfButton).toBeEnabled();
    await pdfButton.focus();
    const pdf = await pdfOf(page, () => page.keyboard.press('Enter'));
    expect(pdf.name).toBe(`platnosc-${idP24}.pdf`);
    expect(pdf.text).toContain(`Identyfikator transakcji: ${idP24}`);
    expect(pdf.text).toContain('Płatność internetowa – Opłata za odpady komunalne OD/');
    expect(pdf.text).toContain('Status: Płatność zaakceptowana – oczekuje na zaksięgowanie');
    expect(pdf.text).not.toContain(idKir);

    // hiding it: no transaction opened, the PDF of the whole list
    await p24.focus();
    await page.keyboard.press('Enter');
    await expect(szczegoly).toHaveCount(0);
    await pdfButton.focus();
    const lista = await pdfOf(page, () => page.keyboard.press('Enter'));
    expect(lista.name).toBe('historia-platnosci.pdf');
    expect(lista.text).toContain('Historia płatności internetowych');
    for (const id of [idKir, idP24]) expect(lista.text.replace(/\s+/g, '')).toContain(id);
    noErrors();
  });

  test('another subject without online payments: the empty text, no PDF; 320 px with details open', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, 'anna.nowak', ANNA);
    await page.goto('/uslugi/historia-platnosci-internetowych');
    await expect(historia(page)).toContainText('Brak płatności internetowych');
    await expect(historia(page).getByRole('button', { name: 'Pobierz PDF' })).toHaveCount(0);
    await expect(historia(page).locator('table')).toHaveCount(0);

    // jan's history on a phone: no sideways page scroll with a transaction open
    await signIn(page, 'jan.kowalski', JAN);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/uslugi/historia-platnosci-internetowych');
    const h = historia(page);
    await toggles(h).nth(1).click();
    await expect(h.locator('.g-detail-row tbody')).toContainText('rata IV');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(320);
    await page.screenshot({ path: 'reports/screenshots/portal-historia-platnosci-320.png', fullPage: true });
  });

  test('on the CMS page: 0 axe violations with details shown and hidden, in 4 languages × 2 contrasts × 3 sizes', async ({
    page,
    cms,
  }) => {
    test.setTimeout(240_000);
    await gotoCms(page, cms, ['gmina-historia-platnosci']);
    await signIn(page, 'jan.kowalski', JAN);
    const h = historia(page);
    await expect(rows(h.locator('.g-historia-platnosci > .g-list-table'))).toHaveCount(3);
    const titles = {
      pl: 'Historia płatności internetowych',
      en: 'Online payment history',
      de: 'Verlauf der Online-Zahlungen',
      uk: 'Історія онлайн-платежів',
    } as const;
    await scanMatrix(
      page,
      'gmina-historia-platnosci',
      async (lang) => {
        await expect(h.getByRole('heading', { level: 2 })).toHaveText(titles[lang]);
      },
      [
        async () => {
          const t = toggles(h).nth(1);
          if ((await t.getAttribute('aria-expanded')) !== 'true') await t.click();
          await expect(h.locator('.g-detail-row table')).toBeVisible();
        },
      ],
    );
    for (const key of ['gmina:jezyk', 'gmina:kontrast', 'gmina:rozmiarCzcionki'])
      await setStored(page, key, null);
  });
});
