/**
 * Case statuses and registers of an organisation (spec 01 §2 "Statuses and registers", §9 default id 280).
 * The spec shows neither calls nor fields: GET /pi/statusySpraw?idOrganizacji and GET /pi/rejestry?idOrganizacji
 * (src/core/api/rejestry.ts). A malformed id → 400, an unknown organisation → 404, a known one with nothing
 * published → empty lists.
 */
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import {
  rejestryPaths,
  type Rejestr,
  type StatusSprawy,
  type WpisRejestru,
} from '../../src/core/api/rejestry.ts';
import type { Db } from '../db.ts';
import { ApiError } from '../http.ts';
import type { Domena } from './index.ts';

// the call's query is checked here; the client only sends it
/** Query of both calls: the organisation id, a positive whole number. */
const organizacjaQuerySchema = z.object({
  idOrganizacji: z.string().check(z.regex(/^[1-9]\d{0,8}$/)),
});

export const OPIS_BLEDNA_ORGANIZACJA = 'Niepoprawny parametr idOrganizacji';
export const OPIS_BRAK_ORGANIZACJI = 'Nie znaleziono organizacji o podanym identyfikatorze';

async function organizacja(db: Db, c: Context): Promise<number> {
  const parsed = z.safeParse(organizacjaQuerySchema, { idOrganizacji: c.req.query('idOrganizacji') });
  if (!parsed.success) throw new ApiError(400, OPIS_BLEDNA_ORGANIZACJA);
  const id = Number(parsed.data.idOrganizacji);
  const { rows } = await db.query('SELECT 1 FROM organizacje WHERE id = $1', [id]);
  if (rows.length === 0) throw new ApiError(404, OPIS_BRAK_ORGANIZACJI);
  return id;
}

export function rejestry(db: Db): Hono {
  const app = new Hono();

  app.get(rejestryPaths.statusy, async (c) => {
    const id = await organizacja(db, c);
    const { rows } = await db.query<StatusSprawy>(
      `SELECT numer_sprawy AS "numerSprawy", przedmiot, to_char(data_zlozenia, 'YYYY-MM-DD') AS "dataZlozenia",
              status, komorka
         FROM statusy_spraw WHERE id_organizacji = $1 ORDER BY data_zlozenia DESC, numer_sprawy`,
      [id],
    );
    return c.json({ statusySpraw: rows });
  });

  app.get(rejestryPaths.rejestry, async (c) => {
    const id = await organizacja(db, c);
    const [{ rows: lista }, { rows: wpisy }] = await Promise.all([
      db.query<{ idRejestru: number; nazwa: string }>(
        'SELECT id AS "idRejestru", nazwa FROM rejestry WHERE id_organizacji = $1 ORDER BY pozycja',
        [id],
      ),
      db.query<WpisRejestru & { idRejestru: number }>(
        `SELECT w.id_rejestru AS "idRejestru", w.numer_wpisu AS "numerWpisu",
                to_char(w.data_wpisu, 'YYYY-MM-DD') AS "dataWpisu", w.podmiot, w.opis
           FROM wpisy_rejestru w JOIN rejestry r ON r.id = w.id_rejestru
          WHERE r.id_organizacji = $1 ORDER BY w.data_wpisu DESC, w.numer_wpisu`,
        [id],
      ),
    ]);
    const wynik: Rejestr[] = lista.map((r) => ({
      ...r,
      wpisy: wpisy.filter((w) => w.idRejestru === r.idRejestru).map(({ idRejestru: _, ...w }) => w),
    }));
    return c.json({ rejestry: wynik });
  });

  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'publiczna',
  montuj: (app, k) => {
    app.route('/', rejestry(k.db));
  },
};
