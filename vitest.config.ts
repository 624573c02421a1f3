import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Contract-server test files that set or need module-level state of their own: the work factor, the PDF worker
 * pool, and a cold cache of public documents (pdf-limits: a document another file rendered in the same worker
 * would come from the cache and never wait in the pool's queue).
 */
const IZOLOWANE = [
  'tests/api/konto-krypto.test.ts',
  'tests/api/pdf-workers.test.ts',
  'tests/api/pdf-limits.test.ts',
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      setupFiles: ['tests/setup-texts.ts'],
      // the contract server's seeded database, made once per run (tests/api/baza-wzorcowa.ts)
      globalSetup: ['tests/api/baza-wzorcowa.ts'],
      projects: [
        {
          extends: true,
          test: {
            name: 'klient',
            include: ['src/**/*.test.{ts,tsx}', 'tests/*.test.{ts,tsx}'],
            exclude: ['**/*.browser.test.ts'],
          },
        },
        {
          // The contract server's tests share their workers' module graph: each file still opens its own
          // database and app, but the server's modules (Hono, PGlite, pdfmake, the routes) load once per
          // worker instead of once per file (the unit stage: 196 s → 132 s). Files that change module state stay
          // isolated below.
          extends: true,
          test: {
            name: 'serwer',
            include: ['tests/api/**/*.test.ts'],
            exclude: IZOLOWANE,
            isolate: false,
          },
        },
        { extends: true, test: { name: 'serwer-izolowane', include: IZOLOWANE } },
      ],
      server: { deps: { inline: [/@r2wc\//, /@nanostores\/react/] } },
      // every core: the default leaves one free, which on a 2-core CI machine runs the files one by one
      maxWorkers: availableParallelism(),
      // worker threads rather than child processes: the same isolation per file (each file its own module graph
      // and process.env copy) at a lower start and message cost; measured on the 2-core machine, the unit stage
      // took 169 s against 212 s with forks
      pool: 'threads',
      // the contract server's password hashing at 2^12 instead of 2^17 for the tests of other behaviour; the
      // production work factor has its own test (tests/api/konto-krypto.test.ts)
      env: { GMINA_SCRYPT_LOG_N: '12' },
      testTimeout: 20000,
      hookTimeout: 60000,
    },
  }),
);
