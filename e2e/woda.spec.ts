import { readFile } from 'node:fs/promises';
import { type Download, type Locator, type Page } from '@playwright/test';
import { pdfText } from '../tests/pdf-text.ts';
import { expect, gotoCms, rows, scanMatrix, signIn, snackbar, test, watchErrors } from './helpers.ts';

/**
 * Water and sewage (issue 17; spec 02 services 15, 16, 24, 25, 39, 40): one journey per service on the CMS
 * page or in the portal, and one axe matrix per screen.
 */
const JAN = { pesel: '85010112352' };
const faktury = (page: Page) => page.locator('gmina-faktury-woda');

async function downloaded(page: Page, button: Locator): Promise<{ d: Download; text: string }> {
  const [d] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile(await d.path());
  return {
    d,
    text: (await pdfText(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))).text,
  };
}

/** No horizontal scroll of the page at 320 px. */
async function fitsNarrow(page: Page) {
  await page.setViewportSize({ width: 320, height: 800 });
  // the tables switch to cards in the frame after the resize: wait for the page to settle
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

test.describe('water invoices (16) on the CMS page', () => {
  test('multi-year list of the signed-in person with the total, a per-invoice PDF and the list PDF', async ({
    page,
    cms,
  }) => {
    const noErrors = watchErrors(page);
    await gotoCms(page, cms, ['gmina-faktury-woda']);
    await signIn(page, 'jan.kowalski', JAN);
    await page.reload();
    const x = faktury(page);
    const year = new Date().getFullYear();
    await expect(x.getByRole('combobox', { name: 'Punkt odbioru' })).toHaveValue('101');
    await expect(x.locator('.g-umowa')).toHaveText(/^Umowa nr UW\/\d{4}\/\d{4} z dnia \d{2}\.\d{2}\.\d{4}$/);
    await expect(rows(x).first()).toContainText(`FW/${year}/`);
    const jedenRok = await rows(x).count();
    // a second year, chosen with the keyboard in the multi-select
    await x.getByRole('button', { name: /Lata/ }).click();
    const request = page.waitForRequest((r) => r.url().includes(`lataFaktur=${year - 1},${year}`));
    await x.getByRole('checkbox', { name: String(year - 1) }).check();
    await request;
    await page.keyboard.press('Escape');
    await expect(x.locator('.g-pager [aria-live], caption').first()).toBeVisible();
    await expect(x.locator('caption')).toHaveText(`Faktury za wodę i ścieki – ${year - 1}, ${year}`);
    await expect(x.locator('tfoot')).toContainText(/Razem\s*[\d\s\u00a0]+,\d{2}/);
    expect(await x.locator('.g-pager [aria-live]').textContent()).toMatch(new RegExp(`z ${jedenRok + 6}$`));
    // the newest invoice's own PDF: a real document of that invoice
    const numer = (await rows(x).first().locator('td, th').first().textContent())!.trim();
    const jeden = await downloaded(page, x.getByRole('button', { name: `Pobierz PDF: faktura ${numer}` }));
    expect(jeden.text).toContain(`Faktura VAT nr ${numer}`);
    expect(jeden.text).toContain('Jan Kowalski');
    const lista = await downloaded(page, x.getByRole('button', { name: 'Pobierz PDF', exact: true }));
    expect(lista.d.suggestedFilename()).toBe('faktury-woda-101.pdf');
    expect(lista.text).toContain(numer);
    await x.screenshot({ path: 'reports/screenshots/woda-faktury-1280.png' });
    await fitsNarrow(page);
    await x.screenshot({ path: 'reports/screenshots/woda-faktury-320.png' });
    noErrors();
  });
});

test('water invoices: 0 axe violations in 4 languages × 2 contrasts × 3 sizes', async ({ page, cms }) => {
  test.setTimeout(180_000);
  await gotoCms(page, cms, ['gmina-faktury-woda']);
  await signIn(page, 'jan.kowalski', JAN);
  await page.reload();
  await expect(rows(faktury(page)).first()).toBeVisible();
  const titles = {
    pl: 'Faktury za wodę',
    en: 'Water invoices',
    de: 'Wasserrechnungen',
    uk: 'Рахунки за воду',
  };
  await scanMatrix(page, 'gmina-faktury-woda', (lang) =>
    expect(faktury(page).getByRole('heading', { level: 2 })).toHaveText(titles[lang]),
  );
});

test('meter readings in the portal: 0 axe violations in every combination, and it fits 320 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signIn(page, 'jan.kowalski', JAN);
  await page.goto('/uslugi/odczyt-licznikow');
  const x = page.locator('gmina-odczyt-licznikow');
  await expect(rows(x).first()).toBeVisible();
  await expect(x.getByRole('img', { name: /^Wykres liniowy/ })).toBeVisible();
  const titles = {
    pl: 'Odczyty liczników',
    en: 'Meter readings',
    de: 'Zählerablesungen',
    uk: 'Показання лічильників',
  };
  // axe reaches the element through the portal's shadow root (a document query would not find it)
  await scanMatrix(page, 'gmina-portal', (lang) =>
    expect(x.getByRole('heading', { level: 2 })).toHaveText(titles[lang]),
  );
  await fitsNarrow(page);
});

