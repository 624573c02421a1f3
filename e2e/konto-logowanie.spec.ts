import { createHmac } from 'node:crypto';
import { type Page } from '@playwright/test';
import { axeViolations, expect, gotoCms, setStored, test, watchErrors } from './helpers.ts';

/**
 * Login, registration, links and the inline login of protected widgets, against the contract server's demo
 * accounts (README "Demo accounts", password Gmina#2024) and its e-mail outbox.
 */
const HASLO = 'Gmina#2024';
const MAREK_KEY = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const ADMIN = { Authorization: 'Bearer demo-admin' };

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) of a base32 key at time `t`. */
function totp(key: string, t = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...key.replace(/=+$/, '')]
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0'))
    .join('');
  const bytes = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(t / 30_000)));
  const h = createHmac('sha1', bytes).update(counter).digest();
  const o = h[h.length - 1]! & 15;
  return String((h.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function settings(page: Page, flags: Record<string, boolean>) {
  const res = await page.request.post('/api/admin/ustawienia', { data: flags, headers: ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
}

interface Mail {
  adresat: string;
  temat: string;
  linki: string[];
}
async function mails(page: Page, adresat: string): Promise<Mail[]> {
  const res = await page.request.get(`/api/demo/poczta.json?adresat=${encodeURIComponent(adresat)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { wiadomosci: Mail[] }).wiadomosci;
}

const login = (page: Page) => page.locator('gmina-logowanie');
const field = (scope: ReturnType<Page['locator']>, label: string) => scope.getByLabel(label, { exact: true });

async function logIn(page: Page, user: string, password = HASLO, scope = login(page)) {
  await field(scope, 'Login').fill(user);
  await field(scope, 'Hasło').fill(password);
  await scope.getByRole('button', { name: 'Zaloguj się' }).click();
}

/** Goes to an in-portal path without reloading, as a link would (history routing). */
async function goInPlace(page: Page, to: string) {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** The element that has focus, inside shadow roots. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    const label = el?.id ? (el.getRootNode() as ShadowRoot).querySelector(`label[for="${el.id}"]`) : null;
    return label?.textContent ?? el?.textContent ?? '';
  });

async function tabTo(page: Page, label: string) {
  for (let i = 0; i < 40; i++) {
    if ((await focused(page)) === label) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${label}"`);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    try {
      localStorage.setItem('gmina:akceptacjaCookie', 'true');
    } catch {
      /* a frame without storage */
    }
  });
});

test('register → outbox → activate → login → lands on the remembered target', async ({ page }) => {
  const check = watchErrors(page, [/status of 40\d/]);
  // a new account is not confirmed yet (restricted): the target is one of the routes such an account may open
  await page.goto('/zmiana-hasla');
  await expect(page).toHaveURL(/\/logowanie$/);
  await login(page).getByRole('link', { name: 'Nie masz konta? Zarejestruj się' }).click();
  await expect(page).toHaveURL(/\/rejestracja$/);
  const r = page.locator('gmina-rejestracja');
  const user = `nowy.${Date.now()}`;
  const email = `${user}@poczta.example.pl`;
  await field(r, 'Imię').fill('Zofia');
  await field(r, 'Nazwisko').fill('Nowicka');
  await field(r, 'Numer PESEL').fill('02122401358');
  await field(r, 'Login').fill(user);
  await field(r, 'Adres e-mail').fill(email);
  await field(r, 'Powtórz adres e-mail').fill(email);
  await field(r, 'Hasło').fill('Slabe1');
  await expect(r.locator('.g-strength strong')).toHaveText('słabe');
  await field(r, 'Hasło').fill(HASLO + 'x');
  await expect(r.locator('.g-strength strong')).toHaveText('bardzo dobre');
  await field(r, 'Powtórz hasło').fill(HASLO + 'x');
  await r.getByRole('button', { name: 'Zarejestruj się' }).click();
  // consents of the office are required
  await expect(r.getByText('Wymagana zgoda').first()).toBeVisible();
  for (const box of await r.getByRole('checkbox').all()) await box.check();
  await r.getByRole('button', { name: 'Zarejestruj się' }).click();
  await expect(r.getByRole('status')).toContainText('Sprawdź skrzynkę e-mail');

  const [mail] = await mails(page, email);
  const link = mail!.linki.find((l) => l.includes('/aktywacja-return-url?hash='));
  expect(link, JSON.stringify(mail)).toBeTruthy();
  await page.goto(link!);
  const a = page.locator('gmina-aktywacja');
  await expect(a.getByRole('status')).toHaveText('Konto zostało aktywowane. Możesz się zalogować.');
  await a.getByRole('link', { name: 'Przejdź do logowania' }).click();
  await logIn(page, user, HASLO + 'x');
  await expect(page).toHaveURL(/\/zmiana-hasla$/);
  expect(await page.evaluate(() => localStorage.getItem('gmina:tokenOgraniczony'))).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('gmina:celLogowania'))).toBeNull();
  check();
});

