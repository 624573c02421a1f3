/**
 * The multi-instance stage (`npm test`, scripts/test.mjs): `tests/instancje`, which the default configuration
 * leaves out. It starts a production install, two contract-server instances and nginx on a PostgreSQL server
 * (`GMINA_TEST_DATABASE_URL`), so it runs alone, as one file.
 */
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: join(import.meta.dirname, '..', '..'),
    include: ['tests/instancje/*.test.ts'],
    environment: 'node',
    // the demo data this process seeds hash their passwords at 2^12 (as the other suites'); the instances keep
    // the production factor for everything they hash themselves
    env: { GMINA_SCRYPT_LOG_N: '12' },
    testTimeout: 60_000,
    // the production install (npm ci) and the start of the instances
    hookTimeout: 240_000,
  },
});
