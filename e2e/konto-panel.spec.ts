/**
 * The logged-in account in the portal (spec 01 §2 "User panel", §4 "Session", "Subject context", §6, §8): the
 * panel's forms with every server code at its field, consents, deletion, two-factor setup by keyboard with a
 * code computed here (RFC 6238), the restricted account, subject switching, session expiry, cross-tab logout
 * and axe on every panel screen and dialog in 4 languages × 2 contrasts × 3 sizes.
 */
import { createHmac } from 'node:crypto';
import { type Locator, type Page } from '@playwright/test';
import { axeViolations, expect, setStored, snackbar, test } from './helpers.ts';

const HASLO = 'Gmina#2024';

/** Logs in through the API and stores the token the way the login screen does (`storeLoginToken`). */
async function login(page: Page, user: string, path = '/panel-uzytkownika') {
  const res = await page.request.post('/api/uzytkownicy/getToken', {
    data: { login: user, haslo: HASLO },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { token: string; czyOgraniczony: boolean; czyNiepotwierdzony: boolean };
  // the token is stored on a document of the origin without the portal (its JSON configuration): a portal page
  // would take the new token up on its own `pageshow` (nanostores' persistent re-read) and could show the
  // first-login dialog there, once per tab, before the page under test opens
  await page.goto('/config.json');
  await page.evaluate((b) => {
    localStorage.setItem(b.czyOgraniczony ? 'gmina:tokenOgraniczony' : 'gmina:token', b.token);
    if (b.czyNiepotwierdzony) localStorage.setItem('gmina:niepotwierdzony', 'true');
    localStorage.setItem('gmina:akceptacjaCookie', 'true');
  }, body);
  await page.goto(path);
}

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) from a base32 secret. */
function totp(base32: string, now = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of base32.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)));
  const h = createHmac('sha1', key).update(counter).digest();
  const o = h[h.length - 1]! & 0xf;
  const n = (h.readUInt32BE(o) & 0x7fffffff) % 1_000_000;
  return String(n).padStart(6, '0');
}

const panel = (page: Page) => page.locator('gmina-panel-uzytkownika');
const dialog = (page: Page) => page.locator('gmina-komunikaty dialog[open]');
/** The form field whose label is exactly `label`, and its message. */
function field(scope: Locator, label: string) {
  const box = scope
    .locator('.g-form-field')
    .filter({ has: scope.page().locator('label', { hasText: new RegExp(`^${label}$`) }) });
  return { input: box.locator('input'), error: box.locator('.g-field-error') };
}

test('change password: 1519 at the old password, 1105 and 1502 at the new one', async ({ page }) => {
  await login(page, 'jan.kowalski', '/zmiana-hasla');
  const form = page.locator('gmina-zmiana-hasla');
  const stare = field(form, 'Aktualne hasło');
  const nowe = field(form, 'Nowe hasło');
  const powtorz = field(form, 'Powtórz nowe hasło');
  const send = async (s: string, n: string) => {
    await stare.input.fill(s);
    await nowe.input.fill(n);
    await powtorz.input.fill(n);
    await form.getByRole('button', { name: 'Zapisz' }).click();
  };
  await send('Zle#haslo1', 'Nowe#20245');
  await expect(stare.error).not.toBeEmpty();
  await expect(stare.input).toHaveAttribute('aria-invalid', 'true');
  await expect(nowe.error).toBeEmpty();

  await send(HASLO, HASLO);
  await expect(nowe.error).not.toBeEmpty();
  await expect(nowe.input).toHaveAttribute('aria-invalid', 'true');
  await expect(stare.error).toBeEmpty();

  // the client refuses a weak password itself, so the server's 1105 (a stricter server rule) is answered here
  await page.route('**/api/uzytkownik/zmianaHasla**', (r) =>
    r.fulfill({ status: 400, json: { kod: 1105, opis: 'Hasło jest zbyt słabe' } }),
  );
  await send(HASLO, 'Inne#20245');
  // a known code is said in the portal's own words, whatever the server's (issue 12 item 3)
  await expect(nowe.error).toHaveText(
    'Hasło powinno mieć co najmniej 8 znaków, cyfry, duże i małe litery oraz znak specjalny',
  );
  await expect(stare.error).toBeEmpty();
});

