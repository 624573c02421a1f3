/**
 * Alcohol permit fees of an institution, service 33 (spec 02 §2, §3, §7; institutions only, §6; path in
 * `src/core/api/alkohole.ts`): for a budget year the permits, the dues of each (three instalments and the extra
 * fees), the payments and what remains to pay, with the PDF of the same tables and the two legal notes.
 */
import { Hono } from 'hono';
import {
  alkoholePaths,
  type NaleznoscZaZezwolenie,
  type OplatyZaZezwolenia,
  type PozostalaNaleznosc,
  type UiszczonaOplata,
  type Zezwolenie,
} from '../../src/core/api/alkohole.ts';
import { formatDatePl } from '../../src/core/dates.ts';
import type { Db } from '../db.ts';
import { formatKwota, sumaKwot } from '../format.ts';
import type { KontoOpcje } from '../konto/context.ts';
import { chronione, type Podmiot, type PodmiotEnv } from '../konto/podmioty.ts';
import { renderTablePdf } from '../pdf.ts';
import { czytajUrzad, type Urzad } from '../urzad.ts';
import { idPodmiotu, plikPdf, podtytulPodmiotu, rokZZapytania } from './oplaty-wspolne.ts';
import type { Domena } from './index.ts';

/** The strength categories of the law (art. 18 ust. 7 of the law of 26 October 1982). */
const MOC: Record<string, string> = {
  A: 'A – do 4,5% zawartości alkoholu oraz piwo',
  B: 'B – powyżej 4,5% do 18% zawartości alkoholu (z wyjątkiem piwa)',
  C: 'C – powyżej 18% zawartości alkoholu',
};

/** The two legal notes of the view (spec 02 §2, §9), as the widget's Polish texts word them. */
export const NOTY_PRAWNE = [
  'Zgodnie z art. 18 ust. 12a ustawy z dnia 26 października 1982 r. o wychowaniu w trzeźwości i przeciwdziałaniu alkoholizmowi zezwolenie wygasa po 30 dniach od upływu terminu złożenia oświadczenia o wartości sprzedaży, jeżeli w tym czasie przedsiębiorca nie złoży oświadczenia i nie wniesie opłaty dodatkowej w wysokości 30% opłaty.',
  'Zgodnie z art. 18 ust. 12b tej ustawy zezwolenie wygasa po 30 dniach od upływu terminu płatności raty, jeżeli w tym czasie przedsiębiorca nie wniesie raty powiększonej o 30%.',
];

async function lata(db: Db, podmiot: Podmiot): Promise<number[]> {
  const { rows } = await db.query<{ rok: number }>(
    `SELECT DISTINCT n.rok FROM alkohole_naleznosci n JOIN alkohole_zezwolenia z USING (nr_zezwolenia)
      WHERE z.podmiot = $1 ORDER BY n.rok`,
    [idPodmiotu(podmiot)],
  );
  return rows.map((r) => r.rok);
}

