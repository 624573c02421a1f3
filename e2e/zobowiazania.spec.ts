/**
 * The overview of everything owed (`<gmina-moje-zobowiazania>`, service 50) in a real browser against the worker's
 * contract server and its simulated providers: from the home tile, the totals equal the rows shown and the calendar
 * file (read with ical.js) has an event on each row's due date; three instalments of two cards chosen and "Zapłać"
 * reached with the keyboard alone, one Przelewy24 payment, the result page and its receipt (PDF) listing the three,
 * posting, and both cards show their instalments paid; on the CMS page the overview opens a card in place and
 * passes axe in every language, contrast and size, and fits 320 px.
 *
 * Journeys pay anna.nowak's instalments of last year's waste card OD/<last year>/000544 and of a water card: no
 * other journey pays those (the payment journeys pay this year's waste, dog fee and property tax cards).
 */
import type { Download, Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { pdfText } from '../tests/pdf-text.ts';
import { expect, gotoCms, scanMatrix, setStored, signIn, test, watchErrors } from './helpers.ts';

const ANNA = { pesel: '78031545683' };
const ADMIN = { Authorization: 'Bearer demo-admin' };
const ROK = new Date().getFullYear();
const ODPADY = `OD/${ROK - 1}/000544`;
const overview = (page: Page) => page.locator('gmina-moje-zobowiazania');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gmina:akceptacjaCookie', 'true'));
});

/** The focused element's accessible text, inside shadow roots: its label, aria-label or text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el) return '';
    return (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  });

async function tabTo(page: Page, text: string | RegExp) {
  for (let i = 0; i < 150; i++) {
    const f = await focused(page);
    if (typeof text === 'string' ? f === text : text.test(f)) return f;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${String(text)}"`);
}

/** Every row of every group on one page of its table (the largest page size where a group pages). */
async function wszystkieWiersze(el: Locator) {
  const rozmiary = el.getByRole('combobox', { name: 'Wierszy na stronie' });
  for (let i = 0; i < (await rozmiary.count()); i++) {
    const r = rozmiary.nth(i);
    const opcje = await r.locator('option').allTextContents();
    await r.selectOption(opcje.at(-1)!);
  }
}

async function bajty(plik: Download) {
  const czesci: Buffer[] = [];
  for await (const c of await plik.createReadStream()) czesci.push(c as Buffer);
  return Buffer.concat(czesci);
}

