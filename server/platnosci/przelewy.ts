/**
 * Transfers of dues on the office's side (issue 13; DESIGN.md §7 "No double charge"): ordering (the instalments
 * are held in the same statement that creates the attempt), what the providers' notifications may change, the
 * re-check with the provider, expiry and posting. Every change of state is one SQL statement guarded by the
 * state it starts from, so a repeated notification or two jobs at once change nothing twice.
 */
import { randomBytes } from 'node:crypto';
import type { Dostawca, StatusPlatnosci } from '../../src/core/api/platnosci.ts';
import type { Karta, RataZbiorcza } from '../../src/core/api/naleznosci.ts';
import { terminEfektywny } from '../../src/core/rules/naleznosci.ts';
import type { Db } from '../db.ts';
import { ApiError } from '../http.ts';

export const OPIS_JUZ_ZLECONA = 'Płatność za wybrane raty została już zlecona';

export interface Przelew {
  id: string;
  dostawca: Dostawca;
  /** The transfer's first card: every card of a transfer is one subject's (migration 021). */
  kartaId: number;
  /** The recipient's account (KIR's `account`): the card's, or the office's collection account of a basket. */
  rachunek: string;
  kwotaGrosze: number;
  waluta: string;
  tytul: string;
  sesja: string;
  token: string | null;
  idUDostawcy: string | null;
  status: StatusPlatnosci;
  urlOk: string;
  urlBlad: string;
  utworzono: Date;
  wygasa: Date;
  zaakceptowano: Date | null;
  wersja: number;
  pesel: string | null;
  nip: string | null;
  email: string | null;
}

const PRZELEW_SQL = `SELECT p.id, p.dostawca, p.karta_id AS "kartaId", p.kwota_grosze AS "kwotaGrosze",
    p.waluta, p.tytul, p.sesja, p.token, p.id_u_dostawcy AS "idUDostawcy", p.status, p.url_ok AS "urlOk",
    p.url_blad AS "urlBlad", p.utworzono, p.wygasa, p.zaakceptowano, p.wersja, k.pesel, k.nip, u.email,
    COALESCE(p.rachunek, k.numer_konta) AS rachunek
  FROM platnosci_przelewy p JOIN naleznosci_karty k ON k.id = p.karta_id
  LEFT JOIN uzytkownicy u ON u.id = p.uzytkownik_id`;

export async function przelew(db: Db, id: string): Promise<Przelew | null> {
  const { rows } = await db.query<Przelew>(`${PRZELEW_SQL} WHERE p.id = $1`, [id]);
  return rows[0] ?? null;
}
export async function przelewSesji(db: Db, dostawca: Dostawca, sesja: string): Promise<Przelew | null> {
  const { rows } = await db.query<Przelew>(`${PRZELEW_SQL} WHERE p.dostawca = $1 AND p.sesja = $2`, [
    dostawca,
    sesja,
  ]);
  return rows[0] ?? null;
}

const grosze = (zl: number) => Math.round(zl * 100);
/** The VAT inside a water-and-sewage amount (8 %); other dues carry none. */
const vat = (karta: Karta, kwota: number) =>
  karta.aplikacjaNaleznosci === 'WODA_SCIEKI' ? Math.round((kwota * 8 * 100) / 108) / 100 : 0;

/** The chosen collective instalments of one card. */
export interface PozycjaZlecenia {
  karta: Karta;
  raty: RataZbiorcza[];
}

export interface Zlecenie {
  dostawca: Dostawca;
  /** One card (spec 02 `dodajPrzelew`) or several (the basket), each once, all of one subject. */
  pozycje: readonly PozycjaZlecenia[];
  /** The recipient's account of the whole transfer. */
  rachunek: string;
  uzytkownikId: number;
  tytul: string;
  urlOk: string;
  urlBlad: string;
  teraz: number;
  waznoscMs: number;
}

/**
 * Creates the attempt and holds its instalments in one statement: the primary key of `platnosci_blokady`
 * refuses a second attempt for any of them (409), however many requests arrive at once — a basket holds every
 * instalment of every card of it or none. Each row keeps its card (posting books it there).
 */
