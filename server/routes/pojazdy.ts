/**
 * Public vehicle statistics of the tax on means of transport: service 5 (vehicle counts by taxation norm on a
 * chosen day) and service 11 (yearly rates), each with a PDF (spec 01 §3, §7 "Public data"). The spec does not
 * show the paths; ours are in `src/core/api/pojazdy.ts` and in the README.
 */
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { pojazdyPaths, type NormaPojazdow, type StawkaPojazdu } from '../../src/core/api/pojazdy.ts';
import { formatDatePl, fromIsoDate } from '../../src/core/dates.ts';
import { validateDateInput } from '../../src/core/rules/fields.ts';
import { fixedT } from '../../src/core/i18n/index.ts';
import type { Db } from '../db.ts';
import { dzienUrzedu } from '../dzien-urzedu.ts';
import { formatKwota } from '../format.ts';
import { ApiError } from '../http.ts';
import { renderTablePdf } from '../pdf.ts';
import { czytajUrzad, type Urzad } from '../urzad.ts';
import type { Domena } from './index.ts';

// the call's query is checked here; the client only sends it
/** Query of the counts: a yyyy-MM-dd day (the server also checks it is real, not future, not before 1900). */
const dataPrzeliczenQuerySchema = z.object({
  dataPrzeliczen: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
});
/** Query of the rates (`rokWyliczen`) and of their PDF (`rok`): a four-digit year. */
const rokWyliczenQuerySchema = z.object({ rokWyliczen: z.string().check(z.regex(/^\d{4}$/)) });

/** The client's Polish messages (rules/messages.ts registers them), so both sides word a bad date alike. */
const polski = fixedT('pl');

const liczba = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 0, useGrouping: 'always' });
/** Counts: digit grouping, no decimals (spec 01 §5). */
const formatLiczba = (n: number) => liczba.format(n);

/**
 * The day of the counts from `dataPrzeliczen` (yyyy-MM-dd). The same rules as the date field (spec 01 §5, §9):
 * a malformed or impossible day, a future day or one before 1900-01-01 is a JSON 400 with the spec's message.
 * "Future" is judged against the office's day plus one: the widget checks against the person's own day, and
 * in a zone ahead of Warsaw (at most 13 hours) that may already be the office's tomorrow.
 */
export function dataZZapytania(c: Context, dzis: Date = dzienUrzedu()): string {
  const parsed = z.safeParse(dataPrzeliczenQuerySchema, { dataPrzeliczen: c.req.query('dataPrzeliczen') });
  if (!parsed.success) throw new ApiError(400, 'Niepoprawny parametr dataPrzeliczen');
  const p = fromIsoDate(parsed.data.dataPrzeliczen);
  if (!p) throw new ApiError(400, polski('walidacja.dataBledna'));
  const granica = new Date(dzis);
  granica.setDate(granica.getDate() + 1);
  const blad = validateDateInput(formatDatePl(p), granica);
  if (blad) throw new ApiError(400, polski(blad));
  return parsed.data.dataPrzeliczen;
}

function rokZZapytania(c: Context, nazwa: 'rok' | 'rokWyliczen'): number {
  const parsed = z.safeParse(rokWyliczenQuerySchema, { rokWyliczen: c.req.query(nazwa) });
  if (!parsed.success) throw new ApiError(400, `Niepoprawny parametr ${nazwa}`);
  return Number(parsed.data.rokWyliczen);
}

/** Vehicles registered on the day (registered on or before it, not deregistered by then), by norm. */
export async function czytajLiczbePojazdow(db: Db, data: string): Promise<NormaPojazdow[]> {
  const { rows } = await db.query<NormaPojazdow>(
    `SELECT n.nazwa_normy AS "nazwaNormy", count(*)::int AS "liczbaPojazdow"
       FROM pojazdy_ewidencja p JOIN pojazdy_normy n ON n.kod = p.norma
      WHERE p.data_rejestracji <= $1::date
        AND (p.data_wyrejestrowania IS NULL OR p.data_wyrejestrowania > $1::date)
      GROUP BY n.nazwa_normy, n.kolejnosc
      ORDER BY n.kolejnosc`,
    [data],
  );
  return rows;
}

