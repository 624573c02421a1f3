/**
 * Population-register statistics drawn as charts (spec 01 §3, §7 "Public data"): resident statuses
 * (service 3), the most popular first names (service 12), birth years and the names of one birth year
 * (service 13), each with its PDF except the list of years (spec 01 §7: "each except the last has a /pdf
 * variant"). A well-formed year without residents answers an empty list; a malformed one a JSON 400.
 */
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { statystykiElPaths, type Imie, type StatusMieszkanca } from '../../src/core/api/statystyki-el.ts';
import type { Db } from '../db.ts';
import { ApiError } from '../http.ts';
import { renderTablePdf } from '../pdf.ts';
import { czytajUrzad, type Urzad } from '../urzad.ts';
import type { Domena } from './index.ts';

// the call's query is checked here; the client only sends it
/** Query of the names-by-year calls: `rok` is a four-digit birth year. */
const rokUrodzeniaQuerySchema = z.object({ rok: z.string().check(z.regex(/^\d{4}$/)) });

function rokZZapytania(c: Context): number {
  const parsed = z.safeParse(rokUrodzeniaQuerySchema, { rok: c.req.query('rok') });
  if (!parsed.success) throw new ApiError(400, 'Niepoprawny parametr rok');
  return Number(parsed.data.rok);
}

export async function czytajStatusy(db: Db): Promise<StatusMieszkanca[]> {
  const { rows } = await db.query<StatusMieszkanca>(
    `SELECT opis_statusu AS "opisStatusu", liczba_mieszkancow AS "liczbaMieszkancow"
       FROM el_statusy_mieszkancow ORDER BY kolejnosc`,
  );
  return rows;
}

/** All names of living residents, most frequent first, ties alphabetically. */
export async function czytajImiona(db: Db): Promise<Imie[]> {
  const { rows } = await db.query<Imie>(
    `SELECT imie, SUM(liczba_osob)::int AS "liczbaOsob" FROM el_imiona
      GROUP BY imie ORDER BY "liczbaOsob" DESC, imie COLLATE "C"`,
  );
  return sortujImiona(rows);
}

export async function czytajImionaRoku(db: Db, rok: number): Promise<Imie[]> {
  const { rows } = await db.query<Imie>(
    `SELECT imie, liczba_osob AS "liczbaOsob" FROM el_imiona WHERE rok_urodzenia = $1`,
    [rok],
  );
  return sortujImiona(rows);
}

/** Polish alphabetical order for ties (the database's collation may not be Polish). */
const sortujImiona = (rows: Imie[]) =>
  rows.sort((a, b) => b.liczbaOsob - a.liczbaOsob || a.imie.localeCompare(b.imie, 'pl'));

// pl-PL groups only from five digits by default; the portal groups counts always ("1 234", spec 01 §5).
const liczba = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 0, useGrouping: 'always' });
/** A count as the documents show it: digit groups joined by a no-break space, no decimals. */
export const formatLiczba = (n: number): string => liczba.format(n);

const suma = (liczby: number[]) => liczby.reduce((s, n) => s + n, 0);

export function statusyPdf(u: Urzad, wiersze: StatusMieszkanca[]): Promise<Buffer> {
  return renderTablePdf({
    title: `Statusy mieszkańców ${u.nazwana('gminy')}`,
    subtitle: `${u.urzad} · liczba osób według statusu meldunkowego`,
    autor: u.urzad,
    columns: [
      { header: 'Status', width: '*' },
      { header: 'Liczba mieszkańców', align: 'right', width: 'auto' },
    ],
    rows: wiersze.map((r) => [r.opisStatusu, formatLiczba(r.liczbaMieszkancow)]),
    // the total adds every status, the deceased and deregistered too, and says so (issue 12 item 5)
    totals: ['Razem (wszystkie statusy)', formatLiczba(suma(wiersze.map((r) => r.liczbaMieszkancow)))],
  });
}

export function imionaPdf(u: Urzad, title: string, wiersze: Imie[]): Promise<Buffer> {
  return renderTablePdf({
    title,
    subtitle: `${u.urzad} · mieszkańcy według imienia`,
    autor: u.urzad,
    columns: [
      { header: 'Lp.', align: 'right', width: 'auto' },
      { header: 'Imię', width: '*' },
      { header: 'Liczba osób', align: 'right', width: 'auto' },
    ],
    rows: wiersze.map((r, i) => [String(i + 1), r.imie, formatLiczba(r.liczbaOsob)]),
  });
}

function plikPdf(c: Context, nazwa: string, pdf: Buffer) {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${nazwa}"`,
  });
}

export function statystykiEl(db: Db): Hono {
  const app = new Hono();
  const p = statystykiElPaths;

  app.get(p.statusy, async (c) => c.json({ statusyMieszkancow: await czytajStatusy(db) }));
  app.get(`${p.statusy}/pdf`, async (c) =>
    plikPdf(c, 'statusy-mieszkancow.pdf', await statusyPdf(await czytajUrzad(db), await czytajStatusy(db))),
  );

  app.get(p.imiona, async (c) => c.json({ listaImion: await czytajImiona(db) }));
  app.get(`${p.imiona}/pdf`, async (c) => {
    const u = await czytajUrzad(db);
    return plikPdf(
      c,
      'najpopularniejsze-imiona.pdf',
      await imionaPdf(
        u,
        `Najpopularniejsze imiona mieszkańców ${u.nazwana('gminy')}`,
        await czytajImiona(db),
      ),
    );
  });

  app.get(p.lataUrodzen, async (c) => {
    const { rows } = await db.query<{ rok: number }>(
      'SELECT DISTINCT rok_urodzenia AS rok FROM el_imiona ORDER BY rok',
    );
    return c.json({ lataUrodzen: rows.map((r) => r.rok) });
  });
  app.get(p.imionaWgRoku, async (c) => c.json({ listaImion: await czytajImionaRoku(db, rokZZapytania(c)) }));
  app.get(`${p.imionaWgRoku}/pdf`, async (c) => {
    const rok = rokZZapytania(c);
    const rokTekst = String(rok).padStart(4, '0');
    const u = await czytajUrzad(db);
    return plikPdf(
      c,
      `imiona-${rokTekst}.pdf`,
      await imionaPdf(
        u,
        `Najpopularniejsze imiona osób urodzonych w roku ${rokTekst}${u.ustawienia ? ` – ${u.nazwana('gmina')}` : ''}`,
        await czytajImionaRoku(db, rok),
      ),
    );
  });

  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'publiczna',
  montuj: (app, k) => {
    app.route('/', statystykiEl(k.db));
  },
};