export async function zlec(db: Db, z: Zlecenie): Promise<{ id: string; kwotaGrosze: number }> {
  const id = randomBytes(16).toString('hex');
  const kwotaGrosze = z.pozycje.reduce((s, p) => p.raty.reduce((s2, r) => s2 + grosze(r.kwotaRazem), s), 0);
  const raty = z.pozycje.flatMap(({ karta, raty }) =>
    raty.map((r) => ({
      id: r.idNaleznosciRatyZbiorczej,
      karta: karta.idKartyNaleznosci,
      rodzaj: [...new Set(r.raty.map((x) => x.rodzajOplaty))].join(', '),
      // the labels as the card has them (I, II, CALOSC…), comma-separated: each reader says them in its words
      nr: [...new Set(r.raty.map((x) => x.nrRaty))].join(','),
      termin: terminEfektywny(r),
      kwotaRaty: r.kwotaRaty,
      glowna: r.kwotaGlowna,
      koszty: r.kosztyEgzekucji,
      prolongacyjna: r.oplataProlongacyjna,
      odsetki: r.odsetki,
      vat: vat(karta, r.kwotaRazem),
      razem: r.kwotaRazem,
    })),
  );
  try {
    await db.query(
      `WITH p AS (
         INSERT INTO platnosci_przelewy (id, dostawca, karta_id, uzytkownik_id, kwota_grosze, tytul, sesja, status,
                                         url_ok, url_blad, utworzono, wygasa, rachunek)
         VALUES ($1, $2, $3, $4, $5, $6, $1, 'ZLECONA', $7, $8, $9, $10, $12) RETURNING id),
       b AS (
         INSERT INTO platnosci_blokady (rata_zbiorcza_id, przelew_id)
         SELECT (r->>'id')::int, p.id FROM p, jsonb_array_elements($11::jsonb) r),
       r AS (
         INSERT INTO platnosci_przelewy_raty (przelew_id, rata_zbiorcza_id, karta_id, rodzaj_oplaty, opis_nr_raty,
           termin_platnosci, kwota_raty, kwota_glowna, koszt_upomnien, oplata_prolongacyjna, kwota_odsetek,
           kwota_vat, kwota_razem)
         SELECT p.id, (r->>'id')::int, (r->>'karta')::int, r->>'rodzaj', r->>'nr', (r->>'termin')::date,
                (r->>'kwotaRaty')::numeric, (r->>'glowna')::numeric, (r->>'koszty')::numeric, (r->>'prolongacyjna')::numeric,
                (r->>'odsetki')::numeric, (r->>'vat')::numeric, (r->>'razem')::numeric
           FROM p, jsonb_array_elements($11::jsonb) r)
       UPDATE naleznosci_raty_zbiorcze SET
         zlecono_platnosc_kir = zlecono_platnosc_kir OR $2 = 'kir',
         zlecono_platnosc_p24 = zlecono_platnosc_p24 OR $2 = 'p24'
       WHERE id IN (SELECT (r->>'id')::int FROM jsonb_array_elements($11::jsonb) r)`,
      [
        id,
        z.dostawca,
        z.pozycje[0]!.karta.idKartyNaleznosci,
        z.uzytkownikId,
        kwotaGrosze,
        z.tytul,
        z.urlOk,
        z.urlBlad,
        new Date(z.teraz),
        new Date(z.teraz + z.waznoscMs),
        JSON.stringify(raty),
        z.rachunek,
      ],
    );
  } catch (e) {
    if ((e as { code?: unknown }).code === '23505') throw new ApiError(409, OPIS_JUZ_ZLECONA);
    throw e;
  }
  return { id, kwotaGrosze };
}

export async function ustawToken(db: Db, id: string, token: string): Promise<void> {
  await db.query('UPDATE platnosci_przelewy SET token = $2 WHERE id = $1', [id, token]);
}