/** '1 234,56 zł' or '1 234,56' → grosze. */
const grosze = (s: string) => Math.round(Number(s.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
const iso = (pl: string) => pl.split('.').reverse().join('-');

test('portal: from the home tile, totals = rows; three instalments of two cards chosen by keyboard, paid with P24 in one transfer, posted, paid on both cards', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const check = watchErrors(page, [/status of 40\d/]);
  await page.goto('/');
  await signIn(page, 'anna.nowak', ANNA);
  await page.goto('/');
  // the office's tile leads to the overview
  await page
    .locator('gmina-portal .g-tiles')
    .getByRole('link', { name: /^Moje zobowiązania/ })
    .click();
  await expect(page).toHaveURL('/uslugi/moje-zobowiazania');
  const el = overview(page);
  await expect(el.getByRole('heading', { level: 2, name: 'Moje zobowiązania' })).toBeVisible();
  await expect(el.locator('.g-grupa').first()).toBeVisible();
  await wszystkieWiersze(el);

  // the totals shown equal the rows shown: the overdue ones, and everything due by 31 December
  const [zaleglosci, doKonca] = (await el.locator('.g-sumy dd').allTextContents()).map(grosze);
  const wiersze = await el.locator('.g-grupa tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      grupa: tr.closest('.g-grupa')!.className,
      termin: /\d{2}\.\d{2}\.\d{4}/.exec(
        tr.querySelector('[data-label="Termin płatności"]')!.textContent,
      )![0],
      kwota: tr.querySelector('[data-label="Kwota do zapłaty"]')!.textContent,
    })),
  );
  expect(wiersze.length).toBeGreaterThan(3);
  const suma = (xs: typeof wiersze) => xs.reduce((s, w) => s + grosze(w.kwota), 0);
  expect(zaleglosci).toBe(suma(wiersze.filter((w) => w.grupa.includes('g-grupa-PO_TERMINIE'))));
  expect(doKonca).toBe(suma(wiersze.filter((w) => iso(w.termin) <= `${ROK}-12-31`)));
  expect(zaleglosci).toBeGreaterThan(0);
  await expect(el.locator('.g-grupa-PO_TERMINIE h3')).toContainText('Po terminie');

  // the calendar file of every card: one event on the due date of each row shown
  const [ics] = await Promise.all([
    page.waitForEvent('download'),
    el.getByRole('button', { name: 'Dodaj terminy do kalendarza (.ics)' }).click(),
  ]);
  expect(ics.suggestedFilename()).toMatch(/\.ics$/);
  const zdarzenia = new ICAL.Component(ICAL.parse((await bajty(ics)).toString()) as unknown[])
    .getAllSubcomponents('vevent')
    .map((e) => new ICAL.Event(e));
  expect(zdarzenia.map((e) => e.startDate.toString()).sort()).toEqual(
    wiersze.map((w) => iso(w.termin)).sort(),
  );
  for (const e of zdarzenia) expect(e.component.getAllSubcomponents('valarm').length).toBeGreaterThan(0);

  // each row links to its card's detail: the waste card and a water card (kept for after the payment)
  await el
    .getByRole('button', { name: `Szczegóły karty ${ODPADY}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/naleznosci-oplaty-za-usuwanie-odpadow\?karta=\d+&instytucja=false$/);
  const kartaOdpadow = page.url();
  await expect(page.locator('gmina-naleznosci').getByRole('heading', { level: 2 })).toBeVisible();
  await page.goBack();
  await expect(el.locator('.g-grupa').first()).toBeVisible();
  await wszystkieWiersze(el);
  const wodne = el.locator('input[type=checkbox][aria-label^="Wybierz: karta WS/"]');
  const wodna = (await wodne.first().getAttribute('aria-label'))!;
  const symbolWody = /karta (WS\/\d{4}\/\d+)/.exec(wodna)![1]!;
  await el
    .getByRole('button', { name: `Szczegóły karty ${symbolWody}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/naleznosci-oplaty-za-wode-i-scieki\?karta=\d+&instytucja=false$/);
  const kartaWody = page.url();
  await page.goBack();
  await expect(el.locator('.g-grupa').first()).toBeVisible();
  await wszystkieWiersze(el);

  // keyboard alone: the two waste instalments and the water one, then "Zapłać"
  const pay = el.getByRole('button', { name: 'Zapłać' });
  await expect(pay).toBeDisabled();
  await el.getByRole('heading', { level: 2 }).click();
  const wybrane: string[] = [];
  const odpadow = new RegExp(`^Wybierz: karta ${ODPADY.replace(/\//g, '\\/')}, `);
  wybrane.push(await tabTo(page, odpadow));
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  wybrane.push(await tabTo(page, odpadow));
  await page.keyboard.press('Space');
  wybrane.push(await tabTo(page, wodna));
  await page.keyboard.press('Space');
  expect(new Set(wybrane).size).toBe(3);
  await expect(el.locator('.g-selection p')).toHaveText(
    /^Wybrano 3 raty na kwotę [\d\s\u00a0]+,\d{2}\u00a0zł$/,
  );
  const terminy = wybrane.map((w) => /termin (\d{2}\.\d{2}\.\d{4})$/.exec(w)![1]!);
  await tabTo(page, 'Zapłać');
  await page.keyboard.press('Enter');

  // the same provider choice as the dues card: commissions and the total to pay with each
  const dialog = el.getByRole('dialog', { name: 'Wybierz sposób płatności' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Wybrano 3 raty na kwotę');
  await expect(dialog).toContainText('Prowizja: 0,30 zł');
  await expect(dialog).toContainText(/Razem do zapłaty: [\d\s\u00a0]+,\d{2}\u00a0zł/);
  await dialog.getByRole('radio', { name: /Przelew bankowy \(KIR\)/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: /Przelewy24/ })).toBeChecked();
  await tabTo(page, 'Przejdź do płatności');
  await page.keyboard.press('Enter');

  // Przelewy24's page: one transfer for both cards
  await expect(page).toHaveURL(/\/symulatory\/p24\/trnRequest\/[0-9A-F]+$/);
  await expect(page.locator('main')).toContainText(`Należności ${ODPADY}, ${symbolWody}`);
  await page.getByRole('button', { name: 'Zapłać' }).click();

  // back in the portal: the existing result page
  await expect(page).toHaveURL('/platnosc-informacja?czySukces=true');
  const wynik = page.locator('gmina-portal');
  await expect(wynik.getByRole('status')).toContainText('Płatność zaakceptowana.');
  await expect(wynik).toContainText(`Należności ${ODPADY}, ${symbolWody}`);
  // its receipt lists the three instalments, each with its card
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    wynik.getByRole('button', { name: 'Pobierz potwierdzenie (PDF)' }).click(),
  ]);
  const potwierdzenie = (await pdfText(new Uint8Array(await bajty(pdf)).buffer)).text;
  expect(potwierdzenie).toContain('Potwierdzenie płatności');
  expect(potwierdzenie).toContain('Operator płatności: Przelewy24');
  expect(potwierdzenie.split(ODPADY).length - 1).toBeGreaterThanOrEqual(2);
  expect(potwierdzenie).toContain(symbolWody);
  for (const termin of terminy) expect(potwierdzenie).toContain(termin);
  const id = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('gmina:platnosc')!) as { idPrzelewu: string }).idPrzelewu,
  );

  // the office posts it: each instalment paid on its own card
  const res = await page.request.post('/api/admin/platnosci/zaksieguj', {
    headers: ADMIN,
    data: { idPrzelewu: [id] },
  });
  expect(await res.json()).toEqual({ zaksiegowane: [id] });
  for (const [karta, daty] of [
    [kartaOdpadow, terminy.slice(0, 2)],
    [kartaWody, terminy.slice(2)],
  ] as const) {
    await page.goto(karta);
    const dues = page.locator('gmina-naleznosci');
    await dues.getByRole('combobox', { name: 'Raty', exact: true }).selectOption('WSZYSTKIE');
    for (const termin of daty) {
      const wiersz = dues.locator('.g-raty-tabela tbody tr', { hasText: termin });
      // a card of many instalments pages: the row is found by its due date
      // (the end first: the dates come in order, so the range never turns around)
      await dues.getByRole('textbox', { name: 'Termin płatności do' }).fill(termin);
      await dues.getByRole('textbox', { name: 'Termin płatności od' }).fill(termin);
      await dues.getByRole('textbox', { name: 'Termin płatności od' }).press('Tab');
      await expect(wiersz).toContainText('zapłacona');
      await expect(wiersz.locator('input[type=checkbox]')).toHaveCount(0);
    }
    await expect(dues.getByRole('region', { name: 'Zaksięgowane wpłaty' })).toContainText(
      'Płatność internetowa Przelewy24',
    );
  }
  // and the overview owes them no more
  await page.goto('/uslugi/moje-zobowiazania');
  await expect(el.locator('.g-grupa').first()).toBeVisible();
  await wszystkieWiersze(el);
  for (const w of wybrane) await expect(el.getByRole('checkbox', { name: w })).toHaveCount(0);
  check();
});

