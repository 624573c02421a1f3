import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { uslugi } from '../src/registry/uslugi.ts';
import { expect, setMaintenance, setStored, test, watchErrors } from './helpers.ts';
import { xssPayloads } from './xss-corpus.ts';

const heading = (page: Page) => page.locator('gmina-portal main h1');
/** The office's menu items (the side menu's landmark holds the office contact and the visit counter too). */
const sideMenu = (page: Page) => page.locator('gmina-portal nav[aria-label="Menu boczne"] .g-side-items');

/** Goes to an in-portal path without reloading, as a link would (history routing). */
async function goInPlace(page: Page, to: string) {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** The shell routes of spec 01 §2 with the heading each shows (the oracle is the spec, not the code). */
const shellRoutes: [string, string][] = [
  ['/', 'Portal mieszkańca'],
  ['/lista-uslug', 'Lista usług'],
  ['/informacje', 'Informacje'],
  ['/procedury', 'Procedury'],
  ['/mapa-strony', 'Mapa strony'],
  ['/kontakt', 'Kontakt'],
  ['/statusy-i-rejestry', 'Statusy i rejestry'],
  ['/strona-wlasna?nazwaPliku=klauzula-rodo', 'Klauzula informacyjna RODO'],
  ['/strona-wlasna?nazwaPliku=nie-ma-takiej', 'Strona'],
  ['/deklaracja-dostepnosci', 'Deklaracja dostępności'],
  ['/polityka-cookie', 'Polityka cookies'],
  ['/usluga-przerwa-techniczna?usluga=3', 'Usługa chwilowo niedostępna'],
  ['/platnosc-wynik?wynik=ok', 'Wynik płatności'],
  ['/platnosc-informacja?czySukces=false', 'Wynik płatności'],
  ['/logowanie', 'Logowanie'],
  ['/uzytkownicy/login2FA', 'Logowanie – drugi krok'],
  ['/rejestracja', 'Rejestracja'],
  ['/reset-haslo', 'Przypomnienie hasła'],
  ['/reset-link', 'Ponowne wysłanie linku aktywacyjnego'],
  ['/nowe-haslo', 'Ustawienie hasła'],
  ['/return-url-ok', 'Logowanie zewnętrzne'],
  ['/return-url-blad', 'Błąd logowania'],
  ['/return-url-potwierdz', 'Potwierdzenie danych'],
  ['/aktywacja-return-url', 'Aktywacja konta'],
  ['/to-nie-istnieje', 'Nie znaleziono strony'],
];

test.describe('portal shell', () => {
  test.beforeEach(async ({ page }) => {
    // the cookie notice is tested on its own; elsewhere it would cover content in screenshots
    // (the contact page's map frame fails to load offline: its error page has no storage, hence the guards)
    await page.addInitScript(() => {
      if (window !== window.top) return;
      try {
        if (!sessionStorage.getItem('keep-cookie-notice'))
          localStorage.setItem('gmina:akceptacjaCookie', 'true');
      } catch {
        /* a frame without storage */
      }
    });
  });

  test('every shell, account and service route renders a titled page, none blank, none throwing', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // the custom page of an unknown name is a 404 answer, shown as "not found"
    const done = watchErrors(page, [/status of 404/]);
    await page.goto('/');
    await expect(heading(page)).toHaveText('Portal mieszkańca');
    for (const [path, title] of shellRoutes) {
      await goInPlace(page, path);
      await expect(heading(page), path).toHaveText(title);
      await expect(page).toHaveTitle(title === 'Portal mieszkańca' ? title : `${title} – Portal mieszkańca`);
      expect((await page.locator('gmina-portal main').innerText()).trim().length, path).toBeGreaterThan(0);
    }
    // account pages that need login send a logged-out visitor to login, remembering the target
    for (const path of ['/panel-uzytkownika', '/zmiana-hasla', '/zmiana-email']) {
      await goInPlace(page, path);
      await expect(page, path).toHaveURL('/logowanie');
      expect(await page.evaluate(() => localStorage.getItem('gmina:celLogowania'))).toBe(path);
    }
    for (const u of uslugi) {
      await goInPlace(page, u.route);
      if (u.chroniona) {
        // logged out: a protected service goes to login, remembering where the visitor was going
        await expect(page, u.route).toHaveURL('/logowanie');
        expect(await page.evaluate(() => localStorage.getItem('gmina:celLogowania'))).toBe(u.route);
      } else {
        await expect(heading(page), u.route).toHaveText(u.nazwa);
        expect((await page.locator('gmina-portal main').innerText()).trim().length).toBeGreaterThan(0);
      }
    }
    // a deep link works as well as in-place navigation
    await page.goto('/informacje?katalog=0.0');
    await expect(heading(page)).toHaveText('Archiwum 2025');
    done();
  });

  test('side menu, tiles, services list and back/forward navigate; focus moves to the new page', async ({
    page,
  }) => {
    const done = watchErrors(page);
    await page.goto('/');
    // side menu: the office's items in their order, the hidden one left out, external link in a new tab
    const items = sideMenu(page).getByRole('link');
    await expect(items).toHaveText([
      'Strona główna',
      'Procedury',
      'Informacje',
      'Lista usług',
      'Statusy i rejestry',
      'Kontakt',
      'Deklaracja dostępności',
      'Biuletyn Informacji Publicznej (otwiera się w nowej karcie)',
      'Dokumenty do pobrania',
    ]);
    await expect(sideMenu(page).getByRole('link', { name: /Biuletyn/ })).toHaveAttribute('target', '_blank');
    await expect(page.locator('gmina-portal .g-side-contact')).toContainText('Urząd Gminy Zielona Dolina');
    await expect(page.locator('gmina-portal .g-counter')).toContainText(/Liczba odwiedzin: \d[\d\u00a0 ]*/);

    await sideMenu(page).getByRole('link', { name: 'Procedury' }).click();
    await expect(heading(page)).toHaveText('Procedury');
    await expect(heading(page)).toBeFocused();
    await expect(sideMenu(page).getByRole('link', { name: 'Procedury' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // file browser: enter a folder (a new history entry), back returns
    await page
      .locator('gmina-portal main')
      .getByRole('link', { name: /Podatki/ })
      .click();
    await expect(heading(page)).toHaveText('Podatki');
    await expect(page.locator('gmina-portal nav[aria-label="Ścieżka"]')).toContainText('Procedury');
    const file = page.locator('gmina-portal main').getByRole('link', { name: /Karta usługi: podatek/ });
    await expect(file).toHaveAttribute('target', '_blank');
    const fileRes = await page.request.get((await file.getAttribute('href'))!);
    expect(fileRes.headers()['content-type']).toBe('application/pdf');
    await page.goBack();
    await expect(heading(page)).toHaveText('Procedury');
    await page.goForward();
    await expect(heading(page)).toHaveText('Podatki');
    await page
      .locator('gmina-portal main')
      .getByRole('link', { name: /Powrót do katalogu Procedury/ })
      .click();
    await expect(heading(page)).toHaveText('Procedury');

    // tiles
    await page.locator('gmina-portal').getByRole('link', { name: 'Portal mieszkańca' }).click();
    await page
      .locator('gmina-portal .g-tiles')
      .getByRole('link', { name: /Harmonogram odbioru odpadów/ })
      .click();
    await expect(heading(page)).toHaveText('Harmonogram odbioru odpadów 2026');
    await expect(page.locator('gmina-portal .g-custom-page table')).toContainText('Bioodpady');

    // services list: groups expand; a public service opens its route with the widget
    await sideMenu(page).getByRole('link', { name: 'Lista usług' }).click();
    const group = page.locator('gmina-portal').getByRole('button', { name: /Budżet gminy/ });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page
      .locator('gmina-portal')
      .getByRole('link', { name: /Wydatki budżetu/ })
      .click();
    await expect(page).toHaveURL('/uslugi/budzet-wydatki');
    await expect(page.locator('gmina-budzet[rodzaj="wydatki"] tbody tr')).toHaveCount(5);
    await page.goBack();
    await expect(heading(page)).toHaveText('Lista usług');

    // site map: a tree of links
    await page.locator('gmina-portal footer').getByRole('link', { name: 'Mapa strony' }).click();
    await expect(page.locator('gmina-portal .g-sitemap li li').first()).toBeVisible();
    await page
      .locator('gmina-portal .g-sitemap')
      .getByRole('link', { name: 'Najpopularniejsze imiona', exact: true })
      .click();
    await expect(page).toHaveURL('/uslugi/najpopularniejsze-imiona');
    done();
  });

  test('service clicks: maintenance page, login when protected, disabled in the wrong context', async ({
    page,
  }) => {
    const admin = { Authorization: 'Bearer demo-admin' };
    const put = (uslugi: number[]) =>
      page.request.post('/api/admin/przerwa-techniczna-uslugi', {
        data: { uslugi },
        headers: admin,
      });
    expect((await put([2])).ok()).toBe(true);
    try {
      await page.goto('/lista-uslug');
      await page
        .locator('gmina-portal')
        .getByRole('button', { name: /Budżet gminy/ })
        .click();
      await page
        .locator('gmina-portal')
        .getByRole('link', { name: /Wydatki budżetu/ })
        .click();
      await expect(page).toHaveURL('/usluga-przerwa-techniczna?usluga=2');
      await expect(page.locator('gmina-portal main')).toContainText(
        'Trwają prace techniczne przy usłudze „Wydatki budżetu”',
      );
      // the address typed directly follows the same rule
      await page.goto('/uslugi/budzet-wydatki');
      await expect(page).toHaveURL('/usluga-przerwa-techniczna?usluga=2');
    } finally {
      expect((await put([])).ok()).toBe(true);
    }

    // the flags arriving late (slow /konfiguracja) must not let the service's element call its API first:
    // the server's 503 for that service would put the whole portal into the break
    expect((await put([2])).ok()).toBe(true);
    try {
      const calls: string[] = [];
      page.on('request', (r) => calls.push(new URL(r.url()).pathname));
      await page.route('**/api/konfiguracja', async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await page.goto('/uslugi/budzet-wydatki');
      await expect(page.locator('gmina-portal main [role="status"]')).toBeVisible();
      await expect(page).toHaveURL('/usluga-przerwa-techniczna?usluga=2');
      await expect(page.locator('gmina-portal main')).toContainText('Wydatki budżetu');
      expect(calls.filter((c) => c.includes('/fk/gmina/'))).toEqual([]);
      await page.unroute('**/api/konfiguracja');
    } finally {
      expect((await put([])).ok()).toBe(true);
    }

    // logged out: legend; a protected service goes to login and the target is remembered
    await page.goto('/lista-uslug');
    await expect(page.locator('gmina-portal .g-legend')).toContainText('usługa dostępna po zalogowaniu');
    await page
      .locator('gmina-portal')
      .getByRole('button', { name: /Należności i płatności/ })
      .click();
    await page
      .locator('gmina-portal')
      .getByRole('link', { name: /Historia płatności internetowych/ })
      .click();
    await expect(page).toHaveURL('/logowanie');
    expect(await page.evaluate(() => localStorage.getItem('gmina:celLogowania'))).toBe(
      '/uslugi/historia-platnosci-internetowych',
    );

    // logged in as a person (the portal loads the account with the token; a made-up token would be a 401):
    // services needing an institution are disabled
    const login = await page.request.post('/api/uzytkownicy/getToken', {
      data: { login: 'jan.kowalski', haslo: 'Gmina#2024' },
    });
    await setStored(page, 'gmina:token', ((await login.json()) as { token: string }).token);
    await page.goto('/lista-uslug');
    await expect(page.locator('gmina-portal .g-legend')).toHaveCount(0);
    await page
      .locator('gmina-portal')
      .getByRole('button', { name: /Podatki i opłaty lokalne/ })
      .click();
    const permit = page.locator('gmina-portal .g-service-disabled', { hasText: 'Opłaty za zezwolenia' });
    await expect(permit).toContainText('usługa niedostępna w wybranym kontekście');
    await expect(permit.getByRole('link')).toHaveCount(0);
  });

  test('maintenance end to end: only the break page, retry after the break returns to the root', async ({
    page,
  }) => {
    await setMaintenance(page, true);
    try {
      await page.goto('/lista-uslug');
      await expect(page).toHaveURL('/przerwa-techniczna');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Przepraszamy - trwa przerwa techniczna',
      );
      await expect(page.locator('gmina-portal')).toContainText('Aktualnie prowadzone są prace techniczne');
      await expect(sideMenu(page)).toHaveCount(0);
      // every other address also shows only the break page while the flag is stored
      await page.goto('/mapa-strony');
      await expect(page).toHaveURL('/przerwa-techniczna');
      await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
      await expect(page).toHaveURL('/przerwa-techniczna');
    } finally {
      await setMaintenance(page, false);
    }
    await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect(page).toHaveURL('/');
    await expect(heading(page)).toHaveText('Portal mieszkańca');
    expect(await page.evaluate(() => localStorage.getItem('gmina:przerwaTechniczna'))).toBeNull();
  });

  test(`a custom page with ${xssPayloads.length} injection payloads runs no script`, async ({ page }) => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(50);
    const hits: number[] = [];
    await page.exposeFunction('__reportXss', (n: number) => hits.push(n));
    await page.addInitScript(() => {
      (window as unknown as { __xss: (n: number) => void }).__xss = (n) =>
        (window as unknown as { __reportXss: (n: number) => void }).__reportXss(n);
    });
    page.on('dialog', (d) => {
      hits.push(-1);
      void d.dismiss();
    });
    const html = xssPayloads.map((p, i) => `<div class="case-${i + 1}">${p}</div>`).join('\n');
    await page.route('**/api/pi/stronaWlasna?**', (route) =>
      route.fulfill({
        json: { tytul: 'Strona z pułapkami', html: `<p id="marker">Treść strony</p>${html}` },
      }),
    );
    await page.goto('/strona-wlasna?nazwaPliku=pulapki');
    await expect(heading(page)).toHaveText('Strona z pułapkami');
    await expect(page.locator('gmina-portal #marker')).toHaveText('Treść strony');
    const body = page.locator('gmina-portal .g-custom-page');
    // what is left is inert: no scripts, handlers, frames, forms or javascript: links
    expect(await body.locator('script, iframe, object, embed, form, style, link, meta, base').count()).toBe(
      0,
    );
    const attrs = await body.evaluate((el) =>
      [...el.querySelectorAll('*')].flatMap((n) =>
        [...n.attributes]
          .map((a) => `${a.name}=${a.value}`)
          .filter((a) => /^on|javascript:|^style=/i.test(a)),
      ),
    );
    expect(attrs).toEqual([]);
    // interact with what could still trigger something
    for (const id of ['xss-link-17', 'xss-link-18', 'xss-link-19', 'xss-link-20', 'xss-click-56']) {
      const link = body.locator(`#${id}`);
      if (await link.count()) await link.click({ force: true, noWaitAfter: true }).catch(() => undefined);
    }
    await body
      .locator('#xss-hover-33')
      .hover()
      .catch(() => undefined);
    await page.waitForTimeout(500);
    expect(hits).toEqual([]);
  });

  test('320 px: the drawer opens and closes, choosing an item closes it, no horizontal scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/lista-uslug');
    await expect(heading(page)).toHaveText('Lista usług');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(320);
    await expect(sideMenu(page)).toBeHidden();
    const menuButton = page.locator('gmina-portal .g-menu-button');
    await menuButton.click();
    await expect(sideMenu(page)).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(sideMenu(page)).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await sideMenu(page).getByRole('link', { name: 'Informacje' }).click();
    await expect(heading(page)).toHaveText('Informacje');
    await expect(sideMenu(page)).toBeHidden();
    for (const path of [
      '/',
      '/informacje?katalog=0',
      '/strona-wlasna?nazwaPliku=harmonogram-odbioru-odpadow',
    ]) {
      await goInPlace(page, path);
      await expect(heading(page)).not.toBeEmpty();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });

  test('keyboard only: skip link, side menu and services list', async ({ page }) => {
    await page.goto('/');
    await expect(heading(page)).toHaveText('Portal mieszkańca');
    await page.keyboard.press('Tab');
    const skip = page.locator('gmina-portal .g-skip');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(heading(page)).toBeFocused();

    // Tab from the top into the side menu and follow "Lista usług" with Enter
    const target = sideMenu(page).getByRole('link', { name: 'Lista usług' });
    await page.locator('gmina-portal .g-brand a').focus();
    for (let i = 0; i < 20 && !(await target.evaluate((el) => el.matches(':focus'))); i++)
      await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('Lista usług');
    await expect(heading(page)).toBeFocused();

    // groups open with Enter and Space; services are reached with Tab and opened with Enter (once the list,
    // loaded after the page, is there: a person tabs through what is on screen)
    const first = page.locator('gmina-portal .g-group').first();
    await expect(first).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.locator('gmina-portal .g-service').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/uslugi/budzet-dochody');
  });

  test('top bar: language, contrast and text size apply to the whole portal and are remembered', async ({
    page,
  }) => {
    await page.goto('/');
    const portal = page.locator('gmina-portal .g-root').first();
    await page.locator('gmina-portal').getByRole('button', { name: 'Wysoki kontrast' }).click();
    await expect(portal).toHaveClass(/g-hc/);
    await page
      .locator('gmina-portal')
      .getByRole('button', { name: /Duża czcionka/ })
      .click();
    await expect(portal).toHaveClass(/g-size-bardzo_duza/);
    await page.locator('gmina-portal').getByLabel('Język').selectOption('de');
    await expect(heading(page)).toHaveText('Bürgerportal');
    await expect(sideMenu(page)).toHaveCount(0); // the menu's label is German now
    await page.reload();
    await expect(heading(page)).toHaveText('Bürgerportal');
    await expect(portal).toHaveClass(/g-hc/);
    await expect(portal).toHaveClass(/g-size-bardzo_duza/);
    await goInPlace(page, '/lista-uslug');
    await page
      .locator('gmina-portal')
      .getByRole('button', { name: /Gemeindehaushalt/ })
      .click();
    await expect(page.locator('gmina-portal')).toContainText('Haushaltseinnahmen');
  });

  test('cookie notice: link to the policy; closing stores the acceptance', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('keep-cookie-notice', '1'));
    await page.goto('/');
    await page.evaluate(() => localStorage.removeItem('gmina:akceptacjaCookie'));
    await page.reload();
    const notice = page.locator('gmina-portal aside[aria-label="Informacja o plikach cookie"]');
    await expect(notice).toBeVisible();
    await notice.getByRole('link', { name: 'Polityka cookies' }).click();
    await expect(heading(page)).toHaveText('Polityka cookies');
    await notice.getByRole('button', { name: 'Zamknij informację o plikach cookie' }).click();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('gmina:akceptacjaCookie'))).toBe('true');
    await page.reload();
    await expect(heading(page)).toHaveText('Polityka cookies');
    await expect(notice).toHaveCount(0);
  });

  test('payment result pages read wynik and czySukces and link to the payment history', async ({ page }) => {
    for (const [path, text] of [
      ['/platnosc-wynik?wynik=ok', 'Płatność zaakceptowana.'],
      ['/platnosc-wynik?wynik=blad', 'Płatność nie powiodła się.'],
      ['/platnosc-informacja?czySukces=true', 'Płatność zaakceptowana.'],
      ['/platnosc-informacja?czySukces=false', 'Płatność nie powiodła się.'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('gmina-portal main [role="status"]'), path).toHaveText(text);
      await expect(
        page.locator('gmina-portal main').getByRole('link', { name: 'Historia płatności internetowych' }),
      ).toHaveAttribute('href', '/uslugi/historia-platnosci-internetowych');
    }
  });

  test('screenshots of home, services list and a service page at 1280 and 375 px', async ({ page }) => {
    mkdirSync('reports/screenshots', { recursive: true });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [
        ['home', '/'],
        ['lista-uslug', '/lista-uslug'],
        ['budzet-dochody', '/uslugi/budzet-dochody'],
      ] as const) {
        await page.goto(path);
        await expect(heading(page)).not.toBeEmpty();
        if (name === 'lista-uslug') await page.locator('gmina-portal .g-group').first().click();
        if (name === 'budzet-dochody') await expect(page.locator('gmina-budzet tbody tr')).toHaveCount(5);
        await page.screenshot({ path: `reports/screenshots/portal-${name}-${width}.png`, fullPage: true });
      }
    }
  });
});

