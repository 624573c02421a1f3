/**
 * Schema migrations, one file each (`NNN-name.ts` exporting its SQL), applied by number and recorded in
 * `migrations` by their file name. Each migration is one SQL string run as one multi-statement query, which
 * PostgreSQL (and PGlite) execute as one implicit transaction: a failing migration leaves nothing half-applied.
 * Never edit an applied migration; add the next file.
 */
import { readdirSync } from 'node:fs';
import type { Db } from '../db.ts';

export interface Migration {
  id: string;
  sql: string;
}

/** A migration's file: its number (its place in the order) and name; the id is the file name without `.ts`. */
const PLIK_MIGRACJI = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.ts$/;

/**
 * Orders the migrations found in their files by number. A file of this folder that is not `NNN-name.ts`, two files
 * with one number, or a file that does not export exactly one SQL string stops the start: a migration is never
 * skipped silently, nor two applied in an order nobody chose.
 */
export function migracjeZPlikow(
  pliki: readonly [plik: string, modul: Record<string, unknown>][],
): Migration[] {
  const numery = new Map<string, string>();
  const wynik: Migration[] = [];
  for (const [plik, modul] of pliki) {
    const numer = PLIK_MIGRACJI.exec(plik)?.[1];
    if (numer === undefined) throw new Error(`server/migrations/${plik}: a migration's file is NNN-name.ts`);
    const inny = numery.get(numer);
    if (inny !== undefined) throw new Error(`server/migrations: ${inny} and ${plik} have one number`);
    numery.set(numer, plik);
    const sql = Object.values(modul).filter((v) => typeof v === 'string');
    if (sql.length !== 1)
      throw new Error(`server/migrations/${plik}: exports ${sql.length} SQL strings, not one`);
    wynik.push({ id: plik.replace(/\.ts$/, ''), sql: sql[0] as string });
  }
  return wynik.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * Every migration of this folder, by number: read from the folder when this module loads (the server runs from its
 * sources wherever it runs, as server/routes/index.ts explains), so a new migration is a new file only.
 */
export const migrations: readonly Migration[] = migracjeZPlikow(
  await Promise.all(
    readdirSync(import.meta.dirname)
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
      .map(async (f) => [f, (await import(/* @vite-ignore */ `./${f}`)) as Record<string, unknown>] as const),
  ),
);

const kod = (e: unknown) => (e as { code?: unknown }).code;
/** Another instance created the same object at the same moment (unique key of the catalogue, or the object). */
const rownoczesnie = (e: unknown) => kod(e) === '23505' || kod(e) === '42P07';

/**
 * Applies the pending migrations in order. Several instances of the server may start at once on one PostgreSQL
 * database: each migration's transaction writes its id first, so an instance applying the same migration at the
 * same moment waits on that key until the first one commits, then fails on it (23505) and takes the migration as
 * applied (docs/operation.md "Running it for real").
 */
export async function applyMigrations(db: Db): Promise<string[]> {
  const tabela = `CREATE TABLE IF NOT EXISTS migrations (
    id text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`;
  // two "IF NOT EXISTS" at once may still collide in the catalogue: the second try finds the table
  await db.exec(tabela).catch((e: unknown) => (rownoczesnie(e) ? db.exec(tabela) : Promise.reject(e)));
  const { rows } = await db.query<{ id: string }>('SELECT id FROM migrations');
  const applied = new Set(rows.map((r) => r.id));
  const done: string[] = [];
  for (const m of migrations) {
    if (applied.has(m.id)) continue;
    try {
      // The id is ours (a file name of the pattern above: digits, letters, hyphens), so inlining it is safe.
      await db.exec(`INSERT INTO migrations (id) VALUES ('${m.id}');\n${m.sql}`);
      done.push(m.id);
    } catch (e) {
      // a unique violation of the migration itself is not taken for another instance's work
      const { rows: juz } = await db.query('SELECT 1 FROM migrations WHERE id = $1', [m.id]);
      if (!rownoczesnie(e) || juz.length === 0) throw e;
    }
  }
  return done;
}
