import { type Page } from '@playwright/test';
import { uslugi } from '../src/registry/uslugi.ts';
import { expect, pageAxeViolations, setStored, test } from './helpers.ts';

const heading = (page: Page) => page.locator('gmina-portal main h1');
const languages = ['pl', 'en', 'de', 'uk'] as const;
const sizes = ['mala', 'duza', 'bardzo_duza'] as const;
/** The portal's title per language: proof that the language switch happened before scanning. */
const titles = {
  pl: 'Portal mieszkańca',
  en: 'Residents’ portal',
  de: 'Bürgerportal',
  uk: 'Портал мешканця',
};

async function goInPlace(page: Page, to: string) {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await expect(heading(page)).not.toBeEmpty();
  await expect(page.locator('gmina-portal .g-loader')).toHaveCount(0);
}

/** The whole document: the portal is the page, so the page-level rules (landmarks) apply to it too. */
async function scan(page: Page, label: string, failures: string[]) {
  for (const v of await pageAxeViolations(page))
    failures.push(`${label}: ${v.id} – ${v.help}\n  ${v.targets.join('\n  ')}`);
}

/**
 * Every distinct screen of the shell (each page component, with its states: a folder inside the browser,
 * the user menu open, the cookie notice, the drawer of small screens), in 4 languages × 2 contrasts × 3 sizes.
 * Pages that differ only in their data (the other account routes, the other "not yet" services) are scanned
 * in the default settings by the next test.
 */
const screens = [
  '/',
  '/lista-uslug',
  '/informacje',
  '/informacje?katalog=0.0',
  '/mapa-strony',
  '/kontakt',
  '/statusy-i-rejestry',
  '/strona-wlasna?nazwaPliku=harmonogram-odbioru-odpadow',
  '/deklaracja-dostepnosci',
  '/polityka-cookie',
  '/usluga-przerwa-techniczna?usluga=3',
  '/platnosc-wynik?wynik=ok',
  '/platnosc-informacja?czySukces=false',
  '/logowanie',
  '/to-nie-istnieje',
];

// one test per language, which the workers share: the whole matrix in one test was the suite's longest (3 min), the
// last to end on a loaded machine
test.describe('every screen of the portal', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const lang of languages)
    test(`${lang}: 0 axe violations in 2 contrasts × 3 sizes`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.goto('/');
      await expect(heading(page)).toHaveText(titles.pl);
      const failures: string[] = [];
      await setStored(page, 'gmina:jezyk', lang === 'pl' ? null : lang);
      await goInPlace(page, '/');
      await expect(heading(page)).toHaveText(titles[lang]);
      for (const contrast of [false, true]) {
        await setStored(page, 'gmina:kontrast', contrast ? 'true' : null);
        for (const size of sizes) {
          await setStored(page, 'gmina:rozmiarCzcionki', size === 'mala' ? null : size);
          await expect(page.locator('gmina-portal .g-root').first()).toHaveClass(
            new RegExp(`g-size-${size}`),
          );
          const combo = `${lang} contrast=${contrast} size=${size}`;
          for (const path of screens) {
            await goInPlace(page, path);
            if (path === '/lista-uslug') await page.locator('gmina-portal .g-group').first().click();
            await scan(page, `${combo} ${path}`, failures);
          }
          // the user menu open, and the cookie notice
          await page.locator('gmina-portal .g-user > button').click();
          await setStored(page, 'gmina:akceptacjaCookie', null);
          await expect(page.locator('gmina-portal .g-cookie')).toBeVisible();
          await scan(page, `${combo} user menu + cookie notice`, failures);
          await setStored(page, 'gmina:akceptacjaCookie', 'true');
          await page.keyboard.press('Escape');
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
});

test('every route of the portal in the default settings: 0 axe violations', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(heading(page)).toHaveText(titles.pl);
  const failures: string[] = [];
  const routes = [
    ...['/procedury', '/strona-wlasna?nazwaPliku=klauzula-rodo', '/strona-wlasna?nazwaPliku=nie-ma'],
    ...[
      '/uzytkownicy/login2FA',
      '/panel-uzytkownika',
      '/rejestracja',
      '/reset-haslo',
      '/reset-link',
      '/nowe-haslo',
      '/zmiana-hasla',
      '/zmiana-email',
      '/return-url-ok',
      '/return-url-blad',
      '/return-url-potwierdz',
      '/aktywacja-return-url',
    ],
    ...uslugi.filter((u) => !u.chroniona).map((u) => u.route),
  ];
  for (const path of routes) {
    await goInPlace(page, path);
    await page.waitForTimeout(300); // a service element mounts its own content
    await scan(page, path, failures);
  }
  expect(failures, failures.join('\n')).toEqual([]);
});

test('the break page and the drawer of small screens: 0 axe violations in every combination', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(heading(page)).toHaveText(titles.pl);
  const failures: string[] = [];
  for (const lang of languages) {
    await setStored(page, 'gmina:jezyk', lang === 'pl' ? null : lang);
    for (const contrast of [false, true]) {
      await setStored(page, 'gmina:kontrast', contrast ? 'true' : null);
      for (const size of sizes) {
        await setStored(page, 'gmina:rozmiarCzcionki', size === 'mala' ? null : size);
        const combo = `${lang} contrast=${contrast} size=${size}`;
        await goInPlace(page, '/');
        await expect(heading(page)).toHaveText(titles[lang]);
        await page.locator('gmina-portal .g-menu-button').click();
        await expect(page.locator('gmina-portal .g-side')).toBeVisible();
        await scan(page, `${combo} drawer`, failures);
        await page.keyboard.press('Escape');
        await goInPlace(page, '/przerwa-techniczna');
        await scan(page, `${combo} break page`, failures);
      }
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
});
