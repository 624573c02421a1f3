/**
 * Keyboard journeys (issue 27 items 10 and "done when"): the dues payment, the reading entry, the notification and
 * the CMS login, with the keyboard only (Tab, Enter, Space, arrows; no clicks), asserting where the focus is after
 * each step: the deepest focused element through shadow roots, by its role and accessible name. Focus on the
 * page's body after a step is a lost focus (WCAG 2.4.3).
 */
import { type Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, gotoCms, signIn, test, watchErrors } from './helpers.ts';

const ANNA = { pesel: '78031545683' };
const JAN = { pesel: '85010112352' };
const ROK = new Date().getFullYear();

interface Focus {
  /** The ARIA role (explicit, or implied by the element); 'body' when nothing inside the page has the focus. */
  role: string;
  /** The accessible name: aria-labelledby, aria-label, the label, or the text. */
  name: string;
  /** The custom element whose shadow tree holds it, if any. */
  widget: string | null;
}

/** Where the focus is: the deepest active element through open shadow roots. */
const focusOf = (page: Page): Promise<Focus> =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body || el === document.documentElement)
      return { role: 'body', name: '', widget: null };
    const root = el.getRootNode() as Document | ShadowRoot;
    const text = (n: Element | null | undefined) => (n?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const tag = el.localName;
    const type = el.getAttribute('type') ?? 'text';
    const inputs: Record<string, string> = {
      checkbox: 'checkbox',
      radio: 'radio',
      button: 'button',
      submit: 'button',
    };
    const implied =
      tag === 'button'
        ? 'button'
        : tag === 'a' && el.hasAttribute('href')
          ? 'link'
          : tag === 'select'
            ? 'combobox'
            : tag === 'textarea'
              ? 'textbox'
              : tag === 'input'
                ? (inputs[type] ?? 'textbox')
                : /^h[1-6]$/.test(tag)
                  ? 'heading'
                  : tag === 'dialog'
                    ? 'dialog'
                    : tag === 'p'
                      ? 'paragraph'
                      : tag;
    const labelledBy = el.getAttribute('aria-labelledby');
    const label = el.id ? root.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
    const name = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => text(root.getElementById(id)))
          .join(' ')
      : (el.getAttribute('aria-label') ?? (label ? text(label) : text(el.closest('label')) || text(el)));
    return {
      role: el.getAttribute('role') ?? implied,
      name,
      widget: root instanceof ShadowRoot ? root.host.localName : null,
    };
  });

/** Waits until the focus is on `want` (role and name; the name a string or a pattern). */
async function expectFocus(page: Page, want: { role: string; name: string | RegExp; widget?: string }) {
  await expect
    .poll(async () => {
      const f = await focusOf(page);
      const nameOk = typeof want.name === 'string' ? f.name === want.name : want.name.test(f.name);
      return f.role === want.role && nameOk && (!want.widget || f.widget === want.widget) ? 'ok' : f;
    })
    .toBe('ok');
}