test('the portal inside a CMS page routes by the hash and leaves the page path alone', async ({
  page,
  cms,
}) => {
  const done = watchErrors(page);
  await page.goto(cms + '/portal');
  await expect(heading(page)).toHaveText('Portal mieszkańca');
  await sideMenu(page).getByRole('link', { name: 'Lista usług' }).click();
  await expect(page).toHaveURL(cms + '/portal#/lista-uslug');
  await expect(heading(page)).toHaveText('Lista usług');
  await page
    .locator('gmina-portal')
    .getByRole('button', { name: /Budżet gminy/ })
    .click();
  await page
    .locator('gmina-portal')
    .getByRole('link', { name: /Dochody budżetu/ })
    .click();
  await expect(page).toHaveURL(cms + '/portal#/uslugi/budzet-dochody');
  await expect(page.locator('gmina-budzet tbody tr')).toHaveCount(5);
  await page.goBack();
  await expect(heading(page)).toHaveText('Lista usług');
  // a deep link into the hash
  await page.goto(cms + '/portal#/informacje?katalog=1');
  await expect(heading(page)).toHaveText('Podatki i opłaty lokalne');
  done();
});

test("a hash that is not the portal's (a theme's skip link) leaves the portal where it was", async ({
  page,
  cms,
}) => {
  const done = watchErrors(page);
  // opened with the page's own hash: the home page, not "page not found"
  await page.goto(cms + '/portal#wp--skip-link--target');
  await expect(heading(page)).toHaveText('Portal mieszkańca');
  await sideMenu(page).getByRole('link', { name: 'Lista usług' }).click();
  await expect(heading(page)).toHaveText('Lista usług');
  // the theme's "Skip to content" by keyboard: the page's hash changes, the portal stays on its route
  await page.locator('.skip-link').focus();
  await expect(page.locator('.skip-link')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(cms + '/portal#wp--skip-link--target');
  await expect(heading(page)).toHaveText('Lista usług');
  await expect(page.locator('gmina-portal').getByText('Nie znaleziono strony')).toHaveCount(0);
  // and back is the portal's route again
  await page.goBack();
  await expect(page).toHaveURL(cms + '/portal#/lista-uslug');
  await expect(heading(page)).toHaveText('Lista usług');
  done();
});

test('the open drawer of small screens is modal: Tab and Shift+Tab stay in it, Escape gives focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await expect(heading(page)).toHaveText('Portal mieszkańca');
  const menuButton = page.locator('gmina-portal .g-menu-button');
  await menuButton.click();
  const drawer = page.locator('gmina-portal #g-side-menu');
  /** Whether the focused element (inside the portal's shadow root) lies in the drawer. */
  const focusInDrawer = () =>
    page.evaluate(() => {
      const root = document.querySelector('gmina-portal')!.shadowRoot!;
      return root.getElementById('g-side-menu')!.contains(root.activeElement);
    });
  await expect.poll(focusInDrawer).toBe(true);
  const items = await drawer.locator('a, button').count();
  for (let i = 0; i < items + 3; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInDrawer(), `Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDrawer(), `Shift+Tab ${i + 1}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menuButton).toBeFocused();
  // closed, the page is reachable again
  await expect(page.locator('gmina-portal main')).not.toHaveAttribute('inert');
});