test('password reset through the link in the outbox, then login with the new password', async ({ page }) => {
  await page.goto('/logowanie');
  await login(page).getByRole('link', { name: 'Nie pamiętasz hasła? Ustaw nowe' }).click();
  const f = page.locator('gmina-przypomnienie-hasla');
  await field(f, 'Login').fill('anna.nowak');
  await field(f, 'Adres e-mail').fill('anna.nowak@poczta.example.pl');
  await f.getByRole('button', { name: 'Wyślij' }).click();
  await expect(f.getByRole('status')).toContainText('wysłaliśmy');
  const [mail] = await mails(page, 'anna.nowak@poczta.example.pl');
  const link = mail!.linki.find((l) => l.includes('/nowe-haslo?link='));
  expect(link, JSON.stringify(mail)).toBeTruthy();
  await page.goto(link!);
  const n = page.locator('gmina-nowe-haslo');
  await field(n, 'Nowe hasło').fill('Nowe#Haslo2025');
  await field(n, 'Powtórz hasło').fill('Nowe#Haslo2026');
  await n.getByRole('button', { name: 'Ustaw hasło' }).click();
  await expect(n.getByText('Hasła muszą się zgadzać')).toBeVisible();
  await field(n, 'Powtórz hasło').fill('Nowe#Haslo2025');
  await n.getByRole('button', { name: 'Ustaw hasło' }).click();
  await expect(n.getByRole('status')).toContainText('Hasło zostało ustawione');
  await n.getByRole('link', { name: 'Przejdź do logowania' }).click();
  await logIn(page, 'anna.nowak', 'Nowe#Haslo2025');
  await expect(page).toHaveURL(/\/lista-uslug$/);
  // the demo account is shared with other journeys: its demo password goes back
  const token = await page.evaluate(() => localStorage.getItem('gmina:token'));
  const back = await page.request.post('/api/uzytkownik/zmianaHasla', {
    data: { noweHaslo: HASLO, stareHaslo: 'Nowe#Haslo2025' },
    headers: { Authorization: `Bearer ${token!}` },
  });
  expect(back.ok(), await back.text()).toBe(true);
});

test('two-factor login with a computed code, keyboard only; a wrong code says so and clears the field', async ({
  page,
}) => {
  await settings(page, { czy2Fa: true });
  await page.goto('/logowanie');
  // on a loaded machine the form may come after the first Tabs: wait for it
  await expect(field(login(page), 'Login')).toBeVisible();
  await tabTo(page, 'Login');
  await page.keyboard.type('marek.kaminski');
  await page.keyboard.press('Tab');
  await page.keyboard.type(HASLO);
  await page.keyboard.press('Enter');
  const dialog = login(page).locator('dialog');
  await expect(dialog.getByRole('heading', { name: 'Kod jednorazowy' })).toBeVisible();
  await expect.poll(() => focused(page)).toBe('Kod jednorazowy (TOTP)');
  // a wrong code: the message, the field cleared, focus kept
  await page.keyboard.type('000000');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Błędny kod TOTP')).toBeVisible();
  await expect(field(dialog, 'Kod jednorazowy (TOTP)')).toHaveValue('');
  expect(await focused(page)).toBe('Kod jednorazowy (TOTP)');
  // a good code, submitted with the space bar
  await page.keyboard.type(totp(MAREK_KEY));
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/lista-uslug$/);
  expect(await page.evaluate(() => localStorage.getItem('gmina:token'))).toBeTruthy();
});

