import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
      // tests/instancje: the multi-instance stage, with its own configuration (tests/instancje/vitest.config.ts)
      exclude: ['**/*.browser.test.ts', 'node_modules/**', 'tests/instancje/**'],
      environment: 'node',
      setupFiles: ['tests/setup-texts.ts'],
      // the contract server's seeded database, made once per run (tests/api/baza-wzorcowa.ts)
      globalSetup: ['tests/api/baza-wzorcowa.ts'],
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
