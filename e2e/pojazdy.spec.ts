import { readFile } from 'node:fs/promises';
import { type Download, type Locator, type Page } from '@playwright/test';
import { formatDatePl, toIsoDate } from '../src/core/dates.ts';
import { dzienUrzedu } from '../server/dzien-urzedu.ts';
import { pdfText } from '../tests/pdf-text.ts';
import { axeViolations, expect, gotoCms, rows, setStored, snackbar, test, watchErrors } from './helpers.ts';

/** Vehicle and registration statistics (services 5, 7, 10, 11) on the CMS page and in the portal. */
const TAGS = {
  liczba: 'gmina-liczba-pojazdow',
  stawki: 'gmina-stawki-pojazdow',
  mieszkancy: 'gmina-liczba-mieszkancow-wyborcow',
  zameldowania: 'gmina-zameldowania-wg-plci-wieku',
} as const;
const w = (page: Page, k: keyof typeof TAGS) => page.locator(TAGS[k]);
const dateField = (x: Locator) => x.getByRole('textbox', { name: 'Data przeliczenia' });
const today = new Date();
/** The server's day of the resident figures (the office's day in Warsaw). */
const officeDay = dzienUrzedu();

async function downloaded(page: Page, button: Locator): Promise<{ d: Download; bytes: Buffer }> {
  const [d] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { d, bytes: await readFile(await d.path()) };
}
const csvLines = (b: Buffer) =>
  b
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
const asArrayBuffer = (b: Buffer) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

async function allShown(page: Page) {
  await expect(rows(w(page, 'liczba'))).toHaveCount(5);
  await expect(rows(w(page, 'stawki'))).toHaveCount(5);
  await expect(rows(w(page, 'mieszkancy'))).toHaveCount(5);
  await expect(rows(w(page, 'zameldowania'))).toHaveCount(6);
}

