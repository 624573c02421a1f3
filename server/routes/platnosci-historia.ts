/**
 * Online payment history (service 21; spec 02 §2 "Online payment history", §3 "Online payment", §7; issue 13):
 * every transfer of the current subject's dues cards, newest order first, with the provider's data and the
 * instalments it pays (each with its card: a basket pays several), and the PDF of one transaction. The subject of
 * a transfer is its cards' (`pesel` of a person's card, `nip` of an institution's; a person's and an
 * institution's are never mixed): read from its first card, since every card of one transfer is the subject's
 * that ordered it (migration 021). Only reads the payment tables: ordering, verification and posting are the
 * payment calls' (routes/platnosci.ts).
 *
 * Paths (src/core/api/platnosci.ts): `GET /platnosci/dajHistoriePlatnosci` and `…/pdf?idTransakcji=`; a
 * transaction of another subject, or none, answers the same 403 as another subject (DESIGN.md §7).
 * Moments are office time (Europe/Warsaw) as `yyyy-MM-ddTHH:mm:ss`.
 */
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { kontaktSchema, type Kontakt } from '../../src/core/api/powloka.ts';
import { platnosciPaths, type Platnosc, type StatusPlatnosci } from '../../src/core/api/platnosci.ts';
import { formatAccountNumber, formatPln } from '../../src/core/format.ts';
import { formatDatePl, formatDateTimePl } from '../../src/core/dates.ts';
import type { Db } from '../db.ts';
import { formatKwota, sumaKwot } from '../format.ts';
import { ApiError } from '../http.ts';
import type { KontoOpcje } from '../konto/context.ts';
import { chronione, OPIS_BRAK_DOSTEPU, type Podmiot, type PodmiotEnv } from '../konto/podmioty.ts';
import { renderTablePdf } from '../pdf.ts';
import { czytajUrzad, type Urzad } from '../urzad.ts';
import { nrRatyPl } from './naleznosci.ts';
import type { Domena } from './index.ts';

/**
 * Query of the PDF: the transaction's id (32 lowercase hex characters, as the transfers table holds them), or none
 * (absent or `0`). Spec 02 §2: "PDF covers the opened transaction (0 if none)" — with no transaction opened the
 * PDF covers the whole list the reader sees (issue 26 item 9): a PDF of nothing would be no use, and the list is
 * what the screen shows then.
 */
export const historiaPdfQuerySchema = z.object({
  idTransakcji: z.optional(z.string().check(z.regex(/^(?:[0-9a-f]{32}|0)$/))),
});

/** The state in the office's words (spec 02 §8 'Płatność zaakceptowana.', 'Płatność nie powiodła się.'). */
export const opisyStatusow: Record<StatusPlatnosci, string> = {
  ZLECONA: 'Płatność zlecona – oczekuje na dokończenie u dostawcy',
  W_WERYFIKACJI: 'Płatność w trakcie weryfikacji',
  ZAAKCEPTOWANA: 'Płatność zaakceptowana – oczekuje na zaksięgowanie',
  ZAKSIEGOWANA: 'Płatność zaksięgowana',
  ODRZUCONA: 'Płatność nie powiodła się',
  WYGASLA: 'Płatność wygasła – nie została dokończona',
};

const CZAS = (kolumna: string) =>
  `to_char(${kolumna} AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM-DD"T"HH24:MI:SS')`;
const PODMIOTU = `(CASE WHEN $1::text IS NOT NULL THEN k.pesel = $1 ELSE k.nip = $2 END) AND k.czy_instytucja = $3`;
const podmiotu = (p: Podmiot) => [p.czyInstytucja ? null : p.pesel, p.nip, p.czyInstytucja];

interface PrzelewWiersz {
  id: string;
  dostawca: 'kir' | 'p24';
  status: StatusPlatnosci;
  tytul: string;
  grosze: number;
  waluta: string;
  utworzono: string;
  wygasa: string;
  numerKonta: string;
  /** Still ordered and within its time: the payer can go on to the provider's page. */
  otwarta: boolean;
}

