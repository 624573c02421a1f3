/**
 * Dues (issue 16) in a real browser against the worker's contract server: the keyboard-only journey from login
 * to the proof of payment, the route-preselected types, the other kind of subject, the element on the CMS page
 * (inline login, detail in place), axe in every setting, and 320 px.
 */
import type { Locator, Page } from '@playwright/test';
import { pdfText } from '../tests/pdf-text.ts';
import { uslugi } from '../src/registry/uslugi.ts';
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
const instalments = (scope: Locator) => scope.locator('.g-raty-tabela tbody tr');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gmina:akceptacjaCookie', 'true'));
});

/** The focused element's accessible text, inside shadow roots: its label, aria-label or text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el) return '';
    const label = el.id ? (el.getRootNode() as ShadowRoot).querySelector(`label[for="${el.id}"]`) : null;
    return label?.textContent ?? el.getAttribute('aria-label') ?? el.textContent ?? '';
  });

async function tabTo(page: Page, text: string) {
  for (let i = 0; i < 80; i++) {
    if ((await focused(page)) === text) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${text}"`);
}

async function cardId(page: Page, login: string, q: string, symbol: RegExp) {
  const { token } = (await (
    await page.request.post('/api/uzytkownicy/getToken', { data: { login, haslo: DEMO_PASSWORD } })
  ).json()) as { token: string };
  const res = await page.request.get(`/api/naleznosci/dajNaleznosci?${q}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { karty } = (await res.json()) as { karty: { idKartyNaleznosci: number; symbolKarty: string }[] };
  return karty.find((k) => symbol.test(k.symbolKarty))!.idKartyNaleznosci;
}

test('keyboard only: login → dues → type → card → filters → two instalments → total → proof PDF of exactly them → the other lists', async ({
  page,
}) => {
  const check = watchErrors(page, [/status of 40\d/]);
  const lastYear = new Date().getFullYear() - 1;
  await page.goto('/lista-naleznosci');
  await expect(page).toHaveURL(/\/logowanie$/);
  await expect(page.locator('gmina-logowanie').getByLabel('Login', { exact: true })).toBeVisible();
  await tabTo(page, 'Login');
  await page.keyboard.type('jan.kowalski');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lista-naleznosci$/);
  await expect(dues(page).locator('tbody tr').first()).toBeVisible();

  // the type filter: typing on the focused select picks "Podatki gminne"
  await tabTo(page, 'Rodzaj należności');
  await page.keyboard.type('Podatki');
  await expect(dues(page).getByLabel('Rodzaj należności')).toHaveValue('PODATKI_GMINNE');
  await expect(dues(page).locator('tbody tr')).toHaveCount(2);
  await expect(dues(page).locator('.g-dues-summary')).toContainText('w tym po terminie');

  await tabTo(page, `Szczegóły karty PN/${lastYear}/000398`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/naleznosci-podatki-gminne\?karta=\d+&instytucja=false$/);
  const detail = dues(page);
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText('Należności – podatki gminne');
  // unpaid by default: II, III (payable, reminders) and IV (enforcement title, not payable)
  await expect(instalments(detail)).toHaveCount(3);
  await expect(instalments(detail).first()).toContainText('po terminie');

  // a date filter from 1 June: III and IV remain; back to 1 April: II again
  await tabTo(page, 'Termin płatności od');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`01.06.${lastYear}`);
  await expect(instalments(detail)).toHaveCount(2);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`01.04.${lastYear}`);
  await expect(instalments(detail)).toHaveCount(3);

  await tabTo(page, `Wybierz ratę z terminem 15.05.${lastYear}`);
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await tabTo(page, `Wybierz ratę z terminem 15.09.${lastYear}`);
  await page.keyboard.press('Space');
  const selection = detail.locator('.g-selection p');
  await expect(selection).toContainText('Wybrano 2 raty na kwotę');
  const totals = await instalments(detail).evaluateAll((rows) =>
    rows.slice(0, 2).map((r) => r.querySelectorAll('td')[7]?.textContent ?? ''),
  );
  const sum = totals.reduce((s, x) => s + Number(x.replace(/\s/g, '').replace(',', '.')), 0);
  await expect(selection).toContainText(
    new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, useGrouping: 'always' }).format(sum),
  );

  await tabTo(page, 'Pobierz dowód wpłaty');
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const { text } = await pdfText(
    (await (await download.createReadStream()).toArray()).reduce(
      (a: Buffer, b: Buffer) => Buffer.concat([a, b]),
      Buffer.alloc(0),
    ).buffer as ArrayBuffer,
  );
  expect(text).toContain('Dowód wpłaty');
  expect(text).toContain('Wpłacający: Jan Kowalski');
  expect(text).toContain('rata II – Podatek od nieruchomości');
  expect(text).toContain('rata III – Podatek od nieruchomości');
  expect(text).not.toContain('rata IV');
  expect(text).not.toContain('rata I –');

  await expect(
    detail.getByRole('region', { name: 'Zaksięgowane wpłaty' }).locator('tbody tr'),
  ).not.toHaveCount(0);
  await expect(
    detail.getByRole('region', { name: 'Elementy dochodzenia należności' }).locator('tbody tr'),
  ).toHaveCount(4);
  await expect(detail.getByRole('region', { name: 'Współzobowiązani' })).toContainText('Maria Kowalska');
  check();
});

test('each dues route preselects its type; an institution’s card in a person’s context leads to the dues list', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'anna.nowak', { pesel: '78031545683' });
  const expected: Record<string, string> = {
    'podatki-gminne': 'PODATKI_GMINNE',
    'ewidencje-niepodatkowe': 'OPLATY_LOKALNE',
    'koncesje-na-alkohol': 'OPLATY_LOKALNE',
    wszystkie: 'WSZYSTKIE',
    odpady: 'ODPADY',
    'woda-i-scieki': 'WODA_SCIEKI',
    'srodek-transportu': 'SRODKI_TRANSPORTU',
  };
  const routes = uslugi.filter((u) => u.tag === 'gmina-naleznosci');
  expect(routes).toHaveLength(7);
  for (const u of [...routes, { route: '/lista-naleznosci', attrs: { typ: 'wszystkie' } }]) {
    await page.goto(u.route);
    await expect(dues(page).getByLabel('Rodzaj należności'), u.route).toHaveValue(expected[u.attrs!.typ]!);
  }

  const kwiaciarnia = await cardId(page, 'anna.nowak', 'nip=7741001232', /^ALK\//);
  await page.goto(`/naleznosci-oplaty-lokalne?karta=${kwiaciarnia}&instytucja=true`);
  await expect(page).toHaveURL(/\/lista-naleznosci$/);
  // the same card asked as a person's: the server refuses it, and the page goes to the list as well
  await page.goto(`/naleznosci-oplaty-lokalne?karta=${kwiaciarnia}&instytucja=false`);
  await expect(page).toHaveURL(/\/lista-naleznosci$/);
  // in the institution's context it opens
  await page.evaluate(() => {
    localStorage.removeItem('gmina:pesel');
    localStorage.setItem('gmina:nip', '7741001232');
  });
  await page.goto(`/naleznosci-oplaty-lokalne?karta=${kwiaciarnia}&instytucja=true`);
  await expect(dues(page).getByRole('heading', { level: 2 })).toHaveText('Należności – opłaty lokalne');
  await expect(
    instalments(dues(page)).or(dues(page).getByText('Brak rat spełniających warunki filtrów')),
  ).not.toHaveCount(0);
});

test('on the CMS page: logged out the inline login, then the list; a card opens in place with Back; a subject without dues', async ({
  page,
  cms,
}) => {
  const check = watchErrors(page, [/status of 40\d/]);
  await gotoCms(page, cms, ['gmina-moje-konto', 'gmina-naleznosci']);
  const address = page.url();
  const el = dues(page);
  // one login form serves the page: the first protected widget has it, this one leads there
  await expect(el.getByRole('button', { name: 'Przejdź do formularza logowania' })).toBeVisible();
  const form = page.locator('gmina-moje-konto').first();
  await form.getByLabel('Login', { exact: true }).fill('anna.nowak');
  await form.getByLabel('Hasło', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(el.locator('tbody tr').first()).toBeVisible();
  expect(page.url()).toBe(address);
  // this year's property tax card (last year's is paid)
  await el.getByRole('button', { name: /^Szczegóły karty PN\/\d+\/000128$/ }).click();
  await expect(el.getByRole('heading', { level: 2 })).toHaveText('Należności – podatki gminne');
  await expect(el).toContainText('O (odroczenie terminu)');
  await el.getByRole('button', { name: 'Wróć do listy należności' }).click();
  await expect(el.getByRole('heading', { level: 2 })).toHaveText('Należności do zapłaty');
  // the subject chooser switches every widget: the foundation has no dues
  await page.evaluate(() => {
    localStorage.removeItem('gmina:pesel');
    localStorage.setItem('gmina:nip', '9512004566');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'gmina:nip', newValue: '9512004566', storageArea: localStorage }),
    );
  });
  await expect(el).toContainText('Brak należności');
  check();
});

test('dues list and card detail: 0 axe violations in 4 languages × 2 contrasts × 3 sizes, in place on the CMS page', async ({
  page,
  cms,
}) => {
  test.setTimeout(300_000);
  await gotoCms(page, cms, ['gmina-naleznosci']);
  await signIn(page, 'jan.kowalski', JAN);
  const el = dues(page);
  await expect(el.locator('tbody tr').first()).toBeVisible();
  const titles = {
    pl: 'Należności do zapłaty',
    en: 'Dues to pay',
    de: 'Offene Forderungen',
    uk: 'Нарахування до сплати',
  };
  await scanMatrix(page, 'gmina-naleznosci', (lang) =>
    expect(el.getByRole('heading', { level: 2 })).toHaveText(titles[lang]),
  );
  await el.locator('.g-table button.g-link-button').first().click();
  await expect(el.locator('.g-karta')).toBeVisible();
  await expect(instalments(el).first()).toBeVisible();
  await el.locator('.g-raty-tabela input[type=checkbox]').first().check();
  // the explanations opened (issue 26): scanned with the rest
  await el.locator('details.g-objasnienia summary').click();
  await expect(el.locator('details.g-objasnienia dl')).toBeVisible();
  await scanMatrix(page, 'gmina-naleznosci', async () => {
    await expect(el.locator('.g-karta')).toBeVisible();
  });
});

test('the portal’s dues pages: axe on the whole page; 320 px without sideways scrolling of the page, explanations open', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'jan.kowalski', JAN);
  const id = await cardId(page, 'jan.kowalski', 'pesel=85010112352', /^PN\/\d+\/000398$/);
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/lista-naleznosci', `/naleznosci-podatki-gminne?karta=${id}&instytucja=false`]) {
      await page.goto(path);
      await expect(dues(page).locator('tbody tr').first()).toBeVisible();
      await expect(page.locator('gmina-portal .g-loader')).toHaveCount(0);
      // with the explanations open: no sideways scrolling at 320 px, no axe violation
      await dues(page).locator('details.g-objasnienia summary').click();
      await expect(dues(page).locator('details.g-objasnienia dl')).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} at ${width}`,
      ).toBeLessThanOrEqual(width);
      if (width === 1280) expect(await pageAxeViolations(page), path).toEqual([]);
    }
  }
});
