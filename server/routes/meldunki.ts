/**
 * Resident statistics from the registration records: service 7 (residents and voters per locality; call
 * and fields ours, see `src/core/api/meldunki.ts`) and service 10 (registrations by sex and age, spec 01 §3,
 * §7), each with a PDF.
 */
import { Hono, type Context } from 'hono';
import {
  liczbaMieszkancow,
  meldunkiPaths,
  wierszePlciWieku,
  type MieszkancyMiejscowosci,
  type ZameldowanieGrupy,
  type ZameldowaniaWgPlciWieku,
} from '../../src/core/api/meldunki.ts';
import { formatDatePl, toIsoDate } from '../../src/core/dates.ts';
import type { Db } from '../db.ts';
import { dzienUrzedu } from '../dzien-urzedu.ts';
import { renderTablePdf } from '../pdf.ts';
import { czytajUrzad, type Urzad } from '../urzad.ts';
import type { Domena } from './index.ts';

const liczba = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 0, useGrouping: 'always' });
/** Counts: digit grouping, no decimals (spec 01 §5). */
const formatLiczba = (n: number) => liczba.format(n);

export async function czytajZameldowania(db: Db): Promise<ZameldowaniaWgPlciWieku> {
  const { rows } = await db.query<ZameldowanieGrupy & { rodzaj: string }>(
    `SELECT rodzaj, sum(kobiety_ponizej18)::int AS "liczbaKobietPonizej18",
            sum(mezczyzni_ponizej18)::int AS "liczbaMezczyznPonizej18",
            sum(kobiety_od18)::int AS "liczbaKobietOd18", sum(mezczyzni_od18)::int AS "liczbaMezczyznOd18"
       FROM meldunki_plec_wiek GROUP BY rodzaj`,
  );
  const grupa = (rodzaj: string): ZameldowanieGrupy => {
    const r = rows.find((w) => w.rodzaj === rodzaj);
    return {
      liczbaKobietPonizej18: r?.liczbaKobietPonizej18 ?? 0,
      liczbaMezczyznPonizej18: r?.liczbaMezczyznPonizej18 ?? 0,
      liczbaKobietOd18: r?.liczbaKobietOd18 ?? 0,
      liczbaMezczyznOd18: r?.liczbaMezczyznOd18 ?? 0,
    };
  };
  return { zameldowanieStale: grupa('S'), zameldowanieCzasowe: grupa('C') };
}

export async function czytajMieszkancow(db: Db): Promise<MieszkancyMiejscowosci[]> {
  const { rows } = await db.query<MieszkancyMiejscowosci>(
    `SELECT m.nazwa_miejscowosci AS "nazwaMiejscowosci",
            coalesce(sum(p.kobiety_ponizej18 + p.mezczyzni_ponizej18 + p.kobiety_od18 + p.mezczyzni_od18)
              FILTER (WHERE p.rodzaj = 'S'), 0)::int AS "liczbaZameldowanStalych",
            coalesce(sum(p.kobiety_ponizej18 + p.mezczyzni_ponizej18 + p.kobiety_od18 + p.mezczyzni_od18)
              FILTER (WHERE p.rodzaj = 'C'), 0)::int AS "liczbaZameldowanCzasowych",
            m.liczba_wyborcow AS "liczbaWyborcow"
       FROM meldunki_miejscowosci m LEFT JOIN meldunki_plec_wiek p USING (nazwa_miejscowosci)
      GROUP BY m.nazwa_miejscowosci, m.kolejnosc, m.liczba_wyborcow
      ORDER BY m.kolejnosc`,
  );
  return rows;
}

const PLEC = { kobiety: 'Kobiety', mezczyzni: 'Mężczyźni', razem: 'Razem' } as const;

