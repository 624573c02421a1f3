/**
 * Shared set-up of the contract-server tests: a fresh database and the API app over it. The database is PGlite in
 * memory, or, when `GMINA_TEST_DATABASE_URL` names a PostgreSQL server (CI runs the files once more that way), a
 * new database on that server created for the call and dropped when it is closed.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { createApiApp, type ApiAppOptions } from '../../server/app.ts';
import { symulatory, type Symulatory } from '../../demo/symulatory/index.ts';
import { openDatabase, type Db } from '../../server/db.ts';
import { keepIdleConnections } from '../../server/http.ts';
import { plikDokumentuDemo } from '../../demo/seed/dokumenty.ts';
import { seedDemoData } from '../../demo/seed/index.ts';
import { ZMIENNA_OBRAZU } from './baza-wzorcowa.ts';

export const ORIGIN = 'http://cms.example.pl';
export const ADMIN_TOKEN = 'test-admin-token';

export interface TestApi {
  db: Db;
  app: Hono;
}

/** A connection of the server's administrator (the URL's own database, e.g. `postgres`) for one statement. */
async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once its pool's connections have gone. `pool.end()` resolves before the server has seen
 * every socket close, and dropping `WITH (FORCE)` kills such a closing connection, whose client then throws an
 * uncaught error; so a database still in use (55006) is tried again for up to five seconds, and a connection
 * left open longer fails the file.
 */
async function dropDatabase(url: string, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin(url, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (e) {
      if ((e as { code?: string }).code !== '55006' || attempt === 50) throw e;
      await new Promise((ok) => setTimeout(ok, 100));
    }
  }
}

/**
 * A migrated and seeded database of its own, as `openDatabase` gives it: in memory, or a database created on the
 * PostgreSQL server of `GMINA_TEST_DATABASE_URL` (each test file has its own, so files run in parallel) and
 * dropped by `close()`.
 */
export async function openTestDatabase(): Promise<Db> {
  const server = process.env['GMINA_TEST_DATABASE_URL'];
  if (!server) {
    // a copy of the run's seeded database (baza-wzorcowa.ts), or a fresh one when run without the set-up
    const plik = process.env[ZMIENNA_OBRAZU];
    return openDatabase({ seed: seedDemoData, ...(plik ? { image: new Blob([await readFile(plik)]) } : {}) });
  }
  const name = `t_${randomBytes(8).toString('hex')}`; // ours: safe to inline as an identifier
  await admin(server, `CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  let db: Db;
  try {
    db = await openDatabase({ url: url.href, seed: seedDemoData });
  } catch (e) {
    await dropDatabase(server, name);
    throw e;
  }
  return {
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    async close() {
      await db.close();
      await dropDatabase(server, name);
    },
  };
}

/** The API in demo mode unless `demo: false` is given (most tests read the demo outbox). */
export async function openTestApi(options: Partial<Omit<ApiAppOptions, 'db'>> = {}): Promise<TestApi> {
  const db = await openTestDatabase();
  // rate limits far above what the suites send from their one client (tests/api/rate-limits.test.ts tests them),
  // and a queue of password hashes no burst of a suite fills (tests/api/password-limit.test.ts tests it)
  const limity = { skala: 1000 };
  const hasla = { kolejka: 1000 };
  return {
    db,
    app: createApiApp({
      db,
      allowedOrigins: [ORIGIN],
      adminToken: ADMIN_TOKEN,
      limity,
      hasla,
      demo: true,
      // the demo database's published files
      dokumenty: plikDokumentuDemo,
      ...options,
    }),
  };
}

export interface TestApiHttp extends TestApi {
  /** The API's public address: `<server>/api`, as providers and browsers reach it. */
  apiUrl: string;
  /** The simulated providers at `<server>/symulatory`, configured into the API as an office configures them. */
  sym: Symulatory;
  close(): Promise<void>;
}

/**
 * The API and the demo's simulated providers on a real HTTP server on a free loopback port (issue 23): the
 * payment code calls the providers and receives their notifications over HTTP, exactly as in production. Tests
 * still call the API in process (`app.request`) as a browser would call it.
 */
export async function openTestApiHttp(
  options: Partial<Omit<ApiAppOptions, 'db'>> & { ponowienia?: { p24?: number[]; kir?: number[] } } = {},
): Promise<TestApiHttp> {
  const db = await openTestDatabase();
  let obsluga: (r: Request) => Response | Promise<Response> = () => new Response(null, { status: 503 });
  const server = serve({ fetch: (r) => obsluga(r), port: 0, hostname: '127.0.0.1' });
  keepIdleConnections(server);
  await new Promise<void>((ok) => server.once('listening', () => ok()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const apiUrl = `${url}/api`;
  const { ponowienia, ...opcje } = options;
  const portalUrl = opcje.portalUrl ?? 'http://127.0.0.1:4173';
  const sym = await symulatory({
    url: `${url}/symulatory`,
    apiUrl,
    portalOrigins: [new URL(portalUrl).origin, ORIGIN],
    ...(opcje.now ? { teraz: opcje.now } : {}),
    ...(ponowienia ? { ponowienia } : {}),
  });
  const app = createApiApp({
    db,
    allowedOrigins: [ORIGIN],
    adminToken: ADMIN_TOKEN,
    limity: { skala: 1000 },
    hasla: { kolejka: 1000 },
    demo: true,
    dostawcy: sym.dostawcy,
    ...opcje,
    platnosci: { ...opcje.platnosci, apiUrl },
  });
  const root = new Hono();
  root.route('/api', app);
  root.route('/symulatory', sym.app);
  obsluga = root.fetch;
  return {
    db,
    app,
    apiUrl,
    sym,
    async close() {
      const zamkniety = new Promise<void>((ok) => server.close(() => ok()));
      if ('closeAllConnections' in server) server.closeAllConnections();
      await zamkniety;
      await db.close();
    },
  };
}

export async function getJson<T = unknown>(app: Hono, path: string): Promise<{ status: number; body: T }> {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as T };
}

export function adminPost(app: Hono, path: string, body: unknown, token: string | null = ADMIN_TOKEN) {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

export { pdfText } from '../pdf-text.ts';