/** Where the portal sends a payer on to the provider's page of an open transfer (routes/platnosci.ts `przejdz`). */
export type AdresDokonczenia = (idTransakcji: string) => string;

/** The office as the recipient of a Przelewy24 transfer: its contact settings (`ustawienia.kontakt`). */
async function odbiorca(db: Db): Promise<Kontakt | null> {
  const { rows } = await db.query<{ wartosc: unknown }>(
    "SELECT wartosc FROM ustawienia WHERE klucz = 'kontakt'",
  );
  return rows[0] ? z.parse(kontaktSchema, rows[0].wartosc) : null;
}

/**
 * The office keeps "12-345 Town" in one field: the postal code and the town after it. A town left out is the
 * gmina's seat, named as the gmina (empty while the office's name is not set).
 */
function kodIMiasto(k: Kontakt | null, u: Urzad): [kod: string, miasto: string] {
  const siedziba = u.ustawienia?.nazwaGminy ?? '';
  const m = /^\s*(\d{2}-\d{3})\s*(.*?)\s*$/.exec(k?.kodPocztowy ?? '');
  return m ? [m[1]!, m[2] || siedziba] : [k?.kodPocztowy ?? '', siedziba];
}

/** The subject's transfers (all of them, or the one `id`), newest order first, in the answer's shape. */
export async function czytajPlatnosci(
  db: Db,
  p: Podmiot,
  id?: string,
  dokonczenie?: { adres: AdresDokonczenia; teraz: number },
): Promise<Platnosc[]> {
  const { rows } = await db.query<PrzelewWiersz>(
    `SELECT t.id, t.dostawca, t.status, t.tytul, t.kwota_grosze AS grosze, t.waluta,
            ${CZAS('t.utworzono')} AS utworzono, ${CZAS('t.wygasa')} AS wygasa,
            COALESCE(t.rachunek, k.numer_konta) AS "numerKonta",
            (t.status = 'ZLECONA' AND t.wygasa > $5) AS otwarta
       FROM platnosci_przelewy t JOIN naleznosci_karty k ON k.id = t.karta_id
      WHERE ${PODMIOTU} AND ($4::text IS NULL OR t.id = $4)
      ORDER BY t.utworzono DESC, t.id`,
    [...podmiotu(p), id ?? null, new Date(dokonczenie?.teraz ?? 0)],
  );
  if (rows.length === 0) return [];
  const { rows: raty } = await db.query<Platnosc['raty'][number] & { przelew: string }>(
    `SELECT r.przelew_id AS przelew, r.karta_id AS "idKartyNaleznosci", k.symbol_karty AS "symbolKarty",
            r.rodzaj_oplaty AS "rodzajOplaty", r.opis_nr_raty AS "opisNrRaty",
            to_char(r.termin_platnosci, 'YYYY-MM-DD') AS "terminPlatnosci", r.kwota_raty::float8 AS "kwotaRaty",
            r.kwota_glowna::float8 AS "kwotaGlowna", r.koszt_upomnien::float8 AS "kosztUpomnien",
            r.oplata_prolongacyjna::float8 AS "oplataProlongacyjna", r.kwota_odsetek::float8 AS "kwotaOdsetek",
            r.kwota_vat::float8 AS "kwotaVat"
       FROM platnosci_przelewy_raty r JOIN naleznosci_karty k ON k.id = r.karta_id
      WHERE r.przelew_id = ANY($1::text[])
      ORDER BY r.termin_platnosci, k.symbol_karty, r.rata_zbiorcza_id`,
    [rows.map((r) => r.id)],
  );
  const u = await czytajUrzad(db);
  const kontakt = rows.some((r) => r.dostawca === 'p24') ? await odbiorca(db) : null;
  const [kodPocztowy, miasto] = kodIMiasto(kontakt, u);
  return rows.map((t) => ({
    idTransakcji: t.id,
    tytul: t.tytul,
    kwota: t.grosze / 100,
    kodWaluty: t.waluta.trim(),
    dataZlecenia: t.utworzono,
    opisPlatnosci: {
      typPlatnosci: t.dostawca,
      status: t.status,
      opisStatusu: opisyStatusow[t.status],
      transakcjaKIR:
        t.dostawca === 'kir'
          ? {
              waznoscTransakcji: t.wygasa,
              akceptantNumerRachunku: t.numerKonta,
              akceptantNazwaRachunku: u.urzad,
            }
          : null,
      transakcjaP24:
        t.dostawca === 'p24'
          ? {
              iban: `PL${t.numerKonta}`,
              odbiorcaNazwa: kontakt?.nazwaUrzedu ?? u.urzad,
              odbiorcaAdres: kontakt?.adres ?? '',
              odbiorcaMiasto: miasto,
              odbiorcaKodPocztowy: kodPocztowy,
              odbiorcaEmail: kontakt?.email ?? null,
              odbiorcaKodPanstwa: 'PL',
              // The provider's page of a transaction (/trnRequest/{token}) serves only a registration still being
              // paid, reached through the portal's own address (`przejdz`): that address is given while the
              // transfer is ordered and within its time, so the payer can finish paying (issue 26 item 9); a
              // finished or expired one has no page at the provider, so none is given (the row is not shown)
              urlTransakcji: t.otwarta && dokonczenie ? dokonczenie.adres(t.id) : null,
            }
          : null,
    },
    raty: raty.filter((r) => r.przelew === t.id).map(({ przelew: _, ...r }) => r),
  }));
}

