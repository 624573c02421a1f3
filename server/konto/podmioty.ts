/**
 * Subjects of an account and the subject check of protected calls (issue 11 item 3). A subject is usable only
 * when confirmed: its PESEL vouched for by an identity provider, or the subject confirmed by the office
 * (POST /admin/podmioty/potwierdzenie). A PESEL or NIP typed by the person (registration, registration
 * confirmation) is attached unconfirmed. The database keeps a PESEL or NIP confirmed on one account at most
 * (migration 009).
 */
import type { Hono, MiddlewareHandler } from 'hono';
import type { Wymagany } from '../../src/registry/uslugi.ts';
import { wymaganyWywolania } from '../../src/registry/wywolania.ts';
import { isValidNip, isValidPesel } from '../../src/core/rules/fields.ts';
import type { Db } from '../db.ts';
import { ApiError } from '../http.ts';
import { wymagaSesji, type KontoEnv, type KontoOpcje } from './context.ts';

export interface Podmiot {
  nazwa: string;
  czyInstytucja: boolean;
  nip: string | null;
  pesel: string | null;
}

/** Spec 01 §8 "Subject lacks access": the same answer for another account's subject and an unconfirmed one. */
export const OPIS_BRAK_DOSTEPU = 'Wybrany podmiot nie ma dostępu do tej usługi';

export type Identyfikator = { pesel: string; nip?: undefined } | { nip: string; pesel?: undefined };

/** The account's confirmed subject with this PESEL or NIP, or null (not the account's, or unconfirmed). */
export async function potwierdzonyPodmiot(
  db: Db,
  uzytkownikId: number,
  id: Identyfikator,
): Promise<Podmiot | null> {
  const { rows } = await db.query<Podmiot>(
    `SELECT nazwa, czy_instytucja AS "czyInstytucja", nip, pesel FROM podmioty
      WHERE uzytkownik_id = $1 AND czy_potwierdzony
        AND (CASE WHEN $2::text IS NOT NULL THEN NOT czy_instytucja AND pesel = $2
                  ELSE czy_instytucja AND nip = $3 END)`,
    [uzytkownikId, id.pesel ?? null, id.nip ?? null],
  );
  return rows[0] ?? null;
}

/** The account's confirmed subjects in its order (GET /lista-podmiotow; unconfirmed ones are not listed). */
export async function potwierdzonePodmioty(db: Db, uzytkownikId: number): Promise<Podmiot[]> {
  const { rows } = await db.query<Podmiot>(
    `SELECT nazwa, czy_instytucja AS "czyInstytucja", nip, pesel FROM podmioty
      WHERE uzytkownik_id = $1 AND czy_potwierdzony ORDER BY pozycja`,
    [uzytkownikId],
  );
  return rows;
}

/**
 * Confirms the account's subject with this PESEL or NIP unless it is confirmed on another account; true when it
 * is confirmed on this account afterwards. One statement, so two confirmations cannot both pass the check (the
 * unique index would refuse the second anyway).
 */
export async function potwierdzPodmiot(db: Db, uzytkownikId: number, id: Identyfikator): Promise<boolean> {
  const [kolumna, wartosc] = id.pesel !== undefined ? ['pesel', id.pesel] : ['nip', id.nip];
  try {
    const { rows } = await db.query(
      `UPDATE podmioty p SET czy_potwierdzony = true
        WHERE p.uzytkownik_id = $1 AND p.${kolumna} = $2
          AND NOT EXISTS (SELECT 1 FROM podmioty o WHERE o.${kolumna} = $2 AND o.czy_potwierdzony
                            AND o.uzytkownik_id <> $1)
        RETURNING p.id`,
      [uzytkownikId, wartosc],
    );
    return rows.length > 0;
  } catch (e) {
    if ((e as { code?: unknown }).code === '23505') return false;
    throw e;
  }
}

export type PodmiotEnv = KontoEnv & { Variables: { podmiot: Podmiot } };

/**
 * Guard of a protected data call (spec 02: "data calls send the current subject as parameters"), after
 * `wymagaSesji`: the query's `pesel` or `nip` (exactly one, well formed, else 400) must be a confirmed subject
 * of the caller's account, else 403 with the spec's text, which says nothing about whose the subject is. A
 * service for one kind of subject only (spec 02 §6: permit fees institutions, current registration persons)
 * answers the same 403 to the other kind. The subject is then `c.get('podmiot')`.
 */
export function wymagaPodmiotu(db: Db, wymagany: Wymagany = null): MiddlewareHandler<PodmiotEnv> {
  return async (c, next) => {
    const pesel = c.req.query('pesel')?.trim() || undefined;
    const nip = c.req.query('nip')?.replace(/[\s-]/g, '') || undefined;
    let id: Identyfikator;
    if (pesel !== undefined && nip === undefined && isValidPesel(pesel)) id = { pesel };
    else if (nip !== undefined && pesel === undefined && isValidNip(nip)) id = { nip };
    else throw new ApiError(400, 'Podaj numer PESEL albo NIP podmiotu');
    const podmiot = await potwierdzonyPodmiot(db, c.get('sesja').uzytkownik.id, id);
    const rodzajPasuje = wymagany === null || podmiot?.czyInstytucja === (wymagany === 'instytucja');
    if (!podmiot || !rodzajPasuje) return c.json({ kod: 403, opis: OPIS_BRAK_DOSTEPU }, 403);
    c.set('podmiot', podmiot);
    await next();
  };
}

/**
 * Puts the guards of a protected service on its paths and everything under them (`…/pdf`): a session
 * (`wymagaSesji`), then the subject (`wymagaPodmiotu`) of the kind the services making the call declare
 * (`src/widgets/<folder>/declaration.ts`; a call no protected service declares throws here, at start). Register
 * it before the handlers; they read the subject with `c.get('podmiot')`.
 */
export function chronione(app: Hono<PodmiotEnv>, k: KontoOpcje, sciezki: readonly string[]): void {
  for (const sciezka of sciezki) chronioneDla(app, k, [sciezka], wymaganyWywolania(sciezka));
}

/** The guards of `chronione` with the kind of subject given (the tests of the guard itself). */
export function chronioneDla(
  app: Hono<PodmiotEnv>,
  k: KontoOpcje,
  sciezki: readonly string[],
  wymagany: Wymagany,
): void {
  for (const sciezka of sciezki)
    for (const wzor of [sciezka, `${sciezka}/*`])
      app.use(wzor, wymagaSesji(k, sciezka), wymagaPodmiotu(k.db, wymagany));
}
