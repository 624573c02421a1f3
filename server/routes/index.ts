/**
 * The server's domains, found rather than listed: every module of this folder that exports `domena` (a
 * {@link Domena}) is mounted by `createApiApp` (app.ts), stage by stage ({@link ETAPY}) and by file name within a
 * stage. A module without `domena` is a part of a domain and is mounted by it (`woda-dane.ts`, `woda-protokol.ts`
 * by `woda.ts`; `oplaty-wspolne.ts` holds helpers). Adding a service is adding its module here: no list to edit.
 *
 * How they are found: this folder is read and each module imported when this module loads (top-level await), so
 * `createApiApp` stays synchronous for its callers. Not a generated table, because the server runs from its
 * TypeScript sources wherever it runs — `tsx` in development (`npm run api`, `npm start`), `node --import tsx
 * server/main.ts` in the office's install (`npm ci --omit=dev`, docs/operation.md), vitest in the tests — so this
 * folder is always on disk beside this file, and no build step or table to keep fresh stands between a new module
 * and the running server. Within a stage the order is the file name's: no two domains answer the same method and
 * path (tests/api/domeny.test.ts), so that order changes nothing but is still fixed.
 */
import { readdirSync } from 'node:fs';
import type { Hono, MiddlewareHandler } from 'hono';
import type { Db } from '../db.ts';
import type { Dostawcy } from '../dostawcy.ts';
import type { KontoOpcje } from '../konto/context.ts';
import type { ZrodloDokumentow } from './dokumenty.ts';
import type { OpcjePlatnosci, Platnosci } from './platnosci.ts';
import type { OpcjePrzypomnien } from './przypomnienia.ts';

/** What a domain may build its routes from: one object, the same for every domain. */
export interface KontekstDomeny {
  db: Db;
  /** The account side: database, clock, token secret, portal and API addresses, providers (konto/context.ts). */
  konto: KontoOpcje;
  /** The configured payment and identity providers (dostawcy.ts). */
  dostawcy: Dostawcy;
  /** The office's published files (`ApiAppOptions.dokumenty`). */
  dokumenty?: ZrodloDokumentow;
  /** Online payments' options as given to `createApiApp` (`ApiAppOptions.platnosci`). */
  platnosci: Partial<OpcjePlatnosci>;
  /** Receives the payments service (its jobs), for tests and the demo's CLI. */
  naPlatnosci?: (p: Platnosci) => void;
  /** Payment reminders' timer and SMS sender (`ApiAppOptions.przypomnienia`, with the demo's SMS outbox). */
  przypomnienia?: Partial<OpcjePrzypomnien>;
  /** Bearer token of the /admin/ switches. */
  adminToken: string;
  /** The check of that token, for a domain's own /admin/ routes (admin.ts `wymagaTokenu`). */
  wymagaTokenu: MiddlewareHandler;
}

/**
 * The stages of mounting, in order: the public data (no account), the account and identity logins, the protected
 * services of a subject, then the office's operation (the outbox, the admin switches). Guards, limits and hygiene
 * run before every stage (app.ts).
 */
export const ETAPY = ['publiczna', 'konto', 'podmiot', 'obsluga'] as const;
export type Etap = (typeof ETAPY)[number];

/** A domain of the server, declared by its route module as `export const domena: Domena`. */
export interface Domena {
  etap: Etap;
  /** Mounted in demo mode only (`ApiAppOptions.demo`): the outbox, which shows every sent e-mail to anyone. */
  tylkoDemo?: boolean;
  /**
   * Paths a provider POSTs an HTML form to (identity logins' token, KIR's notification): the request hygiene
   * lets these through form-encoded instead of JSON only (hygiene.ts `htmlForms`).
   */
  sciezkiFormularzy?: readonly string[];
  /** Adds the domain's routes to the API app. */
  montuj(app: Hono, k: KontekstDomeny): void;
}

/** A found domain: its declaration and its name, the file's (`wykaz-pojazdow.ts` → `wykaz-pojazdow`). */
export interface ZnalezionaDomena extends Domena {
  nazwa: string;
}

const czyDomena = (d: unknown): d is Domena =>
  typeof d === 'object' &&
  d !== null &&
  ETAPY.includes((d as Domena).etap) &&
  typeof (d as Domena).montuj === 'function';

/** Orders found domains by stage, then by name; a `domena` export of the wrong shape stops the start. */
export function uporzadkujDomeny(
  moduly: readonly [plik: string, modul: Record<string, unknown>][],
): ZnalezionaDomena[] {
  const domeny: ZnalezionaDomena[] = [];
  for (const [plik, modul] of moduly) {
    if (!('domena' in modul)) continue;
    if (!czyDomena(modul['domena']))
      throw new Error(`server/routes/${plik}: "domena" needs etap (${ETAPY.join(', ')}) and montuj(app, k)`);
    domeny.push({ ...modul['domena'], nazwa: plik.replace(/\.ts$/, '') });
  }
  const etap = (d: Domena) => ETAPY.indexOf(d.etap);
  return domeny.sort((a, b) => etap(a) - etap(b) || (a.nazwa < b.nazwa ? -1 : a.nazwa > b.nazwa ? 1 : 0));
}

/** The route modules of this folder (tests excluded), by file name. */
export const plikiTras: readonly string[] = readdirSync(import.meta.dirname)
  .filter((f) => /^[a-z0-9-]+\.ts$/.test(f) && f !== 'index.ts')
  .sort();

/** Every domain of this folder, in mounting order. */
export const domeny: readonly ZnalezionaDomena[] = uporzadkujDomeny(
  await Promise.all(
    plikiTras.map(
      async (f) => [f, (await import(/* @vite-ignore */ `./${f}`)) as Record<string, unknown>] as const,
    ),
  ),
);
