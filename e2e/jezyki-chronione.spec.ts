/**
 * No Polish interface text on the protected services in en, de and uk (issue 26, item 2). One page per language
 * walks every protected screen of spec 02 in place — each service route of the registry with `chroniona: true`,
 * every dues card's details, the payment dialog, `/platnosc-wynik?wynik=ok|blad` and a meter reading refused as
 * lower than the previous one — and collects the text of the portal's main area with every shadow root in it.
 * A text node that is a Polish interface text (a value of a `texts.pl.ts` or of the core and portal Polish
 * texts, where the language's translation differs) fails the test; data from the office (names, addresses, card
 * kinds) may stay Polish, as it is not an interface text.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { trasySzczegolow } from '../src/core/rules/naleznosci.ts';
import { uslugi } from '../src/registry/uslugi.ts';
import { DEMO_PASSWORD, expect, setStored, signIn, test } from './helpers.ts';

const JAN = { pesel: '85010112352' };
const ANNA = { pesel: '78031545683' };
const KWIACIARNIA = { nip: '7741001232' };
const ROK = new Date().getFullYear();

type Lang = 'en' | 'de' | 'uk';
type Tree = { [key: string]: string | Tree };

/** Every Polish text file of the interface: the core's and the portal's `pl.ts`, and every `texts.pl.ts`. */
function polishFiles(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return polishFiles(path);
    return e.name === 'texts.pl.ts' || (e.name === 'pl.ts' && dir.endsWith('i18n')) ? [path] : [];
  });
}

const load = async (path: string) =>
  ((await import(pathToFileURL(join(process.cwd(), path)).href)) as { default: Tree }).default;

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()) {
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else flatten(v, `${prefix}${k}.`, out);
  }
  return out;
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a Polish text looks like on screen: itself, or with its `{{…}}` values filled in. */
interface PolishText {
  key: string;
  text: string;
  pattern: RegExp | null;
}

/**
 * The Polish interface texts that must not show in `lang`: those whose translation differs (a name the
 * languages share, such as "Przelewy24", is the same in all), and that no text of `lang` is.
 */
async function polishTexts(lang: Lang): Promise<PolishText[]> {
  const result: PolishText[] = [];
  const pairs = await Promise.all(
    polishFiles().map(async (file) => {
      const other = file.replace(/pl\.ts$/, `${lang}.ts`);
      return [flatten(await load(file)), flatten(await load(other))] as const;
    }),
  );
  const translated = new Set(pairs.flatMap(([, tr]) => [...tr.values()].map(norm)));
  for (const [pl, tr] of pairs) {
    for (const [key, value] of pl) {
      const text = norm(value);
      const translation = tr.get(key) ?? tr.get(key.replace(/_(few|many)$/, '_other'));
      if (translation !== undefined && norm(translation) === text) continue;
      if (translated.has(text)) continue;
      const fixed = text.replace(/\{\{[^}]*\}\}/g, '');
      // at least a word of its own: "{{n}} zł" or "–" says nothing about the language
      if (!/\p{L}{3}/u.test(fixed)) continue;
      const pattern = text.includes('{{')
        ? new RegExp(
            `^${text
              .split(/\{\{[^}]*\}\}/)
              .map(escape)
              .join('.+?')}$`,
            'su',
          )
        : null;
      result.push({ key, text, pattern });
    }
  }
  return result;
}

