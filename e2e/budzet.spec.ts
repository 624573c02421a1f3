import { readFile } from 'node:fs/promises';
import { pdfText } from '../tests/pdf-text.ts';
import { budget, expect, gotoCms, rows, setMaintenance, snackbar, test, watchErrors } from './helpers.ts';

test.describe('budget widgets on the CMS page (another origin)', () => {
  test('both widgets show the latest year of the demo gmina, with no error on the page', async ({
    page,
    cms,
  }) => {
    const noErrors = watchErrors(page);
    await page.goto(cms + '/');
    for (const rodzaj of ['dochody', 'wydatki'] as const) {
      const w = budget(page, rodzaj);
      await expect(rows(w)).toHaveCount(5);
      await expect(w.getByRole('combobox', { name: 'Rok budżetowy' })).toHaveValue('2026');
    }
    await expect(budget(page, 'dochody').locator('thead')).toContainText('Dochody wykonane');
    await expect(budget(page, 'wydatki').locator('thead')).toContainText('Zaangażowanie');
    await page.screenshot({ path: 'reports/screenshots/cms-1280.png', fullPage: true });
    await expect(budget(page, 'dochody').locator('tfoot')).toContainText(/^Razem\s*\d{1,3}(\s\d{3})+,\d{2}/);
    noErrors();
  });

  test('a rendered widget changes its light DOM once (data-ready), so sandboxed previews resize', async ({
    page,
    cms,
  }) => {
    // what WordPress's block-editor sandbox listens to: mutations of the page's own DOM, not the shadow tree
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { lightDomChanges: string[] }).lightDomChanges = seen;
      new MutationObserver((records) => {
        for (const r of records)
          if (r.type === 'attributes' && (r.target as Element).localName.startsWith('gmina-'))
            seen.push(`${(r.target as Element).localName} ${r.attributeName}`);
      }).observe(document, { subtree: true, attributes: true });
    });
    await gotoCms(page, cms, ['gmina-budzet']);
    await expect(rows(budget(page, 'dochody'))).toHaveCount(5);
    await expect(budget(page, 'dochody')).toHaveAttribute('data-ready', '');
    const changes = await page.evaluate(
      () => (window as unknown as { lightDomChanges: string[] }).lightDomChanges,
    );
    expect(changes).toContain('gmina-budzet data-ready');
  });

  test("the page's :focus ring and box model do not reach the widget's host", async ({ page, cms }) => {
    await gotoCms(page, cms, ['gmina-budzet']);
    const w = budget(page, 'dochody');
    await expect(rows(w)).toHaveCount(5);
    const year = w.getByRole('combobox', { name: 'Rok budżetowy' });
    await year.focus();
    // the host matches the page's `:focus` while its control has focus (the page's rule is still there)
    expect(await w.evaluate((el) => el.matches(':focus'))).toBe(true);
    const host = await w.evaluate((el) => {
      const c = getComputedStyle(el);
      return { outline: c.outlineStyle, shadow: c.boxShadow, sizing: c.boxSizing, border: c.borderTopStyle };
    });
    expect(host).toEqual({ outline: 'none', shadow: 'none', sizing: 'border-box', border: 'none' });
    // the page's own links still take its ring
    const link = page.locator('.skip-link, a').first();
    await link.focus();
    expect(await link.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('dashed');
  });

  test('changing the year reloads the table for that year', async ({ page, cms }) => {
    await gotoCms(page, cms, ['gmina-budzet']);
    const w = budget(page, 'dochody');
    await expect(rows(w)).toHaveCount(5);
    const before = await w.locator('tfoot').innerText();
    const request = page.waitForRequest((r) => r.url().includes('dajDochodyBudzetu?rok=2023'));
    await w.getByRole('combobox', { name: 'Rok budżetowy' }).selectOption('2023');
    await request;
    await expect(w.locator('caption')).toHaveText('Dochody budżetu – 2023');
    await expect(w.locator('tfoot')).not.toHaveText(before);
  });

  test('sorts by a column both ways and pages through the rows', async ({ page, cms }) => {
    await gotoCms(page, cms, ['gmina-budzet']);
    const w = budget(page, 'wydatki');
    await expect(rows(w)).toHaveCount(5);
    const plan = async () =>
      (await w.locator('tbody tr td:nth-child(4)').allInnerTexts()).map((t) =>
        Number(t.replace(/\s/g, '').replace(',', '.')),
      );
    const header = w.getByRole('columnheader', { name: /Plan po zmianach/ });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const asc = await plan();
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const desc = await plan();
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBeGreaterThanOrEqual(asc[4]!);

    const range = w.locator('.g-pager [aria-live]');
    await expect(range).toHaveText(/^1–5 z \d+$/);
    const firstPage = await w.locator('tbody tr th').allInnerTexts();
    await w.getByRole('button', { name: 'Następna strona' }).click();
    await expect(range).toHaveText(/^6–10 z \d+$/);
    expect(await w.locator('tbody tr th').allInnerTexts()).not.toEqual(firstPage);
    await w.getByRole('combobox', { name: 'Wierszy na stronie' }).selectOption('20');
    await expect(rows(w)).toHaveCount(20);
  });

  test('the PDF is a real document of the chosen year, the CSV holds the table', async ({ page, cms }) => {
    await gotoCms(page, cms, ['gmina-budzet']);
    const w = budget(page, 'dochody');
    await expect(rows(w)).toHaveCount(5);
    await w.getByRole('combobox', { name: 'Rok budżetowy' }).selectOption('2024');
    await expect(w.locator('caption')).toHaveText('Dochody budżetu – 2024');

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      w.getByRole('button', { name: 'Pobierz PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('budzet-dochody-2024.pdf');
    const bytes = await readFile(await pdf.path());
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    const { text } = await pdfText(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    expect(text).toContain('2024');
    expect(text).toContain('Dochody budżetu');
    const firstName = await w.locator('tbody tr:first-child td:nth-child(3)').innerText();
    expect(text.replace(/\s+/g, ' ')).toContain(firstName.replace(/\s+/g, ' ').slice(0, 20));

    const total = (await w.locator('.g-pager [aria-live]').innerText()).split(' z ')[1];
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      w.getByRole('button', { name: 'Pobierz CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^budzet-dochody-2024.*\.csv$/);
    const content = await readFile(await csv.path(), 'utf8');
    const lines = content
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Rozdział;Paragraf;Nazwa pozycji;Plan po zmianach;Należności;Dochody otrzymane;Dochody wykonane',
    );
    expect(lines).toHaveLength(Number(total) + 1);
    expect(lines[1]).toMatch(/^\d{5};\d{4};.+;\d+(,\d+)?;/);
  });

  test('a failing data call gives the spec snackbar and a retry, never a blank widget', async ({
    page,
    cms,
  }) => {
    const noErrors = watchErrors(page, [/Failed to load resource/]);
    let fail = true;
    await page.route('**/api/fk/gmina/dajDochodyBudzetu?**', (route) =>
      fail ? route.fulfill({ status: 500, json: { kod: 500, opis: 'Błąd serwera' } }) : route.continue(),
    );
    await gotoCms(page, cms, ['gmina-budzet']);
    await expect(snackbar(page)).toContainText('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    const w = budget(page, 'dochody');
    await expect(w.getByRole('alert')).toContainText('Usługa chwilowo niedostępna');
    await expect(rows(budget(page, 'wydatki'))).toHaveCount(5);
    fail = false;
    await w.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect(rows(w)).toHaveCount(5);
    noErrors();
  });

  test('malformed JSON and an offline API are handled like a failed call', async ({ page, cms }) => {
    const noErrors = watchErrors(page, [/Failed to load resource/]);
    await page.route('**/api/fk/gmina/dajWydatkiBudzetu?**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"listaWydatkow": [' }),
    );
    await page.route('**/api/fk/gmina/dajDochodyBudzetu?**', (route) => route.abort('internetdisconnected'));
    await gotoCms(page, cms, ['gmina-budzet']);
    await expect(budget(page, 'dochody').getByRole('alert')).toBeVisible();
    await expect(budget(page, 'wydatki').getByRole('alert')).toBeVisible();
    await page.screenshot({ path: 'reports/screenshots/cms-failed-calls.png', fullPage: true });
    noErrors();
  });

  test('an answer of an unexpected shape is handled like a failed call', async ({ page, cms }) => {
    const noErrors = watchErrors(page, [/Failed to load resource/]);
    await page.route('**/api/fk/gmina/dajDochodyBudzetu?**', (route) =>
      route.fulfill({ json: { listaDochodow: [{ rozdzial: 75601, nazwaPozycji: null }] } }),
    );
    await gotoCms(page, cms, ['gmina-budzet']);
    await expect(budget(page, 'dochody').getByRole('alert')).toContainText('Usługa chwilowo niedostępna');
    await expect(rows(budget(page, 'wydatki'))).toHaveCount(5);
    noErrors();
  });

  test('HTTP 503 with /status in the break stores the flag and shows the technical-break notice', async ({
    page,
    cms,
  }) => {
    await page.route('**/api/fk/gmina/dajLataBudzetowe**', (route) =>
      route.fulfill({ status: 503, json: { kod: 503, opis: 'Przepraszamy - trwa przerwa techniczna' } }),
    );
    // the break lasts until the retry is pressed: another widget of the page still loading asks /status too,
    // and a real answer would end the (shared) break before the retry could be tried
    let trwa = true;
    await page.route('**/api/status*', (route) => route.fulfill({ json: { czyPrzerwaTechniczna: trwa } }));
    await gotoCms(page, cms, ['gmina-budzet']);
    const w = budget(page, 'dochody');
    await expect(w.getByRole('heading', { name: 'Przepraszamy - trwa przerwa techniczna' })).toBeVisible();
    await expect(w).toContainText('Aktualnie prowadzone są prace techniczne');
    expect(await page.evaluate(() => localStorage.getItem('gmina:przerwaTechniczna'))).toBe('true');
    await page.unroute('**/api/fk/gmina/dajLataBudzetowe**');
    const ponow = w.getByRole('button', { name: 'Spróbuj ponownie' });
    await expect(ponow).toBeEnabled();
    trwa = false;
    await ponow.click();
    await expect(rows(w)).toHaveCount(5);
    expect(await page.evaluate(() => localStorage.getItem('gmina:przerwaTechniczna'))).toBeNull();
  });

  test('one service in maintenance (admin switch) breaks only its own widget, and nothing outlives it', async ({
    page,
    cms,
  }) => {
    const serviceBreak = (uslugi: number[]) =>
      page.request.post('/api/admin/przerwa-techniczna-uslugi', {
        data: { uslugi },
        headers: { Authorization: 'Bearer demo-admin' },
      });
    const wybory = page.locator('gmina-listy-wyborcze');
    expect((await serviceBreak([4])).ok()).toBe(true);
    try {
      await gotoCms(page, cms, ['gmina-budzet', 'gmina-listy-wyborcze']);
      await expect(
        wybory.getByRole('heading', { name: 'Przepraszamy - trwa przerwa techniczna' }),
      ).toBeVisible();
      await expect(wybory).toContainText('Aktualnie prowadzone są prace techniczne');
      for (const rodzaj of ['dochody', 'wydatki'] as const) {
        await expect(rows(budget(page, rodzaj))).toHaveCount(5);
        await expect(budget(page, rodzaj)).not.toContainText('Przepraszamy - trwa przerwa techniczna');
      }
      expect(await page.evaluate(() => localStorage.getItem('gmina:przerwaTechniczna'))).toBeNull();
    } finally {
      expect((await serviceBreak([])).ok()).toBe(true);
    }
    // a flag stored by a site-wide break that has ended meanwhile: re-checked with /status on load
    await page.evaluate(() => localStorage.setItem('gmina:przerwaTechniczna', 'true'));
    await page.reload();
    await expect(wybory.locator('select')).toBeVisible();
    await expect(wybory).not.toContainText('Przepraszamy - trwa przerwa techniczna');
    await expect(rows(budget(page, 'dochody'))).toHaveCount(5);
    expect(await page.evaluate(() => localStorage.getItem('gmina:przerwaTechniczna'))).toBeNull();
  });

  test('the office switches the site into maintenance and back (admin switch, end to end)', async ({
    page,
    cms,
  }) => {
    await setMaintenance(page, true);
    try {
      await gotoCms(page, cms, ['gmina-budzet']);
      await expect(budget(page, 'wydatki')).toContainText('Przepraszamy - trwa przerwa techniczna');
      await page.getByRole('button', { name: 'Spróbuj ponownie' }).first().click();
      await expect(budget(page, 'wydatki')).toContainText('Przepraszamy - trwa przerwa techniczna');
    } finally {
      await setMaintenance(page, false);
    }
    await page.getByRole('button', { name: 'Spróbuj ponownie' }).first().click();
    await expect(rows(budget(page, 'wydatki'))).toHaveCount(5);
  });
});

test('a 320 px wide screen shows no horizontal page scroll (the table is one card per row)', async ({
  page,
  cms,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(cms + '/');
  await expect(rows(budget(page, 'wydatki'))).toHaveCount(5);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // issue 12 item 7: a phone shows cards, nothing to scroll sideways inside the table either
  const region = budget(page, 'wydatki').locator('.g-table-wrap');
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
  // a row is a card (a grid of name–value pairs), not a table row
  expect(
    await rows(budget(page, 'wydatki'))
      .first()
      .evaluate((tr) => getComputedStyle(tr).display),
  ).toBe('grid');
});

test.describe('budget in the portal', () => {
  test('the routes mount the widgets; a failed call moves to the services list', async ({ page }) => {
    await page.goto('/uslugi/budzet-wydatki');
    await expect(rows(budget(page, 'wydatki'))).toHaveCount(5);
    await expect(page).toHaveTitle(/Wydatki budżetu/);
    await page.goto('/uslugi/budzet-dochody');
    await expect(rows(budget(page, 'dochody'))).toHaveCount(5);

    await page.route('**/api/fk/gmina/dajDochodyBudzetu?**', (route) =>
      route.fulfill({ status: 500, json: { kod: 500 } }),
    );
    await page.reload();
    await expect(page).toHaveURL('/lista-uslug');
    await expect(snackbar(page)).toContainText('Usługa chwilowo niedostępna. Spróbuj ponownie później');
  });

  test('HTTP 503 sends the portal to the break page; retry after the break returns to the root', async ({
    page,
  }) => {
    await page.route('**/api/fk/gmina/dajLataBudzetowe**', (route) =>
      route.fulfill({ status: 503, json: { kod: 503 } }),
    );
    let inBreak = true;
    await page.route('**/api/status*', (route) => route.fulfill({ json: { czyPrzerwaTechniczna: inBreak } }));
    await page.goto('/uslugi/budzet-dochody');
    await expect(page).toHaveURL('/przerwa-techniczna');
    await expect(page.getByRole('heading', { name: 'Przepraszamy - trwa przerwa techniczna' })).toBeVisible();
    inBreak = false;
    await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a stored break flag whose break has ended is cleared on load, not shown', async ({ page }) => {
    await page.goto('/lista-uslug');
    await page.evaluate(() => localStorage.setItem('gmina:przerwaTechniczna', 'true'));
    await page.goto('/uslugi/budzet-dochody');
    // the re-check clears the flag; the page stays where it was asked for, or (if the break page had already been
    // shown for the stored flag) goes to the root as the break page's retry does — never stays on the break page
    await expect.poll(() => page.evaluate(() => localStorage.getItem('gmina:przerwaTechniczna'))).toBeNull();
    await expect(page).not.toHaveURL(/\/przerwa-techniczna$/);
    await expect(page.getByRole('heading', { name: 'Przepraszamy - trwa przerwa techniczna' })).toHaveCount(
      0,
    );
    await page.goto('/uslugi/budzet-dochody');
    await expect(rows(budget(page, 'dochody'))).toHaveCount(5);
  });

  test('unknown routes get a not-found page', async ({ page }) => {
    await page.goto('/nie-ma-takiej-strony');
    await expect(page.getByRole('heading', { name: 'Nie znaleziono strony' })).toBeVisible();
  });
});
