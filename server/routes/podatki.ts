/**
 * Local taxes of the current subject (spec 02 §2, §3, §7): tax assessment, service 29 (tax years, the
 * assessment of the chosen years with its sums and PDF, the PDF of one decision) and properties, service 30
 * (land, buildings, structures and their PDF). Protected: session and the subject of the caller's own
 * (`chronione`); a decision of another subject answers the same 403 as another subject. Paths:
 * `src/core/api/podatki.ts`.
 */
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import {
  podatkiPaths,
  type Budowla,
  type Budynek,
  type Grunt,
  type Nieruchomosci,
  type PozycjaWymiaru,
  type WymiarPodatku,
} from '../../src/core/api/podatki.ts';
import { formatDatePl } from '../../src/core/dates.ts';
import type { Db } from '../db.ts';
import { formatKwota, sumaKwot } from '../format.ts';
import { ApiError } from '../http.ts';
import type { KontoOpcje } from '../konto/context.ts';
import { chronione, OPIS_BRAK_DOSTEPU, type Podmiot, type PodmiotEnv } from '../konto/podmioty.ts';
import { renderTablePdf, type PdfColumn } from '../pdf.ts';
import { czytajUrzad, type Urzad } from '../urzad.ts';
import { kluczPodmiotu, opisPodmiotu } from './wykaz-pojazdow.ts';
import type { Domena } from './index.ts';

// the call's query is checked here; the client only sends it
/** The assessment's query beside the subject: tax years as a comma list (spec 02 §7). */
const lataPodatkoweQuerySchema = z.object({
  lataPodatkowe: z.string().check(z.regex(/^\d{4}(,\d{4}){0,29}$/)),
});
const idArchiwumDrukuQuerySchema = z.object({
  idArchiwumDruku: z.string().check(z.regex(/^[1-9]\d{0,8}$/)),
});

const powierzchnia = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 4, useGrouping: 'always' });
/** An area as the widget shows it: grouping, up to four decimals (hectares), none when whole. */
export const formatPowierzchnia = (n: number) => powierzchnia.format(n);
/** Units as the spec shows them (spec 02 §9: m2 → m², m3 → m³). */
export const jednostka = (u: string) => (u === 'm2' ? 'm²' : u === 'm3' ? 'm³' : u);

function lataZZapytania(c: Context): number[] {
  const parsed = z.safeParse(lataPodatkoweQuerySchema, { lataPodatkowe: c.req.query('lataPodatkowe') });
  if (!parsed.success) throw new ApiError(400, 'Niepoprawny parametr lataPodatkowe');
  return [...new Set(parsed.data.lataPodatkowe.split(',').map(Number))].sort((a, b) => a - b);
}

export async function czytajLata(db: Db, podmiot: Podmiot): Promise<number[]> {
  const { rows } = await db.query<{ rok: number }>(
    'SELECT DISTINCT rok_podatkowy AS rok FROM wymiary_podatku WHERE podmiot = $1 ORDER BY rok',
    [kluczPodmiotu(podmiot)],
  );
  return rows.map((r) => r.rok);
}

const KOLUMNY_WYMIARU = `nr_karty AS "nrKarty", rok_podatkowy AS "rokPodatkowy",
  to_char(data_wymiaru, 'YYYY-MM-DD') AS "dataWymiaru", opis_wymiaru AS "opisWymiaru", nr_decyzji AS "nrDecyzji",
  podatek_rolny::float8 AS "podatekRolny", podatek_lesny::float8 AS "podatekLesny",
  podatek_od_nieruchomosci::float8 AS "podatekOdNieruchomosci",
  (podatek_rolny + podatek_lesny + podatek_od_nieruchomosci)::float8 AS "podatekRazem",
  id_archiwum_druku AS "idArchiwumDruku"`;

