import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import { dzienUrzedu } from '../server/dzien-urzedu.ts';
import { generujUmowy, generujWnioski } from '../demo/seed/oplaty-i-zwroty.ts';
import { datePartsOf } from '../src/core/dates.ts';
import { pdfText } from '../tests/pdf-text.ts';
import {
  expect,
  gotoCms,
  rows,
  scanMatrix,
  setStored,
  signIn,
  snackbar,
  test,
  watchErrors,
} from './helpers.ts';

/**
 * Fees and refunds of spec 02 (services 32–36) in the portal and on the CMS page: the data of the right subject,
 * the selects reload, the list PDFs hold the view's rows, the context rule of permit fees (33) both ways, the
 * empty states, axe in every combination of settings, and 320 px without a horizontal page scroll.
 */
const Y = dzienUrzedu().getFullYear();
/** The demo data of today (what the worker's server seeded): the years that depend on the day. */
const demo = datePartsOf(dzienUrzedu());
const lata = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b);
const lataOplatJana = lata(
  generujUmowy(demo)
    .filter((u) => u.podmiot === '85010112352')
    .flatMap((u) => u.raty.map((r) => r.rok)),
);
const wnioskiAnny = generujWnioski(demo).filter((w) => w.podmiot === '78031545683');
/** The year of Anna's refund not collected yet (her latest decided one). */
const rokNiewyplaconego = wnioskiAnny.filter((w) => w.decyzja).at(-1)!.rok;
const JAN = { pesel: '85010112352' };
const ANNA = { pesel: '78031545683' };
const KWIACIARNIA = { nip: '7741001232' };
const FUNDACJA = { nip: '9512004566' };

test.beforeEach(async ({ page }) => {
  // the cookie notice has its own tests; here it would cover the tables
  await page.addInitScript(() => localStorage.setItem('gmina:akceptacjaCookie', 'true'));
});

async function open(page: Page, route: string, login: string, subject: { pesel: string } | { nip: string }) {
  await page.goto('/');
  await signIn(page, login, subject);
  await page.goto(route);
}

