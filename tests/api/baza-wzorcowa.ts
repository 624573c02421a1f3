/**
 * Vitest global set-up of the contract-server tests: the migrated and seeded PGlite database made once per run
 * and written as an image to a temporary file, from which every test file opens its own copy in about a second
 * instead of migrating and seeding (several seconds) again. Not used on PostgreSQL (`GMINA_TEST_DATABASE_URL`).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db.ts';
import { seedDemoData } from '../../demo/seed/index.ts';

export const ZMIENNA_OBRAZU = 'GMINA_TEST_DB_IMAGE';

export default async function setup(): Promise<() => Promise<void>> {
  if (process.env['GMINA_TEST_DATABASE_URL']) return async () => undefined;
  process.env['GMINA_SCRYPT_LOG_N'] ??= '12';
  const dir = await mkdtemp(join(tmpdir(), 'gmina-test-db-'));
  const db = await openDatabase({ seed: seedDemoData });
  const obraz = await db.image!();
  await db.close();
  const plik = join(dir, 'baza.tar');
  await writeFile(plik, new Uint8Array(await obraz.arrayBuffer()));
  process.env[ZMIENNA_OBRAZU] = plik;
  return () => rm(dir, { recursive: true, force: true });
}