/** The assessments of the years, by year and date; the sums are of every row (a change holds its change). */
export async function czytajWymiar(
  db: Db,
  podmiot: Podmiot,
  lata: readonly number[],
): Promise<WymiarPodatku> {
  const { rows } = await db.query<PozycjaWymiaru>(
    `SELECT ${KOLUMNY_WYMIARU} FROM wymiary_podatku
      WHERE podmiot = $1 AND rok_podatkowy = ANY (string_to_array($2, ',')::int[])
      ORDER BY rok_podatkowy, data_wymiaru, id`,
    [kluczPodmiotu(podmiot), lata.join(',')],
  );
  const suma = (k: keyof PozycjaWymiaru) => sumaKwot(rows.map((r) => r[k] as number));
  return {
    pozycjeWymiaruPodatku: rows,
    podatekRolnySuma: suma('podatekRolny'),
    podatekLesnySuma: suma('podatekLesny'),
    podatekOdNieruchomosciSuma: suma('podatekOdNieruchomosci'),
    podatekSuma: suma('podatekRazem'),
  };
}

/** The columns of the view (widget: wymiar-podatku) in the same order. */
const kolumnyWymiaru: PdfColumn[] = [
  { header: 'Nr karty', width: 'auto' },
  { header: 'Rok podatkowy', width: 'auto' },
  { header: 'Data wymiaru', width: 'auto' },
  { header: 'Rodzaj wymiaru', width: '*' },
  { header: 'Nr decyzji', width: 'auto' },
  { header: 'Podatek rolny', align: 'right' },
  { header: 'Podatek leśny', align: 'right' },
  { header: 'Podatek od nieruchomości', align: 'right' },
  { header: 'Podatek razem', align: 'right' },
];

export function wymiarPdf(u: Urzad, podmiot: Podmiot, lata: readonly number[], w: WymiarPodatku) {
  return renderTablePdf(
    {
      title: `Wymiar podatku – ${lata.length === 1 ? 'rok' : 'lata'} ${lata.join(', ')}`,
      subtitle: `${u.urzad} · kwoty w złotych (PLN) · ${opisPodmiotu(podmiot)}`,
      autor: u.urzad,
      columns: kolumnyWymiaru,
      rows: w.pozycjeWymiaruPodatku.map((r) => [
        r.nrKarty,
        String(r.rokPodatkowy),
        formatDatePl(r.dataWymiaru),
        r.opisWymiaru,
        r.nrDecyzji ?? '—',
        formatKwota(r.podatekRolny),
        formatKwota(r.podatekLesny),
        formatKwota(r.podatekOdNieruchomosci),
        formatKwota(r.podatekRazem),
      ]),
      totals: [
        'Razem po korektach',
        '',
        '',
        '',
        '',
        formatKwota(w.podatekRolnySuma),
        formatKwota(w.podatekLesnySuma),
        formatKwota(w.podatekOdNieruchomosciSuma),
        formatKwota(w.podatekSuma),
      ],
      empty: 'Brak wymiaru podatku',
    },
    { osobisty: true },
  );
}

// ------------------------------------------------------------------------------------------------------------
// The decision document

const NAZWY_PODATKOW = { rolny: 'rolny', lesny: 'leśny', nieruchomosci: 'od nieruchomości' } as const;

/** Instalments of a year's decision for a person (15 III, 15 V, 15 IX, 15 XI; up to 100 zł once, by 15 III). */
export function ratyDecyzji(rok: number, kwota: number): [string, number][] {
  const terminy = ['03-15', '05-15', '09-15', '11-15'].map((d) => `${rok}-${d}`);
  if (kwota <= 100) return [[terminy[0]!, kwota]];
  const rata = Math.floor((kwota / 4) * 100) / 100;
  return terminy.map((t, i) => [t, i < 3 ? rata : Math.round((kwota - 3 * rata) * 100) / 100]);
}

/** A tax of a decision's line. */
export type Podatek = 'rolny' | 'lesny' | 'nieruchomosci';

/** A line of a decision as stored with its assessment (`wymiary_podatku.pozycje`, JSON). */
export interface PozycjaDecyzji {
  podatek: Podatek;
  przedmiot: string;
  podstawa: number;
  jednostka: string;
  stawka: number;
  kwota: number;
}

interface Decyzja extends PozycjaWymiaru {
  pozycje: PozycjaDecyzji[];
}