/**
 * Frees the instalments of transfers that no longer hold them (expired, failed, posted): their holds go and
 * the "ordered" flags fall unless another open attempt of the same provider holds the instalment.
 */
async function zwolnij(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `WITH d AS (DELETE FROM platnosci_blokady WHERE przelew_id = ANY($1::text[]) RETURNING rata_zbiorcza_id)
     UPDATE naleznosci_raty_zbiorcze SET zlecono_platnosc_kir = false, zlecono_platnosc_p24 = false
      WHERE id IN (SELECT rata_zbiorcza_id FROM d)`,
    [ids],
  );
}

/** An attempt that never reached the provider fails and frees its instalments at once. */
export async function porzuc(db: Db, id: string, teraz: number): Promise<void> {
  await db.query('UPDATE platnosci_przelewy SET wygasa = $2 WHERE id = $1', [id, new Date(teraz)]);
  await przejdz(db, id, ['ZLECONA'], 'ODRZUCONA', teraz);
  await zwolnij(db, [id]);
}

/**
 * Moves a transfer from one of `z` to `na`; false when it was in none of them (someone else moved it first). A
 * move to "being verified" or "accepted" also needs the attempt to still hold its instalments: once they are
 * free (expired, failed for good) another attempt may pay them, so a late payment is refused, not accepted.
 */
