import { readFile } from 'node:fs/promises';
import { type Download, type Locator, type Page } from '@playwright/test';
import { pdfText } from '../tests/pdf-text.ts';
import { axeViolations, expect, gotoCms, rows, setStored, snackbar, test, watchErrors } from './helpers.ts';

const statusy = (page: Page) => page.locator('gmina-statusy-mieszkancow');
const imiona = (page: Page) => page.locator('gmina-najpopularniejsze-imiona');
const wgRoku = (page: Page) => page.locator('gmina-imiona-wg-roku');
/** The chart elements of the CMS demo page, the only ones these journeys keep on it. */
const CHARTS = ['gmina-statusy-mieszkancow', 'gmina-najpopularniejsze-imiona', 'gmina-imiona-wg-roku'];
const ROK = String(new Date().getFullYear());

async function ready(page: Page) {
  await expect(rows(statusy(page))).toHaveCount(5);
  await expect(rows(imiona(page))).toHaveCount(5);
  await expect(rows(wgRoku(page))).toHaveCount(5);
}

async function download(page: Page, w: Locator, name: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), w.getByRole('button', { name }).click()]);
  return file;
}
const pdfOf = async (d: Download) => {
  const bytes = await readFile(await d.path());
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  return (await pdfText(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))).text;
};
const csvLines = async (d: Download) =>
  (await readFile(await d.path(), 'utf8'))
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');

/** A digest of what a canvas shows, to tell one drawing from another. */
const canvasPixels = (w: Locator) =>
  w
    .locator('canvas')
    .evaluate(
      (c: HTMLCanvasElement) => `${c.width}x${c.height}:${c.toDataURL().length}:${c.toDataURL().slice(-200)}`,
    );

/** Pixels of the bar chart in the high-contrast primary colour (#ffff00): the bars drawn in contrast colours. */
const yellowPixels = (w: Locator) =>
  w.locator('canvas').evaluate((c: HTMLCanvasElement) => {
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] === 255 && d[i + 1] === 255 && d[i + 2] === 0) n++;
    return n;
  });

