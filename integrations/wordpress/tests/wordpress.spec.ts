/**
 * The WordPress plugin against Debian's WordPress 6.1, or another tree such as 6.5 (scripts/wordpress-test.mjs
 * sets it up; the few differences between versions are named where they are checked): an Author's post
 * with two blocks written through the editor's own save path (wp.apiFetch with its nonce, so kses applies), the
 * classic post with the shortcode, a page without elements, the site's language, the settings page, the editor's
 * preview, and a login and a Przelewy24 payment coming back to the post. The tests run in order on one site.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';

interface Stage {
  wp: string;
  portal: string;
  password: string;
  configName: string;
  host: string;
  root: string;
  version: string;
  tmp: string;
  ids: { author: number; classic: number; plain: number; dues: number };
}
const stage = JSON.parse(readFileSync(process.env['GMINA_WP_STAGE'] ?? '', 'utf8')) as Stage;
const PLUGIN = join(import.meta.dirname, '../gmina-widgets');
const SHOTS = join(
  import.meta.dirname,
  `../../../reports/${process.env['GMINA_WP_REPORTS'] ?? 'wordpress'}-screens`,
);
const ROK = new Date().getFullYear();
const url = (id: number) => `${stage.wp}/?p=${id}`;
const budget = (scope: Page | Locator | FrameLocator, rodzaj: string) =>
  scope.locator(`gmina-budzet[rodzaj="${rodzaj}"]`);
const SETTINGS = { bundle: `${stage.portal}/gmina.js`, api: `${stage.portal}/api`, motyw: {} };
/** Whether the site's WordPress is this version or later ('6.5'). */
const atLeast = (version: string) => {
  const [major = 0, minor = 0] = stage.version.split('.').map(Number);
  const [wantMajor = 0, wantMinor = 0] = version.split('.').map(Number);
  return major > wantMajor || (major === wantMajor && minor >= wantMinor);
};

/** Sets an option of the site as a script would (update_option: the plugin's own sanitising runs). */
function option(name: string, value: unknown) {
  const r = spawnSync(
    'php',
    [join(import.meta.dirname, 'wp-setup.php'), 'option', name, JSON.stringify(value)],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        WORDPRESS_CONFIG: stage.configName,
        GMINA_WP_HOST: stage.host,
        GMINA_WP_ROOT: stage.root,
      },
    },
  );
  expect(r.status, r.stderr).toBe(0);
}

async function logIn(page: Page, user: string) {
  await page.goto(`${stage.wp}/wp-login.php`);
  await page.locator('#user_login').fill(user);
  await page.locator('#user_pass').fill(stage.password);
  await page.locator('#wp-submit').click();
  await expect(page).toHaveURL(/\/wp-admin\//);
}

/** Every request of the page for the loader. */
function loaderRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/gmina.js')) seen.push(r.url());
  });
  return seen;
}

const AUTHOR_POST = [
  '<!-- wp:paragraph -->\n<p>Budżet gminy na ten rok.</p>\n<!-- /wp:paragraph -->',
  '<!-- wp:gmina/budzet {"rodzaj":"dochody"} /-->',
  '<!-- wp:gmina/budzet {"rodzaj":"wydatki"} /-->',
  // what an Author could paste before the plugin: kses drops the element without a word
  '<!-- wp:html -->\n<gmina-kontakt></gmina-kontakt>\n<!-- /wp:html -->',
].join('\n\n');
let authorPost = 0;

test.describe.configure({ mode: 'serial' });

test('PHP: every file of the plugin passes php -l', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? files(p) : p.endsWith('.php') ? [p] : [];
    });
  const all = [...files(PLUGIN), join(import.meta.dirname, 'wp-setup.php')];
  expect(all.length).toBeGreaterThan(5);
  for (const f of all) {
    const r = spawnSync('php', ['-l', f], { encoding: 'utf8' });
    expect(r.status, `${f}: ${r.stdout}${r.stderr}`).toBe(0);
  }
});