test('an account not activated yet (1009) gets the inactive message; the typed login stays', async ({
  page,
}) => {
  await page.goto('/logowanie');
  await logIn(page, 'ewa.wojcik');
  await expect(login(page).getByRole('alert')).toContainText('Konto jest nieaktywne.');
  await expect(field(login(page), 'Login')).toHaveValue('ewa.wojcik');
  await expect(field(login(page), 'Hasło')).toHaveValue(HASLO);
});

test("a wrong password shows the server's description", async ({ page }) => {
  await page.goto('/logowanie');
  await logIn(page, 'jan.kowalski', 'Zle#Haslo1');
  await expect(login(page).getByRole('alert')).not.toBeEmpty();
  await expect(field(login(page), 'Hasło')).toHaveValue('Zle#Haslo1');
});

test('a restricted account logs in with the restricted token and lands on the user panel', async ({
  page,
}) => {
  await page.goto('/logowanie');
  await logIn(page, 'piotr.wisniewski');
  await expect(page).toHaveURL(/\/panel-uzytkownika$/);
  const stored = await page.evaluate(() => [
    localStorage.getItem('gmina:token'),
    localStorage.getItem('gmina:tokenOgraniczony'),
  ]);
  expect(stored[0]).toBeNull();
  expect(stored[1]).toBeTruthy();
});

test('captcha on: the server image, a wrong answer → description and a new image, login kept', async ({
  page,
}) => {
  await settings(page, { czyCaptcha: true });
  try {
    await page.goto('/logowanie');
    const img = login(page).locator('.g-captcha img');
    await expect(img).toHaveAttribute('src', /^data:image\/svg\+xml/);
    const first = await img.getAttribute('src');
    await field(login(page), 'Przepisz tekst z obrazka').fill('zzzzz');
    await logIn(page, 'jan.kowalski');
    await expect(login(page).getByRole('alert')).not.toBeEmpty();
    await expect(img).not.toHaveAttribute('src', first!);
    await expect(field(login(page), 'Przepisz tekst z obrazka')).toHaveValue('');
    await expect(field(login(page), 'Login')).toHaveValue('jan.kowalski');
  } finally {
    await settings(page, { czyCaptcha: false });
  }
});

test('inline login in gmina-moje-konto on the CMS page: stays on the page, the second widget follows', async ({
  page,
  cms,
}) => {
  const check = watchErrors(page, [/status of 40\d/]);
  await gotoCms(page, cms, ['gmina-moje-konto']);
  const address = page.url();
  const [first, second] = [page.locator('gmina-moje-konto').first(), page.locator('gmina-moje-konto').nth(1)];
  await expect(first.getByText('Ta usługa jest dostępna po zalogowaniu.')).toBeVisible();
  // one inline login serves the page: the second widget leads to the first one's form
  await expect(second.getByLabel('Login', { exact: true })).toHaveCount(0);
  await second.getByRole('button', { name: 'Przejdź do formularza logowania' }).click();
  await expect(field(first, 'Login')).toBeFocused();
  await logIn(page, 'jan.kowalski', HASLO, first);
  await expect(first.locator('dl')).toContainText('Bieżący podmiot');
  await expect(second.locator('dl')).toContainText('Bieżący podmiot');
  await expect(second.getByLabel('Login', { exact: true })).toHaveCount(0);
  expect(page.url()).toBe(address);
  check();
});

