/**
 * Dues of the current subject (issue 16; spec 02 §3, §4, §7): the cards with what is left to pay, a card's
 * collective instalments with interest counted up to the office's day, booked payments, recovery elements,
 * co-obligors, and three PDFs (the dues list, the filtered collective instalments, the proof of payment); beyond
 * the spec, everything the subject owes in one answer (`dajZobowiazania`, src/core/api/zobowiazania.ts).
 * Every path checks the session and the subject (`chronione`), and every card call checks that the card is the
 * subject's: another subject's card answers the same 403 as another subject, revealing nothing. Paths: see
 * `src/core/api/naleznosci.ts`.
 */
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import {
  aplikacje,
  naleznosciPaths,
  typyNaleznosci,
  type Aplikacja,
  type ElementDochodzenia,
  type Karta,
  type RataZbiorcza,
  type Wplata,
  type Wspolzobowiazany,
} from '../../src/core/api/naleznosci.ts';
import { zobowiazaniaPath, type Zobowiazania, type Zobowiazanie } from '../../src/core/api/zobowiazania.ts';
import { formatAccountNumber } from '../../src/core/format.ts';
import { formatDatePl, fromIsoDate } from '../../src/core/dates.ts';
import {
  czyPoTerminie,
  czyWybieralna,
  filtrujRaty,
  flagiRaty,
  grupaZobowiazania,
  suma,
  terminEfektywny,
} from '../../src/core/rules/naleznosci.ts';
import type { Db } from '../db.ts';
import { formatKwota } from '../format.ts';
import { MAKS_GROSZE_2D, miesciSieW2D, pole, tresc2D } from '../platnosci/kod-2d.ts';
import { ApiError } from '../http.ts';
import type { KontoOpcje } from '../konto/context.ts';
import { chronione, OPIS_BRAK_DOSTEPU, type Podmiot, type PodmiotEnv } from '../konto/podmioty.ts';
import { odsetkiZaZwloke, rodzajOdsetek } from '../odsetki.ts';
import { renderTablePdf } from '../pdf.ts';
import { dzisUrzedu } from '../dzien-urzedu.ts';
import { czytajUrzad, type Urzad } from '../urzad.ts';
import type { Domena } from './index.ts';

// Queries and bodies of the calls (the client only sends them; their checks live here)
const dzien = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const idZapytania = z.string().check(z.regex(/^[1-9]\d{0,8}$/));
/** Query of the card calls: the card's id (a positive integer). */
export const kartaQuerySchema = z.object({ idKartyNaleznosci: idZapytania });
/** Query of the dues PDF: all kinds or one. */
export const naleznosciPdfQuerySchema = z.object({
  rodzajPlatnosci: z.union([z.literal('WSZYSTKIE'), z.enum(aplikacje)]),
});
const kwotaZapytania = z.string().check(z.regex(/^\d{1,9}(\.\d{1,2})?$/));
/** Query of the collective-instalments PDF: the view's filters (spec 02 §7). */
export const ratyPdfQuerySchema = z.object({
  tytul: z.string().check(z.minLength(1), z.maxLength(200)),
  idKartyNaleznosci: idZapytania,
  typNaleznosci: z.enum(typyNaleznosci),
  dataOd: dzien,
  dataDo: dzien,
  kwotaOd: kwotaZapytania,
  kwotaDo: kwotaZapytania,
});
const ids = z
  .array(z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)))
  .check(z.maxLength(500));
/** Body of the proof of payment (spec 02 §7): the chosen collective instalments and their instalments. */
export const dowodWplatyBodySchema = z.object({
  idKartyNaleznosci: z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
  idNaleznosciRatyZbiorczej: ids.check(z.minLength(1)),
  idNaleznosciRaty: ids,
});

/** The spec has no message for instalments that may not be chosen; this one says which ones they are. */
const OPIS_NIEWYBIERALNE =
  'Dowodu wpłaty nie można wystawić dla wybranych rat (tytuł wykonawczy lub zlecona już płatność)';

