/**
 * Online payments (issue 13) in a real browser against the worker's contract server and its simulated providers:
 * keyboard only from a dues card through the provider choice, Przelewy24's page and back to the result page,
 * the payment history and, once posted, the card; a cancel, one provider, none; the round trip of the element on
 * the CMS page through KIR; axe on the dialog and the results. Journeys pay anna.nowak's instalments
 * (jan.kowalski's cards and history are other journeys' fixtures).
 */
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  gotoCms,
  pageAxeViolations,
  scanMatrix,
  setStored,
  signIn,
  test,
  watchErrors,
} from './helpers.ts';

const ANNA = { pesel: '78031545683' };
const ADMIN = { Authorization: 'Bearer demo-admin' };
const ROK = new Date().getFullYear();
const dues = (page: Page) => page.locator('gmina-naleznosci');
const instalments = (scope: Locator) => scope.locator('.g-raty-tabela tbody tr');
const checkboxes = (scope: Locator) => scope.locator('.g-raty-tabela input[type=checkbox]');

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
    return (label?.textContent ?? el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  });

async function tabTo(page: Page, text: string | RegExp) {
  for (let i = 0; i < 120; i++) {
    const f = await focused(page);
    if (typeof text === 'string' ? f === text : text.test(f)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${String(text)}"`);
}

async function ustawienia(page: Page, zmiany: Record<string, boolean>) {
  const res = await page.request.post('/api/admin/ustawienia', { headers: ADMIN, data: zmiany });
  expect(res.ok()).toBe(true);
}

/** 320 px in the default settings (the matrix leaves the last language, contrast and size): no sideways scroll. */
async function narrow(page: Page) {
  for (const k of ['gmina:jezyk', 'gmina:kontrast', 'gmina:rozmiarCzcionki']) await setStored(page, k, null);
  await page.setViewportSize({ width: 320, height: 700 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

/** The transfer the page kept before leaving for the provider. */
const zapisany = async (page: Page) =>
  (
    JSON.parse((await page.evaluate(() => sessionStorage.getItem('gmina:platnosc'))) ?? 'null') as {
      idPrzelewu: string;
    } | null
  )?.idPrzelewu;

test.describe('online payments', () => {
  test('keyboard only: card → instalment → Pay → provider choice with commissions → Przelewy24 → accepted → history → posted', async ({
    page,
  }) => {
    const check = watchErrors(page, [/status of 40\d/]);
    await page.goto('/');
    await signIn(page, 'anna.nowak', ANNA);
    await page.goto('/lista-naleznosci');
    const el = dues(page);
    await expect(el.locator('tbody tr').first()).toBeVisible();
    await el.getByRole('button', { name: `Szczegóły karty OD/${ROK}/000544` }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/naleznosci-oplaty-za-usuwanie-odpadow\?karta=\d+/);
    const karta = page.url();
    await expect(instalments(el).first()).toBeVisible();
    const pay = el.getByRole('button', { name: 'Zapłać' });
    await expect(pay).toBeDisabled();
    await tabTo(page, /^Wybierz ratę z terminem /);
    const termin = (await focused(page)).replace('Wybierz ratę z terminem ', '');
    await page.keyboard.press('Space');
    await expect(pay).toBeEnabled();
    await tabTo(page, 'Zapłać');
    await page.keyboard.press('Enter');

    // two providers: the choice, each with its commission (demo: KIR 0,30 zł, P24 1,2%)
    const dialog = el.getByRole('dialog', { name: 'Wybierz sposób płatności' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Przelew bankowy (KIR)');
    await expect(dialog).toContainText('Prowizja: 0,30 zł');
    await expect(dialog).toContainText('Prowizja: 1,2% (');
    // the commission in złoty and the total to pay with it (issue 26 item 7)
    await expect(dialog).toContainText(/Razem do zapłaty: [\d\s\u00a0]+,\d{2}\u00a0zł/);
    await expect(dialog.getByRole('radio', { name: /Przelew bankowy \(KIR\)/ })).toBeChecked();
    await dialog.getByRole('radio', { name: /Przelew bankowy \(KIR\)/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: /Przelewy24/ })).toBeChecked();
    await tabTo(page, 'Przejdź do płatności');
    await page.keyboard.press('Enter');

    // Przelewy24's page (simulated on the contract server), with the keyboard too
    await expect(page).toHaveURL(/\/symulatory\/p24\/trnRequest\/[0-9A-F]+$/);
    await expect(page.getByRole('heading', { name: 'Przelewy24' })).toBeVisible();
    await expect(page.locator('main')).toContainText(`OD/${ROK}/000544`);
    expect(await pageAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Zapłać' }).focus();
    await page.keyboard.press('Enter');

    // back in the portal: the result page says what the server knows
    await expect(page).toHaveURL('/platnosc-informacja?czySukces=true');
    const wynik = page.locator('gmina-portal');
    await expect(wynik.getByRole('status')).toContainText('Płatność zaakceptowana.');
    await expect(wynik).toContainText(`Gospodarowanie odpadami komunalnymi OD/${ROK}/000544`);
    const id = await zapisany(page);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    // the outcome is the heading; the transfer's reference is given
    await expect(wynik.getByRole('heading', { level: 2, name: 'Płatność zaakceptowana.' })).toBeVisible();
    await expect(wynik).toContainText(`Numer referencyjny przelewu${id!}`);
    await wynik.getByRole('link', { name: 'Historia płatności internetowych' }).focus();
    await page.keyboard.press('Enter');

    // the history shows it, accepted and waiting for posting, with its details
    await expect(page).toHaveURL('/uslugi/historia-platnosci-internetowych');
    const h = page.locator('gmina-historia-platnosci');
    const wiersz = h.locator('tbody tr', { hasText: `OD/${ROK}/000544` }).first();
    await expect(wiersz).toContainText('Przelewy24 – zaakceptowana, czeka na zaksięgowanie');
    await wiersz.getByRole('button', { name: /^Pokaż szczegóły/ }).focus();
    await page.keyboard.press('Enter');
    await expect(h.locator('.g-detail-row')).toContainText(id!);

    // the office posts it: the instalment is paid and a booked payment of the card
    const res = await page.request.post('/api/admin/platnosci/zaksieguj', {
      headers: ADMIN,
      data: { idPrzelewu: [id] },
    });
    expect(await res.json()).toEqual({ zaksiegowane: [id] });
    await page.goto(karta);
    await el.getByRole('combobox', { name: 'Raty', exact: true }).selectOption('WSZYSTKIE');
    const rata = instalments(el).filter({ hasText: termin });
    await expect(rata).toContainText('zapłacona');
    await expect(rata.locator('input[type=checkbox]')).toHaveCount(0);
    await expect(el.getByRole('region', { name: 'Zaksięgowane wpłaty' })).toContainText(
      'Płatność internetowa Przelewy24',
    );
    check();
  });

  test('none → the message; one → straight to the provider; cancel → failure page; "Anuluj zlecenie" on the card frees it', async ({
    page,
  }) => {
    const check = watchErrors(page, [/status of 40\d/]);
    await page.goto('/');
    await signIn(page, 'anna.nowak', ANNA);
    try {
      await ustawienia(page, { czyKir: false, czyP24: false });
      await page.goto('/lista-naleznosci');
      const el = dues(page);
      await el.getByRole('button', { name: `Szczegóły karty PS/${ROK}/000087` }).click();
      await expect(page).toHaveURL(/karta=\d+/);
      const karta = page.url();
      await checkboxes(el).first().check();
      const pay = el.getByRole('button', { name: 'Zapłać' });
      await expect(pay).toBeDisabled();
      await expect(el).toContainText('Brak dostępnych opcji płatności.');

      // one provider: no choice, the browser goes to it
      await ustawienia(page, { czyP24: true });
      await page.reload();
      await checkboxes(el).first().check();
      await expect(el).not.toContainText('Brak dostępnych opcji płatności.');
      await el.getByRole('button', { name: 'Zapłać' }).click();
      await expect(page).toHaveURL(/\/symulatory\/p24\/trnRequest\//);
      const id = await page.evaluate(
        () => (JSON.parse(sessionStorage.getItem('gmina:platnosc')!) as { idPrzelewu: string }).idPrzelewu,
      );
      await page.getByRole('button', { name: 'Anuluj płatność' }).click();
      await expect(page).toHaveURL('/platnosc-informacja?czySukces=false');
      const status = page.locator('gmina-portal').getByRole('status');
      await expect(status).toContainText('Płatność nie powiodła się.');
      // what the page says is what happens: held until the order's time, or "Anuluj zlecenie" on the card
      await expect(status).toContainText(/Raty pozostają zlecone do \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
      await expect(status).toContainText('użyj przycisku „Anuluj zlecenie” przy racie na karcie należności');
      expect(id).toMatch(/^[0-9a-f]{32}$/);

      // the attempt holds the instalment: ordered, not selectable, with the cancel button (issue 26 item 1)
      await page.goto(karta);
      await expect(instalments(el).first()).toContainText('płatność zlecona: Przelewy24');
      await expect(checkboxes(el)).toHaveCount(0);
      await el.getByRole('button', { name: 'Anuluj zlecenie' }).click();
      const pytanie = el.getByRole('dialog', { name: 'Anulować zlecenie płatności?' });
      await expect(pytanie).toBeVisible();
      expect(await pageAxeViolations(page)).toEqual([]);
      await pytanie.getByRole('button', { name: 'Tak, anuluj zlecenie' }).click();
      await expect(pytanie.getByRole('status')).toHaveText(
        'Zlecenie zostało anulowane. Raty można ponownie wybrać do zapłaty.',
      );
      await pytanie.getByRole('button', { name: 'Zamknij' }).click();
      // asked at P24 first, then freed: selectable again at once, the focus on its checkbox (the button is gone)
      await expect(checkboxes(el)).toHaveCount(1);
      await expect(checkboxes(el).first()).toBeFocused();
      await expect(instalments(el).first()).not.toContainText('płatność zlecona');
      await expect(el.getByRole('button', { name: 'Anuluj zlecenie' })).toHaveCount(0);
    } finally {
      await ustawienia(page, { czyKir: true, czyP24: true });
    }
    check();
  });

  test('CMS page: the element pays through KIR and shows the result in place; axe on the choice and the result', async ({
    page,
    cms,
  }) => {
    test.setTimeout(300_000);
    // the page's own query stays in the return address (a WordPress page is `/?p=123`)
    await gotoCms(page, cms, ['gmina-naleznosci']);
    const address = page.url();
    await signIn(page, 'anna.nowak', ANNA);
    await page.reload();
    const el = dues(page);
    await el.getByRole('button', { name: `Szczegóły karty PN/${ROK}/000128` }).click();
    await checkboxes(el).first().check();
    await el.getByRole('button', { name: 'Zapłać' }).click();
    const dialog = el.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // the dialog in every language, contrast and size
    await scanMatrix(page, 'gmina-naleznosci', async () => {
      await expect(dialog).toBeVisible();
    });
    await narrow(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await dialog.getByRole('button', { name: 'Przejdź do płatności' }).click();

    // KIR Paybynet's page: the bank, then accept
    await expect(page).toHaveURL(/\/symulatory\/kir\/pbl\?hashtrans=/);
    await expect(page.locator('main')).toContainText('Wybierz bank');
    expect(await pageAxeViolations(page)).toEqual([]);
    await page.getByLabel('mBank').check();
    await page.getByRole('button', { name: 'Zatwierdź przelew' }).click();

    // back on the CMS page, the element says the result in place
    await expect(page).toHaveURL(`${address}#gmina-platnosc=ok`);
    await expect(el.getByRole('status')).toContainText('Płatność zaakceptowana.');
    await expect(el).toContainText(`PN/${ROK}/000128`);
    await scanMatrix(page, 'gmina-naleznosci', async () => {
      await expect(el.getByRole('status')).toBeVisible();
    });
    await narrow(page);
    await el.getByRole('button', { name: 'Wróć do należności' }).click();
    await expect(page).toHaveURL(address);
    await expect(el.getByRole('heading', { level: 2 })).toHaveText('Należności do zapłaty');
  });

  test('the portal’s result pages: axe on the whole page, failure from the server state', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, 'anna.nowak', ANNA);
    // no transfer kept: the return address chooses the spec's wording
    for (const [path, text] of [
      ['/platnosc-wynik?wynik=ok', 'Płatność zaakceptowana.'],
      ['/platnosc-wynik?wynik=blad', 'Płatność nie powiodła się.'],
      ['/platnosc-informacja?czySukces=true', 'Płatność zaakceptowana.'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('gmina-portal').getByRole('status').first()).toContainText(text);
      expect(await pageAxeViolations(page), path).toEqual([]);
    }
    // a kept transfer the server knows as accepted is said as accepted even on the failure address
    const { token } = (await (
      await page.request.post('/api/uzytkownicy/getToken', {
        data: { login: 'jan.kowalski', haslo: 'Gmina#2024' },
      })
    ).json()) as { token: string };
    const historia = await page.request.get('/api/platnosci/dajHistoriePlatnosci?pesel=85010112352', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { platnosci } = (await historia.json()) as {
      platnosci: { idTransakcji: string; opisPlatnosci: { status: string } }[];
    };
    const posted = platnosci.find((p) => p.opisPlatnosci.status === 'ZAKSIEGOWANA')!;
    await signIn(page, 'jan.kowalski', { pesel: '85010112352' });
    await page.evaluate(
      (id) => sessionStorage.setItem('gmina:platnosc', JSON.stringify({ idPrzelewu: id, dostawca: 'kir' })),
      posted.idTransakcji,
    );
    await page.goto('/platnosc-wynik?wynik=blad');
    await expect(page.locator('gmina-portal').getByRole('status').first()).toContainText(
      'Płatność zaakceptowana.',
    );
    expect(await pageAxeViolations(page)).toEqual([]);
  });
});

test('a CMS page opened with #gmina-platnosc=ok and no payment of this tab says nothing is known of a payment', async ({
  page,
  cms,
}) => {
  // anyone can open the address (a shared link, a bookmark): logged out, no transfer kept in this tab
  await page.goto(cms + '/#gmina-platnosc=ok');
  const el = dues(page);
  await expect(el.getByRole('heading', { name: 'Wynik płatności' })).toBeVisible();
  await expect(el.getByRole('status')).toHaveText(
    'Nie znamy wyniku płatności w tej karcie przeglądarki. Jej stan pokaże historia płatności internetowych.',
  );
  await expect(el).not.toContainText('Płatność zaakceptowana.');
  await el.getByRole('button', { name: 'Wróć do należności' }).click();
  await expect(page).toHaveURL(`${cms}/`);
});