export async function czytajStawki(db: Db, rok: number): Promise<StawkaPojazdu[]> {
  const { rows } = await db.query<StawkaPojazdu>(
    `SELECT nazwa_stawki AS "nazwaStawki", stawka_roczna::float8 AS "stawkaRoczna",
            stawka_roczna_max::float8 AS "stawkaRocznaMax",
            (stawka_roczna_max - stawka_roczna)::float8 AS "kwotaObnizeniaStawki"
       FROM pojazdy_stawki WHERE rok = $1 ORDER BY kolejnosc`,
    [rok],
  );
  return rows;
}

export function liczbaPojazdowPdf(u: Urzad, data: string, wiersze: NormaPojazdow[]): Promise<Buffer> {
  return renderTablePdf({
    title: `Liczba pojazdów wg sposobu opodatkowania – stan na dzień ${formatDatePl(data)}`,
    subtitle: `${u.urzad} · podatek od środków transportowych`,
    autor: u.urzad,
    columns: [
      { header: 'Norma', width: '*' },
      { header: 'Liczba pojazdów', align: 'right', width: 'auto' },
    ],
    rows: wiersze.map((r) => [r.nazwaNormy, formatLiczba(r.liczbaPojazdow)]),
    totals: ['Razem', formatLiczba(wiersze.reduce((s, r) => s + r.liczbaPojazdow, 0))],
  });
}

export function stawkiPdf(u: Urzad, rok: number, wiersze: StawkaPojazdu[]): Promise<Buffer> {
  return renderTablePdf({
    title: `Stawki podatku od środków transportowych – rok ${rok}`,
    subtitle: `${u.urzad} · stawki roczne w złotych (PLN)`,
    autor: u.urzad,
    columns: [
      { header: 'Nazwa stawki', width: '*' },
      { header: 'Stawka roczna gminy', align: 'right' },
      { header: 'Stawka maksymalna (obwieszczenie MF)', align: 'right' },
      { header: 'Kwota obniżenia stawki', align: 'right' },
    ],
    rows: wiersze.map((r) => [
      r.nazwaStawki,
      formatKwota(r.stawkaRoczna),
      formatKwota(r.stawkaRocznaMax),
      formatKwota(r.kwotaObnizeniaStawki),
    ]),
  });
}

function plikPdf(c: Context, nazwa: string, pdf: Buffer) {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${nazwa}"`,
  });
}

export function pojazdy(db: Db, dzis: () => Date = dzienUrzedu): Hono {
  const app = new Hono();

  app.get(pojazdyPaths.liczba, async (c) =>
    c.json({ normyPojazdow: await czytajLiczbePojazdow(db, dataZZapytania(c, dzis())) }),
  );
  app.get(`${pojazdyPaths.liczba}/pdf`, async (c) => {
    const data = dataZZapytania(c, dzis());
    const pdf = await liczbaPojazdowPdf(await czytajUrzad(db), data, await czytajLiczbePojazdow(db, data));
    return plikPdf(c, `liczba-pojazdow-${data}.pdf`, pdf);
  });

  app.get(pojazdyPaths.lataStawek, async (c) => {
    const { rows } = await db.query<{ rok: number }>('SELECT DISTINCT rok FROM pojazdy_stawki ORDER BY rok');
    return c.json({ lataStawekPojazdow: rows.map((r) => r.rok) });
  });
  app.get(pojazdyPaths.stawki, async (c) =>
    c.json({ stawkiPojazdow: await czytajStawki(db, rokZZapytania(c, 'rokWyliczen')) }),
  );
  app.get(`${pojazdyPaths.stawki}/pdf`, async (c) => {
    const rok = rokZZapytania(c, 'rok');
    return plikPdf(
      c,
      `stawki-pojazdow-${rok}.pdf`,
      await stawkiPdf(await czytajUrzad(db), rok, await czytajStawki(db, rok)),
    );
  });

  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'publiczna',
  montuj: (app, k) => {
    app.route('/', pojazdy(k.db));
  },
};
