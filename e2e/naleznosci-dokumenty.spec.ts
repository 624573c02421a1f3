/**
 * The dues card's documents in a real browser against the worker's contract server: by keyboard, two instalments
 * chosen → "Zapłać w aplikacji banku (kod QR)" opened → the code on screen read back (jsQR) as the card's account
 * and the amount shown; the calendar file downloaded and read (ical.js) with an event per unpaid instalment; axe on
 * the page with the code open, and on the element in every language, contrast and text size; 320 px without
 * sideways scrolling.
 */
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { PNG } from 'pngjs';
import { czytajQr } from '../tests/qr-odczyt.ts';
import {
  DEMO_PASSWORD,
  expect,
  gotoCms,
  pageAxeViolations,
  scanMatrix,
  signIn,
  test,
  watchErrors,
} from './helpers.ts';

const JAN = { pesel: '85010112352' };
const dues = (page: Page) => page.locator('gmina-naleznosci');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gmina:akceptacjaCookie', 'true'));
});

/** Jan's last-year property tax card: its id and account. */
async function karta(page: Page) {
  const { token } = (await (
    await page.request.post('/api/uzytkownicy/getToken', {
      data: { login: 'jan.kowalski', haslo: DEMO_PASSWORD },
    })
  ).json()) as { token: string };
  const res = await page.request.get('/api/naleznosci/dajNaleznosci?pesel=85010112352', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { karty } = (await res.json()) as {
    karty: { idKartyNaleznosci: number; symbolKarty: string; numerKontaBankowego: string; rok: number }[];
  };
  return karty.find((k) => /^PN\//.test(k.symbolKarty) && k.rok === new Date().getFullYear() - 1)!;
}

async function bajty(stream: NodeJS.ReadableStream) {
  const czesci: Buffer[] = [];
  for await (const c of stream) czesci.push(c as Buffer);
  return Buffer.concat(czesci);
}

test('keyboard: two instalments → the payment code read back from the screen → the calendar file of the card', async ({
  page,
}) => {
  const check = watchErrors(page);
  await page.goto('/');
  await signIn(page, 'jan.kowalski', JAN);
  const k = await karta(page);
  await page.goto(`/naleznosci-podatki-gminne?karta=${k.idKartyNaleznosci}&instytucja=false`);
  const el = dues(page);
  const wybor = el.locator('.g-raty-tabela input[type=checkbox]');
  await expect(wybor.first()).toBeVisible();
  // no choice, no code to offer
  await expect(el.locator('details.g-kod-qr')).toHaveCount(0);
  await wybor.nth(0).focus();
  await page.keyboard.press('Space');
  await wybor.nth(1).focus();
  await page.keyboard.press('Space');
  const suma = el.locator('.g-selection p');
  await expect(suma).toContainText('Wybrano 2 raty na kwotę');

  const summary = el.locator('details.g-kod-qr summary');
  await expect(summary).toHaveText('Zapłać w aplikacji banku (kod QR)');
  await summary.focus();
  await page.keyboard.press('Enter');
  const img = el.locator('.g-kod-qr img');
  await expect(img).toBeVisible();
  const kwota = (await suma.textContent())!.replace(/^.*na kwotę /, '');
  await expect(img).toHaveAttribute('alt', new RegExp(`^Kod QR przelewu na ${kwota}, tytuł: PN/`));
  await expect(el.locator('.g-kod-qr-dane')).toContainText(kwota);

  // what a phone's camera sees: the code on the screen holds the card's account and the chosen amount
  const png = PNG.sync.read(await img.screenshot());
  const tresc = czytajQr(new Uint8ClampedArray(png.data), png.width, png.height);
  const [, kraj, rachunek, grosze] = tresc!.split('|');
  expect([kraj, rachunek]).toEqual(['PL', k.numerKontaBankowego]);
  expect(Number(grosze) / 100).toBe(Number(kwota.replace(/[^\d,]/g, '').replace(',', '.')));

  expect(await pageAxeViolations(page)).toEqual([]);

  // the calendar file: one event per unpaid instalment of the card, each with its alarms
  await el.getByRole('button', { name: 'Dodaj terminy do kalendarza (.ics)' }).focus();
  const [plik] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(plik.suggestedFilename()).toMatch(/^terminy-platnosci-PN-\d+-000398\.ics$/);
  const kalendarz = new ICAL.Component(
    ICAL.parse((await bajty(await plik.createReadStream())).toString()) as unknown[],
  );
  const zdarzenia = kalendarz.getAllSubcomponents('vevent');
  expect(zdarzenia.length).toBeGreaterThanOrEqual(2);
  for (const z of zdarzenia) {
    expect(String(z.getFirstPropertyValue('summary'))).toMatch(/^Termin płatności: Podatki gminne PN\//);
    expect(z.getAllSubcomponents('valarm')).toHaveLength(2);
  }
  check();
});

test('320 px: the card with the code open scrolls no page sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/');
  await signIn(page, 'jan.kowalski', JAN);
  const k = await karta(page);
  await page.goto(`/naleznosci-podatki-gminne?karta=${k.idKartyNaleznosci}&instytucja=false`);
  const el = dues(page);
  await el.locator('.g-raty-tabela input[type=checkbox]').first().check();
  await el.locator('details.g-kod-qr summary').click();
  await expect(el.locator('.g-kod-qr img')).toBeVisible();
  await expect(page.locator('gmina-portal .g-loader')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const box = await el.locator('.g-kod-qr img').boundingBox();
  // a code a phone reads: at least about 3 cm wide on the screen
  expect(box!.width).toBeGreaterThanOrEqual(120);
});

test('axe on the card with the code open, in place on the CMS page: 4 languages × 2 contrasts × 3 sizes', async ({
  page,
  cms,
}) => {
  test.setTimeout(240_000);
  await gotoCms(page, cms, ['gmina-naleznosci']);
  await signIn(page, 'jan.kowalski', JAN);
  const el = dues(page);
  await expect(el.locator('tbody tr').first()).toBeVisible();
  // the first card of the list, opened in place (as the dues journey's matrix does)
  await el.locator('.g-table button.g-link-button').first().click();
  await el.locator('.g-raty-tabela input[type=checkbox]').first().check();
  await el.locator('details.g-kod-qr summary').click();
  await expect(el.locator('.g-kod-qr img')).toBeVisible();
  const pokaz = {
    pl: 'Zapłać w aplikacji banku (kod QR)',
    en: 'Pay in your banking app (QR code)',
    de: 'In der Banking-App bezahlen (QR-Code)',
    uk: 'Оплатити в банківському застосунку (QR-код)',
  } as const;
  await scanMatrix(page, 'gmina-naleznosci', async (lang) => {
    await expect(el.locator('details.g-kod-qr summary')).toHaveText(pokaz[lang]);
    await expect(el.locator('.g-kod-qr img')).toBeVisible();
  });
});
