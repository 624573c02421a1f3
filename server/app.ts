/**
 * The contract server: the office backend API of the spec over a real database (DESIGN.md §4). Paths are at
 * the root of this app, exactly as spec 01 §7 names them; the portal mounts it under its own base address
 * (`app.route('/api', createApiApp(...))`) because portal routes and API paths overlap.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import type { Db } from './db.ts';
import { htmlForms, limitBodySize, noControlCharacters, requireJson } from './hygiene.ts';
import { errorJson, onError, OPIS_404 } from './http.ts';
import {
  callerKey,
  requestAccount,
  accountRateLimits,
  requestRateLimits,
  rateLimitsFromEnv,
  pdfsAtOnce,
  type RateLimitOptions,
} from './rate-limits.ts';
import { pdfPerCaller } from './pdf.ts';
import { maintenanceGuard } from './maintenance.ts';
import { uslugiSciezek } from '../src/registry/wywolania.ts';
import type { KontoOpcje } from './konto/context.ts';
import type { Dostawcy } from './dostawcy.ts';
import { deriveTotpKey, encryptTotpSecretsAtRest } from './konto/cipher.ts';
import { PasswordLimiter, passwordLimitsFromEnv, type PasswordLimitOptions } from './konto/password-limit.ts';
import { wymagaTokenu } from './routes/admin.ts';
import { domeny, type KontekstDomeny } from './routes/index.ts';
import type { ZrodloDokumentow } from './routes/dokumenty.ts';
import type { OpcjePlatnosci, Platnosci } from './routes/platnosci.ts';
import type { OpcjePrzypomnien } from './routes/przypomnienia.ts';
import { smsDoPoczty } from './sms.ts';

export interface ApiAppOptions {
  db: Db;
  /** Origins whose pages may call the API (a CMS page embedding widgets); others get no CORS headers. */
  allowedOrigins: string[];
  /** Bearer token of the /admin/ switches. */
  adminToken: string;
  /**
   * Demo mode (`npm start`, `--demo`): adds the demo-only routes (the outbox `/demo/poczta`, which shows every
   * sent e-mail with its links to anyone). Off when the contract server runs as a server.
   */
  demo: boolean;
  /** The portal's own address: e-mail links (password reminder) lead there. Default http://127.0.0.1:4173. */
  portalUrl?: string;
  /**
   * Origins a `returnUrl` (registration, identity logins) may lead to. Default: the portal URL's origin and
   * `allowedOrigins` (a CMS page may host the portal with hash routing).
   */
  portalOrigins?: string[];
  /** HMAC key of the session tokens; random per process by default (tokens end with the process). */
  tokenSecret?: Buffer | string;
  /**
   * Key material of the TOTP secrets at rest (GMINA_TOTP_KEY); default: the token secret. Changing it makes the
   * stored secrets unreadable (those accounts set two-factor up again).
   */
  totpKey?: Buffer | string;
  /** Clock in milliseconds, injectable for tests. */
  now?: () => number;
  /**
   * Rate limits (rate-limits.ts): a scale, per-group values and the trusted client-address header. Default: from
   * `GMINA_RATE_LIMIT_SCALE` and `GMINA_CLIENT_IP_HEADER`.
   */
  limity?: RateLimitOptions;
  /**
   * Password hashes at once and waiting (konto/password-limit.ts); past both a call that hashes is refused with 429.
   * What is not given comes from `GMINA_HASLA_NARAZ` and `GMINA_HASLA_KOLEJKA` (or their defaults). A limiter
   * itself is shared: libuv's thread pool is the process's, so several API apps in one process share one.
   */
  hasla?: PasswordLimitOptions | PasswordLimiter;
  /**
   * Online payments (routes/platnosci.ts): the API's public address (default `<portalUrl>/api`), the providers'
   * accounts, expiry, posting delay, the job timer (off unless `jobsEveryMs` is given).
   */
  platnosci?: Partial<OpcjePlatnosci>;
  /**
   * The configured payment and identity providers (dostawcy.ts): each is on only when configured here. Default:
   * none. Demo mode passes the demo simulators' configuration (demo/symulatory).
   */
  dostawcy?: Dostawcy;
  /**
   * The office's published files (routes/dokumenty.ts): the PDF of a listed name, or null. Default: none
   * published. Demo mode passes the demo's files (`plikDokumentuDemo` of demo/seed/dokumenty.ts).
   */
  dokumenty?: ZrodloDokumentow;
  /** Receives the payments service (its jobs), for tests and the demo's CLI. */
  naPlatnosci?: (p: Platnosci) => void;
  /**
   * Payment reminders (routes/przypomnienia.ts): the office hour of the daily run (no timer unless given), how
   * often the timer looks, and the SMS sender (sms.ts). Default SMS: the demo outbox in demo mode, else none (off).
   */
  przypomnienia?: Partial<OpcjePrzypomnien>;
}

