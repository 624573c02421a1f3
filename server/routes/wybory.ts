/**
 * Voter-list check, service 4 (spec 01 §7 "Public data": /el/dajAktualneDatyWyborow, /el/dajObwodWyborcy + /pdf).
 * "Current" elections are those on or after today (the office's day, Europe/Warsaw). The check answers only
 * for a PESEL on the register of that election; where the spec is silent we chose:
 *   - malformed PESEL (not 11 digits, wrong check digit, no such birth date) or date → 400 JSON;
 *   - a day with no current election, or a PESEL not on its register → 404 JSON {kod: 404, opis: …};
 *   - the PDF holds that one voter's data only.
 */
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { wyboryPaths, type ObwodQuery, type ObwodWyborcy } from '../../src/core/api/wybory.ts';
import { isValidPesel } from '../../src/core/rules/fields.ts';
import type { Db } from '../db.ts';
import { ApiError } from '../http.ts';
import { renderTablePdf } from '../pdf.ts';
import { czytajUrzad, type Urzad } from '../urzad.ts';
import type { Domena } from './index.ts';

// the call's query is checked here; the client only sends it
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Query of the voter check: a valid PESEL and an election day yyyy-MM-dd (spec 01 §7, §9). */
const obwodQuerySchema = z.object({
  pesel: z.string().check(z.refine(isValidPesel)),
  dataWyborow: z.string().check(
    z.regex(ISO_DAY),
    z.refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }),
  ),
});

export const OPIS_BLEDNY_PESEL = 'Niepoprawny numer PESEL';
export const OPIS_BLEDNA_DATA = 'Niepoprawna data wyborów (oczekiwano rrrr-mm-dd)';
export const OPIS_BRAK_WYBOROW = 'W podanym dniu nie odbywają się wybory';
export const OPIS_BRAK_W_SPISIE = 'Osoby o podanym numerze PESEL nie ma w spisie wyborców';

/** Today in the office's time zone, yyyy-MM-dd. */
const dzisiaj = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date());

function zapytanie(c: Context): ObwodQuery {
  const pesel = c.req.query('pesel');
  const dataWyborow = c.req.query('dataWyborow');
  if (!z.safeParse(obwodQuerySchema.def.shape.pesel, pesel).success)
    throw new ApiError(400, OPIS_BLEDNY_PESEL);
  if (!z.safeParse(obwodQuerySchema.def.shape.dataWyborow, dataWyborow).success)
    throw new ApiError(400, OPIS_BLEDNA_DATA);
  return { pesel: pesel!, dataWyborow: dataWyborow! };
}

interface Wynik extends ObwodWyborcy {
  nazwaWyborow: string;
}

export async function czytajObwod(db: Db, q: ObwodQuery): Promise<Wynik> {
  const wybory = await db.query<{ nazwa: string }>(
    'SELECT nazwa FROM wybory WHERE data_wyborow = $1::date AND data_wyborow >= $2::date',
    [q.dataWyborow, dzisiaj()],
  );
  const nazwaWyborow = wybory.rows[0]?.nazwa;
  if (nazwaWyborow === undefined) throw new ApiError(404, OPIS_BRAK_WYBOROW);
  const { rows } = await db.query<ObwodWyborcy>(
    `SELECT s.pesel, s.nr_obwodu AS obwod, o.okreg, s.nr_na_liscie AS "nrNaLiscie",
            o.siedziba || ', ' || o.adres AS "adresWyborcy"
       FROM spis_wyborcow s JOIN obwody_glosowania o ON o.nr = s.nr_obwodu
      WHERE s.data_wyborow = $1::date AND s.pesel = $2`,
    [q.dataWyborow, q.pesel],
  );
  const wiersz = rows[0];
  if (!wiersz) throw new ApiError(404, OPIS_BRAK_W_SPISIE);
  return { ...wiersz, nazwaWyborow };
}

const dataPl = (isoDay: string) => isoDay.split('-').reverse().join('.');

/** A person's data: rendered for this answer only, never kept in the document cache (server/pdf.ts). */
export function obwodPdf(u: Urzad, q: ObwodQuery, w: Wynik): Promise<Buffer> {
  return renderTablePdf(
    {
      title: `Informacja o ujęciu w spisie wyborców – wybory w dniu ${dataPl(q.dataWyborow)}`,
      subtitle: `${w.nazwaWyborow} · ${u.urzad}`,
      autor: u.urzad,
      columns: [
        { header: 'PESEL', width: 'auto' },
        { header: 'Nr obwodu głosowania', align: 'right', width: 'auto' },
        { header: 'Nr okręgu wyborczego', align: 'right', width: 'auto' },
        { header: 'Nr w spisie', align: 'right', width: 'auto' },
        { header: 'Lokal wyborczy (siedziba obwodowej komisji)', width: '*' },
      ],
      rows: [[w.pesel, String(w.obwod), String(w.okreg), String(w.nrNaLiscie), w.adresWyborcy]],
    },
    { osobisty: true },
  );
}

export function wybory(db: Db): Hono {
  const app = new Hono();

  app.get(wyboryPaths.daty, async (c) => {
    const { rows } = await db.query<{ dataWyborow: string }>(
      `SELECT to_char(data_wyborow, 'YYYY-MM-DD') AS "dataWyborow" FROM wybory
        WHERE data_wyborow >= $1::date ORDER BY data_wyborow`,
      [dzisiaj()],
    );
    return c.json({ datyWyborow: rows });
  });

  app.get(wyboryPaths.obwod, async (c) => {
    const { nazwaWyborow: _, ...wynik } = await czytajObwod(db, zapytanie(c));
    return c.json(wynik);
  });

  app.get(`${wyboryPaths.obwod}/pdf`, async (c) => {
    const q = zapytanie(c);
    const pdf = await obwodPdf(await czytajUrzad(db), q, await czytajObwod(db, q));
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="spis-wyborcow-${q.dataWyborow}.pdf"`,
      // a person's data: never kept by a shared cache
      'Cache-Control': 'no-store',
    });
  });

  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'publiczna',
  montuj: (app, k) => {
    app.route('/', wybory(k.db));
  },
};