/** Polish names of the kinds of cards in the server's documents. */
export const nazwyAplikacji: Record<Aplikacja, string> = {
  PODATKI_GMINNE: 'Podatki gminne',
  SRODKI_TRANSPORTU: 'Podatek od środków transportowych',
  OPLATY_LOKALNE: 'Opłaty lokalne',
  OPLATY_PSY: 'Opłata od posiadania psów',
  WODA_SCIEKI: 'Woda i ścieki',
  ODPADY: 'Gospodarowanie odpadami komunalnymi',
};
/** An instalment's label in the office's words: `rata II`, `całość`, `zaległość`, `anulowana`. */
export const nrRatyPl = (nr: string) =>
  ({ CALOSC: 'całość', ZALEGLOSC: 'zaległość', ANULOWANA: 'anulowana' })[nr] ?? `rata ${nr}`;

interface KartaWiersz extends Omit<Karta, 'suma' | 'sumaPoTerminie'> {
  pesel: string | null;
  nip: string | null;
}

const KARTA_SQL = `SELECT id AS "idKartyNaleznosci", rok, aplikacja AS "aplikacjaNaleznosci",
    symbol_karty AS "symbolKarty", numer_konta AS "numerKontaBankowego", nazwa_platnika AS "nazwaPlatnika",
    czy_instytucja AS "czyInstytucja", numer_decyzji AS "numerDecyzji", pesel, nip
  FROM naleznosci_karty`;
const PODMIOTU = `(CASE WHEN $1::text IS NOT NULL THEN pesel = $1 ELSE nip = $2 END)`;

async function kartyPodmiotu(db: Db, p: Podmiot): Promise<KartaWiersz[]> {
  const { rows } = await db.query<KartaWiersz>(
    `${KARTA_SQL} WHERE ${PODMIOTU} AND czy_instytucja = $3 ORDER BY rok DESC, aplikacja, symbol_karty`,
    [p.czyInstytucja ? null : p.pesel, p.nip, p.czyInstytucja],
  );
  return rows;
}

/** The subject's card, or the 403 of another subject (spec 02 §6: nothing revealed). */
async function kartaPodmiotu(db: Db, p: Podmiot, id: number): Promise<KartaWiersz> {
  const { rows } = await db.query<KartaWiersz>(
    `${KARTA_SQL} WHERE ${PODMIOTU} AND czy_instytucja = $3 AND id = $4`,
    [p.czyInstytucja ? null : p.pesel, p.nip, p.czyInstytucja, id],
  );
  if (!rows[0]) throw new ApiError(403, OPIS_BRAK_DOSTEPU);
  return rows[0];
}

interface RataWiersz extends Omit<RataZbiorcza, 'odsetki' | 'kwotaRazem' | 'czyZaznaczona' | 'raty'> {
  kartaId: number;
}