test.describe('chart statistics on the CMS page (another origin)', () => {
  test('all three show their data: charts with a name, tables beside them, no error on the page', async ({
    page,
    cms,
  }) => {
    const noErrors = watchErrors(page);
    await gotoCms(page, cms, CHARTS);
    await ready(page);
    await expect(
      statusy(page).getByRole('img', { name: 'Wykres słupkowy: Statusy mieszkańców' }),
    ).toBeVisible();
    await expect(statusy(page).locator('canvas')).toHaveCount(1);
    await expect(statusy(page).locator('tbody')).toContainText('Zameldowanie stałe');
    await expect(statusy(page).locator('tfoot')).toContainText(
      /^Razem \(wszystkie statusy\)\s*\d{1,3}(\s\d{3})+$/,
    );
    const pie = imiona(page).getByRole('img', { name: 'Wykres kołowy: 10 najpopularniejszych imion' });
    await expect(pie).toBeVisible();
    await expect(pie.locator('path')).toHaveCount(10);
    await expect(imiona(page).locator('.g-pie-legend li')).toHaveCount(10);
    // the legend and the table agree on the top name
    const first = await imiona(page).locator('tbody tr:first-child th').innerText();
    await expect(imiona(page).locator('.g-pie-legend li').first()).toContainText(first);
    await expect(wgRoku(page).getByRole('combobox', { name: 'Rok urodzenia' })).toHaveValue(ROK);
    const bars = wgRoku(page).getByRole('img', { name: new RegExp(`urodzonych w roku ${ROK}$`) });
    await expect(bars).toBeVisible();
    expect((await bars.locator('canvas').boundingBox())!.height).toBeCloseTo(660, -1);
    await page.screenshot({ path: 'reports/screenshots/cms-wykresy-1280.png', fullPage: true });
    noErrors();
  });

  test('choosing another birth year reloads the table and draws the chart again', async ({ page, cms }) => {
    await gotoCms(page, cms, CHARTS);
    await ready(page);
    const w = wgRoku(page);
    const before = await canvasPixels(w);
    const request = page.waitForRequest((r) => r.url().includes('dajNajpopularniejszeImionaWgRoku?rok=1984'));
    await w.getByRole('combobox', { name: 'Rok urodzenia' }).selectOption('1984');
    await request;
    await expect(w.locator('caption')).toHaveText('Imiona osób urodzonych w roku 1984');
    await expect(w.getByRole('img', { name: /urodzonych w roku 1984$/ })).toBeVisible();
    await expect.poll(() => canvasPixels(w)).not.toBe(before);
    // names of the eighties, not of today's children
    await expect(w.locator('tbody')).not.toContainText('Antoni');
  });

  test('sorts the names table both ways and pages through ~170 names', async ({ page, cms }) => {
    await gotoCms(page, cms, CHARTS);
    await ready(page);
    const w = imiona(page);
    const range = w.locator('.g-pager [aria-live]');
    await expect(range).toHaveText(/^1–5 z 1\d\d$/);
    const counts = async () =>
      (await w.locator('tbody tr td').allInnerTexts()).map((t) => Number(t.replace(/\s/g, '')));
    const desc = await counts();
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const header = w.getByRole('columnheader', { name: /Liczba osób/ });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const asc = await counts();
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(asc[0]).toBeLessThan(desc[4]!);
    const name = w.getByRole('columnheader', { name: /Imię/ });
    await name.getByRole('button').click();
    await name.getByRole('button').click();
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    const names = await w.locator('tbody tr th').allInnerTexts();
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'pl')));
    await w.getByRole('button', { name: 'Następna strona' }).click();
    await expect(range).toHaveText(/^6–10 z \d+$/);
    await w.getByRole('combobox', { name: 'Wierszy na stronie' }).selectOption('30');
    await expect(rows(w)).toHaveCount(30);
  });

  test('the PDFs are real documents of what is shown; the CSVs hold the tables', async ({ page, cms }) => {
    await gotoCms(page, cms, CHARTS);
    await ready(page);

    const s = statusy(page);
    const pdfS = await download(page, s, 'Pobierz PDF');
    expect(pdfS.suggestedFilename()).toBe('statusy-mieszkancow.pdf');
    const textS = await pdfOf(pdfS);
    expect(textS).toContain('Statusy mieszkańców gminy Zielona Dolina');
    for (const t of await s.locator('tbody th').allInnerTexts()) expect(textS).toContain(t);
    const total = (await s.locator('.g-pager [aria-live]').innerText()).split(' z ')[1];
    const csvS = await csvLines(await download(page, s, 'Pobierz CSV'));
    expect(csvS[0]).toBe('Status;Liczba mieszkańców');
    expect(csvS).toHaveLength(Number(total) + 1);
    expect(csvS[1]).toMatch(/^Zameldowanie stałe;\d{4,}$/);

    const w = wgRoku(page);
    await w.getByRole('combobox', { name: 'Rok urodzenia' }).selectOption('1990');
    await expect(w.locator('caption')).toHaveText('Imiona osób urodzonych w roku 1990');
    const pdfW = await download(page, w, 'Pobierz PDF');
    expect(pdfW.suggestedFilename()).toBe('imiona-1990.pdf');
    const textW = await pdfOf(pdfW);
    expect(textW).toContain('urodzonych w roku 1990');
    expect(textW).toContain(await w.locator('tbody tr:first-child th').innerText());
    const csvW = await csvLines(await download(page, w, 'Pobierz CSV'));
    const shown = (await w.locator('.g-pager [aria-live]').innerText()).split(' z ')[1];
    expect(csvW[0]).toBe('Imię;Liczba osób');
    expect(csvW).toHaveLength(Number(shown) + 1);

    const i = imiona(page);
    const textI = await pdfOf(await download(page, i, 'Pobierz PDF'));
    expect(textI).toContain('Najpopularniejsze imiona mieszkańców gminy Zielona Dolina');
    expect(textI).toContain('Łukasz');
    const csvI = await csvLines(await download(page, i, 'Pobierz CSV'));
    const all = (await i.locator('.g-pager [aria-live]').innerText()).split(' z ')[1];
    expect(csvI).toHaveLength(Number(all) + 1);
    expect(csvI[1]).toBe(
      `${await i.locator('tbody tr:first-child th').innerText()};${(await i.locator('tbody tr:first-child td').innerText()).replace(/\s/g, '')}`,
    );
  });

  test('high contrast hides the pie (the table stays) and draws the bars again in the contrast colours', async ({
    page,
    cms,
  }) => {
    await gotoCms(page, cms, CHARTS);
    await ready(page);
    const before = await canvasPixels(statusy(page));
    expect(await yellowPixels(statusy(page))).toBe(0);
    await setStored(page, 'gmina:kontrast', 'true');
    await expect(imiona(page).locator('svg')).toHaveCount(0);
    await expect(rows(imiona(page))).toHaveCount(5);
    await expect.poll(() => canvasPixels(statusy(page))).not.toBe(before);
    await expect.poll(() => yellowPixels(statusy(page))).toBeGreaterThan(2000);
    await setStored(page, 'gmina:kontrast', null);
    await expect(imiona(page).locator('svg')).toHaveCount(1);
  });

  test('the bar chart follows its box width and the font size', async ({ page, cms }) => {
    await gotoCms(page, cms, CHARTS);
    await ready(page);
    const canvas = statusy(page).locator('canvas');
    const wide = (await canvas.boundingBox())!.width;
    await page.setViewportSize({ width: 480, height: 900 });
    // a new width draws a new chart: the canvas being replaced has no box for an instant (null → not yet)
    await expect.poll(async () => (await canvas.boundingBox())?.width ?? wide).toBeLessThan(wide - 50);
    const before = await canvasPixels(statusy(page));
    await setStored(page, 'gmina:rozmiarCzcionki', 'bardzo_duza');
    await expect.poll(() => canvasPixels(statusy(page))).not.toBe(before);
  });

  test('a failing call gives the spec snackbar and a retry; the other widgets keep working', async ({
    page,
    cms,
  }) => {
    const noErrors = watchErrors(page, [/Failed to load resource/]);
    let fail = true;
    await page.route('**/api/el/dajStatusyMeldunkoweMieszkancow', (route) =>
      fail ? route.fulfill({ status: 500, json: { kod: 500, opis: 'Błąd serwera' } }) : route.continue(),
    );
    await gotoCms(page, cms, CHARTS);
    await expect(snackbar(page)).toContainText('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    const w = statusy(page);
    await expect(w.getByRole('alert')).toContainText('Usługa chwilowo niedostępna');
    await expect(rows(imiona(page))).toHaveCount(5);
    fail = false;
    await w.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect(rows(w)).toHaveCount(5);
    await expect(w.locator('canvas')).toHaveCount(1);
    noErrors();
  });

  test('malformed JSON, an answer of the wrong shape and an offline API are handled like a failed call', async ({
    page,
    cms,
  }) => {
    const noErrors = watchErrors(page, [/Failed to load resource/]);
    await page.route('**/api/el/dajNajpopularniejszeImiona', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"listaImion": [' }),
    );
    await page.route('**/api/el/dajStatusyMeldunkoweMieszkancow', (route) =>
      route.fulfill({ json: { statusyMieszkancow: [{ opisStatusu: 1, liczbaMieszkancow: 'x' }] } }),
    );
    await page.route('**/api/el/dajLataUrodzen', (route) => route.abort('internetdisconnected'));
    await gotoCms(page, cms, CHARTS);
    for (const w of [statusy(page), imiona(page), wgRoku(page)]) {
      await expect(w.getByRole('alert')).toContainText('Usługa chwilowo niedostępna');
    }
    noErrors();
  });

  test('HTTP 503 shows the technical-break notice in place', async ({ page, cms }) => {
    await page.route('**/api/el/dajNajpopularniejszeImionaWgRoku?**', (route) =>
      route.fulfill({ status: 503, json: { kod: 503, opis: 'Przepraszamy - trwa przerwa techniczna' } }),
    );
    await gotoCms(page, cms, CHARTS);
    await expect(
      wgRoku(page).getByRole('heading', { name: 'Przepraszamy - trwa przerwa techniczna' }),
    ).toBeVisible();
  });
});

