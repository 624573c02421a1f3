/**
 * Reads of the water services (routes/woda.ts): every one takes the subject's identifier (its PESEL or NIP)
 * and returns only that subject's rows, so a point, meter or invoice of another subject is simply not found;
 * the handlers answer that with the same 403 as for another subject.
 */
import type {
  DaneKorespondencyjne,
  Faktura,
  Odczyt,
  PunktOdbioru,
  Wodomierz,
  Zgloszenie,
  ZgloszenieDanych,
  ZgloszenieStanu,
} from '../../src/core/api/woda.ts';
import { AVERAGE_DECIMALS } from '../../src/core/format.ts';
import type { Db } from '../db.ts';
import type { Podmiot } from '../konto/podmioty.ts';

/** The identifier water data is kept under. */
export const idPodmiotu = (p: Podmiot): string => (p.czyInstytucja ? p.nip : p.pesel) ?? '';

const DATA = (kolumna: string) => `to_char(${kolumna}, 'YYYY-MM-DD')`;
/** A moment as the office's clock shows it (spec 01 §9 'yyyy-MM-dd HH:mm:ss'), whatever zone the server runs in. */
const CHWILA = (kolumna: string) =>
  `to_char(${kolumna} AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM-DD HH24:MI:SS')`;

export async function czytajPunkty(db: Db, podmiot: string): Promise<PunktOdbioru[]> {
  const { rows } = await db.query<PunktOdbioru>(
    `SELECT p.id AS "idPunktuOdbioru", p.adres AS "adresPunktuOdbioru",
            coalesce((SELECT array_agg(DISTINCT extract(year FROM f.data_wystawienia)::int)
                        FROM woda_faktury f WHERE f.id_punktu = p.id), '{}') AS "lataOdbioru",
            coalesce((SELECT json_agg(json_build_object('numerLicznika', l.numer,
                                      'dataWyjecia', ${DATA('l.data_wyjecia')})
                                      ORDER BY l.data_wyjecia DESC NULLS FIRST)
                        FROM woda_liczniki l WHERE l.id_punktu = p.id), '[]') AS "liczniki"
       FROM woda_punkty p WHERE p.podmiot = $1 ORDER BY p.id`,
    [podmiot],
  );
  return rows.map((r) => ({ ...r, lataOdbioru: [...r.lataOdbioru].sort((a, b) => a - b) }));
}

export interface PunktWlasny {
  id: number;
  adres: string;
  nrKarty: string;
  numerUmowy: string;
  dataZawarcia: string;
}

/** The subject's point with this id, or null (another subject's, or none). */
export async function punktPodmiotu(db: Db, podmiot: string, id: number): Promise<PunktWlasny | null> {
  const { rows } = await db.query<PunktWlasny>(
    `SELECT id, adres, nr_karty AS "nrKarty", numer_umowy AS "numerUmowy",
            ${DATA('data_zawarcia')} AS "dataZawarcia"
       FROM woda_punkty WHERE podmiot = $1 AND id = $2`,
    [podmiot, id],
  );
  return rows[0] ?? null;
}

export interface FakturaWiersz extends Faktura {
  okresOd: string;
  okresDo: string;
  zuzycie: number;
  nrKarty: string;
}

const FAKTURA = `f.numer AS "numerFaktury", f.dotyczy AS "dotyczyWodySciekow",
  ${DATA('f.data_wystawienia')} AS "dataWystawieniaFaktury", ${DATA('f.data_zaplaty')} AS "dataZaplaty",
  f.kwota_brutto::float8 AS "kwotaBrutto", f.id_dokumentu_pdf IS NOT NULL AS "wystawionoDokumentPdf",
  f.id_dokumentu_pdf AS "idDokumentuPdf", p.adres AS "adresPunktuOdbioru", ${DATA('f.okres_od')} AS "okresOd",
  ${DATA('f.okres_do')} AS "okresDo", f.zuzycie::float8 AS "zuzycie", p.nr_karty AS "nrKarty"`;

/** The point's invoices issued in the given years, newest first (spec 02 §2). */
export async function czytajFaktury(db: Db, podmiot: string, idPunktu: number, lata: number[]) {
  const { rows } = await db.query<FakturaWiersz>(
    `SELECT ${FAKTURA} FROM woda_faktury f JOIN woda_punkty p ON p.id = f.id_punktu
      WHERE p.podmiot = $1 AND p.id = $2 AND extract(year FROM f.data_wystawienia)::int = ANY($3::int[])
      ORDER BY f.data_wystawienia DESC, f.numer DESC`,
    [podmiot, idPunktu, lata],
  );
  return rows;
}

export async function fakturaPodmiotu(db: Db, podmiot: string, idDokumentuPdf: string) {
  const { rows } = await db.query<FakturaWiersz>(
    `SELECT ${FAKTURA} FROM woda_faktury f JOIN woda_punkty p ON p.id = f.id_punktu
      WHERE p.podmiot = $1 AND f.id_dokumentu_pdf = $2`,
    [podmiot, idDokumentuPdf],
  );
  return rows[0] ?? null;
}

/** The meters of a point among `numery` that the point has had (current or archival). */
export async function licznikiPunktu(db: Db, idPunktu: number, numery: string[]): Promise<string[]> {
  const { rows } = await db.query<{ numer: string }>(
    'SELECT numer FROM woda_liczniki WHERE id_punktu = $1 AND numer = ANY($2::text[])',
    [idPunktu, numery],
  );
  return rows.map((r) => r.numer);
}