/** The collective instalments of the cards, with interest up to `dzis` and their instalments. */
async function ratyKart(db: Db, karty: KartaWiersz[], dzis: string): Promise<Map<number, RataZbiorcza[]>> {
  const ids = karty.map((k) => k.idKartyNaleznosci);
  const wynik = new Map<number, RataZbiorcza[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return wynik;
  const { rows } = await db.query<RataWiersz>(
    `SELECT id AS "idNaleznosciRatyZbiorczej", karta_id AS "kartaId",
            to_char(termin_platnosci, 'YYYY-MM-DD') AS "terminPlatnosci",
            to_char(termin_odroczony, 'YYYY-MM-DD') AS "terminOdroczony",
            kwota_raty::float8 AS "kwotaRaty", kwota_glowna::float8 AS "kwotaGlowna",
            koszty_egzekucji::float8 AS "kosztyEgzekucji", oplata_prolongacyjna::float8 AS "oplataProlongacyjna",
            czy_splacona AS "czySplacona", jest_upomnienie AS "jestUpomnienie", jest_wezwanie AS "jestWezwanie",
            jest_rozlozenie_na_raty AS "jestRozlozenieNaRaty", jest_odroczenie_terminu AS "jestOdroczenieTerminu",
            jest_tytul_wykonawczy AS "jestTytulWykonawczy", zlecono_platnosc_kir AS "zleconoPlatnoscZKIR",
            zlecono_platnosc_p24 AS "zleconoPlatnoscZP24"
       FROM naleznosci_raty_zbiorcze WHERE karta_id = ANY($1::int[]) ORDER BY termin_platnosci, id`,
    [ids],
  );
  const { rows: raty } = await db.query<{
    idNaleznosciRaty: number;
    zbiorcza: number;
    nrRaty: string;
    rodzajOplaty: string;
    kwota: number;
  }>(
    `SELECT r.id AS "idNaleznosciRaty", r.rata_zbiorcza_id AS zbiorcza, r.nr_raty AS "nrRaty",
            r.rodzaj_oplaty AS "rodzajOplaty", r.kwota::float8 AS kwota
       FROM naleznosci_raty r JOIN naleznosci_raty_zbiorcze z ON z.id = r.rata_zbiorcza_id
      WHERE z.karta_id = ANY($1::int[]) ORDER BY r.id`,
    [ids],
  );
  const aplikacja = new Map(karty.map((k) => [k.idKartyNaleznosci, k.aplikacjaNaleznosci]));
  for (const { kartaId, ...r } of rows) {
    const odsetki = r.czySplacona
      ? 0
      : odsetkiZaZwloke(r.kwotaGlowna, terminEfektywny(r), dzis, rodzajOdsetek(aplikacja.get(kartaId)!));
    wynik.get(kartaId)!.push({
      ...r,
      odsetki,
      kwotaRazem: r.czySplacona
        ? 0
        : suma([r.kwotaGlowna, r.kosztyEgzekucji, odsetki, r.oplataProlongacyjna]),
      czyZaznaczona: false,
      raty: raty.filter((x) => x.zbiorcza === r.idNaleznosciRatyZbiorczej).map(({ zbiorcza: _, ...x }) => x),
    });
  }
  return wynik;
}

const bezPodmiotu = ({ pesel: _p, nip: _n, ...k }: KartaWiersz) => k;

function zSumami(k: KartaWiersz, raty: RataZbiorcza[], dzis: string): Karta {
  return {
    ...bezPodmiotu(k),
    suma: suma(raty.map((r) => r.kwotaRazem)),
    sumaPoTerminie: suma(raty.filter((r) => czyPoTerminie(r, dzis)).map((r) => r.kwotaRazem)),
  };
}

export async function czytajKarty(db: Db, p: Podmiot, dzis: string): Promise<Karta[]> {
  const karty = await kartyPodmiotu(db, p);
  const raty = await ratyKart(db, karty, dzis);
  return karty.map((k) => zSumami(k, raty.get(k.idKartyNaleznosci)!, dzis));
}

export async function czytajRaty(db: Db, p: Podmiot, id: number, dzis: string) {
  const karta = await kartaPodmiotu(db, p, id);
  const ratyZbiorcze = (await ratyKart(db, [karta], dzis)).get(id)!;
  return { karta: zSumami(karta, ratyZbiorcze, dzis), ratyZbiorcze };
}

/**
 * Everything the subject owes (`GET /naleznosci/dajZobowiazania`, beyond spec 02): every unpaid collective
 * instalment of every card of the subject, read as each card's `dajRaty` reads it (`ratyKart`: the same rows, the
 * interest up to the same office's day), so the totals equal the cards' unpaid instalments. Sorted by due date.
 */
export async function czytajZobowiazania(db: Db, p: Podmiot, dzis: string): Promise<Zobowiazania> {
  const karty = await kartyPodmiotu(db, p);
  const raty = await ratyKart(db, karty, dzis);
  const wiersze: Zobowiazanie[] = karty.flatMap((k) =>
    raty
      .get(k.idKartyNaleznosci)!
      .filter((r) => !r.czySplacona)
      .map((r) => ({
        idKartyNaleznosci: k.idKartyNaleznosci,
        symbolKarty: k.symbolKarty,
        aplikacjaNaleznosci: k.aplikacjaNaleznosci,
        idNaleznosciRatyZbiorczej: r.idNaleznosciRatyZbiorczej,
        // the labels and kinds as a transfer's rows keep them (platnosci/przelewy.ts `zlec`)
        opisNrRaty: [...new Set(r.raty.map((x) => x.nrRaty))].join(','),
        rodzajOplaty: [...new Set(r.raty.map((x) => x.rodzajOplaty))].join(', '),
        terminPlatnosci: terminEfektywny(r),
        kwotaRazem: r.kwotaRazem,
        wybieralna: czyWybieralna(r),
        zlecona: r.zleconoPlatnoscZP24 ? 'p24' : r.zleconoPlatnoscZKIR ? 'kir' : null,
        grupa: grupaZobowiazania(terminEfektywny(r), dzis),
      })),
  );
  wiersze.sort(
    (a, b) =>
      a.terminPlatnosci.localeCompare(b.terminPlatnosci) ||
      a.symbolKarty.localeCompare(b.symbolKarty) ||
      a.idNaleznosciRatyZbiorczej - b.idNaleznosciRatyZbiorczej,
  );
  const koniecRoku = `${dzis.slice(0, 4)}-12-31`;
  return {
    dzien: dzis,
    sumaPoTerminie: suma(wiersze.filter((r) => r.grupa === 'PO_TERMINIE').map((r) => r.kwotaRazem)),
    sumaDoKoncaRoku: suma(wiersze.filter((r) => r.terminPlatnosci <= koniecRoku).map((r) => r.kwotaRazem)),
    raty: wiersze,
  };
}

function kartaZZapytania(c: Context): number {
  const parsed = z.safeParse(kartaQuerySchema, { idKartyNaleznosci: c.req.query('idKartyNaleznosci') });
  if (!parsed.success) throw new ApiError(400, 'Niepoprawny parametr idKartyNaleznosci');
  return Number(parsed.data.idKartyNaleznosci);
}

function plikPdf(c: Context, nazwa: string, pdf: Buffer) {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${nazwa}"`,
  });
}

