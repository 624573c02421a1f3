/**
 * The contract server's database: PostgreSQL semantics everywhere (DESIGN.md §4 "Contract server").
 * PGlite in memory (tests), PGlite in a data folder (`npm start`), or a real PostgreSQL server through `pg`
 * when a URL is given. Both drivers answer `query(sql, params) → {rows}` with `$1` parameters, so every
 * route module writes its SQL once.
 */
import { mkdir } from 'node:fs/promises';
import { applyMigrations } from './migrations/index.ts';
import { addMissingSettings } from './default-settings.ts';

export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs one or more statements without parameters; several statements run as one implicit transaction. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tar image, to open copies of it (the tests' seeded database). */
  image?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** PGlite data folder; created when missing. */
  dataDir?: string;
  /** PostgreSQL connection string (`DATABASE_URL`); wins over `dataDir`. */
  url?: string;
  /**
   * The demo step, run after the migrations and the office's default settings at every opening: the demo's seed
   * (`seedDemoData` of server/seed), which writes the fictional gmina's data and its demo accounts (with their
   * published password). None by default: a server outside demo mode gets the default settings only (README
   * "Running it for real"), and this module never loads the demo data.
   */
  seed?: (db: Db) => Promise<unknown>;
  /** PGlite only: start from this image of a database (`Db.image()`), e.g. one already migrated and seeded. */
  image?: Blob;
}

/** Opens the database, applies pending migrations and writes missing default settings (and the demo's data). */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Db> {
  const db = opts.url ? await openPostgres(opts.url) : await openPglite(opts.dataDir, opts.image);
  try {
    await applyMigrations(db);
    await addMissingSettings(db);
    await opts.seed?.(db);
  } catch (e) {
    await db.close();
    throw e;
  }
  return db;
}

async function openPglite(dataDir?: string, image?: Blob): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // PostgreSQL's default 128 MB of shared buffers grows the WebAssembly memory, which never shrinks, to ~190 MB;
  // the demo data fit in 16 MB many times over, and the idle process is ~160 MB smaller (docs/load.md).
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
  const pg = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(image ? { loadDataDir: image } : {}),
    startParams,
  });
  await pg.waitReady;
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const res = await pg.query<T>(sql, params);
      return { rows: res.rows };
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    close: () => pg.close(),
    image: () => pg.dumpDataDir('none'),
  };
}

/**
 * The pool's options (docs/load.md "The deadline day"). Connections once opened stay open: node-pg closes an idle one
 * after 10 s by default and opens a new one when the load comes back, and a new connection's SCRAM authentication
 * runs in libuv's thread pool — under a burst of logins behind the queued password hashes, until PostgreSQL gave up
 * on it after 60 s and dues lists failed. `idleTimeoutMillis: 0` rather than a `min` (which pg-pool 3.14 has):
 * with `max` connections at most, the two keep the same connections, and 0 says it without a second number to keep
 * in step. A query that gets no connection within `connectionTimeoutMillis` (all ten busy, or a new one not
 * authenticated) fails with an error the server answers as its JSON 500, instead of hanging.
 */
export const poolOptions = (url: string) => ({
  connectionString: url,
  max: 10,
  idleTimeoutMillis: 0,
  connectionTimeoutMillis: 10_000,
});

async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool(poolOptions(url));
  // a connection that breaks while idle (the server restarted) leaves the pool; without a listener the pool's
  // 'error' event would end the process
  pool.on('error', (e) => console.error('[db] idle connection lost:', e.message));
  // Fail at start, not at the first request, when the server is unreachable.
  await pool.query('SELECT 1');
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const res = await pool.query(sql, params);
      return { rows: res.rows as T[] };
    },
    async exec(sql) {
      // One simple-protocol query: several statements run in one implicit transaction, as in PGlite.
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