export function createApiApp({
  db,
  allowedOrigins,
  adminToken,
  demo,
  portalUrl = 'http://127.0.0.1:4173',
  portalOrigins,
  tokenSecret,
  totpKey,
  now = Date.now,
  limity = rateLimitsFromEnv(process.env),
  hasla = {},
  platnosci: opcjePlatnosci = {},
  dostawcy = {},
  dokumenty: plikiDokumentow,
  naPlatnosci,
  przypomnienia: opcjePrzypomnien = {},
}: ApiAppOptions): Hono {
  const app = new Hono();
  const sekret = tokenSecret === undefined ? randomBytes(32) : Buffer.from(tokenSecret);
  const kontoOpcje: KontoOpcje = {
    db,
    teraz: now,
    sekret,
    totpKey: deriveTotpKey(totpKey ?? sekret),
    portalUrl: portalUrl.replace(/\/+$/, ''),
    portalOrigins: (portalOrigins ?? [portalUrl, ...allowedOrigins]).map((o) => new URL(o).origin),
    apiUrl: (opcjePlatnosci.apiUrl ?? `${portalUrl.replace(/\/+$/, '')}/api`).replace(/\/+$/, ''),
    dostawcy,
    hasla:
      hasla instanceof PasswordLimiter
        ? hasla
        : new PasswordLimiter({ ...passwordLimitsFromEnv(process.env), ...hasla }),
  };
  app.onError(onError);

  // Headers of every answer (issue 11): no sniffing, no framing (the error pages of identity logins), no
  // Referer; readable from other origins (CORS decides who may read). Answers that say nothing about caching
  // are not stored: most carry a person's data or a token.
  app.use('*', secureHeaders({ xFrameOptions: 'DENY', crossOriginResourcePolicy: 'cross-origin' }));
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  // TOTP secrets left in plain text are encrypted before the first request is answered (issue 11 item 5)
  const gotowe = encryptTotpSecretsAtRest(db, kontoOpcje.totpKey, now());
  gotowe.catch(() => undefined); // reported by the requests that wait for it
  app.use('*', async (_c, next) => {
    await gotowe;
    await next();
  });

  app.use(
    '*',
    cors({
      origin: allowedOrigins,
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type'],
      // The widgets read the PDF's file name from Content-Disposition (src/core/api/client.ts);
      // Retry-After: how long a locked login stays locked (code 1010)
      exposeHeaders: ['Content-Disposition', 'Retry-After'],
      maxAge: 600,
    }),
  );
  // rate limits of the anonymous calls (issue 11), before any body is read
  for (const [sciezka, limitery] of requestRateLimits(db, limity)) app.use(sciezka, ...limitery);
  // saves of what a person types, per account (issue 23 §4)
  for (const [sciezka, limiter] of accountRateLimits(db, requestAccount(sekret, now), limity))
    app.use(sciezka, limiter);
  // PDFs in progress per account or anonymous address, wherever a route makes one (pdf.ts, issue 23 §4)
  app.use('*', pdfPerCaller(callerKey(sekret, now, limity), pdfsAtOnce(limity)));
  // request hygiene (issue 11): 413 past 64 KB, 415 for a body that is not JSON, 400 for control characters
  app.use('*', limitBodySize());
  // the paths a provider POSTs an HTML form to, as each domain declares them (identity logins, KIR's notification)
  for (const p of domeny.flatMap((d) => d.sciezkiFormularzy ?? [])) app.use(p, htmlForms());
  app.use('*', requireJson());
  app.use('*', noControlCharacters());
  // per-service maintenance (spec 01 §4): the calls of a service answer 503 while its break is on
  app.use('*', maintenanceGuard(db, uslugiSciezek));

  // every domain of server/routes (routes/index.ts), stage by stage: public data, account, protected services of a
  // subject (payments with their admin switches), the office's operation; the outbox only in demo mode (issue 11
  // item 1)
  const kontekst: KontekstDomeny = {
    db,
    konto: kontoOpcje,
    dostawcy,
    dokumenty: plikiDokumentow,
    platnosci: opcjePlatnosci,
    naPlatnosci,
    przypomnienia: {
      ...opcjePrzypomnien,
      sms: opcjePrzypomnien.sms !== undefined ? opcjePrzypomnien.sms : demo ? smsDoPoczty(db, now) : null,
    },
    adminToken,
    wymagaTokenu: wymagaTokenu(adminToken),
  };
  for (const d of domeny) if (demo || !d.tylkoDemo) d.montuj(app, kontekst);

  // A catch-all route rather than notFound(): it still answers JSON when this app is mounted in another.
  app.all('*', (c) => errorJson(c, 404, OPIS_404));
  return app;
}