export function kartyPdf(
  u: Urzad,
  karty: Karta[],
  rodzaj: Aplikacja | 'WSZYSTKIE',
  p: Podmiot,
  dzis: string,
) {
  return renderTablePdf(
    {
      title: `Należności do zapłaty – ${rodzaj === 'WSZYSTKIE' ? 'wszystkie' : nazwyAplikacji[rodzaj].toLowerCase()}`,
      subtitle: `${u.urzad} · ${p.nazwa} · stan na dzień ${formatDatePl(dzis)}`,
      autor: u.urzad,
      columns: [
        { header: 'Rok', width: 'auto' },
        { header: 'Rodzaj należności', width: '*' },
        { header: 'Symbol karty', width: 'auto' },
        { header: 'Numer konta', width: 'auto' },
        { header: 'Do zapłaty (zł)', align: 'right', width: 'auto' },
        { header: 'W tym po terminie (zł)', align: 'right', width: 'auto' },
      ],
      rows: karty.map((k) => [
        String(k.rok),
        nazwyAplikacji[k.aplikacjaNaleznosci],
        k.symbolKarty,
        formatAccountNumber(k.numerKontaBankowego),
        formatKwota(k.suma),
        formatKwota(k.sumaPoTerminie),
      ]),
      totals: [
        'Razem',
        '',
        '',
        '',
        formatKwota(suma(karty.map((k) => k.suma))),
        formatKwota(suma(karty.map((k) => k.sumaPoTerminie))),
      ],
    },
    { osobisty: true },
  );
}

