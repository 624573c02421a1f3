/**
 * Current registration of a natural person, service 27 (spec 02 §2, §3 "Temporary registration", §7): the
 * temporary registrations in force on the office's day, and their PDF. Persons only (spec 02 §6): an
 * institution gets the same 403 as another account's subject. Path: `src/core/api/meldunek-aktualny.ts`.
 */
import { Hono } from 'hono';
import { meldunekAktualnyPaths, type ZameldowanieCzasowe } from '../../src/core/api/meldunek-aktualny.ts';
import { formatDatePl, toIsoDate } from '../../src/core/dates.ts';
import type { Db } from '../db.ts';
import { dzienUrzedu } from '../dzien-urzedu.ts';
import type { KontoOpcje } from '../konto/context.ts';
import { chronione, type Podmiot, type PodmiotEnv } from '../konto/podmioty.ts';
import { renderTablePdf } from '../pdf.ts';
import { czytajUrzad, type Urzad } from '../urzad.ts';
import { opisPodmiotu } from './wykaz-pojazdow.ts';
import type { Domena } from './index.ts';

/** Registrations current on `dzien` (yyyy-MM-dd): begun by then, and not ended before it. */
export async function czytajZameldowania(
  db: Db,
  pesel: string,
  dzien: string,
): Promise<ZameldowanieCzasowe[]> {
  const { rows } = await db.query<ZameldowanieCzasowe>(
    `SELECT pesel AS "nrPesel", nazwa_miejscowosci AS "nazwaMiejscowosci", nazwa_ulicy AS "nazwaUlicy",
            nr_domu AS "nrDomu", nr_lokalu AS "nrLokalu",
            to_char(data_zameldowania, 'YYYY-MM-DD') AS "dataZameldowania",
            to_char(data_wymeldowania, 'YYYY-MM-DD') AS "dataWymeldowania"
       FROM zameldowania_czasowe
      WHERE pesel = $1 AND data_zameldowania <= $2::date
        AND (data_wymeldowania IS NULL OR data_wymeldowania >= $2::date)
      ORDER BY data_zameldowania`,
    [pesel, dzien],
  );
  return rows;
}

export function zameldowaniePdf(u: Urzad, podmiot: Podmiot, dzien: string, wiersze: ZameldowanieCzasowe[]) {
  return renderTablePdf(
    {
      title: `Aktualne zameldowanie na pobyt czasowy – stan na dzień ${formatDatePl(dzien)}`,
      subtitle: `${u.urzad} · ${opisPodmiotu(podmiot)}`,
      autor: u.urzad,
      columns: [
        { header: 'PESEL', width: 'auto' },
        { header: 'Miejscowość', width: '*' },
        { header: 'Ulica', width: '*' },
        { header: 'Nr domu', width: 'auto' },
        { header: 'Nr lokalu', width: 'auto' },
        { header: 'Data zameldowania', width: 'auto' },
        { header: 'Data wymeldowania', width: 'auto' },
      ],
      rows: wiersze.map((r) => [
        r.nrPesel,
        r.nazwaMiejscowosci,
        r.nazwaUlicy ?? '—',
        r.nrDomu,
        r.nrLokalu ?? '—',
        formatDatePl(r.dataZameldowania),
        r.dataWymeldowania ? formatDatePl(r.dataWymeldowania) : '—',
      ]),
      empty: 'Brak zameldowania na pobyt czasowy',
    },
    { osobisty: true },
  );
}

export function meldunekAktualny(k: KontoOpcje): Hono<PodmiotEnv> {
  const app = new Hono<PodmiotEnv>();
  const sciezka = meldunekAktualnyPaths.zameldowanie;
  chronione(app, k, [sciezka]);
  // the office's day by the server's clock (injectable in tests)
  const dzien = () => toIsoDate(dzienUrzedu(new Date(k.teraz())));
  app.get(sciezka, async (c) =>
    c.json({ aktualneZameldowania: await czytajZameldowania(k.db, c.get('podmiot').pesel ?? '', dzien()) }),
  );
  app.get(`${sciezka}/pdf`, async (c) => {
    const podmiot = c.get('podmiot');
    const d = dzien();
    const pdf = await zameldowaniePdf(
      await czytajUrzad(k.db),
      podmiot,
      d,
      await czytajZameldowania(k.db, podmiot.pesel ?? '', d),
    );
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="aktualne-zameldowanie-${d}.pdf"`,
    });
  });
  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'podmiot',
  montuj: (app, k) => {
    app.route('/', meldunekAktualny(k.konto));
  },
};