test('identity login: national node → /return-url-ok → logged in on the remembered target; cancel → the error above the login form', async ({
  page,
}) => {
  await settings(page, { czyLogowaniePrzezWezelKrajowy: true });
  try {
    await page.goto('/uslugi/wykaz-pojazdow');
    await expect(page).toHaveURL(/\/logowanie$/);
    await login(page).getByRole('button', { name: 'login.gov.pl (węzeł krajowy)' }).click();
    await expect(page).toHaveURL(/\/wezel-krajowy\/logowanie\?/);
    await page.getByRole('radio', { name: /Jan Kowalski/ }).check();
    await page.getByRole('button', { name: 'Zaloguj' }).click();
    await expect(page).toHaveURL(/\/uslugi\/wykaz-pojazdow$/);
    expect(await page.evaluate(() => localStorage.getItem('gmina:token'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('gmina:pesel'))).toBe('85010112352');

    await page.evaluate(() => localStorage.clear());
    await page.goto('/logowanie');
    await login(page).getByRole('button', { name: 'login.gov.pl (węzeł krajowy)' }).click();
    await page.getByRole('button', { name: 'Anuluj' }).click();
    await expect(page).toHaveURL(/\/return-url-blad\?trescBledu=/);
    const blad = page.locator('gmina-blad-logowania');
    await expect(blad.getByRole('alert')).not.toBeEmpty();
    await expect(field(blad, 'Login')).toBeVisible();
  } finally {
    await settings(page, { czyLogowaniePrzezWezelKrajowy: false });
  }
});

test('identity login without an account: trusted profile → /return-url-potwierdz → confirm the e-mail → logged in on the link', async ({
  page,
}) => {
  await settings(page, { czyLogowaniePrzezEpuap: true });
  try {
    await page.goto('/uslugi/wykaz-pojazdow');
    await login(page).getByRole('button', { name: 'Profil zaufany (ePUAP)' }).click();
    await expect(page).toHaveURL(/\/epuap\/logowanie\?/);
    await page.getByRole('radio', { name: /bez konta/ }).check();
    await page.getByRole('button', { name: 'Zaloguj' }).click();
    await expect(page).toHaveURL(/\/return-url-potwierdz\?data=/);
    const p = page.locator('gmina-potwierdzenie-danych');
    await expect(field(p, 'Imię')).toHaveValue('Stanisław');
    await expect(field(p, 'Numer PESEL')).toHaveValue('55050512371');
    await field(p, 'Adres e-mail').fill('stanislaw.nowicki@poczta.example.pl');
    await field(p, 'Powtórz adres e-mail').fill('stanislaw.nowicki@poczta.example.pl');
    await p.getByRole('button', { name: 'Potwierdź dane' }).click();
    await expect(page).toHaveURL(/\/uslugi\/wykaz-pojazdow$/);
    expect(await page.evaluate(() => localStorage.getItem('gmina:token'))).toBeTruthy();
  } finally {
    await settings(page, { czyLogowaniePrzezEpuap: false });
  }
});

test('the portal inside a CMS page (hash routing): the links and the login stay in the hash', async ({
  page,
  cms,
}) => {
  await page.goto(cms + '/portal#/uslugi/wykaz-pojazdow');
  await expect(page).toHaveURL(cms + '/portal#/logowanie');
  const l = page.locator('gmina-portal gmina-logowanie');
  await expect(l.getByRole('link', { name: 'Nie masz konta? Zarejestruj się' })).toHaveAttribute(
    'href',
    '#/rejestracja',
  );
  await l.getByRole('link', { name: 'Nie pamiętasz hasła? Ustaw nowe' }).click();
  await expect(page).toHaveURL(cms + '/portal#/reset-haslo');
  await page.goBack();
  await logIn(page, 'jan.kowalski', HASLO, page.locator('gmina-portal gmina-logowanie'));
  await expect(page).toHaveURL(cms + '/portal#/uslugi/wykaz-pojazdow');
});

const languages = ['pl', 'en', 'de', 'uk'] as const;
const sizes = ['mala', 'duza', 'bardzo_duza'] as const;

/** Registration-confirmation data as the identity provider sends it (base64url JSON). */
const daneTozsamosci = Buffer.from(
  JSON.stringify({
    imie: 'Łucja',
    nazwisko: 'Żak',
    email: null,
    pesel: '02122401358',
    nip: null,
    token: 'x',
  }),
).toString('base64url');

interface Screen {
  path: string;
  tag: string;
  /** Brings the screen into the state to scan (messages shown, dialog open); returns an undo. */
  prepare?: (page: Page, el: ReturnType<Page['locator']>) => Promise<(() => Promise<void>) | void>;
}
const submitEmpty: Screen['prepare'] = async (_page, el) => {
  await el.locator('button[type="submit"]').first().click();
  await expect(el.locator('[aria-invalid="true"]').first()).toBeVisible();
};
const screens: Screen[] = [
  { path: '/logowanie', tag: 'gmina-logowanie', prepare: submitEmpty },
  {
    path: '/logowanie',
    tag: 'gmina-logowanie',
    async prepare(page, el) {
      await el.locator('input').nth(0).fill('marek.kaminski');
      await el.locator('input').nth(1).fill(HASLO);
      await el.locator('button[type="submit"]').first().click();
      await expect(el.locator('dialog')).toBeVisible();
      await el.locator('dialog button[type="submit"]').click();
      await expect(el.locator('dialog [aria-invalid="true"]')).toBeVisible();
      return async () => {
        await page.keyboard.press('Escape');
        await expect(el.locator('dialog')).toBeHidden();
      };
    },
  },
  {
    path: '/rejestracja',
    tag: 'gmina-rejestracja',
    async prepare(page, el) {
      await expect(el.locator('form, [role="alert"]').first()).toBeVisible();
      if (await el.locator('form').count()) {
        await el.locator('input[type="password"]').first().fill('abcD1');
        await submitEmpty(page, el);
      }
    },
  },
  { path: '/reset-haslo', tag: 'gmina-przypomnienie-hasla', prepare: submitEmpty },
  { path: '/reset-link', tag: 'gmina-link-aktywacyjny', prepare: submitEmpty },
  {
    path: '/nowe-haslo?link=abc',
    tag: 'gmina-nowe-haslo',
    async prepare(page, el) {
      await el.locator('input[type="password"]').first().fill('Abcdef1!');
      await submitEmpty(page, el);
    },
  },
  {
    path: '/aktywacja-return-url?hash=nieznany',
    tag: 'gmina-aktywacja',
    prepare: async (_p, el) => void (await expect(el.getByRole('alert')).toBeVisible()),
  },
  { path: '/return-url-blad?trescBledu=Odmowa%20dost%C4%99pu', tag: 'gmina-blad-logowania' },
  {
    path: `/return-url-potwierdz?data=${daneTozsamosci}&link=%2F`,
    tag: 'gmina-potwierdzenie-danych',
    prepare: submitEmpty,
  },
  {
    path: '/return-url-ok',
    tag: 'gmina-logowanie-zewnetrzne',
    prepare: async (_p, el) => void (await expect(el.getByRole('alert')).toBeVisible()),
  },
];

/** Scans `selector` in both contrasts and all three sizes, switching in place; `root` proves the switch. */
async function scanMatrix(page: Page, selector: string, root: string, label: string, failures: string[]) {
  for (const contrast of [false, true]) {
    await setStored(page, 'gmina:kontrast', contrast ? 'true' : null);
    for (const size of sizes) {
      await setStored(page, 'gmina:rozmiarCzcionki', size === 'mala' ? null : size);
      await expect(page.locator(root).first()).toHaveClass(
        new RegExp(`g-size-${size}${contrast ? ' g-hc' : '(?! g-hc)'}`),
      );
      for (const v of await axeViolations(page, selector))
        failures.push(
          `${label} contrast=${contrast} size=${size}: ${v.id} – ${v.help}\n  ${v.targets.join('\n  ')}`,
        );
    }
  }
  await setStored(page, 'gmina:kontrast', null);
  await setStored(page, 'gmina:rozmiarCzcionki', null);
}

test('every account screen and dialog: 0 axe violations in 4 languages × 2 contrasts × 3 sizes', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await settings(page, { czy2Fa: true, czyLogowaniePrzezWezelKrajowy: true, czyLogowaniePrzezEpuap: true });
  const failures: string[] = [];
  try {
    await page.goto('/logowanie');
    await expect(login(page).locator('form')).toBeVisible();
    for (const lang of languages) {
      await setStored(page, 'gmina:jezyk', lang === 'pl' ? null : lang);
      for (const [i, s] of screens.entries()) {
        await goInPlace(page, '/');
        await goInPlace(page, s.path);
        const el = page.locator(`gmina-portal ${s.tag}`);
        await expect(el.locator('.g-root')).toHaveAttribute('lang', lang);
        await expect(el.locator('h2')).toBeVisible();
        const undo = s.prepare ? await s.prepare(page, el) : undefined;
        await scanMatrix(
          page,
          'gmina-portal',
          `gmina-portal ${s.tag} .g-root`,
          `${lang} #${i} ${s.path}`,
          failures,
        );
        if (undo) await undo();
      }
    }
  } finally {
    await setStored(page, 'gmina:jezyk', null);
    await settings(page, { czyLogowaniePrzezWezelKrajowy: false, czyLogowaniePrzezEpuap: false });
  }
  expect(failures, failures.join('\n')).toEqual([]);
});

