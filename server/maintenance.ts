/**
 * Technical break (spec 01 §4 "An office may put the whole site or single services into maintenance",
 * §8 "HTTP 503 → break page"). The state lives in the `przerwa_techniczna` row and is read on every request,
 * so a switch takes effect at once, in every process sharing the database.
 */
import type { MiddlewareHandler } from 'hono';
import { baseRoutePath } from 'hono/route';
import type { Db } from './db.ts';
import { errorJson, OPIS_PRZERWY } from './http.ts';

export interface MaintenanceState {
  czyPrzerwaTechniczna: boolean;
  uslugi: number[];
}

export async function readMaintenance(db: Db): Promise<MaintenanceState> {
  const { rows } = await db.query<{ czy: boolean; uslugi: number[] }>(
    'SELECT czy_przerwa_techniczna AS czy, uslugi FROM przerwa_techniczna WHERE id = 1',
  );
  const row = rows[0];
  return { czyPrzerwaTechniczna: row?.czy ?? false, uslugi: row?.uslugi ?? [] };
}

export async function setMaintenance(db: Db, czy: boolean): Promise<MaintenanceState> {
  await db.query('UPDATE przerwa_techniczna SET czy_przerwa_techniczna = $1 WHERE id = 1', [czy]);
  return readMaintenance(db);
}

export async function setServicesMaintenance(db: Db, uslugi: number[]): Promise<MaintenanceState> {
  const unikalne = [...new Set(uslugi)].sort((a, b) => a - b);
  await db.query('UPDATE przerwa_techniczna SET uslugi = $1::text::jsonb WHERE id = 1', [
    JSON.stringify(unikalne),
  ]);
  return readMaintenance(db);
}

/** Calls that still answer during a whole-site break: the front end must learn of it, and IT must end it. */
const ALWAYS_AVAILABLE = ['/status', '/konfiguracja', '/admin'];

/** Path prefix → the service ids it serves. A call is blocked when every one of its services is in maintenance. */
export type ServicesOfPaths = Record<string, readonly number[]>;

const pasuje = (sciezka: string, prefiks: string) => sciezka === prefiks || sciezka.startsWith(prefiks + '/');

export function maintenanceGuard(db: Db, uslugiSciezek: ServicesOfPaths): MiddlewareHandler {
  const mapa = Object.entries(uslugiSciezek);
  return async (c, next) => {
    // Path relative to where the API app is mounted (e.g. under /api on the portal origin).
    const baza = baseRoutePath(c);
    const sciezka = baza && baza !== '/' ? c.req.path.slice(baza.length) || '/' : c.req.path;
    if (c.req.method === 'OPTIONS' || ALWAYS_AVAILABLE.some((p) => pasuje(sciezka, p))) return next();
    const stan = await readMaintenance(db);
    if (stan.czyPrzerwaTechniczna) return errorJson(c, 503, OPIS_PRZERWY);
    const uslugi = mapa.find(([p]) => pasuje(sciezka, p))?.[1];
    if (uslugi && uslugi.length > 0 && uslugi.every((id) => stan.uslugi.includes(id))) {
      return errorJson(c, 503, OPIS_PRZERWY);
    }
    return next();
  };
}
