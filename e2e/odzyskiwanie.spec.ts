import type { Page } from '@playwright/test';
import { expect, rows, signIn, snackbar, test, watchErrors } from './helpers.ts';

/**
 * Issue 26 item 5: after a server error the next screen is never blank. A save that fails leaves the portal
 * usable (the next service shows its data), and a screen whose code cannot be fetched while the server is in
 * trouble says so with a retry instead of an empty content area.
 */
const JAN = { pesel: '85010112352' };
const portal = (page: Page) => page.locator('gmina-portal');

/** A server error (500, JSON `{kod, opis}`) for every call but reads, and for the files of `chunk` if given. */
async function serverInTrouble(page: Page, chunk?: RegExp) {
  await page.route('**/*', (r) => {
    const url = r.request().url();
    const failed = url.includes('/api/') ? r.request().method() !== 'GET' : chunk?.test(url);
    return failed
      ? r.fulfill({ status: 500, contentType: 'application/json', body: '{"kod":500,"opis":"Błąd serwera"}' })
      : r.continue();
  });
}

/** Saves a reading of the first meter that the server refuses; the snackbar says so. */
async function failedSave(page: Page) {
  const x = page.locator('gmina-stan-wodomierzy');
  const pole = x.locator('input.g-input-stan').first();
  await expect(pole).toBeVisible();
  const obecny = Number((await rows(x).first().locator('td.g-num').textContent())!.replace(/\D/g, ''));
  await pole.fill(String(obecny + 3));
  await pole.press('Enter');
  await x.getByRole('dialog').getByRole('button', { name: 'Wyślij' }).click();
  await expect(snackbar(page)).toContainText('Nie wysłano zgłoszenia');
}

/** From the services list to the meter readings (the leave guard asks: the failed reading is still typed). */
async function toReadings(page: Page) {
  await portal(page).getByRole('link', { name: 'Lista usług' }).click();
  await page.getByRole('button', { name: 'Tak' }).click();
  await portal(page)
    .getByRole('button', { name: /^Woda i ścieki/ })
    .click();
  await portal(page)
    .getByRole('link', { name: /^Odczyty liczników/ })
    .click();
  await expect(page).toHaveURL(/\/uslugi\/odczyt-licznikow$/);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'jan.kowalski', JAN);
  await page.goto('/uslugi/stan-wodomierzy');
});

test('a failed save: the next service shows its data', async ({ page }) => {
  const noErrors = watchErrors(page, [/status of 500/]);
  await serverInTrouble(page);
  await failedSave(page);
  await page.unroute('**/*');
  await toReadings(page);
  await expect(rows(page.locator('gmina-odczyt-licznikow')).first()).toBeVisible();
  noErrors();
});

test('the code of the next screen fails to load: the spec message with a retry, then the service', async ({
  page,
}) => {
  await serverInTrouble(page, /\/chunks\/gmina-odczyt-licznikow-/);
  await failedSave(page);
  await toReadings(page);
  const main = portal(page).locator('main');
  await expect(main.getByRole('alert')).toContainText('Usługa chwilowo niedostępna');
  // the server is well again: the retry fetches the code and the service shows its data
  await page.unroute('**/*');
  await main.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expect(rows(page.locator('gmina-odczyt-licznikow')).first()).toBeVisible();
});

test('a part of a page whose code fails to load: the message with a retry, the menu still there', async ({
  page,
}) => {
  await serverInTrouble(page, /\/chunks\/WynikPlatnosci-/);
  await page.goto('/platnosc-wynik?wynik=blad');
  const main = portal(page).locator('main');
  await expect(main.getByRole('alert')).toContainText('Usługa chwilowo niedostępna');
  await expect(portal(page).getByRole('navigation', { name: 'Menu boczne' })).toBeVisible();
  await page.unroute('**/*');
  await main.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expect(main.getByRole('status')).toContainText('Płatność nie powiodła się.');
});