test('change e-mail: current read-only, 1511 at the new address, 1519 at the password, then success', async ({
  page,
}) => {
  await login(page, 'jan.kowalski', '/zmiana-email');
  const form = page.locator('gmina-zmiana-email');
  const current = field(form, 'Aktualny e-mail');
  await expect(current.input).toHaveValue('jan.kowalski@poczta.example.pl');
  await expect(current.input).toHaveAttribute('readonly', '');
  const nowy = field(form, 'Nowy e-mail');
  const powtorz = field(form, 'Powtórz nowy e-mail');
  const haslo = field(form, 'Hasło');
  const send = async (email: string, pw: string) => {
    await nowy.input.fill(email);
    await powtorz.input.fill(email);
    await haslo.input.fill(pw);
    await form.getByRole('button', { name: 'Zapisz' }).click();
  };
  await send('anna.nowak@poczta.example.pl', HASLO);
  await expect(nowy.error).not.toBeEmpty();
  await expect(haslo.error).toBeEmpty();
  await send('jan.nowy@poczta.example.pl', 'Zle#haslo1');
  await expect(haslo.error).not.toBeEmpty();
  await expect(nowy.error).toBeEmpty();
  await send('jan.nowy@poczta.example.pl', HASLO);
  await expect(snackbar(page)).toContainText('Adres e-mail został zmieniony');
  await expect(page).toHaveURL(/\/panel-uzytkownika$/);
  await expect(panel(page).locator('dl')).toContainText('jan.nowy@poczta.example.pl');
});

test('consents: the phone is checked only with SMS on; saved and read back', async ({ page }) => {
  await login(page, 'anna.nowak');
  await panel(page).getByRole('button', { name: 'Zgody na powiadomienia' }).click();
  const d = panel(page).locator('dialog[open]');
  const tel = field(d, 'Numer telefonu \\(9 cyfr\\)');
  await tel.input.fill('12');
  const sms = d.getByLabel('Zgoda na powiadomienia SMS');
  await sms.uncheck();
  await d.getByRole('button', { name: 'Zapisz' }).click();
  // SMS off: the bad phone is not checked; the dialog closes after saving
  await expect(d).toHaveCount(0);
  await panel(page).getByRole('button', { name: 'Zgody na powiadomienia' }).click();
  await d.getByLabel('Zgoda na powiadomienia SMS').check();
  await tel.input.fill('12');
  await d.getByRole('button', { name: 'Zapisz' }).click();
  await expect(tel.error).toHaveText('Niepoprawny format numeru telefonu');
  await tel.input.fill('600 100 200');
  await d.getByRole('button', { name: 'Zapisz' }).click();
  await expect(d).toHaveCount(0);
  await panel(page).getByRole('button', { name: 'Zgody na powiadomienia' }).click();
  await expect(d.getByLabel('Zgoda na powiadomienia SMS')).toBeChecked();
  await expect(tel.input).toHaveValue('600100200');
});

test('first login dialog, then deleting the account only with the password: logged out, back home', async ({
  page,
}) => {
  await login(page, 'spoldzielnia');
  await expect(dialog(page)).toContainText('Witamy w portalu');
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await panel(page).getByRole('button', { name: 'Usuń konto' }).click();
  const pytanie = panel(page).locator('dialog[open]');
  await expect(pytanie).toContainText('Czy na pewno chcesz usunąć konto?');
  await pytanie.getByRole('button', { name: 'Anuluj' }).click();
  await expect(panel(page).locator('dl')).toContainText('spoldzielnia');
  await panel(page).getByRole('button', { name: 'Usuń konto' }).click();
  // issue 11 item 4: the session alone does not delete the account
  await pytanie.getByLabel('Hasło').fill('Zle#haslo1');
  await pytanie.getByRole('button', { name: 'Usuń konto' }).click();
  await expect(pytanie).toContainText('Podane hasło jest nieprawidłowe');
  await pytanie.getByLabel('Hasło').fill(HASLO);
  await pytanie.getByRole('button', { name: 'Usuń konto' }).click();
  await expect(dialog(page)).toContainText('Konto zostało usunięte');
  expect(await page.evaluate(() => localStorage.getItem('gmina:token'))).toBeNull();
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/');
  // issue 12 item 9: no login target is left behind (the panel's guard must not send a deleted account to login)
  expect(await page.evaluate(() => localStorage.getItem('gmina:celLogowania'))).toBeNull();
  const again = await page.request.post('/api/uzytkownicy/getToken', {
    data: { login: 'spoldzielnia', haslo: HASLO },
  });
  expect(again.ok()).toBe(false);
});

