/**
 * Demo online payments (issue 13, service 21): the history of jan.kowalski's transfers, made over the dues the
 * seed has just written (seedNaleznosci calls this at its end, so a new set of dues is a new set of payments).
 * - a KIR transfer and a Przelewy24 transfer of last year's instalments, both posted (ZAKSIEGOWANA): the dues
 *   seed leaves those instalments unpaid, the transfers are written accepted (ordered three days before the due
 *   date) and the server's own posting (`ksieguj`) books them, as it books any transfer: the booked payment
 *   "Płatność internetowa" on the day of the order, the instalments paid, the holds gone;
 * - a Przelewy24 transfer of last year's waste instalment IV (the one flagged `zlecono_platnosc_p24`), accepted
 *   a day before the office's day and waiting for posting (ZAAKCEPTOWANA), holding that instalment.
 * The other demo subjects have no online payments (the history's empty state).
 *
 * Amounts are the instalments' own at the time of the order: the principal, reminder costs, extension fee and
 * late interest (for an overdue one, up to the order day, as the dues call counts it). VAT: the water and
 * sewage fees are invoiced with 8 % VAT included in the gross amount (the water invoices), so their `kwota_vat`
 * is 8/108 of the instalment; the taxes and the waste fee bear no VAT (0).
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../server/db.ts';
import { odsetkiZaZwloke, rodzajOdsetek } from '../../server/odsetki.ts';
import { ksieguj } from '../../server/platnosci/przelewy.ts';
import type { Aplikacja } from '../../src/core/api/naleznosci.ts';

const JAN = '85010112352';
const PORTAL = 'http://127.0.0.1:4173';

/** A deterministic transfer id (32 lowercase hex characters, as the table requires). */
export const idPrzelewuDemo = (etykieta: string) =>
  createHash('sha256').update(`gmina:platnosc:${etykieta}`).digest('hex').slice(0, 32);

const grosze = (n: number) => Math.round(n * 100);
const zl = (g: number) => g / 100;

/** yyyy-MM-dd `dni` days from `iso`. */
function przesun(iso: string, dni: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + dni);
  return t.toISOString().slice(0, 10);
}

interface Zlecenie {
  etykieta: string;
  dostawca: 'kir' | 'p24';
  status: 'ZAKSIEGOWANA' | 'ZAAKCEPTOWANA';
  symbol: string;
  nr: string;
  /** Office day and time (Europe/Warsaw) of the order, yyyy-MM-dd HH:mm:ss. */
  utworzono: string;
  /** Days from the order to its posting (posted transfers). */
  ksiegowanoPo?: number;
}

interface RataKarty {
  id: number;
  kartaId: number;
  aplikacja: Aplikacja;
  termin: string;
  kwotaRaty: number;
  kwotaGlowna: number;
  koszty: number;
  prolongacyjna: number;
  rodzaje: string;
  nry: string;
}

async function rata(db: Db, symbol: string, nr: string): Promise<RataKarty> {
  const { rows } = await db.query<RataKarty>(
    `SELECT z.id, z.karta_id AS "kartaId", k.aplikacja, to_char(z.termin_platnosci, 'YYYY-MM-DD') AS termin,
            z.kwota_raty::float8 AS "kwotaRaty", z.kwota_glowna::float8 AS "kwotaGlowna",
            z.koszty_egzekucji::float8 AS koszty, z.oplata_prolongacyjna::float8 AS prolongacyjna,
            (SELECT string_agg(DISTINCT r.rodzaj_oplaty, ', ') FROM naleznosci_raty r
              WHERE r.rata_zbiorcza_id = z.id) AS rodzaje,
            (SELECT string_agg(DISTINCT r.nr_raty, ',') FROM naleznosci_raty r
              WHERE r.rata_zbiorcza_id = z.id) AS nry
       FROM naleznosci_raty_zbiorcze z JOIN naleznosci_karty k ON k.id = z.karta_id
      WHERE k.symbol_karty = $1 AND k.pesel = $2
        AND EXISTS (SELECT 1 FROM naleznosci_raty r WHERE r.rata_zbiorcza_id = z.id AND r.nr_raty = $3)`,
    [symbol, JAN, nr],
  );
  if (rows.length !== 1) throw new Error(`demo payments: no instalment ${nr} of card ${symbol}`);
  return rows[0]!;
}

/** The demo transfers as of the office's day `dzis` (yyyy-MM-dd). */
export function zleceniaDemo(dzis: string): Zlecenie[] {
  const p = Number(dzis.slice(0, 4)) - 1;
  return [
    {
      etykieta: `kir:WS/${p}/000871:IV`,
      dostawca: 'kir',
      status: 'ZAKSIEGOWANA',
      symbol: `WS/${p}/000871`,
      nr: 'IV',
      utworzono: `${p}-08-26 19:06:41`,
      ksiegowanoPo: 2,
    },
    {
      etykieta: `p24:PN/${p}/000398:I`,
      dostawca: 'p24',
      status: 'ZAKSIEGOWANA',
      symbol: `PN/${p}/000398`,
      nr: 'I',
      utworzono: `${p}-03-12 08:24:09`,
      ksiegowanoPo: 1,
    },
    {
      etykieta: `p24:OD/${p}/001187:IV`,
      dostawca: 'p24',
      status: 'ZAAKCEPTOWANA',
      symbol: `OD/${p}/001187`,
      nr: 'IV',
      utworzono: `${przesun(dzis, -1)} 18:42:15`,
    },
  ];
}

