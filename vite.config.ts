import { defineConfig } from 'vite';
import { resolve } from 'node:path';
import { elementSources } from './src/registry/elements.ts';
import { uslugi } from './src/registry/uslugi.ts';
import { loaderChunkMap, placeholderId, PIERWSZE_MODUL } from './scripts/vite-loader-map.ts';
import { compileHints } from './scripts/vite-compile-hints.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { smallPreloadHelper } from './scripts/vite-preload-helper.ts';
import { KONFIGURATOR_ENTRY, konfiguratorPage } from './scripts/vite-konfigurator.ts';
import { deklaracjaWidgetu } from './scripts/vite-deklaracja.ts';

/**
 * The deployable bundle: `dist/gmina.js` is the loader a CMS includes; every widget and the portal are
 * lazy, hashed chunks beside it. React is authored, preact/compat is shipped (DESIGN.md §2).
 * `GMINA_RENDERER=react` builds the same bundle on react-dom into `dist-react/` for the benchmark.
 */
const onReact = process.env.GMINA_RENDERER === 'react';

const root = import.meta.dirname;

/**
 * `GMINA_LOADER_TAGS=55`: a throw-away build into `dist-capacity/` whose loader registers that many tags — the
 * built ones, the planned ones of the registry, then fillers — each a placeholder list service, so the loader's
 * size with every tag of both specs is measured, not estimated (scripts/size.mjs).
 */
const capacity = Number(process.env['GMINA_LOADER_TAGS'] || 0);
const planned = [...new Set(uslugi.map((u) => u.tag))].filter((t) => !(t in elementSources));
const placeholders = [
  ...planned,
  ...Array.from({ length: 100 }, (_, i) => `gmina-zapas-${String(i + 1).padStart(2, '0')}`),
].slice(0, Math.max(0, capacity - Object.keys(elementSources).length));

/**
 * @r2wc/react-to-web-component calls only `React.createElement`, but through a default import of 'react', which
 * on preact/compat keeps every compat feature in the bundle (+2.9 KB gz of every page). Its 'react' is given the
 * one function it uses; the package itself is unchanged.
 */
const r2wcReact = {
  name: 'r2wc-react-default',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    if (
      (source === 'react' || source === 'preact/compat') &&
      importer?.replace(/\\/g, '/').includes('/@r2wc/react-to-web-component/')
    )
      return '\0r2wc-react';
    return null;
  },
  load(id: string) {
    return id === '\0r2wc-react'
      ? "import { createElement } from 'preact/compat'; export default { createElement };"
      : null;
  },
};

/** Does a module id fall under one of these paths (folders end with '/')? */
const under = (paths: readonly string[]) => (id: string) => {
  const path = id.replace(/\\/g, '/');
  return paths.some((p) => path.includes(p));
};

/**
 * The shared chunk: every library, `src/core` and `src/ui` that two widgets use — one copy of preact, the stores
 * and the UI kit for the whole page. What a page should fetch only with the widgets that use it stays out:
 */
const notShared = under([
  // calls of single spec domains: every src/core/api/<domain>.ts except the client's own modules (below)
  'src/core/api/',
  // charts and their library: the statistic widgets with a chart
  'node_modules/uplot/',
  'src/ui/charts/',
  // HTML cleaning: custom pages only
  'node_modules/dompurify/',
  // other languages' core texts: fetched when that language is chosen
  'src/core/i18n/en.ts',
  'src/core/i18n/de.ts',
  'src/core/i18n/uk.ts',
  // the snackbar and dialog host: fetched with the page's first message
  'src/ui/Messages.tsx',
  // the CSV writer: fetched when a file is asked for
  'src/core/csv.ts',
  // forms: validation rules and messages, dates, the leave-form guard, the counter
  'src/core/rules/',
  'src/core/dates.ts',
  'src/ui/useLeaveGuard.ts',
  'src/ui/CharacterCount.tsx',
  'src/core/form.ts',
  'src/ui/FormFrame.tsx',
  // the list form (the meter reading entry): only the widget that has one
  'src/core/list-form.ts',
  'src/ui/ListFormFrame.tsx',
  // the load / fail / empty switch of screens that are not lists: only the widgets with such a screen
  'src/ui/useLoaded.tsx',
  // the logged-in account: login gate, session clock, subjects, account forms, protected lists
  'src/core/account.ts',
  'src/core/session-clock.ts',
  'src/core/stores/subject.ts',
  'src/ui/konto/',
  'src/ui/session.ts',
  'src/features/logowanie/LoginGate.tsx',
  'src/features/logowanie/ProtectedList.tsx',
  'src/features/logowanie/ProtectedForm.tsx',
  'src/ui/Field.tsx',
  'src/ui/form.css',
  'src/ui/portal-link.tsx',
  'src/ui/api-error.ts',
  // online payment: the Pay choice of the dues detail and the result pages
  'src/features/platnosc/',
  // theme tokens of the JSON configuration block: pages that set them (the configurator checks values with it)
  'src/core/motyw.ts',
  'src/ui/motyw.ts',
]);
/** The API client's own modules and its call rules: shared by every widget despite living in src/core/{api,rules}/. */
const apiCore = under([
  'src/core/api/client.ts',
  'src/core/rules/calls.ts',
  'src/core/api/konfiguracja.ts',
  'src/core/api/sesja.ts',
]);