const opisRaty = (r: RataZbiorcza) =>
  r.raty.map((x) => `${nrRatyPl(x.nrRaty)} – ${x.rodzajOplaty}`).join('\n');

function stanRaty(r: RataZbiorcza, dzis: string) {
  if (r.czySplacona) return r.raty.some((x) => x.nrRaty === 'ANULOWANA') ? 'anulowana' : 'zapłacona';
  return czyPoTerminie(r, dzis) ? 'po terminie' : 'do zapłaty';
}

export function ratyPdf(
  u: Urzad,
  tytul: string,
  karta: Karta,
  raty: RataZbiorcza[],
  opisFiltrow: string,
  dzis: string,
) {
  return renderTablePdf(
    {
      title: tytul,
      autor: u.urzad,
      subtitle: `${u.urzad} · karta ${karta.symbolKarty} (${karta.rok}) · ${karta.nazwaPlatnika} · rachunek ${formatAccountNumber(karta.numerKontaBankowego)}\n${opisFiltrow} · stan na dzień ${formatDatePl(dzis)} · oznaczenia: U upomnienie, W wezwanie do zapłaty, R rozłożenie na raty, O odroczenie terminu, T tytuł wykonawczy`,
      columns: [
        { header: 'Termin płatności', width: 'auto' },
        { header: 'Raty', width: '*' },
        { header: 'Kwota raty', align: 'right', width: 'auto' },
        { header: 'Kwota główna', align: 'right', width: 'auto' },
        { header: 'Koszty', align: 'right', width: 'auto' },
        { header: 'Odsetki', align: 'right', width: 'auto' },
        { header: 'Opłata prolong.', align: 'right', width: 'auto' },
        { header: 'Razem', align: 'right', width: 'auto' },
        { header: 'Stan', width: 'auto' },
        { header: 'Ozn.', width: 'auto' },
      ],
      rows: raty.map((r) => [
        formatDatePl(r.terminOdroczony ?? r.terminPlatnosci) +
          (r.terminOdroczony ? `\n(było ${formatDatePl(r.terminPlatnosci)})` : ''),
        opisRaty(r),
        formatKwota(r.kwotaRaty),
        formatKwota(r.kwotaGlowna),
        formatKwota(r.kosztyEgzekucji),
        formatKwota(r.odsetki),
        formatKwota(r.oplataProlongacyjna),
        formatKwota(r.kwotaRazem),
        stanRaty(r, dzis),
        flagiRaty(r).join(' '),
      ]),
      totals: [
        'Razem',
        '',
        formatKwota(suma(raty.map((r) => r.kwotaRaty))),
        '',
        '',
        '',
        '',
        formatKwota(suma(raty.map((r) => r.kwotaRazem))),
        '',
        '',
      ],
    },
    { osobisty: true },
  );
}

/** The title of a payment of the card as its proof of payment (and its payment code) gives it. */
export const tytulWplaty = (karta: Karta) =>
  `${karta.symbolKarty} – ${nazwyAplikacji[karta.aplikacjaNaleznosci]} ${karta.rok}`;

/**
 * The office as a payment code names it (20 characters at most): its name when it fits, else "UG" and the
 * gmina's name, the usual short form of "Urząd Gminy" ("UG Nowa Wieś" rather than a name cut mid-word).
 */
const odbiorcaKodu = (u: Urzad) =>
  u.urzad.length <= 20 || !u.ustawienia ? u.urzad : `UG ${u.ustawienia.nazwaGminy}`;

/** The transfer a payment code of the chosen instalments asks for, as the banks' app fills it in. */
export interface KodWplaty {
  /** The code's text (platnosci/kod-2d.ts); null when the amount is above what a code carries (9 999,99 zł). */
  tresc: string | null;
  odbiorca: string;
  nip: string | null;
  rachunek: string;
  kwota: number;
  tytul: string;
}

/**
 * The payment code of the chosen instalments of a card: to the card's account, the amount they come to now, the
 * proof of payment's title; the fields are the code's own (name and title cut as the code cuts them).
 */