export async function czytajDecyzje(db: Db, podmiot: Podmiot, id: number): Promise<Decyzja | null> {
  const { rows } = await db.query<Decyzja>(
    `SELECT ${KOLUMNY_WYMIARU}, pozycje FROM wymiary_podatku WHERE podmiot = $1 AND id_archiwum_druku = $2`,
    [kluczPodmiotu(podmiot), id],
  );
  const d = rows[0];
  // jsonb arrives parsed from PGlite and pg alike; a string only from a driver that leaves it as text
  return d ? { ...d, pozycje: typeof d.pozycje === 'string' ? JSON.parse(d.pozycje) : d.pozycje } : null;
}

export function decyzjaPdf(u: Urzad, podmiot: Podmiot, d: Decyzja) {
  const zmiana = /zmieniaj|korekt/i.test(d.opisWymiaru);
  const razem = d.podatekRazem;
  const raty: [string, string][] =
    razem <= 0
      ? []
      : zmiana || podmiot.czyInstytucja
        ? [['14 dni od dnia doręczenia decyzji', formatKwota(razem)]]
        : ratyDecyzji(d.rokPodatkowy, razem).map(([t, k]) => [formatDatePl(t), formatKwota(k)]);
  const podstawa = (p: PozycjaDecyzji) =>
    `${p.jednostka === 'zł' ? formatKwota(p.podstawa) : formatPowierzchnia(p.podstawa)} ${jednostka(p.jednostka)}`;
  const stawka = (p: PozycjaDecyzji) =>
    p.jednostka === 'zł'
      ? `${formatPowierzchnia(p.stawka * 100)}%`
      : `${formatKwota(p.stawka)} zł/${jednostka(p.jednostka)}`;
  return renderTablePdf(
    {
      title: `Decyzja nr ${d.nrDecyzji ?? ''}`,
      subtitle: `${d.opisWymiaru} na rok ${d.rokPodatkowy} · ${u.nazwana('Wójt Gminy')}`,
      autor: u.urzad,
      intro: [
        // the place of issue is the gmina's seat, named as the gmina (left out while the name is not set)
        `${u.ustawienia ? `${u.ustawienia.nazwaGminy}, dnia` : 'Dnia'} ${formatDatePl(d.dataWymiaru)}`,
        `Podatnik: ${opisPodmiotu(podmiot)} · karta podatkowa ${d.nrKarty}`,
        `Na podstawie art. 21 § 1 pkt 2 i art. 207 ustawy z dnia 29 sierpnia 1997 r. – Ordynacja podatkowa oraz ` +
          `ustaw o podatkach i opłatach lokalnych, o podatku rolnym i o podatku leśnym ` +
          (zmiana
            ? `zmienia się wymiar podatku na rok ${d.rokPodatkowy} o kwotę:`
            : `ustala się podatek na rok ${d.rokPodatkowy}:`),
      ],
      columns: [
        { header: 'Przedmiot opodatkowania', width: '*' },
        { header: 'Podatek', width: 'auto' },
        { header: 'Podstawa', align: 'right' },
        { header: 'Stawka', align: 'right' },
        { header: 'Kwota', align: 'right' },
      ],
      rows: d.pozycje.map((p) => [
        p.przedmiot,
        NAZWY_PODATKOW[p.podatek],
        podstawa(p),
        stawka(p),
        formatKwota(p.kwota),
      ]),
      totals: ['Razem (po zaokrągleniu do pełnych złotych)', '', '', '', formatKwota(razem)],
      tables: [
        {
          heading: 'Terminy płatności',
          columns: [
            { header: 'Termin płatności', width: '*' },
            { header: 'Kwota raty', align: 'right' },
          ],
          rows: raty,
          empty: 'Decyzja nie ustala kwoty do zapłaty.',
        },
      ],
      notes: [
        `Podatek rolny: ${formatKwota(d.podatekRolny)} zł · podatek leśny: ${formatKwota(d.podatekLesny)} zł · ` +
          `podatek od nieruchomości: ${formatKwota(d.podatekOdNieruchomosci)} zł.`,
        `Pouczenie: od niniejszej decyzji przysługuje odwołanie do Samorządowego Kolegium Odwoławczego za ` +
          `pośrednictwem ${u.nazwana('Wójta Gminy')} w terminie 14 dni od dnia jej doręczenia.`,
      ],
    },
    { osobisty: true },
  );
}

