import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import { pdfText } from '../tests/pdf-text.ts';
import { axeViolations, expect, gotoCms, rows, setStored, snackbar, test, watchErrors } from './helpers.ts';

/**
 * Voter-list check (service 4), office contact and case statuses/registers: on the CMS demo page (another
 * origin) and at the portal route. Nothing leaves the machine: every request that is not to the demo servers
 * (the map frame) is answered locally and recorded.
 */
const wybory = (page: Page) => page.locator('gmina-listy-wyborcze');
const kontakt = (page: Page) => page.locator('gmina-kontakt');
const statusy = (page: Page) => page.locator('gmina-statusy-i-rejestry');
const MAP_ORIGIN = 'https://maps.example.pl';

async function blockExternal(page: Page): Promise<string[]> {
  const external: string[] = [];
  await page.route(
    (url) => !/^http:\/\/127\.0\.0\.1:\d+\//.test(url.href),
    (route) => {
      external.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>mapa (podgląd)</p>' });
    },
  );
  return external;
}

const field = (w: Locator) => ({
  date: w.getByRole('combobox', { name: 'Data wyborów' }),
  pesel: w.getByRole('textbox', { name: 'Numer PESEL' }),
  check: w.getByRole('button', { name: 'Sprawdź' }),
  card: w.locator('.g-card'),
  error: w.locator('.g-field-error'),
});

/** The contact element with its map, added to the CMS page (the page's own one leaves the map out). */
async function addKontaktWithMap(page: Page) {
  await page.evaluate(() => {
    const el = document.createElement('gmina-kontakt');
    el.id = 'kontakt-z-mapa';
    document.querySelector('main')!.append(el);
  });
  const k = page.locator('#kontakt-z-mapa');
  await expect(k.locator('dl')).toBeVisible();
  return k;
}

/** The elements of the CMS demo page these journeys are about: the voter check and the sidebar beside it. */
const VOTER_PAGE = ['gmina-listy-wyborcze', 'gmina-kontakt', 'gmina-statusy-i-rejestry'];

/** The CMS demo page of this worker's server. */
async function openCms(page: Page, cms: string) {
  const external = await blockExternal(page);
  const res = await gotoCms(page, cms, VOTER_PAGE);
  await expect(field(wybory(page)).date).toBeVisible();
  return { external, res: res! };
}