test.describe('meter reading entry (25) on the CMS page', () => {
  test('keyboard only: a low reading is refused at its field, a good one is confirmed, saved and shown', async ({
    page,
    cms,
  }) => {
    const noErrors = watchErrors(page);
    await gotoCms(page, cms, ['gmina-stan-wodomierzy']);
    await signIn(page, 'jan.kowalski', JAN);
    await page.reload();
    const x = page.locator('gmina-stan-wodomierzy');
    const pole = x.getByRole('textbox', { name: 'Nowy stan wodomierza ZD-24-90417' });
    await expect(pole).toBeVisible();
    await expect(x.locator('.g-adnotacja')).toContainText('Stan licznika podaj w pełnych metrach');
    const wiersz = x.locator('tbody tr').first();
    const obecny = Number((await wiersz.locator('td.g-num').textContent())!.replace(/\D/g, ''));
    await pole.focus();
    await page.keyboard.type(String(obecny - 1));
    await page.keyboard.press('Enter');
    await expect(wiersz.locator('.g-error')).toHaveText(
      'Wartość nie może być mniejsza niż poprzednie zgłoszenie',
    );
    await expect(pole).toHaveValue(String(obecny - 1));
    await expect(pole).toBeFocused();
    // a letter typed is dropped; the reading is corrected in place
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`${obecny + 7}x`);
    await expect(pole).toHaveValue(String(obecny + 7));
    await page.keyboard.press('Enter');
    const dialog = x.getByRole('dialog', { name: 'Czy wysłać zgłoszenie stanu wodomierza?' });
    await expect(dialog).toContainText(`Wodomierz ZD-24-90417: nowy stan ${obecny + 7} m³.`);
    await expect(dialog).toContainText('Zużycie od poprzedniego odczytu: 7 m³.');
    await expect(dialog.getByRole('button', { name: 'Wyślij' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(pole).toHaveValue('');
    await expect(wiersz.locator('td.g-num')).toHaveText(String(obecny + 7));
    // the meter's earlier readings, opened with the keyboard, start with the new one
    await pole.focus();
    await page.keyboard.press('Tab');
    await expect(
      x.getByRole('button', { name: 'Pokaż poprzednie odczyty wodomierza ZD-24-90417' }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    const historia = x.locator('.g-historia tbody tr').first();
    await expect(historia).toContainText(String(obecny + 7));
    await expect(historia).toContainText('zgłoszenie w portalu');
    await x.screenshot({ path: 'reports/screenshots/woda-stan-1280.png' });
    await fitsNarrow(page);
    await x.screenshot({ path: 'reports/screenshots/woda-stan-320.png' });
    noErrors();

    // the readings service has it: first row of the table, last point of the chart
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await signIn(page, 'jan.kowalski', JAN);
    await page.goto('/uslugi/odczyt-licznikow');
    const odczyty = page.locator('gmina-odczyt-licznikow');
    await expect(rows(odczyty).first()).toContainText(String(obecny + 7));
    await expect(rows(odczyty).first().locator('td').last()).toHaveText('7');
    await expect(odczyty.getByRole('img', { name: /^Wykres liniowy/ })).toBeVisible();
  });
});

test('meter reading entry with its confirmation: 0 axe violations in every combination', async ({
  page,
  cms,
}) => {
  test.setTimeout(240_000);
  await gotoCms(page, cms, ['gmina-stan-wodomierzy']);
  await signIn(page, 'anna.nowak', { pesel: '78031545683' });
  await page.reload();
  const x = page.locator('gmina-stan-wodomierzy');
  await expect(x.locator('tbody tr').first()).toBeVisible();
  const titles = {
    pl: 'Stan wodomierzy',
    en: 'Water meter readings',
    de: 'Wasserzählerstände',
    uk: 'Показання водомірів',
  };
  const send = { pl: 'Wyślij', en: 'Send', de: 'Senden', uk: 'Надіслати' };
  const cancel = { pl: 'Anuluj', en: 'Cancel', de: 'Abbrechen', uk: 'Скасувати' };
  await scanMatrix(
    page,
    'gmina-stan-wodomierzy',
    async (lang) => {
      await expect(x.getByRole('heading', { level: 2 })).toHaveText(titles[lang]);
    },
    [
      // an invalid value with its message, then the confirmation with the rollover warning (allotment: 9 968 → 12)
      async (lang) => {
        const fields = x.locator('input.g-input-stan');
        await fields.first().fill('1');
        await x.getByRole('button', { name: send[lang], exact: true }).click();
        await expect(x.locator('[aria-invalid="true"]')).toHaveCount(1);
        await fields.first().fill('');
        await fields.last().fill('12');
        await x.getByRole('button', { name: send[lang], exact: true }).click();
        await expect(x.locator('dialog .g-ostrzezenie').first()).toBeVisible();
      },
      async (lang) => {
        await x.locator('dialog').getByRole('button', { name: cancel[lang] }).click();
        await x.locator('input.g-input-stan').last().fill('');
      },
    ],
  );
});

test.describe('water requests (24) in the portal', () => {
  test('an extra topic: phone checked while typing, e-mail, the counter, the leave warning, sent and listed', async ({
    page,
  }) => {
    const noErrors = watchErrors(page);
    await page.goto('/');
    await signIn(page, 'jan.kowalski', JAN);
    await page.goto('/uslugi/wyslij-zgloszenie');
    const x = page.locator('gmina-wyslij-zgloszenie');
    await expect(x.getByRole('table', { name: 'Wysłane zgłoszenia' })).toBeVisible();
    await x
      .getByRole('combobox', { name: 'Punkt odbioru' })
      .selectOption({ label: 'ul. Ogrodowa 7, 12-345 Zielona Dolina' });
    await x
      .getByRole('combobox', { name: 'Temat zgłoszenia' })
      .selectOption({ label: 'Wniosek o wymianę wodomierza' });
    const tel = x.getByRole('textbox', { name: 'Telefon kontaktowy' });
    await expect(tel).toHaveValue('601234567');
    await tel.fill('60123');
    await expect(x.getByText('Niepoprawny format numeru telefonu')).toBeVisible();
    await tel.fill('512345678');
    await expect(x.getByText('Niepoprawny format numeru telefonu')).toBeHidden();
    const tresc = x.getByRole('textbox', { name: 'Treść zgłoszenia' });
    await expect(tresc).toHaveAttribute(
      'placeholder',
      'Opisz szczegóły, zaproponuj termin lub podaj powód wymiany',
    );
    await tresc.fill('Proszę o wymianę wodomierza, termin: dowolny wtorek po 15:00.');
    await expect(x.locator('.g-count')).toHaveText('Pozostało 939 znaków');
    await tresc.press('End');
    await page.keyboard.type('x'.repeat(950));
    await expect(tresc).toHaveValue(/x{939}$/);
    await expect(x.locator('.g-count')).toHaveText('Pozostało 0 znaków');
    await tresc.fill('Proszę o wymianę wodomierza, termin: dowolny wtorek po 15:00.');
    // leaving with typed text asks first; "Nie" keeps everything
    await page.getByRole('link', { name: 'Portal mieszkańca' }).click();
    const pytanie = page.getByRole('dialog');
    await expect(pytanie).toContainText(
      'Wprowadzone dane zostaną utracone. Czy na pewno chcesz opuścić stronę?',
    );
    await pytanie.getByRole('button', { name: 'Nie' }).click();
    await expect(page).toHaveURL('/uslugi/wyslij-zgloszenie');
    await x.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await expect(x.getByText('E-mail nie może być pusty')).toBeVisible();
    await x.getByRole('textbox', { name: 'E-mail kontaktowy' }).fill('jan.kowalski@poczta.example.pl');
    await x.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await expect(snackbar(page)).toContainText('Zgłoszenie zostało wysłane');
    await expect(tresc).toHaveValue('');
    await expect(x.getByRole('combobox', { name: 'Temat zgłoszenia' })).toHaveValue('0');
    await expect(rows(x).first()).toContainText('Wniosek o wymianę wodomierza');
    await expect(rows(x).first()).toContainText(
      'Proszę o wymianę wodomierza, termin: dowolny wtorek po 15:00.',
    );
    const pdf = await downloaded(page, x.getByRole('button', { name: 'Pobierz PDF' }));
    expect(pdf.text).toContain('Wysłane zgłoszenia');
    expect(pdf.text.replace(/\s+/g, ' ')).toContain('dowolny wtorek po 15:00');
    // nothing typed now: leaving asks nothing
    await page.getByRole('link', { name: 'Portal mieszkańca' }).click();
    await expect(page).toHaveURL('/');
    noErrors();
  });

  test('a subject without meters gets the empty texts of the water services', async ({ page, cms }) => {
    await gotoCms(page, cms, ['gmina-stan-wodomierzy', 'gmina-faktury-woda']);
    await signIn(page, 'anna.nowak', { nip: '9512004566' });
    await page.reload();
    await expect(page.locator('gmina-stan-wodomierzy')).toContainText('Brak wodomierzy');
    await expect(faktury(page)).toContainText('Brak punktów odbioru wody');
    await page.goto('/');
    await signIn(page, 'anna.nowak', { nip: '9512004566' });
    await page.goto('/uslugi/wyslij-zgloszenie');
    await expect(page.locator('gmina-wyslij-zgloszenie')).toContainText('Brak wodomierzy');
  });
});

test('water requests with an extra topic and an error: 0 axe violations in every combination', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await signIn(page, 'jan.kowalski', JAN);
  await page.goto('/uslugi/wyslij-zgloszenie');
  const x = page.locator('gmina-wyslij-zgloszenie');
  await expect(rows(x).first()).toBeVisible();
  await x.locator('select').nth(1).selectOption('1');
  await x.locator('input[type=tel]').fill('123');
  const titles = {
    pl: 'Wyślij zgłoszenie',
    en: 'Send a request',
    de: 'Meldung senden',
    uk: 'Надіслати заявку',
  };
  await scanMatrix(page, 'gmina-portal', (lang) =>
    expect(x.getByRole('heading', { level: 2 })).toHaveText(titles[lang]),
  );
  await fitsNarrow(page);
});

test.describe('correspondence data (39) in the portal', () => {
  test('edit → changed → send after the confirmation → the fields show the original → history with the data sent', async ({
    page,
  }) => {
    const noErrors = watchErrors(page);
    await page.goto('/');
    await signIn(page, 'jan.kowalski', JAN);
    await page.goto('/panel-uzytkownika');
    await page.getByRole('button', { name: 'Dane korespondencyjne' }).click();
    await expect(page).toHaveURL('/uslugi/dane-korespondencyjne');
    const x = page.locator('gmina-dane-korespondencyjne');
    const lokal = x.getByRole('textbox', { name: 'Numer lokalu' });
    await expect(x.getByRole('textbox', { name: 'Imię', exact: true })).toHaveValue('Jan');
    await expect(x.locator('.g-zmienione')).toHaveText('');
    await lokal.fill('2A');
    await expect(x.locator('.g-zmienione')).toHaveText(/^Dane zostały zmienione/);
    await x.getByRole('textbox', { name: 'E-mail' }).fill('jan@');
    await x.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await expect(x.getByText('Błędny format e-mail')).toBeVisible();
    await x.getByRole('textbox', { name: 'E-mail' }).fill('jan.kowalski@poczta.example.pl');
    await x.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    const dialog = x.getByRole('dialog', { name: 'Czy wysłać zgłoszenie zmiany danych korespondencyjnych?' });
    await dialog.getByRole('button', { name: 'Wyślij' }).click();
    await expect(snackbar(page)).toContainText('Zgłoszenie zostało wysłane');
    await expect(lokal).toHaveValue('');
    await expect(x.locator('.g-zmienione')).toHaveText('');
    await x.getByRole('button', { name: 'Historia zgłoszeń' }).click();
    const pierwszy = rows(x).first();
    await expect(pierwszy).toContainText('Zmienione pola: numer lokalu');
    await pierwszy.getByRole('button', { name: /^Pokaż szczegóły/ }).click();
    await expect(x.locator('.g-kopia')).toContainText('2A');
    await x.screenshot({ path: 'reports/screenshots/woda-dane-historia-1280.png' });
    await x.getByRole('button', { name: 'Powrót do wysyłania zgłoszenia' }).click();
    await expect(lokal).toBeVisible();
    await x.screenshot({ path: 'reports/screenshots/woda-dane-1280.png' });
    await fitsNarrow(page);
    noErrors();
  });
});

test('correspondence data with its dialog and history: 0 axe violations in every combination', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await signIn(page, 'jan.kowalski', JAN);
  await page.goto('/uslugi/dane-korespondencyjne');
  const x = page.locator('gmina-dane-korespondencyjne');
  await expect(x.locator('input').first()).toHaveValue('Jan');
  const titles = {
    pl: 'Dane korespondencyjne',
    en: 'Correspondence data',
    de: 'Korrespondenzdaten',
    uk: 'Дані для листування',
  };
  const send = { pl: 'Wyślij zgłoszenie', en: 'Send report', de: 'Meldung senden', uk: 'Надіслати заявку' };
  const history = {
    pl: 'Historia zgłoszeń',
    en: 'Report history',
    de: 'Verlauf der Meldungen',
    uk: 'Історія заявок',
  };
  await scanMatrix(
    page,
    'gmina-portal',
    (lang) => expect(x.getByRole('heading', { level: 2 })).toHaveText(titles[lang]),
    [
      // changed, with a field error and the changed indicator
      async (lang) => {
        await x.locator('input').nth(2).fill('');
        await x.getByRole('button', { name: send[lang] }).click();
        await expect(x.locator('[aria-invalid="true"]')).toHaveCount(1);
      },
      // the confirmation dialog
      async (lang) => {
        await x.locator('input').nth(2).fill('Kowalska');
        await x.getByRole('button', { name: send[lang] }).click();
        await expect(x.getByRole('dialog')).toBeVisible();
      },
      // the history with one report's data open
      async (lang) => {
        await x.getByRole('dialog').locator('button').nth(1).click();
        await expect(x.getByRole('dialog')).toBeHidden();
        await x.locator('input').nth(2).fill('Kowalski');
        await x.getByRole('button', { name: history[lang] }).click();
        await x.locator('.g-detail-toggle').first().click();
        await expect(x.locator('.g-kopia')).toBeVisible();
      },
      async () => {
        await x.locator('.g-historia-danych .g-form-actions button').click();
        await expect(x.locator('input').first()).toBeVisible();
      },
    ],
  );
});

test.describe('meter replacement protocol (40) in the portal', () => {
  test('both file types of the replaced meter are real protocols, the photo variant with images', async ({
    page,
  }) => {
    const noErrors = watchErrors(page);
    await page.goto('/');
    await signIn(page, 'jan.kowalski', JAN);
    await page.goto('/uslugi/protokol-wymiany-wodomierza');
    const x = page.locator('gmina-protokol-wymiany-wodomierza');
    await expect(x.getByRole('combobox', { name: 'Rodzaj pliku' })).toHaveValue('pdf');
    await x.getByRole('combobox', { name: 'Wodomierz' }).selectOption('ZD-14-58213');
    const zwykly = await downloaded(page, x.getByRole('button', { name: 'Pobierz protokół' }));
    expect(zwykly.d.suggestedFilename()).toBe('protokol-wymiany-ZD-14-58213.pdf');
    expect(zwykly.text).toContain('Protokół wymiany wodomierza');
    expect(zwykly.text).toContain('ZD-24-90417');
    expect(zwykly.text).not.toContain('Zdjęcie 1.');
    await expect(x.locator('output')).toHaveText('Pobrano plik protokol-wymiany-ZD-14-58213.pdf');
    await x.getByRole('combobox', { name: 'Rodzaj pliku' }).selectOption('pdfZeZdjeciami');
    const [d] = await Promise.all([
      page.waitForEvent('download'),
      x.getByRole('button', { name: 'Pobierz protokół' }).click(),
    ]);
    const bytes = await readFile(await d.path());
    expect(bytes.includes('/Subtype /Image')).toBe(true);
    const text = (await pdfText(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)))
      .text;
    expect(text).toContain('Zdjęcie 1. Wodomierz zdjęty nr ZD-14-58213');
    await x.screenshot({ path: 'reports/screenshots/woda-protokol-1280.png' });
    await fitsNarrow(page);
    noErrors();
  });

  test('a meter never replaced: the no-file text; axe 0 violations in every combination', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await signIn(page, 'anna.nowak', { pesel: '78031545683' });
    await page.goto('/uslugi/protokol-wymiany-wodomierza');
    const x = page.locator('gmina-protokol-wymiany-wodomierza');
    await x.getByRole('combobox', { name: 'Punkt odbioru' }).selectOption({ index: 1 });
    await x.getByRole('button', { name: 'Pobierz protokół' }).click();
    await expect(x.locator('output')).toHaveText('Brak pliku dla wybranego wodomierza');
    const titles = {
      pl: 'Protokół wymiany wodomierza',
      en: 'Water meter replacement protocol',
      de: 'Protokoll des Wasserzählerwechsels',
      uk: 'Протокол заміни водоміра',
    };
    await scanMatrix(page, 'gmina-portal', (lang) =>
      expect(x.getByRole('heading', { level: 2 })).toHaveText(titles[lang]),
    );
  });
});