export default defineConfig({
  base: './',
  plugins: [
    ...(onReact ? [] : [r2wcReact]),
    smallPreloadHelper(),
    loaderChunkMap(root, placeholders),
    konfiguratorPage(root),
    deklaracjaWidgetu(root),
    compileHints(root),
    precompress(),
  ],
  resolve: {
    alias: onReact
      ? []
      : [
          { find: /^react$/, replacement: 'preact/compat' },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
        ],
  },
  define: {
    __GMINA_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.1.39'),
    __GMINA_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    outDir: capacity ? 'dist-capacity' : onReact ? 'dist-react' : 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Vite's preload helper fetches a widget chunk and the shared chunk in parallel (no waterfall).
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        gmina: resolve(root, 'src/loader.ts'),
        // an element's first calls, started beside its chunks (issue 30): imported by the loader, imports nothing
        pierwsze: resolve(root, PIERWSZE_MODUL),
        ...Object.fromEntries(Object.entries(elementSources).map(([tag, src]) => [tag, resolve(root, src)])),
        ...Object.fromEntries(placeholders.map((tag) => [tag, placeholderId(tag)])),
        // the embed configurator's page (not loaded by CMS pages or the portal)
        konfigurator: resolve(root, KONFIGURATOR_ENTRY),
      },
      // element modules are entries only so that each is a chunk; their exports are not an API
      preserveEntrySignatures: false,
      output: {
        entryFileNames: (chunk) => (chunk.name === 'gmina' ? '[name].js' : 'chunks/[name]-[hash].js'),
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // one shared chunk with the libraries, core and UI kit: every widget imports the same stores from it
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              minShareCount: 2,
              test: (id: string) =>
                /node_modules|src[\\/](core|ui)[\\/]/.test(id) && (!notShared(id) || apiCore(id)),
            },
            {
              // the validation rules, their messages, the date field and the leave-form hook: fetched only by the
              // widgets with a form (not by the statistics)
              name: 'walidacja',
              minShareCount: 2,
              test: under([
                'src/core/rules/fields.ts',
                'src/core/rules/messages.ts',
                'src/core/rules/texts.ts',
                'src/core/rules/texts.pl.ts',
                'src/ui/useLeaveGuard.ts',
              ]),
            },
            {
              // the form frame (controller and adapter): fetched only by the widgets with a form on it, not by
              // every widget that validates a date
              name: 'formularz',
              minShareCount: 2,
              test: under(['src/core/form.ts', 'src/ui/FormFrame.tsx']),
            },
            {
              // what the account screens share (form field, links, account loading): not fetched by other widgets
              name: 'konto',
              minShareCount: 2,
              test: under([
                'src/ui/Field.tsx',
                'src/ui/form.css',
                'src/ui/portal-link.tsx',
                'src/ui/api-error.ts',
                'src/core/account.ts',
                'src/core/api/konto.ts',
                'src/core/stores/subject.ts',
              ]),
            },
            {
              // what the login elements share (the form, its dialog, texts): one chunk, not many small ones
              name: 'logowanie',
              minShareCount: 2,
              // (not the login gate and the protected frames beside it: every protected widget fetches those)
              test: /src[\\/]features[\\/]logowanie[\\/](?!texts\.(en|de|uk)|LoginGate|ProtectedList|ProtectedForm)/,
            },
            {
              name: 'rejestracja',
              minShareCount: 2,
              test: /src[\\/]features[\\/]rejestracja[\\/](?!texts\.(en|de|uk))/,
            },
            {
              // uPlot and the charts drawn with it (bars, the readings' line): one chunk for every widget with such
              // a chart, whichever of the two it draws (issue 17: the readings chart shares the uPlot chunk)
              name: 'wykresy',
              test: under([
                'node_modules/uplot/',
                'src/ui/charts/BarChart.tsx',
                'src/ui/charts/LineChart.tsx',
              ]),
            },
            {
              // what the statistic widgets with charts share, without uPlot (the chart chunk above)
              name: 'statystyki',
              minShareCount: 2,
              test: /src[\\/]ui[\\/]charts[\\/](?!BarChart|LineChart|texts\.(en|de|uk))/,
            },
          ],
        },
      },
    },
  },
});
