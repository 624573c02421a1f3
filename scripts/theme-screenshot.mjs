// The theming picture of docs/embedding.md: one <gmina-budzet> in two office themes side by side, from the built bundle
// (`npm run build` first) against a contract server on an in-memory database. Writes docs/theming.png.
//   node scripts/theme-screenshot.mjs [out.png]
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { freePorts } from './wolny-port.mjs';
import { argumentySerweraDemo } from './serwer-demo.mjs';

const out = process.argv[2] ?? 'docs/theming.png';

/** Two offices' themes: only --gmina-* tokens, as an editor would paste them (docs/embedding.md "Theming"). */
const THEMES = {
  'Gmina A – zieleń, kroje szeryfowe, bez zaokrągleń': {
    '--gmina-font-family': 'Georgia, "DejaVu Serif", serif',
    '--gmina-color-primary': '#1e6b34',
    '--gmina-color-surface': '#e8f3eb',
    '--gmina-color-border': '#5f7d68',
    '--gmina-radius': '0',
  },
  'Gmina B – ciemne tło, akcent bursztynowy': {
    '--gmina-font-family': '"DejaVu Sans", system-ui, sans-serif',
    '--gmina-color-text': '#f2f2f2',
    '--gmina-color-bg': '#1d2733',
    '--gmina-color-primary': '#ffd166',
    '--gmina-color-on-primary': '#1d2733',
    '--gmina-color-muted': '#c8d0d9',
    '--gmina-color-border': '#8a99a8',
    '--gmina-color-surface': '#2b3845',
    '--gmina-color-error': '#ff9e9e',
    '--gmina-radius': '0.75em',
  },
};

const [portalPort, cmsPort] = await freePorts(2);
const server = spawn(process.execPath, argumentySerweraDemo(portalPort, cmsPort), {
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    GMINA_ADMIN_TOKEN: 'screenshot',
    GMINA_TOKEN_SECRET: 'screenshot-secret-0123456789abcdef',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((ok, fail) => {
  let text = '';
  server.stdout.on('data', (d) => {
    text += d;
    if (text.includes('Contract server:')) ok();
  });
  server.on('exit', (code) => fail(new Error(`demo server exited (${code})`)));
});

const portal = `http://127.0.0.1:${portalPort}`;
const css = Object.values(THEMES)
  .map(
    (tokens, i) =>
      `.t${i} { ${Object.entries(tokens)
        .map(([k, v]) => `${k}: ${v};`)
        .join(' ')} }`,
  )
  .join('\n');
const html = `<!doctype html><html lang="pl"><head><meta charset="utf-8">
<script type="module" src="${portal}/gmina.js"></script>
<style>
body { margin: 0; font-family: "DejaVu Sans", sans-serif; }
#obraz { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 24px; padding: 24px; width: 1360px; background: #fff; }
figure { margin: 0; } figcaption { font-weight: bold; margin: 0 0 8px; color: #1b1b1b; }
figure { min-width: 0; } gmina-budzet { border: 1px solid #ccc; }
${css}
</style></head><body><div id="obraz">
${Object.keys(THEMES)
  .map(
    (name, i) =>
      `<figure><figcaption>${name}</figcaption><gmina-budzet class="t${i}" rodzaj="wydatki"></gmina-budzet></figure>`,
  )
  .join('\n')}
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1408, height: 900 } });
  // a page of the portal's origin (the bundle and its API), made here rather than shipped
  await page.route(`${portal}/motywy`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(`${portal}/motywy`);
  for (const w of await page.locator('gmina-budzet').all()) await w.locator('tbody tr').nth(4).waitFor();
  await page.locator('#obraz').screenshot({ path: out });
  console.log(`${out} written`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