test('the inline login (with captcha) and the account summary on the CMS page: 0 axe violations in every combination', async ({
  page,
  cms,
}) => {
  test.setTimeout(300_000);
  await settings(page, {
    czyCaptcha: true,
    czyLogowaniePrzezWezelKrajowy: true,
    czyLogowaniePrzezEpuap: true,
  });
  const failures: string[] = [];
  try {
    await gotoCms(page, cms, ['gmina-moje-konto']);
    const konto = page.locator('gmina-moje-konto').first();
    await expect(konto.locator('.g-captcha img')).toBeVisible();
    for (const lang of languages) {
      await setStored(page, 'gmina:jezyk', lang === 'pl' ? null : lang);
      await expect(konto.locator('.g-root')).toHaveAttribute('lang', lang);
      await konto.locator('button[type="submit"]').click();
      await expect(konto.locator('[aria-invalid="true"]').first()).toBeVisible();
      await scanMatrix(
        page,
        'gmina-moje-konto',
        'gmina-moje-konto .g-root',
        `CMS ${lang} inline login`,
        failures,
      );
    }
    await settings(page, { czyCaptcha: false });
    await page.reload();
    await setStored(page, 'gmina:jezyk', null);
    // (not the institution: its first login belongs to the user-panel journey of the first-login dialog)
    await logIn(page, 'jan.kowalski', HASLO, konto);
    await expect(konto.locator('dl')).toBeVisible();
    for (const lang of languages) {
      await setStored(page, 'gmina:jezyk', lang === 'pl' ? null : lang);
      await expect(konto.locator('.g-root')).toHaveAttribute('lang', lang);
      await scanMatrix(page, 'gmina-moje-konto', 'gmina-moje-konto .g-root', `CMS ${lang} summary`, failures);
    }
  } finally {
    await setStored(page, 'gmina:jezyk', null);
    await settings(page, {
      czyCaptcha: false,
      czyLogowaniePrzezWezelKrajowy: false,
      czyLogowaniePrzezEpuap: false,
    });
  }
  expect(failures, failures.join('\n')).toEqual([]);
});

