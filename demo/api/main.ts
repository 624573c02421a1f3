/**
 * Standalone contract server: `tsx demo/api/main.ts [--demo] [--port 4180] [--data .data/db | --memory]`.
 * `DATABASE_URL` selects a PostgreSQL server instead of PGlite; `HOST` the listening address (127.0.0.1);
 * `GMINA_ALLOWED_ORIGINS` (comma-separated) the CORS origins; `GMINA_ADMIN_TOKEN` the admin token;
 * `GMINA_PORTAL_URL` the portal e-mail links lead to; `GMINA_PORTAL_ORIGINS` (comma-separated) where return
 * addresses may lead (default: the portal and the CORS origins); `GMINA_TOKEN_SECRET` the token key;
 * `GMINA_TOTP_KEY` the key of the TOTP secrets at rest (default: the token secret); `GMINA_RATE_LIMIT_SCALE` and
 * `GMINA_CLIENT_IP_HEADER` the rate limits (limity.ts); `GMINA_API_URL` this server's public address (payment
 * providers' return and status addresses); `--ksiegowanie 2m` / `GMINA_KSIEGOWANIE` the delay from an accepted
 * payment to its posting, `--waznosc-platnosci 30m` / `GMINA_WAZNOSC_PLATNOSCI` how long an attempt holds.
 * Without `--demo` the admin token and the token secret are required (uruchomienie.ts); with it, missing ones
 * are random and the demo outbox is served.
 */
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { createApiApp } from './app.ts';
import { bledyKlientaJson } from './http.ts';
import { czasTrwania } from './routes/platnosci.ts';
import { openDatabase } from './db.ts';
import { BladUruchomienia, sekretyUruchomienia, type Sekrety } from './uruchomienie.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4180' },
    data: { type: 'string', default: '.data/db' },
    memory: { type: 'boolean', default: false },
    demo: { type: 'boolean', default: false },
    ksiegowanie: { type: 'string' },
    'waznosc-platnosci': { type: 'string' },
  },
});

let sekrety: Sekrety;
try {
  sekrety = sekretyUruchomienia(values.demo);
} catch (e) {
  if (!(e instanceof BladUruchomienia)) throw e;
  console.error(e.message);
  process.exit(2);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Niepoprawny port: ${values.port}`);
  process.exit(2);
}
const hostname = process.env.HOST || '127.0.0.1';
const url = process.env.DATABASE_URL || undefined;
const allowedOrigins = (
  process.env.GMINA_ALLOWED_ORIGINS ??
  'http://127.0.0.1:4173,http://localhost:4173,http://127.0.0.1:4174,http://localhost:4174'
)
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);
const portalUrl = process.env.GMINA_PORTAL_URL || 'http://127.0.0.1:4173';
const portalOrigins = process.env.GMINA_PORTAL_ORIGINS?.split(',')
  .map((o) => o.trim())
  .filter(Boolean) ?? [new URL(portalUrl).origin, 'http://localhost:4173', ...allowedOrigins];

const czas = (nazwa: string, v: string | undefined, minMs = 0) => {
  if (v === undefined) return undefined;
  const ms = czasTrwania(v);
  if (ms === null || ms < minMs) {
    console.error(
      `--${nazwa}: expected a duration such as 90s, 2m, 1h, 5d, at least ${minMs / 1000}s (got ${v})`,
    );
    process.exit(2);
  }
  return ms;
};
const ksiegowanieMs = czas('ksiegowanie', values.ksiegowanie ?? process.env.GMINA_KSIEGOWANIE);
const waznoscMs = czas(
  'waznosc-platnosci',
  values['waznosc-platnosci'] ?? process.env.GMINA_WAZNOSC_PLATNOSCI,
  60_000,
);

const started = performance.now();
const db = await openDatabase({
  ...(url ? { url } : values.memory ? {} : { dataDir: values.data }),
  demoData: values.demo,
});
const where = url
  ? 'PostgreSQL (DATABASE_URL)'
  : values.memory
    ? 'PGlite in memory'
    : `PGlite in ${values.data}`;
const app = createApiApp({
  db,
  allowedOrigins,
  adminToken: sekrety.adminToken,
  tokenSecret: sekrety.tokenSecret,
  ...(sekrety.totpKey ? { totpKey: sekrety.totpKey } : {}),
  demo: values.demo,
  portalUrl,
  portalOrigins,
  // payments: the address the browser and the simulated providers reach this server at
  platnosci: {
    apiUrl: process.env.GMINA_API_URL || `http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}`,
    zadaniaCoMs: 10_000,
    ...(ksiegowanieMs !== undefined ? { ksiegowanieMs } : {}),
    ...(waznoscMs !== undefined ? { waznoscMs } : {}),
  },
});

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  const ms = Math.round(performance.now() - started);
  const tryb = values.demo ? ', demo mode' : '';
  console.log(`Contract server: http://${host}:${info.port} (${where}${tryb}, ready in ${ms} ms)`);
  if (values.demo) console.log(`Demo outbox: http://${host}:${info.port}/demo/poczta`);
  for (const k of sekrety.komunikaty) console.log(k);
});

// an address over 16 KB and other requests Node's parser refuses: JSON `{kod, opis}` too
bledyKlientaJson(server);
server.on('error', (e: NodeJS.ErrnoException) => {
  console.error(
    e.code === 'EADDRINUSE'
      ? `Port ${port} on ${hostname} is already in use (--port)`
      : `Server error: ${e.message}`,
  );
  void db.close().finally(() => process.exit(1));
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the contract server`);
  // Keep-alive connections would hold close() open; a hard deadline keeps Ctrl+C snappy.
  setTimeout(() => process.exit(1), 5000).unref();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if ('closeAllConnections' in server) server.closeAllConnections();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
