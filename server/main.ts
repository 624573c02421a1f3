/**
 * Standalone contract server: `tsx server/main.ts [--demo] [--port 4180] [--data .data/db | --memory]`.
 * `DATABASE_URL` selects a PostgreSQL server instead of PGlite; `HOST` the listening address (127.0.0.1);
 * `GMINA_ALLOWED_ORIGINS` (comma-separated) the CORS origins; `GMINA_ADMIN_TOKEN` the admin token;
 * `GMINA_PORTAL_URL` the portal e-mail links lead to; `GMINA_PORTAL_ORIGINS` (comma-separated) where return
 * addresses may lead (default: the portal and the CORS origins); `GMINA_TOKEN_SECRET` the token key;
 * `GMINA_TOTP_KEY` the key of the TOTP secrets at rest (default: the token secret); `GMINA_RATE_LIMIT_SCALE` and
 * `GMINA_CLIENT_IP_HEADER` the rate limits (rate-limits.ts); `GMINA_API_URL` this server's public address (payment
 * providers' return and status addresses); `--ksiegowanie 2m` / `GMINA_KSIEGOWANIE` the delay from an accepted
 * payment to its posting, `--waznosc-platnosci 30m` / `GMINA_WAZNOSC_PLATNOSCI` how long an attempt holds,
 * `--zadania-co 10s` / `GMINA_ZADANIA_CO` how often the payment jobs (re-check, expiry, posting) run (at least 1s);
 * `--przypomnienia 8` / `GMINA_PRZYPOMNIENIA_GODZINA` the office hour (0–19) the day's payment reminders go from
 * (default 8; `off`: no timer, the admin CLI only); `GMINA_SMS_URL`, `GMINA_SMS_TOKEN`, `GMINA_SMS_NADAWCA` their
 * SMS gateway (sms.ts; SMS off without it; in demo mode the SMS go into the demo outbox).
 * Without `--demo` the admin token and the token secret are required (startup.ts); with it, missing ones
 * are random and the demo outbox is served.
 */
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { createApiApp } from './app.ts';
import { dostawcyZeSrodowiska, opisDostawcow, type Dostawcy } from './dostawcy.ts';
import { jsonClientErrors, keepIdleConnections } from './http.ts';
import { czasTrwania } from './routes/platnosci.ts';
import { GODZINA_KONCA } from './routes/przypomnienia.ts';
import { bramkaHttp, opisSms, smsDoPoczty, smsZeSrodowiska, type KonfiguracjaSms } from './sms.ts';
import { openDatabase } from './db.ts';
import { StartupError, startupSecrets, type StartupSecrets } from './startup.ts';
import { brakNazwyUrzedu } from './urzad.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4180' },
    data: { type: 'string', default: '.data/db' },
    memory: { type: 'boolean', default: false },
    demo: { type: 'boolean', default: false },
    ksiegowanie: { type: 'string' },
    'waznosc-platnosci': { type: 'string' },
    'zadania-co': { type: 'string' },
    przypomnienia: { type: 'string' },
  },
});