test('logged out, each protected widget of the CMS page names its service in the login notice', async ({
  page,
  cms,
}) => {
  await page.goto(cms + '/');
  const tags = [
    'gmina-faktury-woda',
    'gmina-historia-platnosci',
    'gmina-naleznosci',
    'gmina-nieruchomosci',
    'gmina-oplaty-za-zezwolenia',
    'gmina-stan-wodomierzy',
    'gmina-wymiar-podatku',
  ];
  const notices: string[] = [];
  for (const tag of tags) {
    const intro = page.locator(`${tag} .g-intro`);
    await expect(intro, tag).toHaveText(/^Usługa „.+” jest dostępna po zalogowaniu\.$/);
    notices.push((await intro.textContent())!);
    // the button that leads to the one form is described by that notice
    const go = page.locator(tag).getByRole('button', { name: 'Przejdź do formularza logowania' });
    if (await go.count()) await expect(go).toHaveAccessibleDescription(notices.at(-1)!);
  }
  expect(new Set(notices).size, notices.join('\n')).toBe(tags.length);
  expect(notices).toContain('Usługa „Wymiar podatku” jest dostępna po zalogowaniu.');
});

test('on the CMS page a resident logs out from gmina-moje-konto: the server session ends, every widget and tab follows', async ({
  page,
  cms,
}) => {
  await page.goto(cms + '/');
  const first = page.locator('gmina-moje-konto').first();
  const second = page.locator('gmina-moje-konto').nth(1);
  await logIn(page, 'jan.kowalski', HASLO, first);
  await expect(first.locator('dl')).toContainText('Bieżący podmiot');
  const token = await page.evaluate(() => localStorage.getItem('gmina:token'));
  expect(token).toBeTruthy();
  // another tab of the same origin, logged in by the shared storage
  const other = await page.context().newPage();
  await other.goto(cms + '/');
  await expect(other.locator('gmina-moje-konto').first().locator('dl')).toContainText('Bieżący podmiot');

  await first.getByRole('button', { name: 'Wyloguj' }).click();
  // focus goes to the box's heading, the login is offered again in place, every widget follows
  await expect(first.getByRole('heading', { name: 'Moje konto' })).toBeFocused();
  await expect(first.getByLabel('Login', { exact: true })).toBeVisible();
  await expect(second.locator('dl')).toHaveCount(0);
  await expect(page.locator('gmina-wymiar-podatku .g-intro')).toBeVisible();
  await expect(other.locator('gmina-moje-konto').first().locator('dl')).toHaveCount(0);
  // and the server no longer takes the token
  const apiBase = await page.evaluate(() =>
    document.querySelector('script[data-api]')!.getAttribute('data-api')!,
  );
  const r = await page.request.get(`${apiBase}/uzytkownik/userInfo`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(r.status()).toBe(401);
  await other.close();
});

/** The deepest focused element through shadow roots, as its tag, class and text (for focus assertions). */
const deepFocus = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    const root = el?.getRootNode();
    return {
      host: root instanceof ShadowRoot ? root.host.localName : null,
      tag: el?.localName ?? null,
      text: el?.textContent?.trim() ?? '',
    };
  });

