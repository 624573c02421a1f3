/**
 * The dues card's documents in a real browser against the worker's contract server: by keyboard, two instalments
 * chosen → "Zapłać w aplikacji banku (kod QR)" opened → the code on screen read back (jsQR) as the card's account
 * and the amount shown; the calendar file downloaded and read (ical.js) with an event per unpaid instalment; axe on
 * the page with the code open, and on the element in every language, contrast and text size; 320 px without
 * sideways scrolling; the receipt of a payment made through the simulated Przelewy24, from the result page and
 * from the history (katarzyna.zajac's instalment: no other journey pays it).
 */
import type { Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { PNG } from 'pngjs';
import { pdfText } from '../tests/pdf-text.ts';
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

test('a payment accepted by Przelewy24: its receipt from the result page and from the history', async ({
  page,
}) => {
  const rok = new Date().getFullYear();
  // both providers on, as the demo office starts (another journey of this worker may have switched one off)
  const res = await page.request.post('/api/admin/ustawienia', {
    headers: { Authorization: 'Bearer demo-admin' },
    data: { czyKir: true, czyP24: true },
  });
  expect(res.ok()).toBe(true);
  await page.goto('/');
  await signIn(page, 'katarzyna.zajac', { pesel: '93042867845' });
  await page.goto('/lista-naleznosci');
  const el = dues(page);
  await el.getByRole('button', { name: `Szczegóły karty PN/${rok}/00701` }).click();
  await el.locator('.g-raty-tabela input[type=checkbox]').first().check();
  await el.getByRole('button', { name: 'Zapłać' }).click();
  const dialog = el.getByRole('dialog', { name: 'Wybierz sposób płatności' });
  await dialog.getByRole('radio', { name: /Przelewy24/ }).check();
  await dialog.getByRole('button', { name: 'Przejdź do płatności' }).click();
  await expect(page).toHaveURL(/\/symulatory\/p24\/trnRequest\//);
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page).toHaveURL('/platnosc-informacja?czySukces=true');
  const wynik = page.locator('gmina-portal');
  await expect(wynik.getByRole('status')).toContainText('Płatność zaakceptowana.');

  const pobierz = async (przycisk: Locator) => {
    const [plik] = await Promise.all([page.waitForEvent('download'), przycisk.click()]);
    expect(plik.suggestedFilename()).toMatch(/^potwierdzenie-platnosci-[0-9a-f]{8}\.pdf$/);
    const b = await bajty(await plik.createReadStream());
    return (await pdfText(new Uint8Array(b).buffer)).text;
  };
  const text = await pobierz(wynik.getByRole('button', { name: 'Pobierz potwierdzenie (PDF)' }));
  expect(text).toContain('Potwierdzenie płatności');
  expect(text).toContain('Wpłacający: Katarzyna Zając');
  expect(text).toContain('Operator płatności: Przelewy24');
  expect(text).toContain('Płatność przyjęta – zostanie zaksięgowana w ciągu 5 dni roboczych');
  expect(text).toContain(`PN/${rok}/00701`);

  await page.goto('/uslugi/historia-platnosci-internetowych');
  const h = page.locator('gmina-historia-platnosci');
  await h
    .getByRole('button', { name: /^Pokaż szczegóły/ })
    .first()
    .click();
  const zHistorii = await pobierz(h.getByRole('button', { name: /^Pobierz potwierdzenie \(PDF\): / }));
  expect(zHistorii).toContain(`PN/${rok}/00701`);
});