test('CMS page: the overview, a card opened in place and back; axe in every language, contrast and size; 320 px', async ({
  page,
  cms,
}) => {
  test.setTimeout(300_000);
  const check = watchErrors(page, [/status of 40\d/]);
  await gotoCms(page, cms, ['gmina-moje-zobowiazania']);
  const el = overview(page);
  // logged out: the login in place, naming the service
  await expect(el.locator('.g-intro')).toHaveText('Usługa „Moje zobowiązania” jest dostępna po zalogowaniu.');
  await signIn(page, 'anna.nowak', ANNA);
  await page.reload();
  await expect(el.locator('.g-sumy')).toBeVisible();
  await expect(el.locator('.g-grupa-PO_TERMINIE tbody tr').first()).toBeVisible();

  // a card opens in place: the dues element for that card (any card the overview lists: the journey above may
  // have paid the waste card's arrears in this worker), and back
  const link = el.locator('.g-grupa tbody button[aria-label^="Szczegóły karty "]').first();
  const symbol = (await link.textContent())!;
  await link.click();
  const karta = el.locator('gmina-naleznosci');
  await expect(karta.getByRole('heading', { level: 2 })).toHaveText(/^Należności – /);
  await expect(karta.locator('.g-summary')).toContainText(symbol);
  await expect(el.getByRole('button', { name: 'Wróć do moich zobowiązań' })).toBeFocused();
  // the card's own Back returns to the overview too
  await karta.getByRole('button', { name: 'Wróć do listy należności' }).click();
  await expect(el.locator('.g-sumy')).toBeVisible();
  await el
    .getByRole('button', { name: `Szczegóły karty ${symbol}` })
    .first()
    .click();
  await expect(karta.getByRole('heading', { level: 2 })).toHaveText(/^Należności – /);
  await el.getByRole('button', { name: 'Wróć do moich zobowiązań' }).click();
  await expect(el.locator('.g-sumy')).toBeVisible();
  expect(page.url()).not.toContain('#');

  // axe with a selection made, in every language, contrast and size
  await el.locator('input[type=checkbox]').first().check();
  await scanMatrix(page, 'gmina-moje-zobowiazania', async (lang) => {
    const tytul = {
      pl: 'Moje zobowiązania',
      en: 'My liabilities',
      de: 'Meine Verbindlichkeiten',
      uk: 'Мої зобов’язання',
    };
    await expect(el.getByRole('heading', { level: 2 })).toHaveText(tytul[lang]);
  });

  // 320 px in the default settings: rows become cards, no sideways scroll of the page
  for (const k of ['gmina:jezyk', 'gmina:kontrast', 'gmina:rozmiarCzcionki']) await setStored(page, k, null);
  await page.setViewportSize({ width: 320, height: 700 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expect(el.locator('.g-table-scroll[data-cards]').first()).toBeAttached();
  check();
});