export async function przejdz(
  db: Db,
  id: string,
  z: readonly StatusPlatnosci[],
  na: StatusPlatnosci,
  teraz: number,
  zmiany: { idUDostawcy?: string; metoda?: number } = {},
): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE platnosci_przelewy p SET status = $3,
        zaakceptowano = CASE WHEN $3 = 'ZAAKCEPTOWANA' THEN $4 ELSE zaakceptowano END,
        sprawdzono = $4, wersja = wersja + 1,
        id_u_dostawcy = COALESCE($5, id_u_dostawcy), metoda = COALESCE($6, metoda)
      WHERE id = $1 AND status = ANY($2::text[])
        AND ($3 NOT IN ('W_WERYFIKACJI', 'ZAAKCEPTOWANA')
             OR EXISTS (SELECT 1 FROM platnosci_blokady b WHERE b.przelew_id = p.id))
      RETURNING id`,
    [id, z, na, new Date(teraz), zmiany.idUDostawcy ?? null, zmiany.metoda ?? null],
  );
  return rows.length > 0;
}

/**
 * A rejection by the bank (KIR's status 3) in one statement: the attempt fails and its instalments are free at
 * once, so the result page's "the instalments can be chosen again" is true (issue 26 item 1). The attempt stays
 * open to one last question at its expiry: a payment the bank made after all is then taken only if its
 * instalments are still free (`odzyskaj`). False when the attempt was not in one of `z` any more.
 */
export async function odrzuc(
  db: Db,
  id: string,
  z: readonly StatusPlatnosci[],
  teraz: number,
): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `WITH u AS (
       UPDATE platnosci_przelewy SET status = 'ODRZUCONA', sprawdzono = $3, wersja = wersja + 1
        WHERE id = $1 AND status = ANY($2::text[]) RETURNING id),
     d AS (DELETE FROM platnosci_blokady WHERE przelew_id IN (SELECT id FROM u) RETURNING rata_zbiorcza_id),
     f AS (UPDATE naleznosci_raty_zbiorcze SET zlecono_platnosc_kir = false, zlecono_platnosc_p24 = false
            WHERE id IN (SELECT rata_zbiorcza_id FROM d))
     SELECT id FROM u`,
    [id, z, new Date(teraz)],
  );
  return rows.length > 0;
}

/**
 * A rejected attempt found paid after all takes its instalments back — only when every one of them is still
 * free: not held by another attempt, not ordered, not paid. True when it holds them again (it can then be
 * accepted and posted as any payment).
 *
 * No double charge (issue 26 item 1): once a rejection freed the instalments the resident may order them again.
 * If they did, the late payment of the first attempt is not booked against them — the primary key of
 * `platnosci_blokady` lets only one attempt hold an instalment, and the second order, made in good faith after the
 * bank said "rejected", keeps it. The first payment's money is then logged for the office (a refused notification
 * with its reason) to return; the instalments are paid once, by the attempt that holds them.
 */
export async function odzyskaj(db: Db, p: Przelew): Promise<boolean> {
  try {
    const { rows } = await db.query<{ n: number }>(
      `WITH r AS (SELECT rata_zbiorcza_id FROM platnosci_przelewy_raty WHERE przelew_id = $1),
       wolne AS (
         SELECT 1 WHERE NOT EXISTS (
           SELECT 1 FROM naleznosci_raty_zbiorcze z JOIN r ON r.rata_zbiorcza_id = z.id
            WHERE z.czy_splacona OR z.zlecono_platnosc_kir OR z.zlecono_platnosc_p24)
           AND NOT EXISTS (SELECT 1 FROM platnosci_blokady b JOIN r USING (rata_zbiorcza_id))
           AND EXISTS (SELECT 1 FROM platnosci_przelewy WHERE id = $1 AND status = 'ODRZUCONA' AND wersja = $3)),
       b AS (
         INSERT INTO platnosci_blokady (rata_zbiorcza_id, przelew_id)
         SELECT r.rata_zbiorcza_id, $1 FROM r, wolne RETURNING rata_zbiorcza_id),
       f AS (
         UPDATE naleznosci_raty_zbiorcze SET zlecono_platnosc_kir = $2 = 'kir', zlecono_platnosc_p24 = $2 = 'p24'
          WHERE id IN (SELECT rata_zbiorcza_id FROM b))
       SELECT count(*)::int AS n FROM b`,
      [p.id, p.dostawca, p.wersja],
    );
    return (rows[0]?.n ?? 0) > 0;
  } catch (e) {
    // another order took one of them at the same moment
    if ((e as { code?: unknown }).code === '23505') return false;
    throw e;
  }
}

/**
 * Ends one attempt as it was read (its status and version) and frees its instalments, in one statement: `stan` is
 * the SQL of its new status, `wygasa` of its new expiry. Nothing happens when the attempt changed since it was
 * read — a notification accepted meanwhile keeps its hold.
 */
async function zakoncz(db: Db, p: Przelew, teraz: number, stan: string, wygasa: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `WITH u AS (
       UPDATE platnosci_przelewy SET status = ${stan}, wygasa = ${wygasa}, sprawdzono = $4,
              wersja = wersja + 1
        WHERE id = $1 AND status = $2 AND wersja = $3 RETURNING id),
     d AS (DELETE FROM platnosci_blokady WHERE przelew_id IN (SELECT id FROM u) RETURNING rata_zbiorcza_id),
     f AS (UPDATE naleznosci_raty_zbiorcze SET zlecono_platnosc_kir = false, zlecono_platnosc_p24 = false
            WHERE id IN (SELECT rata_zbiorcza_id FROM d))
     SELECT id FROM u`,
    [p.id, p.status, p.wersja, new Date(teraz)],
  );
  return rows.length > 0;
}

/**
 * The resident cancels an ordered attempt the provider has no payment for (`POST /platnosci/anulujZlecenie`): as
 * its expiry would, guarded by the state and version it was read in (a notification that came meanwhile wins),
 * with its time taken as over so a late notification is out of order.
 */
export const anuluj = (db: Db, p: Przelew, teraz: number) =>
  zakoncz(db, p, teraz, "'WYGASLA'", 'LEAST(wygasa, $4)');

/** Expires one attempt as it was read (a failed one stays failed) and frees its instalments. */
const wygasJeden = (db: Db, p: Przelew, teraz: number) =>
  zakoncz(db, p, teraz, "CASE WHEN status = 'ODRZUCONA' THEN status ELSE 'WYGASLA' END", 'wygasa');

/**
 * Logs a provider's notification, bounded (issue 23 §4): of the body only the provider's own fields are kept, a
 * string cut to 200 characters and a number only when it is a finite number; anything else is dropped and a body
 * that is not an object is stored as null, so a forged notification cannot grow the log by more than a few
 * hundred bytes.
 */
export async function zapiszPowiadomienie(
  db: Db,
  wpis: { dostawca: Dostawca; przelewId: string | null; tresc: unknown; przyjete: boolean; powod?: string },
  teraz: number,
): Promise<void> {
  const POLA: Record<Dostawca, readonly string[]> = {
    p24: [
      'merchantId',
      'posId',
      'sessionId',
      'amount',
      'originAmount',
      'currency',
      'orderId',
      'methodId',
      'statement',
      'sign',
    ],
    kir: ['newStatus', 'transAmount', 'paymentId', 'hash'],
  };
  const t = wpis.tresc;
  let tresc: Record<string, string | number> | null = null;
  if (typeof t === 'object' && t !== null && !Array.isArray(t)) {
    tresc = {};
    for (const pole of POLA[wpis.dostawca]) {
      const v: unknown = (t as Record<string, unknown>)[pole];
      if (typeof v === 'string') tresc[pole] = Array.from(v).slice(0, 200).join('');
      else if (typeof v === 'number' && Number.isFinite(v)) tresc[pole] = v;
    }
  }
  await db.query(
    `INSERT INTO platnosci_powiadomienia (dostawca, przelew_id, otrzymano, tresc, przyjete, powod)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      wpis.dostawca,
      wpis.przelewId,
      new Date(teraz),
      JSON.stringify(tresc),
      wpis.przyjete,
      wpis.powod ?? null,
    ],
  );
  if (!wpis.przyjete)
    console.warn(
      `[platnosci] ${wpis.dostawca} notification refused (${wpis.powod}) for ${wpis.przelewId ?? '?'}`,
    );
}