// ------------------------------------------------------------------------------------------------------------
// Properties

export async function czytajNieruchomosci(db: Db, podmiot: Podmiot): Promise<Nieruchomosci> {
  const { rows } = await db.query<{
    rodzaj: 'grunt' | 'budynek' | 'budowla';
    nrKarty: string;
    opisPodatku: string;
    nazwaStawki: string;
    powierzchnia: number | null;
    jednostkaPowierzchni: string | null;
    wartosc: number | null;
    jednostkaWartosci: string | null;
    identyfikator: string | null;
    typ: string | null;
    numer: string | null;
    dataWydania: string | null;
  }>(
    `SELECT rodzaj, nr_karty AS "nrKarty", opis_podatku AS "opisPodatku", nazwa_stawki AS "nazwaStawki",
            powierzchnia::float8 AS powierzchnia, jednostka_powierzchni AS "jednostkaPowierzchni",
            wartosc::float8 AS wartosc, jednostka_wartosci AS "jednostkaWartosci", identyfikator,
            dokument_typ AS typ, dokument_numer AS numer, to_char(dokument_data, 'YYYY-MM-DD') AS "dataWydania"
       FROM nieruchomosci WHERE podmiot = $1 ORDER BY id`,
    [kluczPodmiotu(podmiot)],
  );
  const grunty: Grunt[] = [];
  const budynki: Budynek[] = [];
  const budowle: Budowla[] = [];
  for (const r of rows) {
    const wspolne = { nrKarty: r.nrKarty, opisPodatku: r.opisPodatku, nazwaStawki: r.nazwaStawki };
    const daneGeodezyjne = { pelnyIdentyfikator: r.identyfikator ?? '' };
    if (r.rodzaj === 'grunt')
      grunty.push({
        ...wspolne,
        powierzchniaGruntu: r.powierzchnia!,
        jednostkaPowierzchni: r.jednostkaPowierzchni!,
        daneGeodezyjne,
      });
    else if (r.rodzaj === 'budynek')
      budynki.push({
        ...wspolne,
        powierzchniaBudynku: r.powierzchnia!,
        jednostkaPowierzchni: r.jednostkaPowierzchni!,
        daneGeodezyjne,
        dokumentWlasnosci:
          r.typ && r.numer && r.dataWydania
            ? { typ: r.typ, numer: r.numer, dataWydania: r.dataWydania }
            : null,
      });
    else budowle.push({ ...wspolne, wartoscBudowli: r.wartosc!, jednostkaWartosci: r.jednostkaWartosci! });
  }
  return { grunty, budynki, budowle };
}