test('a 320 px wide screen shows no horizontal page scroll with the charts', async ({ page, cms }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(cms + '/');
  await ready(page);
  await wgRoku(page).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  for (const w of [statusy(page), wgRoku(page)]) {
    expect((await w.locator('canvas').boundingBox())!.width).toBeLessThanOrEqual(320);
  }
  expect((await imiona(page).locator('svg').boundingBox())!.width).toBeLessThanOrEqual(320);
  await page.screenshot({ path: 'reports/screenshots/cms-wykresy-320.png', fullPage: true });
});

test.describe('chart statistics in the portal', () => {
  test('uPlot is fetched only where a chart is drawn', async ({ page }) => {
    const js: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) js.push(new URL(r.url()).pathname);
    });
    // uPlot with the bar and line charts: one chunk (vite.config.ts 'wykresy')
    const barChart = () => js.filter((u) => /\/chunks\/wykresy-/.test(u));
    await page.goto('/uslugi/budzet-dochody');
    await expect(rows(page.locator('gmina-budzet'))).toHaveCount(5);
    await page.goto('/uslugi/najpopularniejsze-imiona');
    await expect(rows(imiona(page))).toHaveCount(5);
    expect(js.some((u) => u.includes('/chunks/gmina-najpopularniejsze-imiona-'))).toBe(true);
    expect(barChart()).toEqual([]);
    await page.goto('/uslugi/statusy-mieszkancow');
    await expect(rows(statusy(page))).toHaveCount(5);
    expect(barChart()).toHaveLength(1);
  });

  test('the three routes mount their widgets', async ({ page }) => {
    const noErrors = watchErrors(page);
    await page.goto('/uslugi/statusy-mieszkancow');
    await expect(rows(statusy(page))).toHaveCount(5);
    await expect(page).toHaveTitle(/Statusy mieszkańców/);
    await page.goto('/uslugi/najpopularniejsze-imiona');
    await expect(rows(imiona(page))).toHaveCount(5);
    await expect(imiona(page).locator('svg path')).toHaveCount(10);
    await page.goto('/uslugi/najpopularniejsze-imiona-wg-roku');
    await expect(rows(wgRoku(page))).toHaveCount(5);
    await wgRoku(page).getByRole('combobox', { name: 'Rok urodzenia' }).selectOption('1960');
    await expect(wgRoku(page).locator('caption')).toHaveText('Imiona osób urodzonych w roku 1960');
    noErrors();
  });

  test('a failed call moves to the services list with the snackbar', async ({ page }) => {
    await page.route('**/api/el/dajNajpopularniejszeImionaWgRoku?**', (route) =>
      route.fulfill({ status: 500, json: { kod: 500 } }),
    );
    await page.goto('/uslugi/najpopularniejsze-imiona-wg-roku');
    await expect(page).toHaveURL('/lista-uslug');
    await expect(snackbar(page)).toContainText('Usługa chwilowo niedostępna. Spróbuj ponownie później');
  });
});