/** What the provider says of a transfer when asked. */
export type StanUDostawcy =
  { zaplacona: true; idUDostawcy: string; metoda?: number } | { zaplacona: false; odrzucona: boolean } | null;

/**
 * Transfers whose time ran out (still ordered, unsure or failed, holding instalments): each is re-checked with
 * the provider first — a payment made after all is accepted (failed → paid is corrected here) — and the rest
 * expire and free their instalments.
 */
export async function wygas(
  db: Db,
  teraz: number,
  sprawdz: (p: Przelew) => Promise<StanUDostawcy>,
  akceptuj: (p: Przelew, s: StanUDostawcy & { zaplacona: true }) => Promise<boolean>,
): Promise<{ wygasle: number; poprawione: number }> {
  // the rejected attempts that freed their instalments at once are asked once more when their time is over (the
  // bank's validity date): until that question `sprawdzono` (the time of the rejection) is before `wygasa`
  const trzyma = 'EXISTS (SELECT 1 FROM platnosci_blokady b WHERE b.przelew_id = p.id)';
  const { rows } = await db.query<Przelew>(
    `${PRZELEW_SQL} WHERE p.wygasa <= $1
        AND ((p.status IN ('ZLECONA', 'W_WERYFIKACJI', 'ODRZUCONA') AND ${trzyma})
          OR (p.status = 'ODRZUCONA' AND p.sprawdzono < p.wygasa AND NOT ${trzyma}))`,
    [new Date(teraz)],
  );
  let wygasle = 0;
  let poprawione = 0;
  for (const p of rows) {
    const stan = await sprawdz(p).catch(() => null);
    if (stan?.zaplacona) {
      if (await akceptuj(p, stan)) poprawione++;
      else await sprawdzono(db, p, teraz);
      continue;
    }
    // a provider that did not answer leaves the attempt held until it answers: a payment may have been made
    if (stan === null) continue;
    // a rejection that already freed its instalments: asked for the last time, nothing more to free
    if (p.status === 'ODRZUCONA' && !(await trzymaRaty(db, p.id))) await sprawdzono(db, p, teraz);
    else if (await wygasJeden(db, p, teraz)) wygasle++;
  }
  return { wygasle, poprawione };
}