export function nieruchomosciPdf(u: Urzad, podmiot: Podmiot, n: Nieruchomosci) {
  const karta = { header: 'Nr karty', width: 'auto' } as const;
  const sposob = { header: 'Sposób opodatkowania', width: 'auto' } as const;
  const stawka = { header: 'Nazwa stawki', width: '*' } as const;
  const pow = { header: 'Powierzchnia', align: 'right' } as const;
  const jedn = { header: 'Jednostka', width: 'auto' } as const;
  return renderTablePdf(
    {
      title: 'Nieruchomości – przedmioty opodatkowania',
      subtitle: `${u.urzad} · ${opisPodmiotu(podmiot)}`,
      autor: u.urzad,
      heading: 'Grunty',
      columns: [karta, sposob, pow, jedn, stawka],
      rows: n.grunty.map((g) => [
        g.nrKarty,
        g.opisPodatku,
        formatPowierzchnia(g.powierzchniaGruntu),
        jednostka(g.jednostkaPowierzchni),
        g.nazwaStawki,
      ]),
      empty: 'Brak gruntów',
      tables: [
        {
          heading: 'Budynki',
          columns: [
            karta,
            sposob,
            pow,
            jedn,
            stawka,
            { header: 'Identyfikator budynku', width: 'auto' },
            { header: 'Rodzaj dokumentu własności', width: 'auto' },
            { header: 'Numer dokumentu', width: 'auto' },
            { header: 'Data wydania', width: 'auto' },
          ],
          rows: n.budynki.map((b) => [
            b.nrKarty,
            b.opisPodatku,
            formatPowierzchnia(b.powierzchniaBudynku),
            jednostka(b.jednostkaPowierzchni),
            b.nazwaStawki,
            b.daneGeodezyjne.pelnyIdentyfikator,
            b.dokumentWlasnosci?.typ ?? '—',
            b.dokumentWlasnosci?.numer ?? '—',
            b.dokumentWlasnosci ? formatDatePl(b.dokumentWlasnosci.dataWydania) : '—',
          ]),
          empty: 'Brak budynków',
        },
        {
          heading: 'Budowle',
          columns: [
            karta,
            sposob,
            { header: 'Wartość', align: 'right' },
            { header: 'Jednostka wartości', width: 'auto' },
            stawka,
          ],
          rows: n.budowle.map((b) => [
            b.nrKarty,
            b.opisPodatku,
            formatKwota(b.wartoscBudowli),
            jednostka(b.jednostkaWartosci),
            b.nazwaStawki,
          ]),
          empty: 'Brak budowli',
        },
      ],
    },
    { osobisty: true },
  );
}

// ------------------------------------------------------------------------------------------------------------

function plikPdf(c: Context, nazwa: string, pdf: Buffer) {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${nazwa}"`,
  });
}

export function podatki(k: KontoOpcje): Hono<PodmiotEnv> {
  const app = new Hono<PodmiotEnv>();
  const p = podatkiPaths;
  chronione(app, k, [p.lata, p.wymiar, p.decyzja, p.nieruchomosci]);
  app.get(p.lata, async (c) => c.json({ lataPodatkowe: await czytajLata(k.db, c.get('podmiot')) }));
  app.get(p.wymiar, async (c) => c.json(await czytajWymiar(k.db, c.get('podmiot'), lataZZapytania(c))));
  app.get(`${p.wymiar}/pdf`, async (c) => {
    const lata = lataZZapytania(c);
    const podmiot = c.get('podmiot');
    const pdf = await wymiarPdf(
      await czytajUrzad(k.db),
      podmiot,
      lata,
      await czytajWymiar(k.db, podmiot, lata),
    );
    return plikPdf(c, `wymiar-podatku-${lata.join('-')}.pdf`, pdf);
  });
  app.get(p.decyzja, async (c) => {
    const parsed = z.safeParse(idArchiwumDrukuQuerySchema, {
      idArchiwumDruku: c.req.query('idArchiwumDruku'),
    });
    if (!parsed.success) throw new ApiError(400, 'Niepoprawny parametr idArchiwumDruku');
    const podmiot = c.get('podmiot');
    const d = await czytajDecyzje(k.db, podmiot, Number(parsed.data.idArchiwumDruku));
    // another subject's decision and one that does not exist: the same answer (DESIGN.md §7)
    if (!d) return c.json({ kod: 403, opis: OPIS_BRAK_DOSTEPU }, 403);
    const nazwa = `decyzja-${(d.nrDecyzji ?? '').replace(/[^\w.-]+/g, '_')}.pdf`;
    return plikPdf(c, nazwa, await decyzjaPdf(await czytajUrzad(k.db), podmiot, d));
  });
  app.get(p.nieruchomosci, async (c) => c.json(await czytajNieruchomosci(k.db, c.get('podmiot'))));
  app.get(`${p.nieruchomosci}/pdf`, async (c) => {
    const podmiot = c.get('podmiot');
    return plikPdf(
      c,
      'nieruchomosci.pdf',
      await nieruchomosciPdf(await czytajUrzad(k.db), podmiot, await czytajNieruchomosci(k.db, podmiot)),
    );
  });
  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'podmiot',
  montuj: (app, k) => {
    app.route('/', podatki(k.konto));
  },
};