test('restricted account: banner, no correspondence data, protected services lead back to the panel', async ({
  page,
}) => {
  await login(page, 'piotr.wisniewski');
  await expect(panel(page).locator('.g-banner').first()).toContainText('niepotwierdzone');
  await expect(panel(page).locator('dl')).toContainText('piotr.wisniewski');
  await expect(panel(page).getByRole('button', { name: 'Zmień hasło' })).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Dane korespondencyjne' })).toHaveCount(0);
  await page.goto('/uslugi/aktualne-zameldowanie-osoby');
  await expect(page).toHaveURL(/\/panel-uzytkownika$/);
  await expect(snackbar(page)).toContainText('po potwierdzeniu tożsamości');
});

test('full account: the correspondence-data button leads to the correspondence-data service (issue 17)', async ({
  page,
}) => {
  await login(page, 'jan.kowalski');
  await panel(page).getByRole('button', { name: 'Dane korespondencyjne' }).click();
  await expect(page).toHaveURL(/\/uslugi\/dane-korespondencyjne$/);
  await expect(
    page.locator('gmina-dane-korespondencyjne').getByRole('heading', { level: 2 }).first(),
  ).toBeVisible();
});

test('subjects: choosing another stores its id; one that cannot use the service → snackbar, services list', async ({
  page,
}) => {
  await login(page, 'anna.nowak', '/uslugi/aktualne-zameldowanie-osoby');
  await expect(page).toHaveURL(/aktualne-zameldowanie-osoby$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('gmina:pesel'))).toBe('78031545683');
  await page.locator('gmina-portal .g-user > button').click();
  const chooser = page.locator('gmina-podmiot').getByRole('group', { name: 'Podmiot' });
  await expect(chooser.getByRole('radio')).toHaveCount(3);
  await chooser.getByRole('radio', { name: 'Kwiaciarnia „Pod Lipą” Anna Nowak (NIP 7741001232)' }).check();
  await expect(snackbar(page)).toContainText('Wybrany podmiot nie ma dostępu do tej usługi');
  await expect(page).toHaveURL(/\/lista-uslug$/);
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('gmina:nip'), localStorage.getItem('gmina:pesel')]))
    .toEqual(['7741001232', null]);
  // the institution may use the permit fees; a person may not
  await page.goto('/uslugi/oplaty-za-zezwolenia');
  await expect(page).toHaveURL(/oplaty-za-zezwolenia$/);
});

