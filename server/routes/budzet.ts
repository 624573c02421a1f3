/**
 * Budget of the gmina, services 1 (income) and 2 (expenditure): years, rows of a year, and the same rows as
 * a PDF (spec 01 §3 budget rows, §7 "Public data"). A well-formed year without data answers an empty list.
 */
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { budzetPaths, type Dochod, type RodzajBudzetu, type Wydatek } from '../../src/core/api/budzet.ts';
import type { Db } from '../db.ts';
import { formatKwota, sumaKwot } from '../format.ts';
import { ApiError } from '../http.ts';
import { renderTablePdf, type PdfColumn } from '../pdf.ts';
import { czytajUrzad, type Urzad } from '../urzad.ts';
import type { Domena } from './index.ts';

// the call's query is checked here; the client only sends it
/** Query of the budget calls: `rok` is a four-digit year. */
const rokQuerySchema = z.object({ rok: z.string().check(z.regex(/^\d{4}$/)) });

/** A year as the documents show it: always four digits, as it came in the query. */
const rokTekst = (rok: number) => String(rok).padStart(4, '0');

function rokZZapytania(c: Context): number {
  const parsed = z.safeParse(rokQuerySchema, { rok: c.req.query('rok') });
  if (!parsed.success) throw new ApiError(400, 'Niepoprawny parametr rok');
  return Number(parsed.data.rok);
}

export async function czytajDochody(db: Db, rok: number): Promise<Dochod[]> {
  const { rows } = await db.query<Dochod>(
    `SELECT rozdzial, paragraf, nazwa_pozycji AS "nazwaPozycji",
            plan_po_zmianach::float8 AS "planPoZmianach", naleznosci::float8 AS naleznosci,
            dochody_otrzymane::float8 AS "dochodyOtrzymane", dochody_wykonane::float8 AS "dochodyWykonane"
       FROM budzet_dochody WHERE rok = $1 ORDER BY rozdzial, paragraf`,
    [rok],
  );
  return rows;
}

export async function czytajWydatki(db: Db, rok: number): Promise<Wydatek[]> {
  const { rows } = await db.query<Wydatek>(
    `SELECT rozdzial, paragraf, nazwa_pozycji AS "nazwaPozycji",
            plan_po_zmianach::float8 AS "planPoZmianach", wydatki::float8 AS wydatki,
            zobowiazania::float8 AS zobowiazania, koszty::float8 AS koszty, zaangazowanie::float8 AS zaangazowanie
       FROM budzet_wydatki WHERE rok = $1 ORDER BY rozdzial, paragraf`,
    [rok],
  );
  return rows;
}

/** Columns of the PDF, the same as the view's table; the amounts follow the three text columns. */
const kolumnyPdf: Record<RodzajBudzetu, { naglowki: string[]; kwoty: (r: Dochod & Wydatek) => number[] }> = {
  dochody: {
    naglowki: ['Plan po zmianach', 'Należności', 'Dochody otrzymane', 'Dochody wykonane'],
    kwoty: (r) => [r.planPoZmianach, r.naleznosci, r.dochodyOtrzymane, r.dochodyWykonane],
  },
  wydatki: {
    naglowki: ['Plan po zmianach', 'Wydatki', 'Zobowiązania', 'Koszty', 'Zaangażowanie'],
    kwoty: (r) => [r.planPoZmianach, r.wydatki, r.zobowiazania, r.koszty, r.zaangazowanie],
  },
};

export async function budzetPdf(
  u: Urzad,
  rodzaj: RodzajBudzetu,
  rok: number,
  wiersze: (Dochod | Wydatek)[],
): Promise<Buffer> {
  const { naglowki, kwoty } = kolumnyPdf[rodzaj];
  const columns: PdfColumn[] = [
    { header: 'Rozdział', width: 'auto' },
    { header: 'Paragraf', width: 'auto' },
    { header: 'Nazwa pozycji', width: '*' },
    ...naglowki.map((header): PdfColumn => ({ header, align: 'right', width: 'auto' })),
  ];
  const liczby = wiersze.map((r) => kwoty(r as Dochod & Wydatek));
  const sumy = naglowki.map((_, i) => sumaKwot(liczby.map((l) => l[i] ?? 0)));
  return renderTablePdf({
    title: `${rodzaj === 'dochody' ? 'Dochody' : 'Wydatki'} budżetu ${u.nazwana('gminy')} – rok ${rokTekst(rok)}`,
    subtitle: `${u.urzad} · kwoty w złotych (PLN)`,
    autor: u.urzad,
    columns,
    rows: wiersze.map((r, i) => [
      r.rozdzial,
      r.paragraf,
      r.nazwaPozycji,
      ...(liczby[i] ?? []).map(formatKwota),
    ]),
    totals: ['Razem', '', '', ...sumy.map(formatKwota)],
  });
}

function plikPdf(c: Context, nazwa: string, pdf: Buffer) {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${nazwa}"`,
  });
}

export function budzet(db: Db): Hono {
  const app = new Hono();

  app.get(budzetPaths.lata, async (c) => {
    const { rows } = await db.query<{ rok: number }>(
      'SELECT rok FROM budzet_dochody UNION SELECT rok FROM budzet_wydatki ORDER BY rok',
    );
    return c.json({ lataBudzetowe: rows.map((r) => r.rok) });
  });

  app.get(budzetPaths.dochody, async (c) =>
    c.json({ listaDochodow: await czytajDochody(db, rokZZapytania(c)) }),
  );
  app.get(budzetPaths.wydatki, async (c) =>
    c.json({ listaWydatkow: await czytajWydatki(db, rokZZapytania(c)) }),
  );

  app.get(`${budzetPaths.dochody}/pdf`, async (c) => {
    const rok = rokZZapytania(c);
    return plikPdf(
      c,
      `budzet-dochody-${rokTekst(rok)}.pdf`,
      await budzetPdf(await czytajUrzad(db), 'dochody', rok, await czytajDochody(db, rok)),
    );
  });
  app.get(`${budzetPaths.wydatki}/pdf`, async (c) => {
    const rok = rokZZapytania(c);
    return plikPdf(
      c,
      `budzet-wydatki-${rokTekst(rok)}.pdf`,
      await budzetPdf(await czytajUrzad(db), 'wydatki', rok, await czytajWydatki(db, rok)),
    );
  });

  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'publiczna',
  montuj: (app, k) => {
    app.route('/', budzet(k.db));
  },
};
