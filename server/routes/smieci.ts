/**
 * Waste fee parameters of the current subject, service 34 (spec 02 §2, §3, §7; path in
 * `src/core/api/smieci.ts`): the current and the archival parameters of the subject's collection points, and
 * the PDF of one of the two lists (`typWyswietlania`).
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { smieciPaths, type ParametrOplaty, type ParametryOplat } from '../../src/core/api/smieci.ts';
import { formatDatePl, toIsoDate } from '../../src/core/dates.ts';
import type { Db } from '../db.ts';
import { dzienUrzedu } from '../dzien-urzedu.ts';
import { ApiError } from '../http.ts';
import type { KontoOpcje } from '../konto/context.ts';
import { chronione, type Podmiot, type PodmiotEnv } from '../konto/podmioty.ts';
import { renderTablePdf } from '../pdf.ts';
import { czytajUrzad, type Urzad } from '../urzad.ts';
import { formatJednostka, formatWartosc, idPodmiotu, plikPdf, podtytulPodmiotu } from './oplaty-wspolne.ts';
import type { Domena } from './index.ts';

// the call's query is checked here; the client only sends it
const typWyswietlaniaQuerySchema = z.object({ typWyswietlania: z.enum(['aktualne', 'archiwalne']) });

/** The phrase of a parameter without an end day (spec 02 §2 "a phrase for still running"). */
export const NADAL_OBOWIAZUJE = 'nadal obowiązuje';

/** Current: no end day, or one not yet past on the office's day; archival: ended before it. */
export async function czytajParametry(db: Db, podmiot: Podmiot, dzis: string): Promise<ParametryOplat> {
  const { rows } = await db.query<ParametrOplaty & { aktualny: boolean }>(
    `SELECT punkt_odbioru AS "punktOdbioru", parametr, to_char(od_dnia, 'YYYY-MM-DD') AS "odDnia",
            to_char(do_dnia, 'YYYY-MM-DD') AS "doDnia", wartosc::float8 AS wartosc, jednostka AS "jednostkaMiary",
            (do_dnia IS NULL OR do_dnia >= $2::date) AS aktualny
       FROM smieci_parametry WHERE podmiot = $1
      ORDER BY punkt_odbioru, parametr, od_dnia DESC`,
    [idPodmiotu(podmiot), dzis],
  );
  const bez = ({ aktualny: _, ...p }: ParametrOplaty & { aktualny: boolean }): ParametrOplaty => p;
  return {
    parametryOplatAktualne: rows.filter((r) => r.aktualny).map(bez),
    parametryOplatArchiwalne: rows.filter((r) => !r.aktualny).map(bez),
  };
}

export function parametryPdf(u: Urzad, podmiot: Podmiot, aktualne: boolean, wiersze: ParametrOplaty[]) {
  return renderTablePdf(
    {
      title: `Parametry opłat za odpady – ${aktualne ? 'aktualne' : 'archiwalne'}`,
      subtitle: podtytulPodmiotu(u, podmiot),
      autor: u.urzad,
      columns: [
        { header: 'Punkt odbioru', width: '*' },
        { header: 'Parametr', width: '*' },
        { header: 'Od dnia', width: 'auto' },
        { header: 'Do dnia', width: 'auto' },
        { header: 'Wartość', align: 'right' },
        { header: 'Jednostka', width: 'auto' },
      ],
      rows: wiersze.map((p) => [
        p.punktOdbioru,
        p.parametr,
        formatDatePl(p.odDnia),
        p.doDnia ? formatDatePl(p.doDnia) : NADAL_OBOWIAZUJE,
        formatWartosc(p.wartosc),
        formatJednostka(p.jednostkaMiary),
      ]),
      empty: 'Brak parametrów',
    },
    { osobisty: true },
  );
}

export function smieci(k: KontoOpcje, dzis: () => Date = dzienUrzedu): Hono<PodmiotEnv> {
  const app = new Hono<PodmiotEnv>();
  chronione(app, k, Object.values(smieciPaths));

  app.get(smieciPaths.parametry, async (c) =>
    c.json(await czytajParametry(k.db, c.get('podmiot'), toIsoDate(dzis()))),
  );
  app.get(`${smieciPaths.parametry}/pdf`, async (c) => {
    const q = z.safeParse(typWyswietlaniaQuerySchema, { typWyswietlania: c.req.query('typWyswietlania') });
    if (!q.success) throw new ApiError(400, 'Niepoprawny parametr typWyswietlania');
    const aktualne = q.data.typWyswietlania === 'aktualne';
    const podmiot = c.get('podmiot');
    const d = await czytajParametry(k.db, podmiot, toIsoDate(dzis()));
    const pdf = await parametryPdf(
      await czytajUrzad(k.db),
      podmiot,
      aktualne,
      aktualne ? d.parametryOplatAktualne : d.parametryOplatArchiwalne,
    );
    return plikPdf(c, `parametry-oplat-za-odpady-${q.data.typWyswietlania}.pdf`, pdf);
  });
  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'podmiot',
  montuj: (app, k) => {
    app.route('/', smieci(k.konto));
  },
};