test('session: warning with Extend, then expiry ends it: dialog, storage cleared, OK returns home', async ({
  page,
}) => {
  await login(page, 'katarzyna.zajac', '/');
  const sesja = page.locator('gmina-portal gmina-sesja');
  await expect(sesja.getByRole('timer')).toHaveText(/^0:[34]\d$/);
  // a successful call resets the inactivity timer (and lifts a warning): let the page's first calls finish
  await page.waitForLoadState('networkidle');
  // the 40 s session warns at 20 s (WCAG 2.2.1); here the end is brought near instead of waiting
  await setStored(page, 'gmina:koniecSesji', String(Date.now() + 19_000));
  await expect(dialog(page)).toContainText('Sesja wkrótce się zakończy');
  await dialog(page).getByRole('button', { name: 'Przedłuż sesję' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(sesja.getByRole('timer')).toHaveText(/^0:[34]\d$/);
  await setStored(page, 'gmina:koniecSesji', String(Date.now() + 1500));
  await expect(dialog(page)).toContainText('Sesja została zakończona');
  expect(
    await page.evaluate(() =>
      ['token', 'pesel', 'koniecSesji'].map((k) => localStorage.getItem('gmina:' + k)),
    ),
  ).toEqual([null, null, null]);
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/');
  await expect(sesja).toHaveCount(0);
});

test('logout in one tab ends the session in the other within a second', async ({ context }) => {
  const a = await context.newPage();
  await login(a, 'jan.kowalski', '/');
  const b = await context.newPage();
  await b.goto('/panel-uzytkownika');
  await expect(panel(b).locator('dl')).toContainText('jan.kowalski');
  await a.locator('gmina-portal .g-user > button').click();
  await a.locator('gmina-portal').getByRole('button', { name: 'Wyloguj' }).click();
  const t0 = Date.now();
  await expect(dialog(b)).toContainText('Sesja została zakończona', { timeout: 1000 });
  expect(Date.now() - t0).toBeLessThan(1000);
  await expect(a).toHaveURL('/');
  await expect(dialog(a)).toHaveCount(0);
  await dialog(b).getByRole('button', { name: 'OK' }).click();
  await expect(b).toHaveURL('/');
});

test('two-factor setup by keyboard with a code computed from the key shown', async ({ page }) => {
  await login(page, 'jan.kowalski');
  const p = panel(page);
  const toggle = p.getByRole('switch', { name: 'Włącz logowanie dwuetapowe' });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(p.getByRole('img', { name: 'Kod QR do aplikacji uwierzytelniającej' })).toBeVisible();
  const key = (await p.locator('.g-2fa-key').textContent())!.trim();
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const d = p.locator('dialog[open]');
  const kod = d.getByLabel('Kod z aplikacji (6 cyfr)');
  await expect(kod).toBeFocused();
  // a wrong code: 'Błędny kod TOTP', the field cleared
  await page.keyboard.type(totp(key) === '000000' ? '111111' : '000000');
  await page.keyboard.press('Enter');
  await expect(d).toContainText('Błędny kod TOTP');
  await expect(kod).toHaveValue('');
  await page.keyboard.type(totp(key));
  await page.keyboard.press('Space');
  await expect(snackbar(page)).toContainText('Logowanie dwuetapowe jest włączone');
  await expect(d).toHaveCount(0);
  // and off again, after the password (issue 11 item 4)
  await toggle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(d.getByLabel('Hasło lub kod z aplikacji')).toBeFocused();
  await page.keyboard.type(HASLO);
  await page.keyboard.press('Enter');
  await expect(snackbar(page)).toContainText('Logowanie dwuetapowe jest wyłączone');
  await expect(d).toHaveCount(0);
});

const languages = ['pl', 'en', 'de', 'uk'] as const;
const sizes = ['mala', 'duza', 'bardzo_duza'] as const;
const titles = { pl: 'Panel użytkownika', en: 'User panel', de: 'Benutzerbereich', uk: 'Панель користувача' };

test('panel screens and dialogs: 0 axe violations in 4 languages × 2 contrasts × 3 sizes', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await login(page, 'anna.nowak');
  await page.evaluate(() => localStorage.setItem('gmina:jezyk', 'pl'));
  const failures: string[] = [];
  const scan = async (label: string, selector = 'gmina-portal') => {
    for (const v of await axeViolations(page, selector))
      failures.push(`${label}: ${v.id} – ${v.help}\n  ${v.targets.join('\n  ')}`);
  };
  const go = async (path: string) => {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  };
  for (const lang of languages) {
    await setStored(page, 'gmina:jezyk', lang === 'pl' ? null : lang);
    await go('/panel-uzytkownika');
    await expect(panel(page).locator('h2').first()).toHaveText(titles[lang]);
    await expect(panel(page).locator('.g-2fa-key, input[role="switch"]').first()).toBeVisible();
    for (const contrast of [false, true]) {
      await setStored(page, 'gmina:kontrast', contrast ? 'true' : null);
      for (const size of sizes) {
        await setStored(page, 'gmina:rozmiarCzcionki', size === 'mala' ? null : size);
        const combo = `${lang} contrast=${contrast} size=${size}`;
        await go('/panel-uzytkownika');
        await expect(panel(page).locator('.g-root')).toHaveClass(new RegExp(`g-size-${size}`));
        await page.locator('gmina-portal .g-user > button').click();
        await scan(`${combo} panel + user menu`);
        await page.keyboard.press('Escape');
        // the consents dialog
        await panel(page).locator('.g-panel-akcje button').nth(2).click();
        await expect(panel(page).locator('dialog[open] input[type="checkbox"]').first()).toBeVisible();
        await scan(`${combo} consents dialog`);
        await page.keyboard.press('Escape');
        // two-factor setup with its code dialog
        const sw = panel(page).locator('input[role="switch"]');
        await sw.check();
        await panel(page)
          .locator('.g-2fa-setup + .g-form-actions button, .g-card .g-form-actions button')
          .last()
          .click();
        await expect(panel(page).locator('dialog[open] input')).toBeVisible();
        await scan(`${combo} 2FA setup + code dialog`);
        await page.keyboard.press('Escape');
        await sw.uncheck();
        // the session warning of the shared dialog
        await setStored(page, 'gmina:koniecSesji', String(Date.now() + 30_000));
        await expect(dialog(page)).toBeVisible();
        await scan(`${combo} session warning`, 'gmina-komunikaty');
        await dialog(page).locator('button').first().click();
        await expect(dialog(page)).toHaveCount(0);
        await go('/zmiana-hasla');
        const hasla = page.locator('gmina-zmiana-hasla');
        await hasla.locator('button[type="submit"]').click();
        await expect(hasla.locator('.g-field-error:not(:empty)').first()).toBeVisible();
        await scan(`${combo} change password with errors`);
        await go('/zmiana-email');
        const email = page.locator('gmina-zmiana-email');
        await email.locator('button[type="submit"]').click();
        await expect(email.locator('.g-field-error:not(:empty)').first()).toBeVisible();
        await scan(`${combo} change e-mail with errors`);
      }
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
});
