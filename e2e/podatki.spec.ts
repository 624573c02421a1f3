import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { dzienUrzedu } from '../server/dzien-urzedu.ts';
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
 * Protected list services of issue 18, part A: vehicle list (14), current registration (27), tax assessment
 * (29) and properties (30) — in the portal and on the CMS page, with the demo subjects' data.
 */
const JAN = { pesel: '85010112352' };
const ANNA = { pesel: '78031545683' };
const KWIACIARNIA = { nip: '7741001232' };
const FUNDACJA = { nip: '9512004566' };
const rok = dzienUrzedu().getFullYear();
const w = (page: Page, tag: string) => page.locator(tag);
const wymiar = (page: Page) => w(page, 'gmina-wymiar-podatku');
const nieruchomosci = (page: Page) => w(page, 'gmina-nieruchomosci');

/** The text of a PDF downloaded by a click on `button`, with its file name. */
async function pdfOf(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const [d] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile(await d.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await pdfText(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  return { name: d.suggestedFilename(), text };
}

/** Adds elements to the CMS page's residents' section, as an editor would (the loader picks them up). */
async function addToResidents(page: Page, tags: string[]) {
  await page.evaluate((tags) => {
    const section = document.querySelector('article.residents')!;
    for (const tag of tags) section.append(document.createElement(tag));
  }, tags);
}

test.describe('tax assessment and properties on the CMS page', () => {
  test('Jan: the latest year, another year reloads, the per-row decision and the list PDF are the real documents', async ({
    page,
    cms,
  }) => {
    const noErrors = watchErrors(page);
    await gotoCms(page, cms, ['gmina-moje-konto', 'gmina-wymiar-podatku', 'gmina-nieruchomosci']);
    // logged out: the login in place (one form for the page: this widget leads to it)
    await expect(wymiar(page).getByRole('button', { name: 'Przejdź do formularza logowania' })).toBeVisible();
    await signIn(page, 'jan.kowalski', JAN);
    const x = wymiar(page);
    await expect(rows(x)).toHaveCount(1);
    await expect(x.locator('caption')).toHaveText(`Wymiar podatku – ${rok} (zł)`);
    await expect(x.locator('tbody')).toContainText('Decyzja ustalająca wymiar podatku');

    // the multi-select: last year as well → one call with both years, its decision and its change
    const request = page.waitForRequest((r) =>
      decodeURIComponent(r.url()).includes(`lataPodatkowe=${rok - 1},${rok}`),
    );
    // with the keyboard: Enter opens the group on its first year, Tab to last year, Space ticks it
    const lataButton = x.getByRole('button', { name: /Lata podatkowe/ });
    await lataButton.focus();
    await page.keyboard.press('Enter');
    await expect(x.getByRole('checkbox', { name: String(rok - 3) })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(x.getByRole('checkbox', { name: String(rok - 1) })).toBeFocused();
    await page.keyboard.press('Space');
    await request;
    await expect(rows(x)).toHaveCount(3);
    await expect(x.locator('tbody')).toContainText('Decyzja zmieniająca wymiar podatku');
    await expect(x.locator('tfoot')).toContainText('Razem po korektach');
    await page.keyboard.press('Escape');
    await expect(lataButton).toBeFocused();

    // the per-row decision: the document of that row, with that number
    const row = rows(x).filter({ hasText: 'Decyzja zmieniająca' });
    const nr = (await row.locator('td').nth(3).innerText()).trim();
    expect(nr).toMatch(new RegExp(`^FN\\.3120\\.\\d+\\.${rok - 1}$`));
    const decyzja = await pdfOf(page, row.getByRole('button', { name: `Pobierz PDF – decyzja ${nr}` }));
    expect(decyzja.name).toBe(`decyzja-${nr}.pdf`);
    expect(decyzja.text).toContain(`Decyzja nr ${nr}`);
    expect(decyzja.text).toContain('Jan Kowalski, PESEL 85010112352');
    expect(decyzja.text).toContain('Garaż wolnostojący');

    // the list PDF: every row of the view and the totals
    const lista = await pdfOf(page, x.locator('.g-toolbar').getByRole('button', { name: 'Pobierz PDF' }));
    expect(lista.text).toContain(`Wymiar podatku – lata ${rok - 1}, ${rok}`);
    for (const cell of await x.locator('tbody td:nth-child(5)').allInnerTexts())
      expect(lista.text).toContain(cell);
    const suma = (await x.locator('tfoot td').nth(7).innerText()).replace(/\u00a0/g, ' ');
    expect(lista.text).toContain(suma);

    // properties: three tables, each with its rows or its own empty text, m² as the unit
    const n = nieruchomosci(page);
    await expect(n.getByRole('heading', { level: 3 })).toHaveText(['Grunty', 'Budynki', 'Budowle']);
    await expect(n.locator('table')).toHaveCount(2);
    await expect(n.locator('table').nth(1).locator('tbody tr')).toHaveCount(2);
    await expect(n).toContainText('Brak budowli');
    await expect(n.locator('table').first().locator('tbody')).toContainText('812');
    await expect(n.locator('table').first().locator('tbody td').nth(2)).toHaveText('m²');
    const pdf = await pdfOf(page, n.getByRole('button', { name: 'Pobierz PDF' }));
    for (const s of [
      'Grunty',
      'Budynki',
      'Budowle',
      'Brak budowli',
      '180101_2.0001.245/3.1_BUD',
      'Rep. A nr 4127/2015',
    ])
      expect(pdf.text).toContain(s);
    noErrors();
  });

  test('the subject chosen on the page switches both; a subject with nothing shows the empty texts', async ({
    page,
    cms,
  }) => {
    await gotoCms(page, cms, ['gmina-wymiar-podatku', 'gmina-nieruchomosci']);
    await signIn(page, 'anna.nowak', KWIACIARNIA);
    await expect(rows(wymiar(page))).toHaveCount(1);
    await expect(wymiar(page).locator('tbody')).toContainText('Deklaracja na podatek od nieruchomości');
    // a declaration has no decision document
    await expect(wymiar(page).locator('tbody td').last()).toHaveText('—');
    await expect(nieruchomosci(page).locator('table')).toHaveCount(3);
    await setStored(page, 'gmina:nip', FUNDACJA.nip);
    await expect(wymiar(page)).toContainText('Brak wymiaru podatku');
    for (const s of ['Brak gruntów', 'Brak budynków', 'Brak budowli'])
      await expect(nieruchomosci(page)).toContainText(s);
    await expect(nieruchomosci(page).locator('table')).toHaveCount(0);
  });

  test('all four services, 0 axe violations in 4 languages × 2 contrasts × 3 sizes; 320 px without page scroll', async ({
    page,
    cms,
  }) => {
    test.setTimeout(240_000);
    await gotoCms(page, cms, ['gmina-wymiar-podatku', 'gmina-nieruchomosci']);
    await signIn(page, 'jan.kowalski', JAN);
    await addToResidents(page, ['gmina-wykaz-pojazdow', 'gmina-aktualne-zameldowanie']);
    await expect(rows(wymiar(page))).toHaveCount(1);
    await expect(rows(w(page, 'gmina-wykaz-pojazdow'))).toHaveCount(2);
    await expect(rows(w(page, 'gmina-aktualne-zameldowanie'))).toHaveCount(1);
    const titles = {
      pl: 'Nieruchomości',
      en: 'Properties',
      de: 'Immobilien',
      uk: 'Нерухомість',
    } as const;
    await scanMatrix(page, 'article.residents', async (lang) => {
      await expect(nieruchomosci(page).getByRole('heading', { level: 2 })).toHaveText(titles[lang]);
      await expect(rows(nieruchomosci(page)).first()).toBeVisible();
    });
    // 320 px at the default settings (at the largest size, long headings of other widgets on this page overflow)
    for (const key of ['gmina:jezyk', 'gmina:kontrast', 'gmina:rozmiarCzcionki'])
      await setStored(page, key, null);
    await page.setViewportSize({ width: 320, height: 800 });
    await expect(rows(wymiar(page))).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(320);
    await page.screenshot({ path: 'reports/screenshots/cms-podatki-320.png', fullPage: true });
  });
});

test.describe('vehicle list and current registration in the portal', () => {
  test('Jan: his vehicles of this year and his temporary registration, each with its PDF', async ({
    page,
  }) => {
    const noErrors = watchErrors(page);
    await page.goto('/');
    await signIn(page, 'jan.kowalski', JAN);
    await page.goto('/uslugi/wykaz-pojazdow');
    const v = w(page, 'gmina-wykaz-pojazdow');
    await expect(rows(v)).toHaveCount(2);
    await expect(v.locator('caption')).toHaveText(`Pojazdy w deklaracji na rok ${rok}`);
    await expect(v.locator('tbody')).toContainText('ZDO 4K721');
    await expect(v.locator('tbody')).not.toContainText('ZDO 2H055');
    const pojazdy = await pdfOf(page, v.getByRole('button', { name: 'Pobierz PDF' }));
    for (const nr of await v.locator('tbody th').allInnerTexts()) expect(pojazdy.text).toContain(nr);
    await page.screenshot({ path: 'reports/screenshots/portal-wykaz-pojazdow-1280.png', fullPage: true });

    await page.goto('/uslugi/aktualne-zameldowanie-osoby');
    const z = w(page, 'gmina-aktualne-zameldowanie');
    await expect(rows(z)).toHaveCount(1);
    await expect(z.locator('tbody')).toContainText('Brzozówka');
    const meldunek = await pdfOf(page, z.getByRole('button', { name: 'Pobierz PDF' }));
    for (const cell of await z.locator('tbody td').allInnerTexts()) expect(meldunek.text).toContain(cell);
    // keyboard: the PDF button is reachable and works from the keyboard
    await z.getByRole('button', { name: 'Pobierz PDF' }).focus();
    const [d] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(d.suggestedFilename()).toMatch(/^aktualne-zameldowanie-\d{4}-\d{2}-\d{2}\.pdf$/);
    noErrors();
  });

  test('Anna as a person has neither: the empty texts', async ({ page }) => {
    await page.goto('/');
    await signIn(page, 'anna.nowak', ANNA);
    await page.goto('/uslugi/wykaz-pojazdow');
    await expect(w(page, 'gmina-wykaz-pojazdow')).toContainText('Brak pojazdów w deklaracji na ten rok');
    await page.goto('/uslugi/aktualne-zameldowanie-osoby');
    await expect(w(page, 'gmina-aktualne-zameldowanie')).toContainText('Brak zameldowania na pobyt czasowy');
    await expect(
      w(page, 'gmina-aktualne-zameldowanie').getByRole('button', { name: 'Pobierz PDF' }),
    ).toHaveCount(0);
  });

  test('an institution and the current registration (spec 02 §6): the services list in the portal, the notice in place on a CMS page', async ({
    page,
    cms,
  }) => {
    await page.goto('/');
    await signIn(page, 'anna.nowak', KWIACIARNIA);
    await page.goto('/uslugi/aktualne-zameldowanie-osoby');
    await expect(snackbar(page)).toContainText('Wybrany podmiot nie ma dostępu do tej usługi');
    await expect(page).toHaveURL(/\/lista-uslug$/);

    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('dajAktualneZameldowanie') && calls.push(r.url()));
    await gotoCms(page, cms, ['gmina-moje-konto']);
    await signIn(page, 'anna.nowak', KWIACIARNIA);
    await addToResidents(page, ['gmina-aktualne-zameldowanie']);
    const z = w(page, 'gmina-aktualne-zameldowanie');
    await expect(z).toContainText('Wybrany podmiot nie ma dostępu do tej usługi');
    expect(calls).toEqual([]);
    // the person of the same account: the service follows in place
    await setStored(page, 'gmina:nip', null);
    await setStored(page, 'gmina:pesel', ANNA.pesel);
    await expect(z).toContainText('Brak zameldowania na pobyt czasowy');
    expect(calls).toHaveLength(1);
  });
});
