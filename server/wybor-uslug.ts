/**
 * The office's widget selection for the home page (issue 15, spec 01 §2 "widget selection"): which services
 * get a tile, in which order, and which services are switched off. A switched-off service leaves the tiles
 * (the office's own tiles to its route too) and the site map, but keeps its route: a bookmark still works.
 */
import * as z from 'zod/mini';
import { uslugi } from '../src/registry/uslugi.ts';
import type { Db } from './db.ts';

const znane = new Set(uslugi.map((u) => u.id));
const idUslugi = z.int().check(z.refine((id) => znane.has(id), 'Nieznana usługa'));
const lista = z
  .array(idUslugi)
  .check(z.refine((ids) => new Set(ids).size === ids.length, 'Powtórzona usługa'));

export const wyborUslugSchema = z.strictObject({ kafelki: lista, wylaczone: lista });
export type WyborUslug = z.infer<typeof wyborUslugSchema>;

export async function czytajWyborUslug(db: Db): Promise<WyborUslug> {
  const { rows } = await db.query<{ wartosc: unknown }>(
    "SELECT wartosc FROM ustawienia WHERE klucz = 'wyborUslug'",
  );
  const wybor = z.safeParse(wyborUslugSchema, rows[0]?.wartosc);
  // no selection stored (an office that never chose): no service tiles, nothing switched off
  return wybor.success ? wybor.data : { kafelki: [], wylaczone: [] };
}

export async function zapiszWyborUslug(db: Db, wybor: WyborUslug): Promise<void> {
  await db.query(
    `INSERT INTO ustawienia (klucz, wartosc) VALUES ('wyborUslug', $1::text::jsonb)
       ON CONFLICT (klucz) DO UPDATE SET wartosc = EXCLUDED.wartosc`,
    [JSON.stringify(wybor)],
  );
}
