import { defineConfig } from 'vite';
import { resolve } from 'node:path';
import { elementSources } from './src/registry/elements.ts';
import { loaderChunkMap } from './scripts/vite-loader-map.ts';
import { smallPreloadHelper } from './scripts/vite-preload-helper.ts';

/**
 * The deployable bundle: `dist/gmina.js` is the loader a CMS includes; every widget and the portal are
 * lazy, hashed chunks beside it. React is authored, preact/compat is shipped (DESIGN.md §2).
 * `GMINA_RENDERER=react` builds the same bundle on react-dom into `dist-react/` for the benchmark.
 */
const onReact = process.env.GMINA_RENDERER === 'react';

const root = import.meta.dirname;

/**
 * Kept out of the shared chunk, so that a page fetches them only with the widgets that use them: the chart code
 * and uPlot, DOMPurify (custom pages), the other languages' texts, the messages host, and the calls of single
 * spec domains (a domain shared by two widgets gets a common chunk of its own), and the logged-in account's
 * session clock and forms (only pages with account elements or the portal need them), the date field's checks
 * and the leave-form hook (only pages with a form need them), the CSV export (fetched when asked for).
 */
const notShared =
  /[\\/]node_modules[\\/](uplot|dompurify)[\\/]|src[\\/]ui[\\/](charts[\\/]|Messages\.tsx|session\.ts|konto[\\/]|Field\.tsx|form\.css|portal-link\.tsx|api-error\.ts|LoginGate\.tsx)|src[\\/]ui[\\/]useLeaveGuard\.ts|src[\\/]core[\\/](account|session-clock|validators|dates|day|validation-messages|csv|stores[\\/]subject|walidacja[\\/]texts(\.\w+)?)\.ts|src[\\/]core[\\/]i18n[\\/](en|de|uk)\.ts|src[\\/]core[\\/]api[\\/](?!(client|rules|konfiguracja|sesja)\.ts)/;

export default defineConfig({
  base: './',
  plugins: [smallPreloadHelper(), loaderChunkMap(root)],
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
    outDir: onReact ? 'dist-react' : 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Vite's preload helper fetches a widget chunk and the shared chunk in parallel (no waterfall).
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        gmina: resolve(root, 'src/loader.ts'),
        ...Object.fromEntries(Object.entries(elementSources).map(([tag, src]) => [tag, resolve(root, src)])),
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
              test: (id: string) => /node_modules|src[\\/](core|ui)[\\/]/.test(id) && !notShared.test(id),
            },
            {
              // the validation rules, their messages, the date field and the leave-form hook: fetched only by the
              // widgets with a form (not by the statistics)
              name: 'walidacja',
              minShareCount: 2,
              test: /src[\\/](core[\\/](validators|validation-messages|dates|walidacja[\\/]texts(\.pl)?)|ui[\\/]useLeaveGuard)\.ts/,
            },
            {
              // what the account screens share (form field, links, account loading): not fetched by other widgets
              name: 'konto',
              minShareCount: 2,
              test: /src[\\/](ui[\\/](Field\.tsx|form\.css|portal-link\.tsx|api-error\.ts)|core[\\/](account|api[\\/]konto|stores[\\/]subject)\.ts)/,
            },
            {
              // what the login elements share (the form, its dialog, texts): one chunk, not many small ones
              name: 'logowanie',
              minShareCount: 2,
              test: /src[\\/]widgets[\\/]logowanie[\\/](?!texts\.(en|de|uk)|[\w-]*element\.ts)/,
            },
            {
              name: 'rejestracja',
              minShareCount: 2,
              test: /src[\\/]widgets[\\/]rejestracja[\\/](?!texts\.(en|de|uk)|[\w-]*element\.ts)/,
            },
            {
              // what the statistic widgets with charts share, without uPlot (the bar chart is its own chunk)
              name: 'statystyki',
              minShareCount: 2,
              test: /src[\\/]ui[\\/]charts[\\/](?!BarChart|texts\.(en|de|uk))/,
            },
          ],
        },
      },
    },
  },
});