export function kodWplaty(u: Urzad, karta: Karta, raty: RataZbiorcza[]): KodWplaty {
  const przelew = {
    nip: u.ustawienia?.nip ?? null,
    rachunek: karta.numerKontaBankowego,
    kwotaGrosze: Math.round(suma(raty.map((r) => r.kwotaRazem)) * 100),
    odbiorca: odbiorcaKodu(u),
    tytul: tytulWplaty(karta),
  };
  const tresc = miesciSieW2D(przelew.kwotaGrosze) ? tresc2D(przelew) : null;
  return {
    tresc,
    odbiorca: pole(przelew.odbiorca, 20),
    nip: przelew.nip,
    rachunek: przelew.rachunek,
    kwota: przelew.kwotaGrosze / 100,
    tytul: pole(przelew.tytul, 32),
  };
}

/** What the proof of payment says where its amount is too large for a payment code. */
export const UWAGA_BEZ_KODU = `Kod do zeskanowania w aplikacji banku obejmuje kwoty do ${formatKwota(MAKS_GROSZE_2D / 100)} zł – tę kwotę wpisz w przelewie ręcznie.`;

export function dowodWplatyPdf(u: Urzad, karta: Karta, raty: RataZbiorcza[], dzis: string) {
  const razem = suma(raty.map((r) => r.kwotaRazem));
  const kod = kodWplaty(u, karta, raty);
  return renderTablePdf(
    {
      title: 'Dowód wpłaty',
      autor: u.urzad,
      subtitle: [
        `Odbiorca: ${u.urzad}${kod.nip ? ` · NIP ${kod.nip}` : ''}`,
        `Rachunek odbiorcy: ${formatAccountNumber(karta.numerKontaBankowego)}`,
        `Wpłacający: ${karta.nazwaPlatnika}`,
        `Tytułem: ${tytulWplaty(karta)}`,
        `Kwota: ${formatKwota(razem)} zł · stan na dzień ${formatDatePl(dzis)}`,
      ].join('\n'),
      // the banks' 2D code of the same transfer (ZBP recommendation), read by the payer's banking app
      ...(kod.tresc ? { qr: { tresc: kod.tresc, podpis: 'Zeskanuj kodem w aplikacji banku' } } : {}),
      ...(kod.tresc ? {} : { notes: [UWAGA_BEZ_KODU] }),
      columns: [
        { header: 'Termin płatności', width: 'auto' },
        { header: 'Raty', width: '*' },
        { header: 'Kwota główna', align: 'right', width: 'auto' },
        { header: 'Koszty', align: 'right', width: 'auto' },
        { header: 'Odsetki', align: 'right', width: 'auto' },
        { header: 'Opłata prolong.', align: 'right', width: 'auto' },
        { header: 'Razem (zł)', align: 'right', width: 'auto' },
      ],
      rows: raty.map((r) => [
        formatDatePl(terminEfektywny(r)),
        opisRaty(r),
        formatKwota(r.kwotaGlowna),
        formatKwota(r.kosztyEgzekucji),
        formatKwota(r.odsetki),
        formatKwota(r.oplataProlongacyjna),
        formatKwota(r.kwotaRazem),
      ]),
      totals: ['Razem', '', '', '', '', '', formatKwota(razem)],
    },
    { osobisty: true },
  );
}

/**
 * The chosen collective instalments of a card for a proof of payment or its payment code: the subject's card
 * (else 403), instalments of that card (another card's: 403, as another card), unpaid and selectable (spec 02
 * §4: no enforcement title, no payment ordered; else 400), and the instalments named, if any, theirs (else 400).
 */