/** Readings of the meters, newest first. */
export async function czytajOdczyty(db: Db, idPunktu: number, numery: string[]): Promise<Odczyt[]> {
  const { rows } = await db.query<Odczyt>(
    `SELECT l.numer AS "numerLicznika", ${DATA('o.data_odczytu')} AS "dataOdczytu",
            o.stan::float8 AS "stanLicznika", o.zuzycie::float8 AS "zuzycieLicznika"
       FROM woda_odczyty o JOIN woda_liczniki l ON l.id = o.id_licznika
      WHERE l.id_punktu = $1 AND l.numer = ANY($2::text[])
      ORDER BY o.data_odczytu DESC, o.id DESC`,
    [idPunktu, numery],
  );
  return rows;
}

/**
 * The subject's current meters with their last reading and the average consumption of their last 12
 * reading periods (for the plausibility warning of the entry), rounded to the decimals the screen shows it with
 * (`AVERAGE_DECIMALS`).
 */
export async function czytajWodomierze(db: Db, podmiot: string): Promise<Wodomierz[]> {
  const { rows } = await db.query<Wodomierz>(
    `SELECT l.id AS "idLicznika", p.id AS "idPunktu", p.nr_karty AS "nrKarty", l.numer AS "nrLicznika",
            p.adres AS "adres",
            (SELECT o.stan::float8 FROM woda_odczyty o WHERE o.id_licznika = l.id
              ORDER BY o.data_odczytu DESC, o.id DESC LIMIT 1) AS "stanLicznika",
            l.zakres_calkowite AS "zakresLicznikaCalkowite", l.zakres_dziesietne AS "zakresLicznikaDziesietne",
            (SELECT round(avg(z.zuzycie), ${AVERAGE_DECIMALS})::float8 FROM (SELECT o.zuzycie FROM woda_odczyty o
              WHERE o.id_licznika = l.id ORDER BY o.data_odczytu DESC, o.id DESC LIMIT 12) z) AS "sredniZuzycie"
       FROM woda_liczniki l JOIN woda_punkty p ON p.id = l.id_punktu
      WHERE p.podmiot = $1 AND l.data_wyjecia IS NULL
      ORDER BY p.id, l.numer`,
    [podmiot],
  );
  return rows;
}

export async function czytajZgloszeniaStanu(
  db: Db,
  podmiot: string,
  idPunktu: number,
  nrLicznika: string,
): Promise<ZgloszenieStanu[] | null> {
  const licznik = await db.query<{ id: number }>(
    `SELECT l.id FROM woda_liczniki l JOIN woda_punkty p ON p.id = l.id_punktu
      WHERE p.podmiot = $1 AND p.id = $2 AND l.numer = $3`,
    [podmiot, idPunktu, nrLicznika],
  );
  const id = licznik.rows[0]?.id;
  if (id === undefined) return null;
  const { rows } = await db.query<ZgloszenieStanu>(
    `SELECT ${DATA('data_odczytu')} AS "dataOdczytu", stan::float8 AS "stanLicznika",
            zuzycie::float8 AS "zuzycieLicznika", zrodlo
       FROM woda_odczyty WHERE id_licznika = $1 ORDER BY data_odczytu DESC, id DESC`,
    [id],
  );
  return rows;
}

export async function czytajZgloszenia(db: Db, podmiot: string): Promise<Zgloszenie[]> {
  const { rows } = await db.query<Zgloszenie>(
    `SELECT ${CHWILA('z.kiedy_utworzono')} AS "kiedyUtworzono", ${CHWILA('z.kiedy_obsluzono')} AS "kiedyObsluzono",
            t.temat AS "tematZgloszenia", z.tresc AS "trescZgloszenia", z.stan_licznika::float8 AS "stanLicznika",
            z.uwagi AS "uwagiDoZgloszenia", p.adres AS "adresPunktuOdbioru"
       FROM woda_zgloszenia z JOIN woda_tematy t ON t.id = z.id_tematu JOIN woda_punkty p ON p.id = z.id_punktu
      WHERE z.podmiot = $1 ORDER BY z.kiedy_utworzono DESC, z.id DESC`,
    [podmiot],
  );
  return rows;
}

export const pusteDaneKorespondencyjne: DaneKorespondencyjne = {
  imie: null,
  imie2: null,
  nazwisko: null,
  nazwisko2: null,
  nazwa: null,
  telefon: null,
  email: null,
  fax: null,
  www: null,
  miejscowosc: null,
  ulica: null,
  nrDomu: null,
  nrLokalu: null,
  kodPocztowy: null,
};

export async function czytajDane(db: Db, podmiot: string): Promise<DaneKorespondencyjne> {
  const { rows } = await db.query<{ dane: DaneKorespondencyjne }>(
    'SELECT dane FROM woda_dane_korespondencyjne WHERE podmiot = $1',
    [podmiot],
  );
  return { ...pusteDaneKorespondencyjne, ...rows[0]?.dane };
}

export async function czytajHistorie(db: Db, podmiot: string): Promise<ZgloszenieDanych[]> {
  const { rows } = await db.query<ZgloszenieDanych>(
    `SELECT id AS "zgloszenieId", ${CHWILA('kiedy_utworzono')} AS "kiedyUtworzono", temat AS "tematZgloszenia",
            tresc AS "trescZgloszenia", ${CHWILA('kiedy_obsluzono')} AS "kiedyObsluzono", uwagi AS "uwagiDoZgloszenia",
            dane AS "daneKorespondencyjne"
       FROM woda_dane_korespondencyjne_zgloszenia WHERE podmiot = $1 ORDER BY kiedy_utworzono DESC, id DESC`,
    [podmiot],
  );
  return rows.map((r) => ({
    ...r,
    daneKorespondencyjne: { ...pusteDaneKorespondencyjne, ...r.daneKorespondencyjne },
  }));
}