test.describe('voter-list check on the CMS page', () => {
  test('the three elements show the demo data with no error on the page', async ({ page, cms }) => {
    const noErrors = watchErrors(page);
    await openCms(page, cms);
    const f = field(wybory(page));
    const options = await f.date.locator('option').allInnerTexts();
    expect(options[0]).toBe('– wybierz datę –');
    expect(options.slice(1)).toHaveLength(3);
    for (const o of options.slice(1)) expect(o).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(f.date).toHaveValue('');
    await expect(kontakt(page).getByRole('heading', { name: 'Urząd Gminy Zielona Dolina' })).toBeVisible();
    await expect(rows(statusy(page))).toHaveCount(5);
    noErrors();
  });

  test('the PESEL field keeps digits only, at most 11, with a numeric keyboard', async ({ page, cms }) => {
    await openCms(page, cms);
    const f = field(wybory(page));
    await expect(f.pesel).toHaveAttribute('inputmode', 'numeric');
    await f.pesel.pressSequentially('44a05b1-4 01359');
    await expect(f.pesel).toHaveValue('44051401359');
    await f.pesel.pressSequentially('77');
    await expect(f.pesel).toHaveValue('44051401359');
    await f.pesel.fill('');
    await f.pesel.evaluate((el: HTMLInputElement) => {
      el.value = 'PESEL: 0221 1307 589';
      el.dispatchEvent(new InputEvent('input', { bubbles: true }));
    });
    await expect(f.pesel).toHaveValue('02211307589');
  });

  test('with no date chosen "Sprawdź" does nothing', async ({ page, cms }) => {
    await openCms(page, cms);
    const f = field(wybory(page));
    let calls = 0;
    page.on('request', (r) => r.url().includes('dajObwodWyborcy') && calls++);
    await f.pesel.fill('44051401358');
    await f.check.click();
    await page.waitForTimeout(300);
    expect(calls).toBe(0);
    await expect(f.error).toHaveCount(0);
    await expect(f.card).toHaveCount(0);
  });

  for (const [why, pesel] of [
    ['wrong check digit', '44051401358'],
    ['no such birth date', '02381307589'],
    ['empty', ''],
  ] as const) {
    test(`${why}: 'błędny numer PESEL' at the field and the typed value stays`, async ({ page, cms }) => {
      await openCms(page, cms);
      const f = field(wybory(page));
      await f.date.selectOption({ index: 1 });
      await f.pesel.fill(pesel);
      await f.check.click();
      await expect(f.error).toHaveText('błędny numer PESEL');
      await expect(f.pesel).toHaveAttribute('aria-invalid', 'true');
      await expect(f.pesel).toHaveValue(pesel);
      await expect(f.pesel).toBeFocused();
    });
  }

  test('a demo voter gets the result card; changing the PESEL or the date hides it', async ({
    page,
    cms,
  }) => {
    await openCms(page, cms);
    const f = field(wybory(page));
    await f.date.selectOption({ index: 1 });
    await f.pesel.fill('44051401359');
    await f.check.click();
    await expect(f.card).toContainText('44051401359');
    await expect(f.card).toContainText('Szkoła Podstawowa nr 1 im. Marii Konopnickiej, ul. Szkolna 5');
    await expect(f.card.locator('dt')).toHaveText([
      'Numer PESEL',
      'Obwód głosowania nr',
      'Okręg wyborczy nr',
      'Numer w spisie wyborców',
      'Adres lokalu wyborczego',
    ]);
    await f.pesel.press('End');
    await f.pesel.press('Backspace');
    await expect(f.pesel).toHaveValue('4405140135');
    await expect(f.card).toHaveCount(0);
    await f.pesel.press('9');
    await f.check.click();
    await expect(f.card).toBeVisible();
    await f.date.selectOption({ index: 2 });
    await expect(f.card).toHaveCount(0);
    await f.check.click();
    await expect(f.card).toBeVisible();
  });

  test('a valid PESEL that is not on the register says so', async ({ page, cms }) => {
    await openCms(page, cms);
    const f = field(wybory(page));
    await f.date.selectOption({ index: 1 });
    await f.pesel.fill('02122401358');
    await f.check.click();
    await expect(wybory(page).locator('.g-notice')).toHaveText(
      'Osoby o podanym numerze PESEL nie ma w spisie wyborców dla wybranych wyborów.',
    );
    await expect(f.card).toHaveCount(0);
  });

  test("the PDF is a real document with that voter's data only", async ({ page, cms }) => {
    await openCms(page, cms);
    const f = field(wybory(page));
    await f.date.selectOption({ index: 1 });
    const day = await f.date.inputValue();
    await f.pesel.fill('02211307589');
    await f.check.click();
    await expect(f.card).toBeVisible();
    const nr = await f.card.locator('dd').nth(3).innerText();
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      f.card.getByRole('button', { name: 'Pobierz PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`spis-wyborcow-${day}.pdf`);
    const bytes = await readFile(await pdf.path());
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    const { text } = await pdfText(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    expect(text).toContain('Informacja o ujęciu w spisie wyborców');
    expect(text).toContain(day.split('-').reverse().join('.'));
    expect(text).toContain('Szkoła Podstawowa nr 2 im. Jana Pawła II');
    expect(text).toContain(nr);
    expect(text.match(/\d{11}/g)).toEqual(['02211307589']);
  });

  test('leaving a partly filled form asks the browser to confirm', async ({ page, cms }) => {
    await openCms(page, cms);
    const f = field(wybory(page));
    await f.pesel.pressSequentially('4405');
    await expect(f.pesel).toHaveValue('4405');
    const dialog = page.waitForEvent('dialog');
    void page.close({ runBeforeUnload: true });
    const d = await dialog;
    expect(d.type()).toBe('beforeunload');
    await d.dismiss();
    // the page stayed; closing it without the question lets the test's context close at once
    await page.close();
  });
});

test.describe('contact and statuses/registers on the CMS page', () => {
  test('contact in the sidebar: links and extra entries, no map, nothing fetched from elsewhere', async ({
    page,
    cms,
  }) => {
    const { external } = await openCms(page, cms);
    const k = kontakt(page);
    await expect(k.getByRole('link', { name: '+48 89 123 45 67' })).toHaveAttribute(
      'href',
      'tel:+48891234567',
    );
    await expect(k.getByRole('link', { name: 'sekretariat@zielonadolina.example.pl' })).toHaveAttribute(
      'href',
      'mailto:sekretariat@zielonadolina.example.pl',
    );
    await expect(k.getByRole('link', { name: 'zielonadolina.example.pl', exact: true })).toHaveAttribute(
      'href',
      'https://zielonadolina.example.pl',
    );
    await expect(k.locator('li')).toHaveCount(3);
    await expect(k.locator('iframe')).toHaveCount(0);
    await page.screenshot({ path: 'reports/screenshots/cms-wybory-1280.png', fullPage: true });
    expect(external).toEqual([]);
  });

  test('the map: a titled lazy frame, allowed by the CSP from the configured origin only', async ({
    page,
    cms,
  }) => {
    const { external, res } = await openCms(page, cms);
    const csp = res.headers()['content-security-policy']!;
    expect(csp).toContain(`frame-src ${MAP_ORIGIN};`);
    const k = await addKontaktWithMap(page);
    const map = k.locator('iframe');
    await expect(map).toHaveAttribute('title', 'Mapa dojazdu do urzędu');
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('src', /^https:\/\/maps\.example\.pl\//);
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => external.filter((u) => u.startsWith(MAP_ORIGIN + '/')).length).toBeGreaterThan(0);
    expect(external.every((u) => u.startsWith(MAP_ORIGIN + '/'))).toBe(true);
  });

  test('statuses: sort by date both ways, page, CSV; registers: choose one', async ({ page, cms }) => {
    await openCms(page, cms);
    const s = statusy(page);
    await expect(rows(s)).toHaveCount(5);
    const header = s.getByRole('columnheader', { name: /Data złożenia/ });
    const dates = async () =>
      (await s.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((d) =>
        d.split('.').reverse().join(''),
      );
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const asc = await dates();
    expect(asc).toEqual([...asc].sort());
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const desc = await dates();
    expect(desc).toEqual([...desc].sort().reverse());
    const range = s.locator('.g-pager [aria-live]');
    await expect(range).toHaveText(/^1–5 z \d+$/);
    await s.getByRole('button', { name: 'Następna strona' }).click();
    await expect(range).toHaveText(/^6–10 z \d+$/);
    const total = Number((await range.innerText()).split(' z ')[1]);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      s.getByRole('button', { name: 'Pobierz CSV' }).click(),
    ]);
    const lines = (await readFile(await csv.path(), 'utf8'))
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Znak sprawy;Przedmiot sprawy;Data złożenia;Status;Komórka prowadząca');
    expect(lines).toHaveLength(total + 1);

    await s.getByRole('combobox', { name: 'Co chcesz zobaczyć' }).selectOption('rejestry');
    await expect(s.locator('caption')).toHaveText('Rejestr zezwoleń na sprzedaż napojów alkoholowych');
    await s.getByRole('combobox', { name: 'Rejestr' }).selectOption({ label: 'Rejestr instytucji kultury' });
    await expect(s.locator('caption')).toHaveText('Rejestr instytucji kultury');
    await expect(rows(s)).toHaveCount(3);
  });

  test('an unknown organisation shows the empty state', async ({ page, cms }) => {
    await openCms(page, cms);
    await statusy(page).evaluate((el) => el.setAttribute('organizacja', '999'));
    await expect(statusy(page).locator('.g-empty')).toHaveText('Brak spraw do wyświetlenia');
  });
});

test.describe('fault injection', () => {
  test('dates: 500 → snackbar and retry; malformed body and offline → the same reaction', async ({
    page,
    cms,
  }) => {
    const noErrors = watchErrors(page, [/Failed to load resource/]);
    await blockExternal(page);
    let mode: '500' | 'zly' | 'offline' | 'ok' = '500';
    await page.route('**/api/el/dajAktualneDatyWyborow**', (route) =>
      mode === '500'
        ? route.fulfill({ status: 500, json: { kod: 500, opis: 'Błąd' } })
        : mode === 'zly'
          ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"datyWyborow": [' })
          : mode === 'offline'
            ? route.abort('internetdisconnected')
            : route.continue(),
    );
    await gotoCms(page, cms, VOTER_PAGE);
    const w = wybory(page);
    await expect(snackbar(page)).toContainText('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    await expect(w.getByRole('alert')).toContainText('Usługa chwilowo niedostępna');
    for (const m of ['zly', 'offline'] as const) {
      mode = m;
      await w.getByRole('button', { name: 'Spróbuj ponownie' }).click();
      await expect(w.getByRole('alert')).toContainText('Usługa chwilowo niedostępna');
    }
    mode = 'ok';
    await w.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect(field(w).date).toBeVisible();
    noErrors();
  });

  test('a failed check keeps what was typed and shows the snackbar', async ({ page, cms }) => {
    const noErrors = watchErrors(page, [/Failed to load resource/]);
    await openCms(page, cms);
    await page.route('**/api/el/dajObwodWyborcy?**', (route) => route.abort('internetdisconnected'));
    const f = field(wybory(page));
    await f.date.selectOption({ index: 1 });
    await f.pesel.fill('44051401359');
    await f.check.click();
    await expect(snackbar(page)).toContainText('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    await expect(f.pesel).toHaveValue('44051401359');
    await expect(f.date).not.toHaveValue('');
    await page.unroute('**/api/el/dajObwodWyborcy?**');
    await page.route('**/api/el/dajObwodWyborcy?**', (route) =>
      route.fulfill({ json: { pesel: '44051401359', obwod: 'jeden' } }),
    );
    await f.check.click();
    await expect(wybory(page).locator('.g-error')).toHaveText(
      'Usługa chwilowo niedostępna. Spróbuj ponownie później',
    );
    await expect(f.card).toHaveCount(0);
    noErrors();
  });

  test('503 on the check shows the technical-break notice', async ({ page, cms }) => {
    await openCms(page, cms);
    await page.route('**/api/el/dajObwodWyborcy?**', (route) =>
      route.fulfill({ status: 503, json: { kod: 503, opis: 'Przepraszamy - trwa przerwa techniczna' } }),
    );
    const f = field(wybory(page));
    await f.date.selectOption({ index: 1 });
    await f.pesel.fill('44051401359');
    await f.check.click();
    await expect(wybory(page)).toContainText('Przepraszamy - trwa przerwa techniczna');
  });

  test('contact and statuses: 500 → inline retry, nothing blank', async ({ page, cms }) => {
    const noErrors = watchErrors(page, [/Failed to load resource/]);
    await blockExternal(page);
    await page.route('**/api/pi/kontakt', (route) => route.fulfill({ status: 500, json: { kod: 500 } }));
    await page.route('**/api/pi/statusySpraw?**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '<html>' }),
    );
    await gotoCms(page, cms, VOTER_PAGE);
    await expect(kontakt(page).getByRole('alert')).toContainText('Usługa chwilowo niedostępna');
    await expect(statusy(page).getByRole('alert')).toContainText('Usługa chwilowo niedostępna');
    await page.unroute('**/api/pi/kontakt');
    await kontakt(page).getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect(kontakt(page).locator('dl')).toBeVisible();
    noErrors();
  });
});

test('the office puts service 4 alone into maintenance (admin switch, end to end)', async ({ page, cms }) => {
  const set = (uslugi: number[]) =>
    page.request.post('/api/admin/przerwa-techniczna-uslugi', {
      data: { uslugi },
      headers: { Authorization: 'Bearer demo-admin' },
    });
  expect((await set([4])).ok()).toBe(true);
  try {
    expect((await page.request.get('/api/el/dajAktualneDatyWyborow')).status()).toBe(503);
    expect((await page.request.get('/api/pi/statusySpraw?idOrganizacji=280')).status()).toBe(200);
    await blockExternal(page);
    await gotoCms(page, cms, VOTER_PAGE);
    await expect(wybory(page)).toContainText('Przepraszamy - trwa przerwa techniczna');
  } finally {
    expect((await set([])).ok()).toBe(true);
  }
  expect((await page.request.get('/api/el/dajAktualneDatyWyborow')).status()).toBe(200);
});

test('a 320 px wide screen shows no horizontal page scroll', async ({ page, cms }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await openCms(page, cms);
  const f = field(wybory(page));
  await f.date.selectOption({ index: 1 });
  await f.pesel.fill('44051401359');
  await f.check.click();
  await expect(f.card).toBeVisible();
  await expect(rows(statusy(page))).toHaveCount(5);
  await expect((await addKontaktWithMap(page)).locator('iframe')).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test.describe('voter-list check in the portal', () => {
  test('the route mounts the element; leaving a partly filled form asks first', async ({ page }) => {
    await page.goto('/uslugi/listy-wyborcze');
    await expect(page).toHaveTitle(/Sprawdzenie w spisie wyborców/);
    const f = field(wybory(page));
    await f.date.selectOption({ index: 1 });
    await f.pesel.fill('44051401359');
    await f.check.click();
    await expect(f.card).toContainText('Szkoła Podstawowa nr 1');
    await f.pesel.fill('4405140135');
    await page.getByRole('link', { name: 'Portal mieszkańca' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'Wprowadzone dane zostaną utracone. Czy na pewno chcesz opuścić stronę?',
    );
    await dialog.getByRole('button', { name: 'Nie' }).click();
    await expect(page).toHaveURL('/uslugi/listy-wyborcze');
    await expect(f.pesel).toHaveValue('4405140135');
    await page.getByRole('link', { name: 'Portal mieszkańca' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Tak' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a failed list of dates moves to the services list with the snackbar', async ({ page }) => {
    await page.route('**/api/el/dajAktualneDatyWyborow**', (route) =>
      route.fulfill({ status: 500, json: { kod: 500 } }),
    );
    await page.goto('/uslugi/listy-wyborcze');
    await expect(page).toHaveURL('/lista-uslug');
    await expect(snackbar(page)).toContainText('Usługa chwilowo niedostępna. Spróbuj ponownie później');
  });

  test('with no current elections the spec text is shown', async ({ page }) => {
    await page.route('**/api/el/dajAktualneDatyWyborow**', (route) =>
      route.fulfill({ json: { datyWyborow: [] } }),
    );
    await page.goto('/uslugi/listy-wyborcze');
    await expect(wybory(page).locator('.g-empty')).toHaveText('Aktualnie nie odbywają się żadne wybory');
  });
});

// — axe: the matrix of e2e/a11y.spec.ts (4 languages × 2 contrasts × 3 sizes), on these elements

const titles = {
  pl: 'Sprawdzenie w spisie wyborców',
  en: 'Check the electoral register',
  de: 'Prüfung im Wählerverzeichnis',
  uk: 'Перевірка в списку виборців',
};
const sizes = ['mala', 'duza', 'bardzo_duza'] as const;

async function scanMatrix(page: Page, selector: string, probe = 'gmina-listy-wyborcze .g-root') {
  const failures: string[] = [];
  for (const lang of Object.keys(titles) as (keyof typeof titles)[]) {
    await setStored(page, 'gmina:jezyk', lang === 'pl' ? null : lang);
    await expect(wybory(page).getByRole('heading', { level: 2 })).toHaveText(titles[lang]);
    for (const contrast of [false, true]) {
      await setStored(page, 'gmina:kontrast', contrast ? 'true' : null);
      await expect(page.locator(probe).first()).toHaveClass(contrast ? /g-hc/ : /^(?!.*g-hc)/);
      for (const size of sizes) {
        await setStored(page, 'gmina:rozmiarCzcionki', size === 'mala' ? null : size);
        await expect(page.locator(probe).first()).toHaveClass(new RegExp(`g-size-${size}`));
        for (const v of await axeViolations(page, selector))
          failures.push(
            `${lang} contrast=${contrast} size=${size}: ${v.id} – ${v.help}\n  ${v.targets.join('\n  ')}`,
          );
      }
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
}

test('CMS page: 0 axe violations on the three elements (result card and field error shown)', async ({
  page,
  cms,
}) => {
  test.setTimeout(240_000);
  await openCms(page, cms);
  const f = field(wybory(page));
  await f.date.selectOption({ index: 1 });
  await f.pesel.fill('44051401359');
  await f.check.click();
  await expect(f.card).toBeVisible();
  await expect(rows(statusy(page))).toHaveCount(5);
  await addKontaktWithMap(page);
  await scanMatrix(page, 'gmina-listy-wyborcze, gmina-kontakt, gmina-statusy-i-rejestry');
  await setStored(page, 'gmina:jezyk', null);
  await f.pesel.fill('44051401358');
  await f.check.click();
  await expect(f.error).toBeVisible();
  await statusy(page).getByRole('combobox', { name: 'Co chcesz zobaczyć' }).selectOption('rejestry');
  await expect(rows(statusy(page))).toHaveCount(5);
  await scanMatrix(page, 'gmina-listy-wyborcze, gmina-statusy-i-rejestry');
});

test('portal route: 0 axe violations in every combination', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/uslugi/listy-wyborcze');
  const f = field(wybory(page));
  await f.date.selectOption({ index: 1 });
  await f.pesel.fill('02122401358');
  await f.check.click();
  await expect(wybory(page).locator('.g-notice')).toBeVisible();
  await scanMatrix(page, 'gmina-portal');
});