test.describe('vehicle and registration statistics on the CMS page (another origin)', () => {
  test('all four widgets show the demo gmina data, with no error on the page', async ({ page, cms }) => {
    const noErrors = watchErrors(page);
    await gotoCms(page, cms, Object.values(TAGS));
    await allShown(page);
    await expect(dateField(w(page, 'liczba'))).toHaveValue(formatDatePl(today));
    await expect(w(page, 'liczba').locator('caption')).toHaveText(
      `Liczba pojazdów wg sposobu opodatkowania – stan na dzień ${formatDatePl(today)}`,
    );
    await expect(w(page, 'liczba').locator('tbody')).toContainText('Norma EURO 6');
    await expect(w(page, 'stawki').getByRole('combobox', { name: 'Rok' })).toHaveValue(
      String(today.getFullYear()),
    );
    await expect(w(page, 'mieszkancy')).toContainText(`Stan na dzień ${formatDatePl(officeDay)}`);
    await expect(w(page, 'mieszkancy').locator('tfoot')).toContainText(/^Razem\s*\d{1,3}\s\d{3}/);
    await expect(w(page, 'zameldowania').locator('caption')).toHaveText([
      'Zameldowanie stałe',
      'Zameldowanie czasowe',
    ]);
    await page.screenshot({ path: 'reports/screenshots/cms-pojazdy-meldunki-1280.png', fullPage: true });
    noErrors();
  });

  test('a new valid day reloads the counts; wrong days keep the text and show the spec messages', async ({
    page,
    cms,
  }) => {
    await gotoCms(page, cms, Object.values(TAGS));
    const x = w(page, 'liczba');
    await expect(rows(x)).toHaveCount(5);
    const field = dateField(x);

    const request = page.waitForRequest((r) => r.url().includes('dataPrzeliczen=2008-06-30'));
    await field.fill('30.06.2008');
    await field.press('Enter');
    await request;
    await expect(x.locator('caption')).toHaveText(/stan na dzień 30\.06\.2008$/);
    await expect(x.locator('tbody')).not.toContainText('Norma EURO 6');

    const jutro = new Date(today);
    jutro.setDate(jutro.getDate() + 1);
    const cases: [string, string][] = [
      [formatDatePl(jutro), 'Data nie może być wartością przyszłą'],
      ['31.12.1899', 'Data nie może być sprzed 1900'],
      ['30.02.2020', 'Wprowadzono błędną date'],
      ['2020-01-01', 'Wprowadzono błędną date'],
    ];
    let calls = 0;
    page.on('request', (r) => r.url().includes('dajLiczbePojazdowWgNorm') && calls++);
    for (const [text, message] of cases) {
      await field.fill(text);
      await x.getByRole('button', { name: 'Pokaż' }).click();
      await expect(field).toHaveValue(text);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(x.locator('.g-field-error')).toHaveText(message);
      const describedBy = (await field.getAttribute('aria-describedby'))!.split(' ');
      expect(describedBy).toContain(await x.locator('.g-field-error').getAttribute('id'));
    }
    expect(calls).toBe(0);
    // the table of the last valid day stays
    await expect(x.locator('caption')).toHaveText(/30\.06\.2008$/);

    // the boundaries themselves are valid: 01.01.1900 (before the register: empty) and today
    await field.fill('01.01.1900');
    await field.press('Enter');
    await expect(x.locator('.g-field-error')).toBeHidden();
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(x).toContainText('Brak danych do wyświetlenia');
    await field.fill(formatDatePl(today));
    await field.blur();
    await expect(rows(x)).toHaveCount(5);
  });

  test('changing the year reloads the rates; sorting works both ways', async ({ page, cms }) => {
    await gotoCms(page, cms, Object.values(TAGS));
    const x = w(page, 'stawki');
    await expect(rows(x)).toHaveCount(5);
    const firstMax = await x.locator('tbody tr:first-child td:nth-child(3)').innerText();
    const rok = today.getFullYear() - 3;
    const request = page.waitForRequest((r) => r.url().includes(`dajStawkiPojazdow?rokWyliczen=${rok}`));
    await x.getByRole('combobox', { name: 'Rok' }).selectOption(String(rok));
    await request;
    await expect(x.locator('caption')).toHaveText(`Stawki podatku od środków transportowych – ${rok} (zł)`);
    await expect(x.locator('tbody tr:first-child td:nth-child(3)')).not.toHaveText(firstMax);

    const num = (t: string) => Number(t.replace(/\s/g, '').replace(',', '.'));
    const col = async () => (await x.locator('tbody tr td:nth-child(2)').allInnerTexts()).map(num);
    const header = x.getByRole('columnheader', { name: /Stawka roczna gminy/ });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const asc = await col();
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const desc = await col();
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBeGreaterThan(asc[4]!);
  });

  test('PDFs are real documents of the chosen day / year; CSVs hold the table rows', async ({
    page,
    cms,
  }) => {
    await gotoCms(page, cms, Object.values(TAGS));
    await allShown(page);
    const liczba = w(page, 'liczba');
    await dateField(liczba).fill('31.12.2015');
    await dateField(liczba).press('Enter');
    await expect(liczba.locator('caption')).toHaveText(/31\.12\.2015$/);
    const shown = await liczba.locator('tbody tr th').allInnerTexts();

    const pdf = await downloaded(page, liczba.getByRole('button', { name: 'Pobierz PDF' }));
    expect(pdf.d.suggestedFilename()).toBe('liczba-pojazdow-2015-12-31.pdf');
    expect(pdf.bytes.subarray(0, 4).toString()).toBe('%PDF');
    const { text } = await pdfText(asArrayBuffer(pdf.bytes));
    expect(text).toContain('Liczba pojazdów wg sposobu opodatkowania – stan na dzień 31.12.2015');
    for (const n of shown) expect(text).toContain(n);

    const csv = await downloaded(page, liczba.getByRole('button', { name: 'Pobierz CSV' }));
    expect(csv.d.suggestedFilename()).toBe('liczba-pojazdow-2015-12-31.csv');
    const lines = csvLines(csv.bytes);
    expect(lines[0]).toBe('Norma;Liczba pojazdów');
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(expect.arrayContaining(shown));
    const total = Number((await liczba.locator('tfoot td').innerText()).replace(/\s/g, ''));
    expect(lines.slice(1).reduce((s, l) => s + Number(l.split(';')[1]), 0)).toBe(total);

    const stawki = w(page, 'stawki');
    const rok = today.getFullYear() - 1;
    await stawki.getByRole('combobox', { name: 'Rok' }).selectOption(String(rok));
    await expect(stawki.locator('caption')).toHaveText(new RegExp(`– ${rok} \\(zł\\)$`));
    const sp = await downloaded(page, stawki.getByRole('button', { name: 'Pobierz PDF' }));
    expect(sp.d.suggestedFilename()).toBe(`stawki-pojazdow-${rok}.pdf`);
    const st = (await pdfText(asArrayBuffer(sp.bytes))).text;
    expect(st).toContain(`Stawki podatku od środków transportowych – rok ${rok}`);
    const firstRate = await stawki.locator('tbody tr:first-child td:nth-child(2)').innerText();
    expect(st).toContain(firstRate.replace(/\s/g, ' '));
    const sc = csvLines((await downloaded(page, stawki.getByRole('button', { name: 'Pobierz CSV' }))).bytes);
    expect(sc[0]).toBe(
      'Nazwa stawki;Stawka roczna gminy;Stawka maksymalna wg obwieszczenia Ministra Finansów;Kwota obniżenia stawki',
    );
    expect(sc).toHaveLength(14);
    expect(sc[1]).toMatch(/^Samochody ciężarowe .*;\d+;\d+,\d{1,2};\d+(,\d{1,2})?$/);

    const zam = w(page, 'zameldowania');
    const zc = csvLines((await downloaded(page, zam.getByRole('button', { name: 'Pobierz CSV' }))).bytes);
    expect(zc[0]).toBe('Rodzaj zameldowania;Płeć;Poniżej 18 lat;Od 18 lat;Razem');
    expect(zc).toHaveLength(7);
    const ogolem = (await zam.locator('tbody tr:nth-child(3) td:last-child').first().innerText()).replace(
      /\s/g,
      '',
    );
    expect(zc[3]).toBe(`Zameldowanie stałe;Ogółem;${zc[3]!.split(';')[2]};${zc[3]!.split(';')[3]};${ogolem}`);
    const zp = await downloaded(page, zam.getByRole('button', { name: 'Pobierz PDF' }));
    expect((await pdfText(asArrayBuffer(zp.bytes))).text).toContain('Zameldowania wg płci i wieku');

    const mie = w(page, 'mieszkancy');
    const mp = await downloaded(page, mie.getByRole('button', { name: 'Pobierz PDF' }));
    expect(mp.d.suggestedFilename()).toBe(`liczba-mieszkancow-i-wyborcow-${toIsoDate(officeDay)}.pdf`);
    const mt = (await pdfText(asArrayBuffer(mp.bytes))).text;
    expect(mt).toContain('Liczba mieszkańców i wyborców – stan na dzień');
    expect(mt).toContain('Żurawiniec');
    const mc = csvLines((await downloaded(page, mie.getByRole('button', { name: 'Pobierz CSV' }))).bytes);
    expect(mc[0]).toBe('Miejscowość;Zameldowanie stałe;Zameldowanie czasowe;Mieszkańcy razem;Wyborcy');
    const all = (await mie.locator('.g-pager [aria-live]').innerText()).split(' z ')[1];
    expect(mc).toHaveLength(Number(all) + 1);
  });

  test('500, malformed JSON and offline give the snackbar and a retry; no uncaught error', async ({
    page,
    cms,
  }) => {
    const noErrors = watchErrors(page, [/Failed to load resource/]);
    let fail = true;
    await page.route('**/api/pst/dajStawkiPojazdow?**', (route) =>
      fail ? route.fulfill({ status: 500, json: { kod: 500, opis: 'Błąd serwera' } }) : route.continue(),
    );
    await page.route('**/api/el/dajZameldowaniaWgPlciWieku', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"zameldowanieStale": {' }),
    );
    await page.route('**/api/el/dajLiczbeMieszkancowIWyborcow', (route) =>
      route.abort('internetdisconnected'),
    );
    await page.route('**/api/pst/dajLiczbePojazdowWgNorm?**', (route) =>
      route.fulfill({ json: { normyPojazdow: [{ nazwaNormy: 6, liczbaPojazdow: 'dużo' }] } }),
    );
    await gotoCms(page, cms, Object.values(TAGS));
    await expect(snackbar(page)).toContainText('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    for (const k of ['stawki', 'zameldowania', 'mieszkancy', 'liczba'] as const)
      await expect(w(page, k).getByRole('alert')).toContainText('Usługa chwilowo niedostępna');
    await page.screenshot({ path: 'reports/screenshots/cms-pojazdy-meldunki-failed.png', fullPage: true });
    fail = false;
    await w(page, 'stawki').getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect(rows(w(page, 'stawki'))).toHaveCount(5);
    noErrors();
  });

  test('HTTP 503 shows the technical-break notice in the widget', async ({ page, cms }) => {
    await page.route('**/api/pst/dajLiczbePojazdowWgNorm?**', (route) =>
      route.fulfill({ status: 503, json: { kod: 503, opis: 'Przepraszamy - trwa przerwa techniczna' } }),
    );
    // the site-wide break (docs/behaviour.md "Behaviour where the specification is silent"): /status says so too
    await page.route('**/api/status*', (route) => route.fulfill({ json: { czyPrzerwaTechniczna: true } }));
    await gotoCms(page, cms, Object.values(TAGS));
    await expect(
      w(page, 'liczba').getByRole('heading', { name: 'Przepraszamy - trwa przerwa techniczna' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('gmina:przerwaTechniczna'))).toBe('true');
  });
});

test('a 320 px wide screen shows no horizontal page scroll', async ({ page, cms }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(cms + '/');
  await allShown(page);
  await dateField(w(page, 'liczba')).fill('99.99.9999');
  await dateField(w(page, 'liczba')).press('Enter');
  await expect(w(page, 'liczba').locator('.g-field-error')).toHaveText('Wprowadzono błędną date');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: 'reports/screenshots/cms-pojazdy-meldunki-320.png', fullPage: true });
});

test.describe('in the portal', () => {
  test('the four routes mount their widgets; a failed call moves to the services list', async ({ page }) => {
    const routes: [string, keyof typeof TAGS, RegExp][] = [
      ['/uslugi/liczba-pojazdow', 'liczba', /Liczba pojazdów/],
      ['/uslugi/stawki-pojazdow', 'stawki', /Stawki podatku/],
      ['/uslugi/liczba-mieszkancow-wyborcow', 'mieszkancy', /Liczba mieszkańców/],
      ['/uslugi/zameldowania-wg-plci-wieku', 'zameldowania', /Zameldowania/],
    ];
    for (const [route, k, title] of routes) {
      await page.goto(route);
      await expect(rows(w(page, k)).first()).toBeVisible();
      await expect(page).toHaveTitle(title);
    }
    await page.goto('/uslugi/liczba-pojazdow');
    await expect(rows(w(page, 'liczba'))).toHaveCount(5);
    await page.route('**/api/pst/dajLiczbePojazdowWgNorm?**', (route) =>
      route.fulfill({ status: 500, json: { kod: 500 } }),
    );
    await dateField(w(page, 'liczba')).fill('01.01.2010');
    await dateField(w(page, 'liczba')).press('Enter');
    await expect(page).toHaveURL('/lista-uslug');
    await expect(snackbar(page)).toContainText('Usługa chwilowo niedostępna. Spróbuj ponownie później');
  });
});

/** axe on every language × contrast × font size, settings switched in place (as e2e/a11y.spec.ts does). */
const headings = {
  pl: 'Liczba pojazdów wg sposobu opodatkowania',
  en: 'Vehicles by taxation method',
  de: 'Fahrzeuge nach Besteuerungsart',
  uk: 'Кількість транспортних засобів за способом оподаткування',
};
const sizes = ['mala', 'duza', 'bardzo_duza'] as const;

async function scanMatrix(page: Page, probe: string, scan: string) {
  const failures: string[] = [];
  for (const lang of Object.keys(headings) as (keyof typeof headings)[]) {
    await setStored(page, 'gmina:jezyk', lang === 'pl' ? null : lang);
    await expect(page.locator(`${TAGS.liczba} h2`)).toHaveText(headings[lang]);
    for (const contrast of [false, true]) {
      await setStored(page, 'gmina:kontrast', contrast ? 'true' : null);
      await expect(page.locator(`${probe} .g-root`).first()).toHaveClass(contrast ? /g-hc/ : /^(?!.*g-hc)/);
      for (const size of sizes) {
        await setStored(page, 'gmina:rozmiarCzcionki', size === 'mala' ? null : size);
        await expect(page.locator(`${probe} .g-root`).first()).toHaveClass(new RegExp(`g-size-${size}`));
        for (const v of await axeViolations(page, scan))
          failures.push(
            `${lang} contrast=${contrast} size=${size}: ${v.id} – ${v.help}\n  ${v.targets.join('\n  ')}`,
          );
      }
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
}

test('the four widgets on the CMS page, one with a date message: 0 axe violations in every combination', async ({
  page,
  cms,
}) => {
  test.setTimeout(240_000);
  await gotoCms(page, cms, Object.values(TAGS));
  await allShown(page);
  await dateField(w(page, 'liczba')).fill('31.12.1899');
  await dateField(w(page, 'liczba')).press('Enter');
  await expect(w(page, 'liczba').locator('.g-field-error')).toHaveText('Data nie może być sprzed 1900');
  await scanMatrix(page, TAGS.liczba, Object.values(TAGS).join(', '));
});

test('the portal route of the vehicle counts: 0 axe violations in every combination', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/uslugi/liczba-pojazdow');
  await expect(rows(w(page, 'liczba'))).toHaveCount(5);
  await scanMatrix(page, 'gmina-portal', 'gmina-portal');
});
