/**
 * Vehicle list of the current subject, service 14 (spec 02 §2, §3 "Vehicle in declaration", §7): the vehicles
 * in the subject's declaration of the tax on means of transport for a tax year, and their PDF. Protected:
 * session and the subject of the caller's own (`chronione`). Paths: `src/core/api/wykaz-pojazdow.ts`.
 */
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { wykazPojazdowPaths, type PojazdPodatnika } from '../../src/core/api/wykaz-pojazdow.ts';
import type { Db } from '../db.ts';
import { ApiError } from '../http.ts';
import type { KontoOpcje } from '../konto/context.ts';
import { chronione, type Podmiot, type PodmiotEnv } from '../konto/podmioty.ts';
import { renderTablePdf } from '../pdf.ts';
import { czytajUrzad, type Urzad } from '../urzad.ts';
import type { Domena } from './index.ts';

// the call's query is checked here; the client only sends it
/** The service's own query (the subject comes beside it): a four-digit year. */
const rokQuerySchema = z.object({ rok: z.string().check(z.regex(/^\d{4}$/)) });

/** The subject's identifier as the tables key it: its PESEL or its NIP. */
export const kluczPodmiotu = (p: Podmiot): string => (p.czyInstytucja ? p.nip : p.pesel) ?? '';

/** "Jan Kowalski, PESEL 85010112352" — the addressee line of a subject's documents. */
export const opisPodmiotu = (p: Podmiot): string =>
  `${p.nazwa}, ${p.czyInstytucja ? `NIP ${p.nip ?? ''}` : `PESEL ${p.pesel ?? ''}`}`;

function rokZZapytania(c: Context): number {
  const parsed = z.safeParse(rokQuerySchema, { rok: c.req.query('rok') });
  if (!parsed.success) throw new ApiError(400, 'Niepoprawny parametr rok');
  return Number(parsed.data.rok);
}

export async function czytajWykazPojazdow(db: Db, podmiot: Podmiot, rok: number): Promise<PojazdPodatnika[]> {
  const { rows } = await db.query<PojazdPodatnika>(
    `SELECT nr_rejestracyjny AS "nrRejestracyjny", marka, nazwa_stawki AS "nazwaStawki"
       FROM pojazdy_podatnikow
      WHERE podmiot = $1 AND rok_od <= $2 AND (rok_do IS NULL OR rok_do >= $2)
      ORDER BY nr_rejestracyjny`,
    [kluczPodmiotu(podmiot), rok],
  );
  return rows;
}

export function wykazPojazdowPdf(u: Urzad, podmiot: Podmiot, rok: number, wiersze: PojazdPodatnika[]) {
  return renderTablePdf(
    {
      title: `Wykaz pojazdów – rok ${rok}`,
      subtitle: `${u.urzad} · podatek od środków transportowych · ${opisPodmiotu(podmiot)}`,
      autor: u.urzad,
      columns: [
        { header: 'Numer rejestracyjny', width: 'auto' },
        { header: 'Marka', width: 'auto' },
        { header: 'Nazwa stawki', width: '*' },
      ],
      rows: wiersze.map((r) => [r.nrRejestracyjny, r.marka, r.nazwaStawki]),
      empty: 'Brak pojazdów w deklaracji na ten rok',
    },
    // a subject's own data: never kept in the shared document cache
    { osobisty: true },
  );
}

export function wykazPojazdow(k: KontoOpcje): Hono<PodmiotEnv> {
  const app = new Hono<PodmiotEnv>();
  const sciezka = wykazPojazdowPaths.wykaz;
  chronione(app, k, [sciezka]);
  app.get(sciezka, async (c) =>
    c.json({ listaPojazdow: await czytajWykazPojazdow(k.db, c.get('podmiot'), rokZZapytania(c)) }),
  );
  app.get(`${sciezka}/pdf`, async (c) => {
    const rok = rokZZapytania(c);
    const podmiot = c.get('podmiot');
    const pdf = await wykazPojazdowPdf(
      await czytajUrzad(k.db),
      podmiot,
      rok,
      await czytajWykazPojazdow(k.db, podmiot, rok),
    );
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="wykaz-pojazdow-${rok}.pdf"`,
    });
  });
  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'podmiot',
  montuj: (app, k) => {
    app.route('/', wykazPojazdow(k.konto));
  },
};