// ---------------------------------------------------------------------------------------------------------
// axe matrix (as e2e/a11y.spec.ts): 4 languages × 2 contrasts × 3 font sizes, switched in place

const headings = {
  pl: 'Statusy mieszkańców',
  en: 'Resident statuses',
  de: 'Meldestatus der Einwohner',
  uk: 'Статуси мешканців',
};
const sizes = ['mala', 'duza', 'bardzo_duza'] as const;

async function scanMatrix(
  page: Page,
  selector: string,
  heading: (lang: keyof typeof headings) => Promise<void>,
) {
  const failures: string[] = [];
  for (const lang of Object.keys(headings) as (keyof typeof headings)[]) {
    await setStored(page, 'gmina:jezyk', lang === 'pl' ? null : lang);
    await heading(lang);
    for (const contrast of [false, true]) {
      await setStored(page, 'gmina:kontrast', contrast ? 'true' : null);
      await expect(page.locator(selector).locator('.g-root').first()).toHaveClass(
        contrast ? /g-hc/ : /^(?!.*g-hc)/,
      );
      for (const size of sizes) {
        await setStored(page, 'gmina:rozmiarCzcionki', size === 'mala' ? null : size);
        await expect(page.locator(selector).locator('.g-root').first()).toHaveClass(
          new RegExp(`g-size-${size}`),
        );
        for (const v of await axeViolations(page, selector)) {
          failures.push(
            `${lang} contrast=${contrast} size=${size}: ${v.id} – ${v.help}\n  ${v.targets.join('\n  ')}`,
          );
        }
      }
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
}

test('chart statistics on the CMS page: 0 axe violations in 4 languages × 2 contrasts × 3 sizes', async ({
  page,
  cms,
}) => {
  test.setTimeout(240_000);
  await gotoCms(page, cms, CHARTS);
  await ready(page);
  await scanMatrix(
    page,
    'gmina-statusy-mieszkancow, gmina-najpopularniejsze-imiona, gmina-imiona-wg-roku',
    (lang) => expect(statusy(page).getByRole('heading', { level: 2 })).toHaveText(headings[lang]),
  );
});

test('the portal route of names by year: 0 axe violations in every combination', async ({ page }) => {
  test.setTimeout(240_000);
  const titles = {
    pl: 'Najpopularniejsze imiona wg roku urodzenia',
    en: 'Most popular first names by year of birth',
    de: 'Beliebteste Vornamen nach Geburtsjahr',
    uk: 'Найпопулярніші імена за роком народження',
  };
  await page.goto('/uslugi/najpopularniejsze-imiona-wg-roku');
  await expect(rows(wgRoku(page))).toHaveCount(5);
  await scanMatrix(page, 'gmina-portal', (lang) =>
    expect(wgRoku(page).getByRole('heading', { level: 2 })).toHaveText(titles[lang]),
  );
});