export async function wybraneDoWplaty(
  db: Db,
  p: Podmiot,
  b: { idKartyNaleznosci: number; idNaleznosciRatyZbiorczej: number[]; idNaleznosciRaty?: number[] },
  dzis: string,
): Promise<{ karta: Karta; wybrane: RataZbiorcza[] }> {
  const { karta, ratyZbiorcze } = await czytajRaty(db, p, b.idKartyNaleznosci, dzis);
  const wybrane = ratyZbiorcze.filter((r) =>
    b.idNaleznosciRatyZbiorczej.includes(r.idNaleznosciRatyZbiorczej),
  );
  // an instalment of another card says no more than another card does
  if (wybrane.length !== new Set(b.idNaleznosciRatyZbiorczej).size)
    throw new ApiError(403, OPIS_BRAK_DOSTEPU);
  const raty = new Set(wybrane.flatMap((r) => r.raty.map((x) => x.idNaleznosciRaty)));
  if ((b.idNaleznosciRaty ?? []).some((id) => !raty.has(id)))
    throw new ApiError(400, 'Raty nie należą do wybranych rat zbiorczych');
  if (wybrane.some((r) => r.czySplacona)) throw new ApiError(400, 'Wybrana rata jest już zapłacona');
  // spec 02 §4: only rows that may be selected (no enforcement title, no payment ordered) get a slip
  if (!wybrane.every(czyWybieralna)) throw new ApiError(400, OPIS_NIEWYBIERALNE);
  return { karta, wybrane };
}