/** The text nodes shown in the portal's main area, shadow roots of the elements in it included. */
const shownTexts = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const walk = (root: Node) => {
      const w = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let n: Node | null = w.currentNode; n; n = w.nextNode()) {
        if (n instanceof Element && n.shadowRoot) walk(n.shadowRoot);
        if (!(n instanceof Text)) continue;
        const parent = n.parentElement;
        if (!parent || parent.closest('style, script, template')) continue;
        if (!parent.checkVisibility({ visibilityProperty: true })) continue;
        const s = n.data.replace(/\s+/g, ' ').trim();
        if (!s) continue;
        // the text of its inline wrappers as well: a value from the office split into spans (a card number kept
        // whole inside a title) is data as a whole, though one of its pieces may equal an interface text
        let whole: Element = parent;
        while (whole.tagName === 'SPAN' && whole.parentElement?.tagName === 'SPAN')
          whole = whole.parentElement;
        out.push(`${s}\u0000${(whole.textContent ?? '').replace(/\s+/g, ' ').trim()}`);
      }
    };
    const main = document.querySelector('gmina-portal')?.shadowRoot?.querySelector('main');
    if (main) walk(main);
    return out;
  });

/** Goes to a portal route in place, as the portal's own links do (no reload: the chunks stay). */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/** Waits until the main area shows no loader and its text stopped changing; returns that text. */
async function settled(page: Page): Promise<string[]> {
  await expect(page.locator('gmina-portal main .g-loader')).toHaveCount(0);
  let last = '';
  let texts: string[] = [];
  await expect
    .poll(
      async () => {
        texts = await shownTexts(page);
        const now = texts.join('\n');
        const same = now === last && now !== '';
        last = now;
        return same && (await page.locator('gmina-portal main .g-loader').count()) === 0;
      },
      { intervals: [300], timeout: 20_000 },
    )
    .toBe(true);
  return texts;
}