/** The fees of `rok`, or of the latest year with fees when none is asked. */
export async function czytajOplatyZaZezwolenia(
  db: Db,
  podmiot: Podmiot,
  pytany?: number,
): Promise<OplatyZaZezwolenia> {
  const lataOplat = await lata(db, podmiot);
  const rok = pytany ?? lataOplat.at(-1) ?? null;
  const p = [idPodmiotu(podmiot), rok];
  const zezwolenia = await db.query<Zezwolenie>(
    `SELECT z.nr_zezwolenia AS "pelnyNrZezwolenia", z.nr_dokumentu AS "pelnyNrDokumentuZezwolenia",
            z.nazwa_punktu AS "nazwaPunktuZezwolenia", z.rodzaj_opis AS "rodzajZezwoleniaOpis",
            z.kategoria AS "mocZezwoleniaOpis",
            to_char(z.wazne_od, 'YYYY-MM-DD') AS "zezwolenieWazneOd",
            to_char(z.wazne_do, 'YYYY-MM-DD') AS "zezwolenieWazneDo"
       FROM alkohole_zezwolenia z JOIN alkohole_naleznosci n USING (nr_zezwolenia)
      WHERE z.podmiot = $1 AND n.rok = $2 ORDER BY z.kategoria, z.nr_zezwolenia`,
    p,
  );
  const naleznosci = await db.query<NaleznoscZaZezwolenie>(
    `SELECT n.nr_zezwolenia AS "pelnyNrZezwolenia", n.kwota_nalezna::float8 AS "kwotaNalezna",
            n.kwota_raty1::float8 AS "kwotaRaty1", n.kwota_raty2::float8 AS "kwotaRaty2",
            n.kwota_raty3::float8 AS "kwotaRaty3", n.dodatkowa_opl_rata1::float8 AS "dodatkowaOplRata1",
            n.dodatkowa_opl_rata2::float8 AS "dodatkowaOplRata2", n.dodatkowa_opl_rata3::float8 AS "dodatkowaOplRata3",
            n.dodatkowa_opl_nieter_osw::float8 AS "dodatkowaOplNieterOsw"
       FROM alkohole_naleznosci n JOIN alkohole_zezwolenia z USING (nr_zezwolenia)
      WHERE z.podmiot = $1 AND n.rok = $2 ORDER BY z.kategoria, n.nr_zezwolenia`,
    p,
  );
  const wplaty = await db.query<UiszczonaOplata>(
    `SELECT w.nr_zezwolenia AS "pelnyNrZezwolenia", w.kwota::float8 AS "kwotaWplaty",
            to_char(w.data_wplaty, 'YYYY-MM-DD') AS "dataWplaty", w.czy_wszystkie_raty AS "czyDotyczyWszystkichRat",
            w.czy_rata1 AS "czyDotyczyRaty1", w.czy_rata2 AS "czyDotyczyRaty2", w.czy_rata3 AS "czyDotyczyRaty3",
            w.czy_nieterminowe_oswiadczenie AS "czyNieterminoweZlozenieOswiadczenia",
            w.czy_po_terminie AS "czySplaconaPoTerminie", w.czy_anulowana AS "czyAnulowana"
       FROM alkohole_wplaty w JOIN alkohole_zezwolenia z USING (nr_zezwolenia)
      WHERE z.podmiot = $1 AND w.rok = $2 ORDER BY w.data_wplaty, w.id`,
    p,
  );
  // what remains of a permit's dues: the fee and its extra fees less the payments that were not cancelled
  const pozostale: PozostalaNaleznosc[] = naleznosci.rows.map((n) => {
    const nalezne = sumaKwot([
      n.kwotaNalezna,
      n.dodatkowaOplRata1,
      n.dodatkowaOplRata2,
      n.dodatkowaOplRata3,
      n.dodatkowaOplNieterOsw,
    ]);
    const wplacone = sumaKwot(
      wplaty.rows
        .filter((w) => w.pelnyNrZezwolenia === n.pelnyNrZezwolenia && !w.czyAnulowana)
        .map((w) => w.kwotaWplaty),
    );
    return {
      pelnyNrZezwolenia: n.pelnyNrZezwolenia,
      sumaNiesplaconychNaleznosci: Math.max(0, sumaKwot([nalezne, -wplacone])),
    };
  });
  return {
    lataOplat,
    rok,
    zezwolenia: zezwolenia.rows.map((z) => ({ ...z, mocZezwoleniaOpis: MOC[z.mocZezwoleniaOpis] ?? '' })),
    naleznosciZaZezwolenie: naleznosci.rows,
    uiszczoneOplaty: wplaty.rows,
    naleznosciPozostaleDoSplaty: pozostale.filter((r) => r.sumaNiesplaconychNaleznosci > 0),
  };
}

/** Which instalments a payment covers, as the view says it (spec 02 §4 labels): 'I, III', 'całość', or '—'. */
export function ratyWplaty(w: UiszczonaOplata): string {
  if (w.czyDotyczyWszystkichRat) return 'całość';
  const raty = (['I', 'II', 'III'] as const).filter((_, i) => w[`czyDotyczyRaty${(i + 1) as 1 | 2 | 3}`]);
  return raty.length > 0 ? raty.join(', ') : '—';
}

/** The remarks of a payment (spec 02 §4 labels): late statement, paid late, cancelled. */
export function uwagiWplaty(w: UiszczonaOplata): string {
  return [
    w.czyNieterminoweZlozenieOswiadczenia && 'nieterminowe oświadczenie',
    w.czySplaconaPoTerminie && 'po terminie',
    w.czyAnulowana && 'anulowana',
  ]
    .filter(Boolean)
    .join(', ');
}

const kw = formatKwota;
const prawo = (x: string, align: 'right' = 'right') => ({ header: x, align });