test('on the CMS page a resident logs out from the dues header: the server session ends, every widget and tab follows, focus stays in the dues', async ({
  page,
  cms,
}) => {
  await page.goto(cms + '/');
  const dues = page.locator('gmina-naleznosci');
  await logIn(page, 'jan.kowalski', HASLO, page.locator('gmina-moje-konto').first());
  await expect(dues.getByRole('heading', { name: 'Należności do zapłaty' })).toBeVisible();
  // each protected element has the header with the subject and "Wyloguj"; the account box keeps its own one
  for (const tag of [
    'gmina-naleznosci',
    'gmina-wymiar-podatku',
    'gmina-stan-wodomierzy',
    'gmina-faktury-woda',
  ])
    await expect(page.locator(`${tag} .g-pasek-sesji`), tag).toContainText('Podmiot: Jan Kowalski');
  await expect(page.locator('gmina-moje-konto').first().locator('.g-pasek-sesji')).toHaveCount(0);
  await expect(page.locator('gmina-moje-konto').first().getByRole('button', { name: 'Wyloguj' })).toHaveCount(
    1,
  );
  // the header in the reader's language, and no axe violation in any of the protected elements with it
  const chronione = 'gmina-naleznosci, gmina-historia-platnosci, gmina-wymiar-podatku, gmina-stan-wodomierzy';
  expect(await axeViolations(page, chronione)).toEqual([]);
  await setStored(page, 'gmina:jezyk', 'en');
  await expect(dues.locator('.g-pasek-sesji')).toContainText('Acting for: Jan Kowalski');
  await expect(dues.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(await axeViolations(page, chronione)).toEqual([]);
  await setStored(page, 'gmina:jezyk', null);
  const token = await page.evaluate(() => localStorage.getItem('gmina:token'));
  expect(token).toBeTruthy();
  const other = await page.context().newPage();
  await other.goto(cms + '/');
  await expect(other.locator('gmina-naleznosci .g-pasek-sesji')).toBeVisible();

  await dues.getByRole('button', { name: 'Wyloguj' }).click();
  // the dues' own login notice takes the focus; every widget of the page shows its notice
  await expect(dues.locator('.g-intro')).toBeFocused();
  expect(await deepFocus(page)).toEqual({
    host: 'gmina-naleznosci',
    tag: 'p',
    text: 'Usługa „Należności do zapłaty” jest dostępna po zalogowaniu.',
  });
  for (const tag of [
    'gmina-naleznosci',
    'gmina-historia-platnosci',
    'gmina-wymiar-podatku',
    'gmina-nieruchomosci',
    'gmina-oplaty-za-zezwolenia',
    'gmina-stan-wodomierzy',
    'gmina-faktury-woda',
  ]) {
    await expect(page.locator(`${tag} .g-intro`), tag).toBeVisible();
    await expect(page.locator(`${tag} .g-pasek-sesji`), tag).toHaveCount(0);
  }
  await expect(page.locator('gmina-moje-konto').first().getByLabel('Login', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('gmina:token'))).toBeNull();
  // the other tab follows through the storage
  await expect(other.locator('gmina-naleznosci .g-pasek-sesji')).toHaveCount(0);
  await expect(other.locator('gmina-naleznosci .g-intro')).toBeVisible();
  // and the server no longer takes the old token
  const apiBase = await page.evaluate(() =>
    document.querySelector('script[data-api]')!.getAttribute('data-api')!,
  );
  const r = await page.request.get(`${apiBase}/uzytkownik/userInfo`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(r.status()).toBe(401);
  await other.close();
});

test('after the CMS inline login the focus goes to the widget the resident was using', async ({
  page,
  cms,
}) => {
  await page.goto(cms + '/');
  const account = page.locator('gmina-moje-konto').first();
  const taxes = page.locator('gmina-wymiar-podatku');
  // from the tax element's notice to the one form (in the first account box), and back after the login
  await taxes.getByRole('button', { name: 'Przejdź do formularza logowania' }).click();
  await expect(account.getByLabel('Login', { exact: true })).toBeFocused();
  await logIn(page, 'jan.kowalski', HASLO, account);
  await expect(taxes.getByRole('heading', { name: 'Wymiar podatku' })).toBeFocused();
  expect(await deepFocus(page)).toMatchObject({ host: 'gmina-wymiar-podatku', tag: 'h2' });

  // logged out again, the login straight in the account box: the focus goes to that box's heading
  await account.getByRole('button', { name: 'Wyloguj' }).click();
  await logIn(page, 'jan.kowalski', HASLO, account);
  await expect(account.locator('dl')).toBeVisible();
  // the focus moves once the box shows the account (its data come after the login)
  await expect
    .poll(() => deepFocus(page))
    .toEqual({ host: 'gmina-moje-konto', tag: 'h2', text: 'Moje konto' });
});