export function naleznosci(k: KontoOpcje, dzis: () => string = dzisUrzedu): Hono<PodmiotEnv> {
  const { db } = k;
  const app = new Hono<PodmiotEnv>();
  chronione(app, k, [...Object.values(naleznosciPaths), zobowiazaniaPath]);

  app.get(naleznosciPaths.karty, async (c) =>
    c.json({ karty: await czytajKarty(db, c.get('podmiot'), dzis()) }),
  );
  app.get(`${naleznosciPaths.karty}/pdf`, async (c) => {
    const parsed = z.safeParse(naleznosciPdfQuerySchema, { rodzajPlatnosci: c.req.query('rodzajPlatnosci') });
    if (!parsed.success) throw new ApiError(400, 'Niepoprawny parametr rodzajPlatnosci');
    const rodzaj = parsed.data.rodzajPlatnosci;
    const p = c.get('podmiot');
    const wszystkie = await czytajKarty(db, p, dzis());
    const karty =
      rodzaj === 'WSZYSTKIE' ? wszystkie : wszystkie.filter((x) => x.aplikacjaNaleznosci === rodzaj);
    return plikPdf(
      c,
      `naleznosci-${rodzaj.toLowerCase()}.pdf`,
      await kartyPdf(await czytajUrzad(db), karty, rodzaj, p, dzis()),
    );
  });

  app.get(zobowiazaniaPath, async (c) => c.json(await czytajZobowiazania(db, c.get('podmiot'), dzis())));

  app.get(naleznosciPaths.raty, async (c) =>
    c.json(await czytajRaty(db, c.get('podmiot'), kartaZZapytania(c), dzis())),
  );
  app.get(`${naleznosciPaths.raty}/pdf`, async (c) => {
    const parsed = z.safeParse(ratyPdfQuerySchema, c.req.query());
    if (!parsed.success) throw new ApiError(400, 'Niepoprawne parametry wydruku rat');
    const q = parsed.data;
    const [od, do_] = [fromIsoDate(q.dataOd), fromIsoDate(q.dataDo)];
    if (!od || !do_) throw new ApiError(400, 'Wprowadzono błędną date');
    if (q.dataOd > q.dataDo || Number(q.kwotaOd) > Number(q.kwotaDo))
      throw new ApiError(400, 'Początek zakresu jest większy niż jego koniec');
    const { karta, ratyZbiorcze } = await czytajRaty(
      db,
      c.get('podmiot'),
      Number(q.idKartyNaleznosci),
      dzis(),
    );
    const filtry = {
      typ: q.typNaleznosci,
      dataOd: q.dataOd,
      dataDo: q.dataDo,
      kwotaOd: Number(q.kwotaOd),
      kwotaDo: Number(q.kwotaDo),
    };
    const stan = { WSZYSTKIE: 'wszystkie', SPLACONE: 'zapłacone', NIESPLACONE: 'niezapłacone' }[
      q.typNaleznosci
    ];
    const opis = `Raty: ${stan}, terminy ${formatDatePl(q.dataOd)}–${formatDatePl(q.dataDo)}, kwoty ${formatKwota(filtry.kwotaOd)}–${formatKwota(filtry.kwotaDo)} zł`;
    const pdf = await ratyPdf(
      await czytajUrzad(db),
      q.tytul,
      karta,
      filtrujRaty(ratyZbiorcze, filtry),
      opis,
      dzis(),
    );
    return plikPdf(c, `raty-${karta.symbolKarty.replace(/\W+/g, '-')}.pdf`, pdf);
  });

  app.get(naleznosciPaths.wplaty, async (c) => {
    const karta = await kartaPodmiotu(db, c.get('podmiot'), kartaZZapytania(c));
    const { rows } = await db.query<Wplata>(
      `SELECT opis, to_char(data_operacji, 'YYYY-MM-DD') AS "dataOperacji", typ,
              kwota_glowna::float8 AS "kwotaGlowna", koszty_upomnien::float8 AS "kosztyUpomnien",
              odsetki::float8 AS odsetki, oplata_prolongacyjna::float8 AS "oplataProlongacyjna",
              (kwota_glowna + koszty_upomnien + odsetki + oplata_prolongacyjna)::float8 AS suma
         FROM naleznosci_wplaty WHERE karta_id = $1 ORDER BY data_operacji DESC, id DESC`,
      [karta.idKartyNaleznosci],
    );
    return c.json({ wplaty: rows });
  });
  app.get(naleznosciPaths.dochodzenie, async (c) => {
    const karta = await kartaPodmiotu(db, c.get('podmiot'), kartaZZapytania(c));
    const { rows } = await db.query<ElementDochodzenia>(
      `SELECT opis, to_char(data_operacji, 'YYYY-MM-DD') AS "dataOperacji", typ, suma::float8 AS suma,
              kwota_glowna::float8 AS "kwotaGlowna", pozostalo_do_splaty::float8 AS "pozostaloDoSplaty"
         FROM naleznosci_dochodzenie WHERE karta_id = $1 ORDER BY data_operacji, id`,
      [karta.idKartyNaleznosci],
    );
    return c.json({ elementy: rows });
  });
  app.get(naleznosciPaths.wspolzobowiazani, async (c) => {
    const karta = await kartaPodmiotu(db, c.get('podmiot'), kartaZZapytania(c));
    const { rows } = await db.query<Wspolzobowiazany>(
      `SELECT nr_karty AS "nrKarty", nazwa_udzialowca AS "nazwaUdzialowca", udzial,
              forma_wladania AS "formaWladania", adres_udzialowca AS "adresUdzialowca"
         FROM naleznosci_wspolzobowiazani WHERE karta_id = $1 ORDER BY id`,
      [karta.idKartyNaleznosci],
    );
    return c.json({ wspolzobowiazani: rows });
  });

  app.post(naleznosciPaths.dowodWplaty, async (c) => {
    const parsed = z.safeParse(dowodWplatyBodySchema, await c.req.json().catch(() => null));
    if (!parsed.success) throw new ApiError(400, 'Wybierz raty do dowodu wpłaty');
    const { karta, wybrane } = await wybraneDoWplaty(db, c.get('podmiot'), parsed.data, dzis());
    const pdf = await dowodWplatyPdf(await czytajUrzad(db), karta, wybrane, dzis());
    return plikPdf(c, `dowod-wplaty-${karta.symbolKarty.replace(/\W+/g, '-')}.pdf`, pdf);
  });

  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'podmiot',
  montuj: (app, k) => {
    app.route('/', naleznosci(k.konto));
  },
};