/** The transaction of the PDF, or null for the whole list (none opened: absent or `0`). */
function idZZapytania(c: Context): string | null {
  const parsed = z.safeParse(historiaPdfQuerySchema, { idTransakcji: c.req.query('idTransakcji') });
  if (!parsed.success) throw new ApiError(400, 'Niepoprawny parametr idTransakcji');
  const id = parsed.data.idTransakcji;
  return id === undefined || id === '0' ? null : id;
}

const dostawcaPl = { kir: 'przelew bankowy (KIR)', p24: 'Przelewy24' } as const;

/** The PDF of one transaction (spec 02 §2: "PDF covers the opened transaction"): its details and instalments. */
export function platnoscPdf(u: Urzad, t: Platnosc, p: Podmiot) {
  const o = t.opisPlatnosci;
  const kir = o.transakcjaKIR;
  const p24 = o.transakcjaP24;
  const szczegoly = [
    `Identyfikator transakcji: ${t.idTransakcji}`,
    `Data zlecenia: ${formatDateTimePl(t.dataZlecenia)}`,
    `Kwota: ${formatPln(t.kwota)}`,
    `Sposób płatności: ${dostawcaPl[o.typPlatnosci]}`,
    `Status: ${o.opisStatusu}`,
    ...(kir
      ? [
          `Ważność transakcji: ${formatDateTimePl(kir.waznoscTransakcji)}`,
          `Numer rachunku akceptanta: ${formatAccountNumber(kir.akceptantNumerRachunku)}`,
          `Nazwa rachunku akceptanta: ${kir.akceptantNazwaRachunku}`,
        ]
      : []),
    ...(p24
      ? [
          `IBAN: ${formatAccountNumber(p24.iban)}`,
          `Odbiorca: ${p24.odbiorcaNazwa}, ${p24.odbiorcaAdres}, ${p24.odbiorcaKodPocztowy} ${p24.odbiorcaMiasto}, ${p24.odbiorcaKodPanstwa}`,
          ...(p24.odbiorcaEmail ? [`E-mail odbiorcy: ${p24.odbiorcaEmail}`] : []),
          ...(p24.urlTransakcji ? [`Adres transakcji: ${p24.urlTransakcji}`] : []),
        ]
      : []),
  ];
  const kwoty = [
    'kwotaRaty',
    'kwotaGlowna',
    'kosztUpomnien',
    'oplataProlongacyjna',
    'kwotaOdsetek',
    'kwotaVat',
  ] as const;
  return renderTablePdf(
    {
      title: `Płatność internetowa – ${t.tytul}`,
      subtitle: `${u.urzad} · ${p.nazwa}`,
      autor: u.urzad,
      intro: szczegoly,
      heading: 'Raty opłacone tą płatnością',
      columns: [
        // the card of each instalment: a transfer of the basket pays several
        { header: 'Karta', width: 'auto' },
        { header: 'Rodzaj opłaty', width: '*' },
        { header: 'Rata', width: 'auto' },
        { header: 'Termin płatności', width: 'auto' },
        { header: 'Kwota raty (zł)', align: 'right', width: 'auto' },
        { header: 'Kwota główna (zł)', align: 'right', width: 'auto' },
        { header: 'Koszt upomnień (zł)', align: 'right', width: 'auto' },
        { header: 'Opłata prolongacyjna (zł)', align: 'right', width: 'auto' },
        { header: 'Odsetki (zł)', align: 'right', width: 'auto' },
        { header: 'VAT (zł)', align: 'right', width: 'auto' },
      ],
      rows: t.raty.map((r) => [
        r.symbolKarty,
        r.rodzajOplaty,
        r.opisNrRaty.split(',').map(nrRatyPl).join(', '),
        formatDatePl(r.terminPlatnosci),
        ...kwoty.map((x) => formatKwota(r[x])),
      ]),
      totals: ['Razem', '', '', '', ...kwoty.map((x) => formatKwota(sumaKwot(t.raty.map((r) => r[x]))))],
    },
    { osobisty: true },
  );
}