test('translations: every message of the plugin translated in pl_PL, de_DE and uk, the .mo files compiled from the .po', () => {
  const dir = join(PLUGIN, 'languages');
  const pot = readFileSync(join(dir, 'gmina-widgets.pot'), 'utf8');
  const messages = (pot.match(/^msgid "/gm) ?? []).length - 1; // less the header
  for (const locale of ['pl_PL', 'de_DE', 'uk']) {
    const po = join(dir, `gmina-widgets-${locale}.po`);
    const out = join(stage.tmp, `${locale}.mo`);
    const r = spawnSync('msgfmt', ['--check', '--statistics', '-o', out, po], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(new RegExp(`^${messages} translated messages\\.`, 'm'));
    expect(
      readFileSync(out).equals(readFileSync(join(dir, `gmina-widgets-${locale}.mo`))),
      `${locale}.mo`,
    ).toBe(true);
  }
});

test('an Author’s post keeps its blocks through the editor’s save path (kses applies), and bad values are not written', async ({
  page,
}) => {
  await logIn(page, 'autor');
  await page.goto(`${stage.wp}/wp-admin/post-new.php`);
  await page.waitForFunction(
    () =>
      'wp' in window && typeof (window as never as { wp: { apiFetch?: unknown } }).wp.apiFetch === 'function',
  );
  const save = (title: string, content: string) =>
    page.evaluate(
      async ({ title, content }) => {
        const wp = (window as never as { wp: { apiFetch: (o: object) => Promise<{ id: number }> } }).wp;
        const created = await wp.apiFetch({
          path: '/wp/v2/posts',
          method: 'POST',
          data: { title, content, status: 'publish' },
        });
        const stored = (await wp.apiFetch({ path: `/wp/v2/posts/${created.id}?context=edit` })) as never as {
          content: { raw: string };
        };
        return { id: created.id, raw: stored.content.raw };
      },
      { title, content },
    );
  const post = await save('Budżet gminy', AUTHOR_POST);
  authorPost = post.id;
  expect(post.raw).toContain('<!-- wp:gmina/budzet {"rodzaj":"dochody"} /-->');
  expect(post.raw).toContain('<!-- wp:gmina/budzet {"rodzaj":"wydatki"} /-->');
  // proof that kses ran on this save: the pasted element is gone
  expect(post.raw).not.toContain('<gmina-kontakt');

  // values outside the manifest's choices, and markup in a free value, never reach the page
  const bad = await save(
    'Zły blok',
    '<!-- wp:gmina/budzet {"rodzaj":"\\u0022\\u003e\\u003cimg src=x onerror=alert(1)\\u003e","lang":"fr"} /-->\n\n' +
      '<!-- wp:gmina/statusy-i-rejestry {"organizacja":"\\u0022 onmouseover=\\u0022alert(1)"} /-->\n\n' +
      // the portal: full width by default, always hash routing (WordPress owns the page's address)
      '<!-- wp:gmina/portal {"routing":"history"} /-->',
  );
  const html = await (await page.request.get(url(bad.id))).text();
  expect(html).toMatch(/<gmina-budzet class="wp-block-gmina-budzet"><\/gmina-budzet>/);
  expect(html).toContain(
    '<gmina-statusy-i-rejestry class="wp-block-gmina-statusy-i-rejestry" organizacja="&quot; onmouseover=&quot;alert(1)"></gmina-statusy-i-rejestry>',
  );
  expect(html).not.toContain('onerror');
  expect(html).toMatch(
    /<gmina-portal class="(alignfull wp-block-gmina-portal|wp-block-gmina-portal alignfull)" routing="hash"><\/gmina-portal>/,
  );
});

test('the post’s two blocks render with data from the contract server; the loader is fetched once, as a module', async ({
  page,
}) => {
  const requests = loaderRequests(page);
  await page.goto(url(authorPost));
  for (const rodzaj of ['dochody', 'wydatki']) {
    await expect(budget(page, rodzaj).locator('tbody tr').first()).toBeVisible();
    expect(await budget(page, rodzaj).locator('tbody tr').count()).toBeGreaterThan(3);
  }
  await expect(budget(page, 'dochody').locator('thead')).toContainText('Dochody wykonane');
  await expect(page.locator('gmina-kontakt')).toHaveCount(0);
  const tag = page.locator('script[src*="/gmina.js"]');
  await expect(tag).toHaveCount(1);
  await expect(tag).toHaveAttribute('type', 'module');
  // 6.5+ prints it through the script modules API, older versions as a classic script the plugin rewrites
  await expect(tag).toHaveAttribute(
    'id',
    atLeast('6.5') ? 'gmina-widgets-loader-js-module' : 'gmina-widgets-loader-js',
  );
  await expect(tag).toHaveAttribute('crossorigin', 'anonymous');
  await expect(tag).toHaveAttribute('data-api', `${stage.portal}/api`);
  await expect(tag).toHaveAttribute('data-lang-default', 'pl');
  expect(requests).toEqual([`${stage.portal}/gmina.js`]);
  await page.screenshot({ path: join(SHOTS, 'post.png'), fullPage: true });
});

test('the classic post: the shortcode’s element comes out as written, no <p> or <br> in or around it', async ({
  page,
}) => {
  const html = await (await page.request.get(url(stage.ids.classic))).text();
  expect(html).toContain(
    '<p>Wydatki gminy w tym roku:</p>\n<gmina-budzet rodzaj="wydatki"></gmina-budzet>\n<p>Dane',
  );
  await page.goto(url(stage.ids.classic));
  const el = budget(page, 'wydatki');
  await expect(el.locator('tbody tr').first()).toBeVisible();
  const around = await el.evaluate((e) => ({
    parent: e.parentElement!.tagName,
    children: e.childNodes.length,
    prev: e.previousElementSibling?.tagName,
    next: e.nextElementSibling?.tagName,
  }));
  expect(around).toEqual({ parent: 'DIV', children: 0, prev: 'P', next: 'P' });
  await expect(page.locator('.entry-content br, .wp-block-post-content br')).toHaveCount(0);
});

test('a page without elements fetches no loader', async ({ page }) => {
  const requests = loaderRequests(page);
  await page.goto(url(stage.ids.plain));
  await expect(page.getByText('Urząd jest dziś czynny do 15:00.')).toBeVisible();
  await expect(page.locator('script[src*="/gmina.js"]')).toHaveCount(0);
  expect(requests).toEqual([]);
});

test('the language follows the site (pl_PL → Polish, en_US → English) or the fixed default over <html lang>', async ({
  page,
}) => {
  const title = () => budget(page, 'dochody').getByRole('heading', { level: 2 });
  try {
    await page.goto(url(authorPost));
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
    await expect(title()).toHaveText('Dochody budżetu');

    option('WPLANG', '');
    await page.goto(url(authorPost));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator('script[src*="/gmina.js"]')).toHaveAttribute('data-lang-default', 'en');
    await expect(title()).toHaveText('Budget income');

    // a fixed default wins over the page's <html lang> (a fresh WordPress in en-US, an office writing Polish)
    option('gmina_widgets_settings', { ...SETTINGS, lang: 'pl' });
    await page.goto(url(authorPost));
    await expect(title()).toHaveText('Dochody budżetu');
    option('gmina_widgets_settings', { ...SETTINGS, lang: 'de' });
    await page.goto(url(authorPost));
    await expect(title()).toHaveText('Haushaltseinnahmen');
    // and the reader's own choice wins over the default
    await page.evaluate(() => localStorage.setItem('gmina:jezyk', 'uk'));
    await page.reload();
    await expect(title()).toHaveText('Доходи бюджету');
  } finally {
    option('WPLANG', 'pl_PL');
    option('gmina_widgets_settings', { ...SETTINGS, lang: 'site' });
  }
});

test('settings page: the contrast check says a failing pair in words; saved tokens reach the page’s JSON block', async ({
  page,
}) => {
  await logIn(page, 'admin');
  await page.goto(`${stage.wp}/wp-admin/options-general.php?page=gmina-widgets`);
  // the admin's language (the site's, pl_PL): the plugin's own texts in Polish
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Widżety gminy');
  await expect(page.locator('#gmina-bundle')).toHaveValue(`${stage.portal}/gmina.js`);
  await expect(page.locator('table.gmina-elements tbody tr')).not.toHaveCount(0);
  await expect(page.locator('table.gmina-elements')).toContainText('gmina/naleznosci');
  await expect(page.locator('table.gmina-elements')).toContainText('Inne elementy');

  const primary = page.locator('#gmina-token-primary');
  await primary.fill('#ffff00');
  const check = page.locator('#gmina-token-primary-check');
  await expect(check.locator('.gmina-fail')).toHaveCount(1);
  await expect(check.locator('.gmina-fail')).toHaveText(
    'Linki i przyciski (kolor główny) na tle: kontrast 1,0:1, poniżej 4,5:1 wymaganego przez WCAG 2.1 AA.',
  );
  await expect(check.locator('.gmina-ok')).toHaveCount(0);
  await page.screenshot({ path: join(SHOTS, 'settings.png'), fullPage: true });

  await primary.fill('#1e6b34');
  await expect(check.locator('.gmina-fail')).toHaveCount(0);
  await page.locator('#submit').click();
  await expect(page.locator('#setting-error-settings_updated')).toBeVisible();
  await expect(primary).toHaveValue('#1e6b34');

  await page.goto(url(authorPost));
  const block = page.locator('head script#gmina-config');
  await expect(block).toHaveCount(1);
  expect(JSON.parse((await block.textContent()) ?? '')).toEqual({
    motyw: { '--gmina-color-primary': '#1e6b34' },
  });
  await expect(budget(page, 'dochody').locator('tbody tr').first()).toBeVisible();
});

test('a bundle address with no element list beside it: an admin notice says from where and why', async ({
  page,
}) => {
  const wrong = `${stage.portal}/nie-ma/gmina.js`;
  const notice = page.locator('.notice-error', { hasText: 'Widżety gminy' });
  try {
    option('gmina_widgets_settings', { ...SETTINGS, bundle: wrong, lang: 'site' });
    await logIn(page, 'admin');
    await expect(notice).toContainText(`${stage.portal}/nie-ma/custom-elements.json`);
    await expect(notice).toContainText('serwer odpowiedział 404');
    // the blocks keep the last list read
    await page.goto(`${stage.wp}/wp-admin/options-general.php?page=gmina-widgets`);
    await expect(page.locator('table.gmina-elements')).toContainText('gmina/budzet');
  } finally {
    option('gmina_widgets_settings', { ...SETTINGS, lang: 'site' });
  }
  await page.goto(`${stage.wp}/wp-admin/`);
  await expect(page.locator('#wpbody')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('the editor shows the block as the live element, with its height', async ({ page }) => {
  await logIn(page, 'autor');
  await page.goto(`${stage.wp}/wp-admin/post.php?post=${authorPost}&action=edit`);
  const guide = page.locator('.edit-post-welcome-guide');
  await guide.waitFor({ timeout: 8_000 }).then(
    () => page.keyboard.press('Escape'),
    () => undefined,
  );
  const types = await page.evaluate(() => {
    const wp = (
      window as never as {
        wp: {
          blocks: {
            getBlockType: (n: string) => { category: string; title: string; description: string } | undefined;
          };
        };
      }
    ).wp;
    return ['gmina/budzet', 'gmina/naleznosci', 'gmina/portal'].map((n) => wp.blocks.getBlockType(n));
  });
  expect(types.map((t) => t?.category)).toEqual(['gmina-budzet', 'gmina-naleznosci', 'gmina-inne']);
  // described in the editor's language (the configurator's texts in the manifest's x-gmina), not the JSDoc's English
  expect(types[0]?.description).toMatch(/^Dochody budżetu albo Wydatki budżetu gminy \(atrybut rodzaj\)/);
  expect(types[1]?.description).toMatch(/^Należności do zapłaty: karty, raty/);
  // the post in the page (6.1; 6.3+ too while a block is of API version 2, as the plugin's are) or in an iframe
  const iframe = page.locator('iframe[name="editor-canvas"]');
  const canvas = (await iframe.count()) ? page.frameLocator('iframe[name="editor-canvas"]') : page;
  const el = budget(canvas, 'wydatki');
  await expect(el.locator('tbody tr').first()).toBeVisible();
  const box = await el.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(200);
  await el.click({ position: { x: 5, y: 5 } });
  // the block's controls, in the editor's language (the Author's: pl_PL)
  await expect(page.getByRole('button', { name: 'Ustawienia elementu' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'rodzaj' })).toHaveValue('wydatki');
  await expect(page.getByRole('combobox', { name: 'rodzaj' })).toHaveAccessibleDescription(
    /^Która część budżetu: dochody \(Dochody budżetu\) albo wydatki/,
  );
  await page.screenshot({ path: join(SHOTS, 'editor.png') });

  // 6.3+ draws the post in an iframe (of its own assets: enqueue_block_assets) when every block is of API version
  // 3, and always in a tablet's or a phone's preview: there too the element is live and has its height
  if (!atLeast('6.3')) return;
  await page.evaluate(() => {
    const { dispatch } = (
      window as never as { wp: { data: { dispatch: (store: string) => Record<string, unknown> } } }
    ).wp.data;
    const editor = dispatch('core/editor');
    const setDevice = (editor['setDeviceType'] ??
      dispatch('core/edit-post')['__experimentalSetPreviewDeviceType']) as (device: string) => void;
    setDevice('Tablet');
  });
  await expect(iframe).toHaveCount(1);
  const framed = budget(page.frameLocator('iframe[name="editor-canvas"]'), 'wydatki');
  await expect(framed.locator('tbody tr').first()).toBeVisible();
  expect((await framed.boundingBox())?.height ?? 0).toBeGreaterThan(200);
  await page.screenshot({ path: join(SHOTS, 'editor-iframe.png') });
});

test('WordPress logged no notice, warning or error of the plugin', () => {
  const lines = readFileSync(join(stage.tmp, 'debug.log'), 'utf8').split('\n');
  expect(lines.filter((l) => l.includes('gmina-widgets'))).toEqual([]);
});

test('a login in the protected element and a Przelewy24 payment come back to the post', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gmina:akceptacjaCookie', 'true'));
  await page.goto(url(stage.ids.dues));
  const address = page.url();
  const el = page.locator('gmina-naleznosci');
  await el.getByLabel('Login', { exact: true }).fill('anna.nowak');
  await el.getByLabel('Hasło', { exact: true }).fill('Gmina#2024');
  await el.getByRole('button', { name: 'Zaloguj się' }).click();
  await el.getByRole('button', { name: `Szczegóły karty PN/${ROK}/000128` }).click();
  await el.locator('.g-raty-tabela input[type=checkbox]').first().check();
  await el.getByRole('button', { name: 'Zapłać' }).click();
  const dialog = el.getByRole('dialog', { name: 'Wybierz sposób płatności' });
  await dialog.getByRole('radio', { name: /Przelewy24/ }).check();
  await dialog.getByRole('button', { name: 'Przejdź do płatności' }).click();
  await expect(page).toHaveURL(/\/symulatory\/p24\/trnRequest\/[0-9A-F]+$/);
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page).toHaveURL(`${address}#gmina-platnosc=ok`);
  await expect(el.getByRole('status')).toContainText('Płatność zaakceptowana.');
  await expect(el).toContainText(`PN/${ROK}/000128`);
});