/** Presses Tab until the focus is on `want` (at most `max` presses). */
async function tabTo(page: Page, want: { role: string; name: string | RegExp; widget?: string }, max = 150) {
  for (let i = 0; i < max; i++) {
    const f = await focusOf(page);
    const nameOk = typeof want.name === 'string' ? f.name === want.name : want.name.test(f.name);
    if (f.role === want.role && nameOk && (!want.widget || f.widget === want.widget)) return f;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${want.role} "${String(want.name)}"`);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gmina:akceptacjaCookie', 'true'));
});

test('keyboard only: dues list → card → instalment → Zapłać → provider → confirm, the focus known at each step', async ({
  page,
}) => {
  const check = watchErrors(page, [/status of 40\d/]);
  await page.goto('/');
  await signIn(page, 'anna.nowak', ANNA);
  await page.goto('/lista-naleznosci');
  const el = page.locator('gmina-naleznosci');
  await expect(el.locator('tbody tr').first()).toBeVisible();

  // the list: Tab to the card's details button, Enter opens the card
  await tabTo(page, { role: 'button', name: `Szczegóły karty OD/${ROK}/000544` });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/naleznosci-oplaty-za-usuwanie-odpadow\?karta=\d+/);
  const karta = page.url();
  await expect(el.locator('.g-raty-tabela tbody tr').first()).toBeVisible();
  // the card opened: the portal's new page heading has the focus (not the page's body)
  await expectFocus(page, { role: 'heading', name: 'Szczegóły należności', widget: 'gmina-portal' });

  // an instalment, chosen with Space
  const wybor = await tabTo(page, { role: 'checkbox', name: /^Wybierz ratę z terminem / });
  await page.keyboard.press('Space');
  await expect(el.getByRole('checkbox', { name: wybor.name })).toBeChecked();
  await expectFocus(page, { role: 'checkbox', name: wybor.name, widget: 'gmina-naleznosci' });

  // Zapłać opens the provider choice with the focus in it
  await tabTo(page, { role: 'button', name: 'Zapłać' });
  await page.keyboard.press('Enter');
  const dialog = el.getByRole('dialog', { name: 'Wybierz sposób płatności' });
  await expect(dialog).toBeVisible();
  await expectFocus(page, { role: 'radio', name: /Przelew bankowy \(KIR\)/, widget: 'gmina-naleznosci' });

  // the arrows choose the provider; the focus moves with the choice
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: /Przelewy24/ })).toBeChecked();
  await expectFocus(page, { role: 'radio', name: /Przelewy24/ });

  // confirm: to the provider's page
  await tabTo(page, { role: 'button', name: 'Przejdź do płatności' }, 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/symulatory\/p24\/trnRequest\/[0-9A-F]+$/);
  await expect(page.getByRole('heading', { name: 'Przelewy24' })).toBeVisible();

  // the order left at the provider is cancelled on the card: the journeys after this one on the worker's server
  // (the payments journey pays this instalment) find it free again
  await page.goto(karta);
  await el.getByRole('button', { name: 'Anuluj zlecenie' }).click();
  const pytanie = el.getByRole('dialog', { name: 'Anulować zlecenie płatności?' });
  await pytanie.getByRole('button', { name: 'Tak, anuluj zlecenie' }).click();
  await expect(pytanie.getByRole('status')).toHaveText(
    'Zlecenie zostało anulowane. Raty można ponownie wybrać do zapłaty.',
  );
  check();
});

test('keyboard only: a meter reading entered, the confirmation dialog, saved; the focus back at the field', async ({
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
  const wiersz = x.locator('tbody tr').first();
  const obecny = Number((await wiersz.locator('td.g-num').textContent())!.replace(/\D/g, ''));

  await tabTo(page, { role: 'textbox', name: 'Nowy stan wodomierza ZD-24-90417' }, 250);
  await page.keyboard.type(String(obecny + 3));
  await page.keyboard.press('Enter');
  // the confirmation dialog takes the focus, on its send button
  const dialog = x.getByRole('dialog', { name: 'Czy wysłać zgłoszenie stanu wodomierza?' });
  await expect(dialog).toContainText(`nowy stan ${obecny + 3} m³`);
  await expectFocus(page, { role: 'button', name: 'Wyślij', widget: 'gmina-stan-wodomierzy' });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(wiersz.locator('td.g-num')).toHaveText(String(obecny + 3));
  // saved: the focus is back where the reading was typed, not lost
  await expectFocus(page, {
    role: 'textbox',
    name: 'Nowy stan wodomierza ZD-24-90417',
    widget: 'gmina-stan-wodomierzy',
  });
  noErrors();
});

test('keyboard only: a notification filled and sent; the focus goes to the success message, a status', async ({
  page,
}) => {
  const noErrors = watchErrors(page);
  await page.goto('/');
  await signIn(page, 'jan.kowalski', JAN);
  await page.goto('/uslugi/wyslij-zgloszenie');
  const x = page.locator('gmina-wyslij-zgloszenie');
  await expect(x.getByRole('table', { name: 'Wysłane zgłoszenia' })).toBeVisible();

  // the point and the topic: chosen with the arrows on the focused selects
  await tabTo(page, { role: 'combobox', name: 'Punkt odbioru' });
  await page.keyboard.press('ArrowDown');
  await expect(x.getByRole('combobox', { name: 'Punkt odbioru' })).not.toHaveValue('0');
  await page.keyboard.press('Tab');
  await expectFocus(page, { role: 'combobox', name: 'Temat zgłoszenia' });
  const temat = x.getByRole('combobox', { name: 'Temat zgłoszenia' });
  // a topic that is not an extra one (no phone, no e-mail asked): down the list with the arrow
  const wybrany = () => temat.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '');
  for (let i = 0; i < 10 && (await wybrany()) !== 'Reklamacja faktury'; i++)
    await page.keyboard.press('ArrowDown');
  expect(await wybrany()).toBe('Reklamacja faktury');
  await expectFocus(page, { role: 'combobox', name: 'Temat zgłoszenia' });
  await page.keyboard.press('Tab');
  await expectFocus(page, { role: 'textbox', name: 'Treść zgłoszenia' });
  await page.keyboard.type('Proszę o kontakt w sprawie odczytu.');
  await tabTo(page, { role: 'button', name: 'Wyślij zgłoszenie' }, 10);
  await page.keyboard.press('Enter');

  // sent: the message in place has the focus and is a status
  const sukces = x.getByRole('status').filter({ hasText: 'Zgłoszenie zostało wysłane' });
  await expect(sukces).toBeVisible();
  await expectFocus(page, {
    role: 'status',
    name: 'Zgłoszenie zostało wysłane',
    widget: 'gmina-wyslij-zgloszenie',
  });
  await expect(x.getByRole('textbox', { name: 'Treść zgłoszenia' })).toHaveValue('');
  await expect(x.locator('tbody tr').first()).toContainText('Proszę o kontakt w sprawie odczytu.');
  // Tab goes on from the message into the form again
  await page.keyboard.press('Tab');
  await expectFocus(page, { role: 'combobox', name: 'Punkt odbioru' });
  noErrors();
});

test('keyboard only: the CMS inline login from the dues notice, then the focus in the dues', async ({
  page,
  cms,
}) => {
  const noErrors = watchErrors(page, [/status of 40\d/]);
  await gotoCms(page, cms, ['gmina-moje-konto', 'gmina-naleznosci']);
  const dues = page.locator('gmina-naleznosci');
  await expect(dues.locator('.g-intro')).toBeVisible();
  // the dues' notice leads to the one login form of the page (in the account box before it)
  await tabTo(page, {
    role: 'button',
    name: 'Przejdź do formularza logowania',
    widget: 'gmina-naleznosci',
  });
  await page.keyboard.press('Enter');
  await expectFocus(page, { role: 'textbox', name: 'Login', widget: 'gmina-moje-konto' });
  await page.keyboard.type('jan.kowalski');
  await page.keyboard.press('Tab');
  await expectFocus(page, { role: 'textbox', name: 'Hasło', widget: 'gmina-moje-konto' });
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  // logged in: back to the widget the resident was using, at its heading
  await expectFocus(page, { role: 'heading', name: 'Należności do zapłaty', widget: 'gmina-naleznosci' });
  await expect(dues.locator('tbody tr').first()).toBeVisible();
  // and on with Tab into that widget: its header's subject and "Wyloguj" first
  await page.keyboard.press('Tab');
  expect((await focusOf(page)).widget).toBe('gmina-naleznosci');
  noErrors();
});