export function oplatyZaZezwoleniaPdf(u: Urzad, podmiot: Podmiot, rok: number, d: OplatyZaZezwolenia) {
  const nal = d.naleznosciZaZezwolenie;
  const suma = (f: (n: NaleznoscZaZezwolenie) => number) => kw(sumaKwot(nal.map(f)));
  return renderTablePdf(
    {
      title: `Opłaty za zezwolenia na sprzedaż napojów alkoholowych – rok ${rok}`,
      subtitle: podtytulPodmiotu(u, podmiot),
      autor: u.urzad,
      heading: 'Zezwolenia',
      columns: [
        { header: 'Nr zezwolenia', width: 'auto' },
        { header: 'Nr dokumentu', width: 'auto' },
        { header: 'Punkt sprzedaży', width: '*' },
        { header: 'Rodzaj zezwolenia', width: '*' },
        { header: 'Moc zezwolenia', width: '*' },
        { header: 'Ważne od', width: 'auto' },
        { header: 'Ważne do', width: 'auto' },
      ],
      rows: d.zezwolenia.map((z) => [
        z.pelnyNrZezwolenia,
        z.pelnyNrDokumentuZezwolenia,
        z.nazwaPunktuZezwolenia,
        z.rodzajZezwoleniaOpis,
        z.mocZezwoleniaOpis,
        formatDatePl(z.zezwolenieWazneOd),
        formatDatePl(z.zezwolenieWazneDo),
      ]),
      empty: 'Brak opłat za zezwolenia',
      tables: [
        {
          heading: 'Należności za zezwolenie (zł)',
          columns: [
            { header: 'Nr zezwolenia', width: 'auto' },
            prawo('Kwota należna'),
            prawo('Rata I'),
            prawo('Rata II'),
            prawo('Rata III'),
            prawo('Opłata dodatkowa – rata I'),
            prawo('Opłata dodatkowa – rata II'),
            prawo('Opłata dodatkowa – rata III'),
            prawo('Opłata dodatkowa – nieterminowe oświadczenie'),
          ],
          rows: nal.map((n) => [
            n.pelnyNrZezwolenia,
            kw(n.kwotaNalezna),
            kw(n.kwotaRaty1),
            kw(n.kwotaRaty2),
            kw(n.kwotaRaty3),
            kw(n.dodatkowaOplRata1),
            kw(n.dodatkowaOplRata2),
            kw(n.dodatkowaOplRata3),
            kw(n.dodatkowaOplNieterOsw),
          ]),
          totals: [
            'Razem',
            suma((n) => n.kwotaNalezna),
            suma((n) => n.kwotaRaty1),
            suma((n) => n.kwotaRaty2),
            suma((n) => n.kwotaRaty3),
            suma((n) => n.dodatkowaOplRata1),
            suma((n) => n.dodatkowaOplRata2),
            suma((n) => n.dodatkowaOplRata3),
            suma((n) => n.dodatkowaOplNieterOsw),
          ],
        },
        {
          heading: 'Uiszczone opłaty',
          columns: [
            { header: 'Nr zezwolenia', width: 'auto' },
            { header: 'Data wpłaty', width: 'auto' },
            prawo('Kwota wpłaty (zł)'),
            { header: 'Raty', width: 'auto' },
            { header: 'Uwagi', width: '*' },
          ],
          rows: d.uiszczoneOplaty.map((w) => [
            w.pelnyNrZezwolenia,
            formatDatePl(w.dataWplaty),
            kw(w.kwotaWplaty),
            ratyWplaty(w),
            uwagiWplaty(w),
          ]),
          // cancelled payments count for nothing
          totals: [
            'Razem',
            '',
            kw(sumaKwot(d.uiszczoneOplaty.filter((w) => !w.czyAnulowana).map((w) => w.kwotaWplaty))),
            '',
            '',
          ],
          empty: 'Brak wpłat',
        },
        {
          heading: 'Należności pozostałe do spłaty',
          columns: [{ header: 'Nr zezwolenia', width: '*' }, prawo('Suma niespłaconych należności (zł)')],
          rows: d.naleznosciPozostaleDoSplaty.map((r) => [
            r.pelnyNrZezwolenia,
            kw(r.sumaNiesplaconychNaleznosci),
          ]),
          totals: [
            'Razem',
            kw(sumaKwot(d.naleznosciPozostaleDoSplaty.map((r) => r.sumaNiesplaconychNaleznosci))),
          ],
          empty: 'Brak należności pozostałych do spłaty',
        },
      ],
      notes: NOTY_PRAWNE,
    },
    { osobisty: true },
  );
}

export function alkohole(k: KontoOpcje): Hono<PodmiotEnv> {
  const app = new Hono<PodmiotEnv>();
  chronione(app, k, Object.values(alkoholePaths));

  app.get(alkoholePaths.oplaty, async (c) =>
    c.json(await czytajOplatyZaZezwolenia(k.db, c.get('podmiot'), rokZZapytania(c, false))),
  );
  app.get(`${alkoholePaths.oplaty}/pdf`, async (c) => {
    const rok = rokZZapytania(c, true);
    const podmiot = c.get('podmiot');
    const dane = await czytajOplatyZaZezwolenia(k.db, podmiot, rok);
    return plikPdf(
      c,
      `oplaty-za-zezwolenia-${rok}.pdf`,
      await oplatyZaZezwoleniaPdf(await czytajUrzad(k.db), podmiot, rok, dane),
    );
  });
  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'podmiot',
  montuj: (app, k) => {
    app.route('/', alkohole(k.konto));
  },
};