/** The PDF of the whole list (no transaction opened): every transaction of the subject as the table shows it. */
export function listaPlatnosciPdf(u: Urzad, platnosci: Platnosc[], p: Podmiot) {
  return renderTablePdf(
    {
      title: 'Historia płatności internetowych',
      subtitle: `${u.urzad} · ${p.nazwa}`,
      autor: u.urzad,
      intro: platnosci.length === 0 ? ['Brak płatności internetowych.'] : [],
      columns: [
        { header: 'Tytuł', width: '*' },
        { header: 'Kwota', align: 'right', width: 'auto' },
        { header: 'Data zlecenia', width: 'auto' },
        { header: 'Sposób płatności', width: 'auto' },
        { header: 'Status', width: 'auto' },
        { header: 'Identyfikator transakcji', width: 'auto' },
      ],
      rows: platnosci.map((t) => [
        t.tytul,
        `${formatKwota(t.kwota)} ${t.kodWaluty}`,
        formatDateTimePl(t.dataZlecenia),
        dostawcaPl[t.opisPlatnosci.typPlatnosci],
        t.opisPlatnosci.opisStatusu,
        t.idTransakcji,
      ]),
    },
    { osobisty: true },
  );
}

export function platnosciHistoria(k: KontoOpcje): Hono<PodmiotEnv> {
  const dokonczenie = () => ({
    adres: (id: string) => `${k.apiUrl.replace(/\/+$/, '')}/platnosci/przejdz/${id}`,
    teraz: k.teraz(),
  });
  const app = new Hono<PodmiotEnv>();
  // both kinds of subject (spec 02 §1: service 21 is not limited to persons or institutions)
  chronione(app, k, [platnosciPaths.historia]);

  app.get(platnosciPaths.historia, async (c) =>
    c.json({ platnosci: await czytajPlatnosci(k.db, c.get('podmiot'), undefined, dokonczenie()) }),
  );
  app.get(`${platnosciPaths.historia}/pdf`, async (c) => {
    const id = idZZapytania(c);
    const podmiot = c.get('podmiot');
    if (id === null) {
      const lista = await czytajPlatnosci(k.db, podmiot, undefined, dokonczenie());
      return c.body(new Uint8Array(await listaPlatnosciPdf(await czytajUrzad(k.db), lista, podmiot)), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="historia-platnosci.pdf"',
      });
    }
    const [t] = await czytajPlatnosci(k.db, podmiot, id, dokonczenie());
    if (!t) throw new ApiError(403, OPIS_BRAK_DOSTEPU);
    return c.body(new Uint8Array(await platnoscPdf(await czytajUrzad(k.db), t, podmiot)), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="platnosc-${id}.pdf"`,
    });
  });
  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'podmiot',
  montuj: (app, k) => {
    app.route('/', platnosciHistoria(k.konto));
  },
};