const TYTUL_KARTY: Record<Aplikacja, string> = {
  PODATKI_GMINNE: 'Podatki gminne',
  SRODKI_TRANSPORTU: 'Podatek od środków transportowych',
  OPLATY_LOKALNE: 'Opłaty lokalne',
  OPLATY_PSY: 'Opłata od posiadania psów',
  WODA_SCIEKI: 'Woda i ścieki',
  ODPADY: 'Opłata za odpady komunalne',
};
const nrSlownie = (nr: string) =>
  nr === 'CALOSC' ? 'całość' : nr === 'ZALEGLOSC' ? 'zaległość' : `rata ${nr}`;

export async function seedPlatnosci(db: Db, dzis: string): Promise<void> {
  const { rows: uzytkownik } = await db.query<{ id: number }>(
    "SELECT id FROM uzytkownicy WHERE login = 'jan.kowalski'",
  );
  const uzytkownikId = uzytkownik[0]?.id ?? null;
  for (const z of zleceniaDemo(dzis)) {
    const r = await rata(db, z.symbol, z.nr);
    const id = idPrzelewuDemo(z.etykieta);
    const dzienZlecenia = z.utworzono.slice(0, 10);
    // the instalment is unpaid until this transfer is posted: its principal is what the order pays
    const glowna = r.kwotaGlowna;
    const odsetki = odsetkiZaZwloke(glowna, r.termin, dzienZlecenia, rodzajOdsetek(r.aplikacja));
    const razem = zl(grosze(glowna) + grosze(r.koszty) + grosze(r.prolongacyjna) + grosze(odsetki));
    const vat = r.aplikacja === 'WODA_SCIEKI' ? zl(Math.round((grosze(r.kwotaRaty) * 8) / 108)) : 0;
    const powrot = z.dostawca === 'kir' ? '/platnosc-wynik?wynik=' : '/platnosc-informacja?czySukces=';
    const [ok, blad] = z.dostawca === 'kir' ? ['ok', 'blad'] : ['true', 'false'];
    // moments are the office's (Europe/Warsaw) wall-clock times
    const warszawa = (n: number) => `$${n}::timestamp AT TIME ZONE 'Europe/Warsaw'`;
    await db.query(
      `INSERT INTO platnosci_przelewy (id, dostawca, karta_id, uzytkownik_id, kwota_grosze, tytul, sesja, token,
         id_u_dostawcy, metoda, status, url_ok, url_blad, utworzono, wygasa, zaakceptowano, zaksiegowano)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, ${warszawa(14)},
         ${warszawa(14)} + interval '30 minutes', ${warszawa(14)} + $15::int * interval '1 minute', NULL)`,
      [
        id,
        z.dostawca,
        r.kartaId,
        uzytkownikId,
        grosze(razem),
        `${TYTUL_KARTY[r.aplikacja]} ${z.symbol} – ${nrSlownie(z.nr)}`,
        z.dostawca === 'kir' ? `KIR${id.slice(0, 20).toUpperCase()}` : `gmina-${id}`,
        z.dostawca === 'p24' ? id.split('').reverse().join('').toUpperCase() : null,
        z.dostawca === 'kir' ? `PBN${id.slice(20, 32)}` : String(300_000_000 + parseInt(id.slice(0, 6), 16)),
        z.dostawca === 'p24' ? 154 : null,
        'ZAAKCEPTOWANA',
        `${PORTAL}${powrot}${ok}`,
        `${PORTAL}${powrot}${blad}`,
        z.utworzono,
        // accepted: verified the moment the notification came; posted ones a couple of minutes after the order
        z.ksiegowanoPo === undefined ? 0 : 2,
      ],
    );
    await db.query(
      `INSERT INTO platnosci_przelewy_raty (przelew_id, rata_zbiorcza_id, karta_id, rodzaj_oplaty, opis_nr_raty,
         termin_platnosci, kwota_raty, kwota_glowna, koszt_upomnien, oplata_prolongacyjna, kwota_odsetek,
         kwota_vat, kwota_razem)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        id,
        r.id,
        r.kartaId,
        r.rodzaje,
        r.nry,
        r.termin,
        r.kwotaRaty,
        glowna,
        r.koszty,
        r.prolongacyjna,
        odsetki,
        vat,
        razem,
      ],
    );
    // an accepted attempt holds its instalment (migration 019: the double-charge guard)
    await db.query('INSERT INTO platnosci_blokady (rata_zbiorcza_id, przelew_id) VALUES ($1, $2)', [
      r.id,
      id,
    ]);
    if (z.status === 'ZAKSIEGOWANA') {
      const { rows } = await db.query<{ ms: number }>(
        `SELECT (extract(epoch FROM $1::timestamp AT TIME ZONE 'Europe/Warsaw') * 1000)::float8 AS ms`,
        [`${przesun(dzienZlecenia, z.ksiegowanoPo ?? 0)} 10:00:00`],
      );
      const zaksiegowane = await ksieguj(db, rows[0]!.ms, 0, [id]);
      if (zaksiegowane[0] !== id) throw new Error(`demo payments: transfer ${z.etykieta} was not posted`);
    }
  }
}