const hostname = process.env.HOST || '127.0.0.1';
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Niepoprawny port: ${values.port}`);
  process.exit(2);
}
// the API's public address: the browser, the providers' returns and notifications reach it there
const apiUrl = (
  process.env.GMINA_API_URL || `http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}`
).replace(/\/+$/, '');

let sekrety: StartupSecrets;
let dostawcy: Dostawcy;
let sms: KonfiguracjaSms | null;
try {
  sekrety = startupSecrets(values.demo);
  // outside demo mode only what the office configured (dostawcy.ts); in demo mode the simulators below
  dostawcy = values.demo ? {} : dostawcyZeSrodowiska(process.env, (f) => readFileSync(f, 'utf8'));
  // the SMS gateway likewise; in demo mode the SMS go into the demo outbox
  sms = values.demo ? null : smsZeSrodowiska(process.env);
} catch (e) {
  if (!(e instanceof StartupError)) throw e;
  console.error(e.message);
  process.exit(2);
}

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
const jobsEveryMs = czas('zadania-co', values['zadania-co'] ?? process.env.GMINA_ZADANIA_CO, 1000) ?? 10_000;
// the office hour the day's payment reminders go from; `off`: the admin CLI only
const przypomnieniaOd = values.przypomnienia ?? process.env.GMINA_PRZYPOMNIENIA_GODZINA ?? '8';
const godzinaPrzypomnien = przypomnieniaOd === 'off' ? null : Number(przypomnieniaOd);
if (
  godzinaPrzypomnien !== null &&
  (!/^\d{1,2}$/.test(przypomnieniaOd) || godzinaPrzypomnien >= GODZINA_KONCA)
) {
  console.error(
    `--przypomnienia: expected an office hour 0–${GODZINA_KONCA - 1} or off (got ${przypomnieniaOd})`,
  );
  process.exit(2);
}

const started = performance.now();
// demo mode only: the demo's data and published files; a server of a real office never loads the demo seed
const demo = values.demo
  ? {
      seed: (await import('../demo/seed/index.ts')).seedDemoData,
      dokumenty: (await import('../demo/seed/dokumenty.ts')).plikDokumentuDemo,
    }
  : null;
const db = await openDatabase({
  ...(url ? { url } : values.memory ? {} : { dataDir: values.data }),
  ...(demo ? { seed: demo.seed } : {}),
});
// payment reminders by SMS: the configured gateway, or in demo mode the demo outbox (sms.ts)
const bramkaSms = values.demo ? smsDoPoczty(db, Date.now) : sms && bramkaHttp(sms);
// a new office's server starts and answers; its documents and e-mails name a bare "Urząd Gminy" until it is set
const bezNazwy = await brakNazwyUrzedu(db);
const where = url
  ? 'PostgreSQL (DATABASE_URL)'
  : values.memory
    ? 'PGlite in memory'
    : `PGlite in ${values.data}`;
// demo mode: the simulated providers at <server>/symulatory, reached over HTTP like real ones
const sym = values.demo
  ? await (
      await import('../demo/symulatory/index.ts')
    ).symulatory({
      url: `${apiUrl}/symulatory`,
      apiUrl,
      portalOrigins: [new URL(portalUrl).origin, ...portalOrigins],
    })
  : null;
if (sym) dostawcy = sym.dostawcy;
const api = createApiApp({
  db,
  allowedOrigins,
  adminToken: sekrety.adminToken,
  tokenSecret: sekrety.tokenSecret,
  ...(sekrety.totpKey ? { totpKey: sekrety.totpKey } : {}),
  demo: values.demo,
  ...(demo ? { dokumenty: demo.dokumenty } : {}),
  portalUrl,
  portalOrigins,
  // payments: the address the browser and the simulated providers reach this server at
  dostawcy,
  platnosci: {
    apiUrl,
    jobsEveryMs,
    ...(ksiegowanieMs !== undefined ? { ksiegowanieMs } : {}),
    ...(waznoscMs !== undefined ? { waznoscMs } : {}),
  },
  // payment reminders: the day's run from the office hour, on every instance (each reminder is claimed once)
  przypomnienia: {
    godzina: godzinaPrzypomnien,
    sms: bramkaSms,
  },
});

const app = new Hono();
if (sym) app.route('/symulatory', sym.app);
app.route('/', api);

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  const ms = Math.round(performance.now() - started);
  const tryb = values.demo ? ', demo mode' : '';
  console.log(`Contract server: http://${host}:${info.port} (${where}${tryb}, ready in ${ms} ms)`);
  if (values.demo) console.log(`Demo outbox: http://${host}:${info.port}/demo/poczta`);
  for (const k of sekrety.notices) console.log(k);
  for (const k of opisDostawcow(dostawcy, values.demo)) console.log(k);
  console.log(
    godzinaPrzypomnien === null
      ? 'Payment reminders: no daily run (--przypomnienia off; admin.ts przypomnienia sends them)'
      : `Payment reminders: daily from ${godzinaPrzypomnien}:00 to ${GODZINA_KONCA}:00 office time`,
  );
  console.log(opisSms(bramkaSms));
  if (bezNazwy) console.log(bezNazwy);
});

// an address over 16 KB and other requests Node's parser refuses: JSON `{kod, opis}` too
jsonClientErrors(server);
keepIdleConnections(server);
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
  // close() ends the idle keep-alive connections; a request in flight has two seconds to be answered before its
  // connection is ended too (connections are otherwise kept 65 s: keepIdleConnections)
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const grace =
    'closeAllConnections' in server ? setTimeout(() => server.closeAllConnections(), 2000) : undefined;
  await closed;
  clearTimeout(grace);
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