async function cards(page: Page, login: string, subject: { pesel: string } | { nip: string }) {
  const { token } = (await (
    await page.request.post('/api/uzytkownicy/getToken', { data: { login, haslo: DEMO_PASSWORD } })
  ).json()) as { token: string };
  const q = 'pesel' in subject ? `pesel=${subject.pesel}` : `nip=${subject.nip}`;
  const res = await page.request.get(`/api/naleznosci/dajNaleznosci?${q}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const { karty } = (await res.json()) as {
    karty: {
      idKartyNaleznosci: number;
      symbolKarty: string;
      aplikacjaNaleznosci: keyof typeof trasySzczegolow;
      czyInstytucja: boolean;
    }[];
  };
  return karty.map((k) => ({
    symbol: k.symbolKarty,
    path: `${trasySzczegolow[k.aplikacjaNaleznosci]}?karta=${k.idKartyNaleznosci}&instytucja=${k.czyInstytucja}`,
  }));
}

/** The Pay button in each language (the test finds it in Polish too, to report it). */
const PAY = { en: 'Pay', de: 'Bezahlen', uk: 'Оплатити' } satisfies Record<Lang, string>;

const protectedServices = uslugi.filter((u) => u.chroniona);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gmina:akceptacjaCookie', 'true'));
  // the bundle's chunks arrive as on a mobile network (150 ms each), not at once from loopback: a part of a
  // screen fetched as its own chunk (a card's details, a form) then comes after its element has shown itself
  await page.route('**/chunks/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 150));
    await route.continue();
  });
});

// the three languages share the workers: each walks every protected screen (about a minute), and one after the
// other they were the last file to end
test.describe.configure({ mode: 'parallel' });

for (const lang of ['en', 'de', 'uk'] as const) {
  test(`${lang}: no Polish interface text on any protected screen of spec 02`, async ({ page }) => {
    test.setTimeout(240_000);
    const polish = await polishTexts(lang);
    const exact = new Map(polish.filter((p) => !p.pattern).map((p) => [p.text, p.key]));
    const patterns = polish.filter((p) => p.pattern);
    expect(exact.size).toBeGreaterThan(500);
    const failures: string[] = [];
    const screens: string[] = [];
    // every text the contract server sent: data from the office, which may stay Polish
    const data = new Set<string>();
    const collect = (v: unknown): void => {
      if (typeof v === 'string') data.add(norm(v));
      else if (v && typeof v === 'object') Object.values(v).forEach(collect);
    };
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/') && r.headers()['content-type']?.includes('json'))
        r.json().then(collect, () => undefined);
    });

    /** Checks what the screen shows now against the Polish texts; `name` says which screen it is. */
    const check = async (name: string) => {
      const texts = await settled(page);
      screens.push(name);
      expect(texts.length, `${name}: nothing shown`).toBeGreaterThan(0);
      for (const shown of new Set(texts)) {
        const [s = '', whole = ''] = shown.split('\u0000');
        if (data.has(s) || data.has(whole)) continue;
        const bare = s.replace(/:$/, '');
        const key = exact.get(s) ?? exact.get(bare) ?? patterns.find((p) => p.pattern!.test(s))?.key;
        if (key) failures.push(`${name}: "${s}" (${key})`);
      }
    };

    await page.addInitScript((l) => localStorage.setItem('gmina:jezyk', l), lang);
    await page.goto('/');
    await signIn(page, 'jan.kowalski', JAN);

    // every dues card's details, from a new page (the card's chunk and its texts come after the language)
    await page.goto('/');
    for (const k of await cards(page, 'jan.kowalski', JAN)) {
      await go(page, k.path);
      await expect(
        page.locator('gmina-naleznosci .g-raty-tabela, gmina-naleznosci .g-empty').first(),
      ).toBeVisible();
      await check(`card ${k.symbol}`);
    }

    // a reading lower than the current one, from a new page: the field's message (spec 02 §4)
    await page.goto('/');
    await go(page, '/uslugi/stan-wodomierzy');
    const stan = page.locator('gmina-stan-wodomierzy');
    const pole = stan.locator('input.g-input-stan').first();
    await expect(pole).toBeVisible();
    const wiersz = stan.locator('tbody tr').first();
    const obecny = Number((await wiersz.locator('td.g-num').first().textContent())!.replace(/\D/g, ''));
    await pole.fill(String(obecny - 1));
    await pole.press('Enter');
    await expect(wiersz.locator('.g-error')).toBeVisible();
    await check('meter reading below the previous one');

    // the payment result pages, from a new page (KIR's return address; no transfer kept: the spec's wording)
    await page.goto('/');
    for (const wynik of ['ok', 'blad']) {
      await go(page, `/platnosc-wynik?wynik=${wynik}`);
      await expect(page.locator('gmina-portal main .g-wynik')).toBeVisible();
      await check(`/platnosc-wynik?wynik=${wynik}`);
    }

    // every service of spec 02 that needs login, as a person
    for (const u of protectedServices.filter((u) => u.wymagany !== 'instytucja')) {
      await go(page, u.route);
      await expect(page.locator(`gmina-portal main ${u.tag}[data-ready]`)).toHaveCount(1);
      await check(u.route);
    }

    // a person's card with an instalment to pay: the payment dialog
    await signIn(page, 'anna.nowak', ANNA);
    // another account starts on a new page (elements follow a login in place, not a change of account)
    await page.goto('/');
    const odpady = (await cards(page, 'anna.nowak', ANNA)).find((k) => k.symbol === `OD/${ROK}/000544`)!;
    await go(page, odpady.path);
    await expect(page.locator('gmina-portal main gmina-naleznosci[data-ready]')).toHaveCount(1);
    const dues = page.locator('gmina-naleznosci');
    await dues.locator('.g-raty-tabela input[type=checkbox]').first().check();
    await dues.getByRole('button', { name: new RegExp(`^(${PAY[lang]}|Zapłać)$`) }).click();
    const dialog = dues.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await check('payment dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // the services of an institution
    await setStored(page, 'gmina:pesel', null);
    await setStored(page, 'gmina:nip', KWIACIARNIA.nip);
    for (const u of protectedServices.filter((u) => u.wymagany === 'instytucja')) {
      await go(page, u.route);
      await expect(page.locator(`gmina-portal main ${u.tag}[data-ready]`)).toHaveCount(1);
      await check(u.route);
    }

    expect(screens.length).toBeGreaterThan(protectedServices.length);
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