/** Whether the attempt holds instalments. */
export async function trzymaRaty(db: Db, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM platnosci_blokady WHERE przelew_id = $1 LIMIT 1', [id]);
  return rows.length > 0;
}

/** The last question of a rejected attempt was asked (it is not asked again). */
async function sprawdzono(db: Db, p: Przelew, teraz: number): Promise<void> {
  await db.query(
    `UPDATE platnosci_przelewy SET sprawdzono = GREATEST($2, wygasa) WHERE id = $1 AND status = 'ODRZUCONA'`,
    [p.id, new Date(teraz)],
  );
}

/** Unsure payments (a notification came, verification did not finish) are asked about again. */
export async function niepewne(db: Db, teraz: number, odstepMs: number): Promise<Przelew[]> {
  const { rows } = await db.query<Przelew>(
    `${PRZELEW_SQL} WHERE p.status = 'W_WERYFIKACJI' AND (p.sprawdzono IS NULL OR p.sprawdzono <= $1)`,
    [new Date(teraz - odstepMs)],
  );
  return rows;
}

/**
 * Posting: accepted transfers older than `opoznienieMs` (or those named) become booked payments — each instalment
 * one on its own card (a basket books on each of its cards) — their instalments are paid and their holds go. One
 * statement per transfer, guarded by its state.
 */
export async function ksieguj(
  db: Db,
  teraz: number,
  opoznienieMs: number,
  ids?: readonly string[],
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM platnosci_przelewy WHERE status = 'ZAAKCEPTOWANA'
        AND (CASE WHEN $2::text[] IS NULL THEN zaakceptowano <= $1 ELSE id = ANY($2::text[]) END)
      ORDER BY zaakceptowano`,
    [new Date(teraz - opoznienieMs), ids ? [...ids] : null],
  );
  const zaksiegowane: string[] = [];
  for (const { id } of rows) {
    const { rows: ok } = await db.query<{ id: string }>(
      `WITH p AS (
         UPDATE platnosci_przelewy SET status = 'ZAKSIEGOWANA', zaksiegowano = $2
          WHERE id = $1 AND status = 'ZAAKCEPTOWANA'
          RETURNING id, dostawca, zaakceptowano, id_u_dostawcy),
       w AS (
         INSERT INTO naleznosci_wplaty (id, karta_id, opis, data_operacji, typ, kwota_glowna, koszty_upomnien,
                                        odsetki, oplata_prolongacyjna)
         SELECT nextval('naleznosci_wplaty_platnosci'), r.karta_id,
                'Płatność internetowa ' || CASE p.dostawca WHEN 'kir' THEN 'KIR Paybynet' ELSE 'Przelewy24' END
                  || ' – ' || array_to_string(ARRAY(
                    SELECT CASE x WHEN 'CALOSC' THEN 'całość' WHEN 'ZALEGLOSC' THEN 'zaległość'
                                  WHEN 'ANULOWANA' THEN 'anulowana' ELSE 'rata ' || x END
                      FROM unnest(string_to_array(r.opis_nr_raty, ',')) x), ', '),
                (p.zaakceptowano AT TIME ZONE 'Europe/Warsaw')::date,
                'Płatność internetowa', r.kwota_glowna, r.koszt_upomnien, r.kwota_odsetek, r.oplata_prolongacyjna
           FROM p JOIN platnosci_przelewy_raty r ON r.przelew_id = p.id),
       z AS (
         UPDATE naleznosci_raty_zbiorcze SET czy_splacona = true, kwota_glowna = 0, koszty_egzekucji = 0,
                oplata_prolongacyjna = 0, zlecono_platnosc_kir = false, zlecono_platnosc_p24 = false
          WHERE id IN (SELECT r.rata_zbiorcza_id FROM p JOIN platnosci_przelewy_raty r ON r.przelew_id = p.id)),
       d AS (DELETE FROM platnosci_blokady WHERE przelew_id IN (SELECT id FROM p))
       SELECT id FROM p`,
      [id, new Date(teraz)],
    );
    if (ok.length) zaksiegowane.push(id);
  }
  return zaksiegowane;
}