export function zameldowaniaPdf(u: Urzad, dane: ZameldowaniaWgPlciWieku, dzis: Date): Promise<Buffer> {
  const wiersze = (nazwa: string, g: ZameldowanieGrupy) =>
    wierszePlciWieku(g).map((w) => [
      nazwa,
      PLEC[w.plec],
      formatLiczba(w.ponizej18),
      formatLiczba(w.od18),
      formatLiczba(w.razem),
    ]);
  return renderTablePdf({
    title: `Zameldowania wg płci i wieku – stan na dzień ${formatDatePl(dzis)}`,
    subtitle: `${u.urzad} · mieszkańcy zameldowani na pobyt stały i czasowy`,
    autor: u.urzad,
    columns: [
      { header: 'Rodzaj zameldowania', width: '*' },
      { header: 'Płeć', width: '*' },
      { header: 'Poniżej 18 lat', align: 'right' },
      { header: 'Od 18 lat', align: 'right' },
      { header: 'Razem', align: 'right' },
    ],
    rows: [
      ...wiersze('Zameldowanie stałe', dane.zameldowanieStale),
      ...wiersze('Zameldowanie czasowe', dane.zameldowanieCzasowe),
    ],
  });
}

export function mieszkancyPdf(u: Urzad, wiersze: MieszkancyMiejscowosci[], dzis: Date): Promise<Buffer> {
  const suma = (f: (r: MieszkancyMiejscowosci) => number) =>
    formatLiczba(wiersze.reduce((s, r) => s + f(r), 0));
  return renderTablePdf({
    title: `Liczba mieszkańców i wyborców – stan na dzień ${formatDatePl(dzis)}`,
    subtitle: `${u.urzad} · według miejscowości`,
    autor: u.urzad,
    columns: [
      { header: 'Miejscowość', width: '*' },
      { header: 'Zameldowanie stałe', align: 'right' },
      { header: 'Zameldowanie czasowe', align: 'right' },
      { header: 'Mieszkańcy razem', align: 'right' },
      { header: 'Wyborcy', align: 'right' },
    ],
    rows: wiersze.map((r) => [
      r.nazwaMiejscowosci,
      formatLiczba(r.liczbaZameldowanStalych),
      formatLiczba(r.liczbaZameldowanCzasowych),
      formatLiczba(liczbaMieszkancow(r)),
      formatLiczba(r.liczbaWyborcow),
    ]),
    totals: [
      'Razem',
      suma((r) => r.liczbaZameldowanStalych),
      suma((r) => r.liczbaZameldowanCzasowych),
      suma(liczbaMieszkancow),
      suma((r) => r.liczbaWyborcow),
    ],
  });
}

function plikPdf(c: Context, nazwa: string, pdf: Buffer) {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${nazwa}"`,
  });
}

export function meldunki(db: Db, dzis: () => Date = dzienUrzedu): Hono {
  const app = new Hono();

  app.get(meldunkiPaths.wgPlciWieku, async (c) => c.json(await czytajZameldowania(db)));
  app.get(`${meldunkiPaths.wgPlciWieku}/pdf`, async (c) => {
    const d = dzis();
    const pdf = await zameldowaniaPdf(await czytajUrzad(db), await czytajZameldowania(db), d);
    return plikPdf(c, `zameldowania-wg-plci-wieku-${toIsoDate(d)}.pdf`, pdf);
  });

  app.get(meldunkiPaths.liczbaMieszkancow, async (c) =>
    c.json({ dataStanu: toIsoDate(dzis()), liczbaMieszkancowIWyborcow: await czytajMieszkancow(db) }),
  );
  app.get(`${meldunkiPaths.liczbaMieszkancow}/pdf`, async (c) => {
    const d = dzis();
    const pdf = await mieszkancyPdf(await czytajUrzad(db), await czytajMieszkancow(db), d);
    return plikPdf(c, `liczba-mieszkancow-i-wyborcow-${toIsoDate(d)}.pdf`, pdf);
  });

  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'publiczna',
  montuj: (app, k) => {
    app.route('/', meldunki(k.db));
  },
};