/** The PDF the button downloads, as text (spaces normalised). */
async function pdfOf(page: Page, button: Locator, press: () => Promise<void> = () => button.click()) {
  const [d] = await Promise.all([page.waitForEvent('download'), press()]);
  const bytes = await readFile(await d.path());
  const { text } = await pdfText(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  return { name: d.suggestedFilename(), text: text.replace(/\s+/g, ' ') };
}

const pdfButton = (x: Locator) => x.getByRole('button', { name: 'Pobierz PDF' });
const cells = (x: Locator, col: number) =>
  x.locator(`tbody tr td:nth-child(${col}), tbody tr th:nth-child(${col})`);

async function noHorizontalScroll(page: Page) {
  await page.setViewportSize({ width: 320, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

test('local fees (32): the latest year of the person’s agreements, another year reloads, the PDF holds the rows', async ({
  page,
}) => {
  const noErrors = watchErrors(page);
  await open(page, '/uslugi/oplaty-lokalne', 'jan.kowalski', JAN);
  const x = page.locator('gmina-oplaty-lokalne');
  const rok = x.getByRole('combobox', { name: 'Rok' });
  await expect(rok).toHaveValue(String(lataOplatJana.at(-1)));
  await expect(x.locator('option')).toHaveText(lataOplatJana.map(String));
  await expect(x.locator('tbody')).toContainText('Dzierżawa gruntu pod garaż – dz. nr 215/3');
  await expect(x.locator('tbody')).toContainText('bezterminowo');
  await expect(x.locator('tfoot')).toContainText('Razem');

  const request = page.waitForRequest(
    (r) => r.url().includes(`dajOplatyLokalne?`) && r.url().includes(`rok=${Y - 2}`),
  );
  await rok.selectOption(String(Y - 2));
  await request;
  await expect(x.locator('tbody')).toContainText('Najem stoiska nr 7 na targowisku gminnym');
  await expect(x.locator('tbody')).toContainText(`30.09.${Y - 2}`);
  const names = await cells(x, 2).allInnerTexts();
  const total = (await x.locator('tfoot td').last().innerText()).replace(/\s/g, ' ');
  const { name, text } = await pdfOf(page, pdfButton(x));
  expect(name).toBe(`oplaty-lokalne-${Y - 2}.pdf`);
  for (const n of names) expect(text).toContain(n);
  expect(text).toContain(total);
  expect(text).toContain('Jan Kowalski · PESEL 85010112352');
  await noHorizontalScroll(page);
  await page.screenshot({ path: 'reports/screenshots/oplaty-lokalne-320.png', fullPage: true });
  noErrors();
});

test('permit fees (33) in the portal: a person gets the snackbar and the services list; the institution its tables', async ({
  page,
}) => {
  await open(page, '/uslugi/oplaty-za-zezwolenia', 'anna.nowak', ANNA);
  await expect(snackbar(page)).toContainText('Wybrany podmiot nie ma dostępu do tej usługi');
  await expect(page).toHaveURL(/\/lista-uslug$/);

  await setStored(page, 'gmina:pesel', null);
  await setStored(page, 'gmina:nip', KWIACIARNIA.nip);
  await page.goto('/uslugi/oplaty-za-zezwolenia');
  const x = page.locator('gmina-oplaty-za-zezwolenia');
  await expect(x.getByRole('combobox', { name: 'Rok budżetowy' })).toHaveValue(String(Y));
  await expect(x.locator('h3')).toHaveText([
    'Zezwolenia',
    'Należności za zezwolenie',
    'Uiszczone opłaty',
    'Należności pozostałe do spłaty',
  ]);
  await expect(x.locator('.g-noty p')).toHaveCount(2);
  await expect(x.locator('.g-noty')).toContainText('art. 18 ust. 12a');
  await x.getByRole('combobox', { name: 'Rok budżetowy' }).selectOption(String(Y - 1));
  const wplaty = x.locator('.g-list-table').nth(2);
  await expect(wplaty.locator('tbody')).toContainText('nieterminowe oświadczenie');
  await expect(wplaty.locator('.g-pager [aria-live]')).toHaveText('1–5 z 9');
  await wplaty.getByRole('button', { name: 'Następna strona' }).click();
  await expect(wplaty.locator('tbody')).toContainText('po terminie');
  await expect(wplaty.locator('tbody')).toContainText('anulowana');
  await expect(x.locator('.g-list-table').nth(3)).toContainText('Brak należności pozostałych do spłaty');
  const { text } = await pdfOf(page, pdfButton(x));
  expect(text).toContain(`Opłaty za zezwolenia na sprzedaż napojów alkoholowych – rok ${Y - 1}`);
  for (const nr of await x
    .locator('.g-list-table')
    .first()
    .locator('tbody tr th, tbody tr td:first-child')
    .allInnerTexts())
    expect(text).toContain(nr);
  expect(text).toContain('art. 18 ust. 12b');
  await noHorizontalScroll(page);

  // an institution without permits
  await setStored(page, 'gmina:nip', FUNDACJA.nip);
  await expect(x).toContainText('Brak opłat za zezwolenia');
});

test('permit fees (33) on the CMS page: in place for a person, the tables once the institution is chosen', async ({
  page,
  cms,
}) => {
  await gotoCms(page, cms, ['gmina-oplaty-za-zezwolenia']);
  await signIn(page, 'anna.nowak', ANNA);
  const x = page.locator('gmina-oplaty-za-zezwolenia');
  await expect(x).toContainText('Wybrany podmiot nie ma dostępu do tej usługi');
  await expect(x.locator('.g-noty')).toHaveCount(0);
  await setStored(page, 'gmina:pesel', null);
  await setStored(page, 'gmina:nip', KWIACIARNIA.nip);
  await expect(x.locator('h3').first()).toHaveText('Zezwolenia');
  await expect(rows(x.locator('.g-list-table').first())).toHaveCount(3);
  await expect(x).not.toContainText('Wybrany podmiot nie ma dostępu');
});

test('waste fee parameters (34): Current by default, Archival reloads, the PDF follows the view, by keyboard', async ({
  page,
}) => {
  await open(page, '/uslugi/parametry-oplat-za-odpady-osoby', 'jan.kowalski', JAN);
  const x = page.locator('gmina-parametry-oplat-za-odpady');
  const widok = x.getByRole('combobox', { name: 'Parametry' });
  await expect(widok).toHaveValue('aktualne');
  await expect(x.locator('tbody')).toContainText('142,60');
  await expect(x.locator('tbody')).toContainText('m²');
  await expect(x.locator('tbody')).toContainText('nadal obowiązuje');
  const request = page.waitForRequest((r) => r.url().includes('dajParametryOplatZaOdpady'));
  // with the keyboard: the view select, then the PDF button
  await widok.focus();
  await page.keyboard.press('ArrowDown');
  await request;
  await expect(x.locator('tbody')).toContainText('118,40');
  await expect(x.locator('tbody')).not.toContainText('nadal obowiązuje');
  await pdfButton(x).focus();
  const { name, text } = await pdfOf(page, pdfButton(x), () => page.keyboard.press('Enter'));
  expect(name).toBe('parametry-oplat-za-odpady-archiwalne.pdf');
  expect(text).toContain('Parametry opłat za odpady – archiwalne');
  expect(text).toContain('118,40 m²');
  await noHorizontalScroll(page);
});

test('excise applications (36) and refunds (35): the year selector, the rows, "not paid", the PDFs; a subject with none of 32–36', async ({
  page,
}) => {
  await open(page, '/uslugi/wnioski-o-zwroty-akcyzy-za-olej', 'anna.nowak', ANNA);
  const w = page.locator('gmina-wnioski-o-zwroty-akcyzy');
  await expect(w.getByRole('combobox', { name: 'Rok' })).toHaveValue(String(wnioskiAnny.at(-1)!.rok));
  await expect(w.locator('option')).toHaveText(lata(wnioskiAnny.map((x) => x.rok)).map(String));
  await expect(w.locator('tbody')).toContainText('3,2500');
  await expect(w.locator('tbody')).toContainText('wypłata w kasie urzędu');
  const sygnatury = await cells(w, 1).allInnerTexts();
  const wp = await pdfOf(page, pdfButton(w));
  for (const s of sygnatury) expect(wp.text).toContain(s);

  await page.goto('/uslugi/zwroty-akcyzy-za-olej');
  const z = page.locator('gmina-zwroty-akcyzy');
  await expect(z.getByRole('combobox', { name: 'Rok' })).toHaveValue(String(wnioskiAnny.at(-1)!.rok));
  await z.getByRole('combobox', { name: 'Rok' }).selectOption(String(rokNiewyplaconego));
  await expect(z.locator('tbody')).toContainText('nie wypłacono');
  const zp = await pdfOf(page, pdfButton(z));
  expect(zp.text).toContain('nie wypłacono');
  for (const d of await cells(z, 1).allInnerTexts()) expect(zp.text).toContain(d);
  const request = page.waitForRequest(
    (r) => r.url().includes(`dajZwrotyAkcyzy?`) && r.url().includes(`rok=${rokNiewyplaconego - 1}`),
  );
  await z.getByRole('combobox', { name: 'Rok' }).selectOption(String(rokNiewyplaconego - 1));
  await request;
  await expect(z.locator('tbody')).not.toContainText('nie wypłacono');
  await noHorizontalScroll(page);

  await setStored(page, 'gmina:pesel', null);
  await setStored(page, 'gmina:nip', FUNDACJA.nip);
  await expect(z).toContainText('Brak zwrotów');
  await page.goto('/uslugi/wnioski-o-zwroty-akcyzy-za-olej');
  await expect(w).toContainText('Brak złożonych wniosków');
  await page.goto('/uslugi/parametry-oplat-za-odpady-osoby');
  await expect(page.locator('gmina-parametry-oplat-za-odpady')).toContainText('Brak parametrów');
  await page.goto('/uslugi/oplaty-lokalne');
  await expect(page.locator('gmina-oplaty-lokalne')).toContainText('Brak umów');
});

/** Puts the fee and refund elements into the CMS page's residents' section (the page carries only 33 itself). */
async function addElements(page: Page, tags: string[]) {
  await page.evaluate((list) => {
    const section = document.querySelector('article.residents')!;
    for (const tag of list) if (!document.querySelector(tag)) section.append(document.createElement(tag));
  }, tags);
}

const titles = {
  'gmina-oplaty-lokalne': {
    pl: 'Opłaty lokalne',
    en: 'Local fees',
    de: 'Lokale Gebühren',
    uk: 'Місцеві збори',
  },
  'gmina-zwroty-akcyzy': {
    pl: 'Zwroty akcyzy za olej napędowy',
    en: 'Excise refunds for diesel fuel',
    de: 'Erstattungen der Verbrauchsteuer auf Dieselkraftstoff',
    uk: 'Повернення акцизу за дизельне паливо',
  },
} as const;

test('axe on the CMS page, 4 languages × 2 contrasts × 3 sizes: local fees, permit fees and waste parameters of an institution', async ({
  page,
  cms,
}) => {
  test.setTimeout(240_000);
  await gotoCms(page, cms, ['gmina-oplaty-za-zezwolenia']);
  await signIn(page, 'anna.nowak', KWIACIARNIA);
  await addElements(page, ['gmina-oplaty-lokalne', 'gmina-parametry-oplat-za-odpady']);
  const tags = ':is(gmina-oplaty-lokalne, gmina-oplaty-za-zezwolenia, gmina-parametry-oplat-za-odpady)';
  await expect(page.locator('gmina-oplaty-za-zezwolenia .g-noty p')).toHaveCount(2);
  await expect(rows(page.locator('gmina-parametry-oplat-za-odpady'))).not.toHaveCount(0);
  await scanMatrix(page, tags, (lang) =>
    expect(page.locator('gmina-oplaty-lokalne h2')).toHaveText(titles['gmina-oplaty-lokalne'][lang]),
  );
});

test('axe on the CMS page in every combination: excise applications and refunds of a person, and permit fees saying no access', async ({
  page,
  cms,
}) => {
  test.setTimeout(240_000);
  await gotoCms(page, cms, ['gmina-oplaty-za-zezwolenia']);
  await signIn(page, 'jan.kowalski', JAN);
  await addElements(page, ['gmina-wnioski-o-zwroty-akcyzy', 'gmina-zwroty-akcyzy']);
  // the latest year's applications may not be decided yet early in a half-year: rows or the empty text
  await expect(
    page
      .locator('gmina-zwroty-akcyzy')
      .getByText(/FN\.3123|Brak zwrotów/)
      .first(),
  ).toBeVisible();
  await expect(rows(page.locator('gmina-wnioski-o-zwroty-akcyzy'))).not.toHaveCount(0);
  await scanMatrix(
    page,
    ':is(gmina-wnioski-o-zwroty-akcyzy, gmina-zwroty-akcyzy, gmina-oplaty-za-zezwolenia)',
    (lang) => expect(page.locator('gmina-zwroty-akcyzy h2')).toHaveText(titles['gmina-zwroty-akcyzy'][lang]),
  );
});
