/**
 * Water and sewage, spec 02 services 15 (meter readings), 16 (water invoices), 24 (requests), 25 (meter reading
 * entry), 39 (correspondence data), 40 (meter replacement protocol): schemas (zod/mini, shared with the contract
 * server), paths, fetchers and the rules both sides apply (reading, request, correspondence data).
 *
 * Spec 02 §7 names the intents and the prefixes (/woda, /wodomierze, /woda/daneKorespondencyjne) but not the
 * paths. Ours, every one with the subject's `pesel` or `nip` in the query:
 * - GET  /woda/dajPunktyOdbioru → punktyOdbioru (points with lataOdbioru and liczniki);
 * - GET  /woda/dajDaneUmowy?idPunktu → the point's agreement;
 * - GET  /woda/dajFaktury?idPunktuOdbioru&lataFaktur=2025,2026 → faktury, sumaKwotBrutto (+ /pdf);
 * - GET  /woda/dajFakture?idDokumentuPdf → one invoice's PDF;
 * - GET  /wodomierze/dajOdczyty?idPunktuOdbioru&numeryLicznika=A,B → odczytyLicznika (+ /pdf);
 * - GET  /wodomierze/dajWodomierze → wodomierze (+ /pdf); POST /wodomierze/zapiszStan → czyZapisano;
 * - GET  /wodomierze/dajZgloszeniaStanu?idPunktu&nrLicznika → the meter's readings, newest first;
 * - GET  /woda/dajTematyZgloszen → tematy; POST /woda/dodajZgloszenie → czyZapisano;
 * - GET  /woda/dajZgloszenia → zgloszenia (+ /pdf); GET /woda/dajTelefonPodmiotu → nrTelefonu;
 * - GET/POST /woda/daneKorespondencyjne; GET /woda/daneKorespondencyjne/historia → historiaZgloszen;
 * - GET  /wodomierze/dajProtokolWymiany?numerWodomierza&zeZdjeciami=true|false → plik (Base64), nazwaPliku.
 */
import * as z from 'zod/mini';
import type { Podmiot } from '../stores/subject.ts';
import { subjectQuery } from '../stores/subject.ts';
import {
  isNonBlank,
  msg,
  requestTextLimit,
  validateEmail,
  validatePhone,
  validateReading,
  type MessageKey,
} from '../validators.ts';
import type { Api, DownloadedFile } from './client.ts';

export const wodaPaths = {
  punkty: '/woda/dajPunktyOdbioru',
  umowa: '/woda/dajDaneUmowy',
  faktury: '/woda/dajFaktury',
  faktura: '/woda/dajFakture',
  odczyty: '/wodomierze/dajOdczyty',
  wodomierze: '/wodomierze/dajWodomierze',
  zapiszStan: '/wodomierze/zapiszStan',
  zgloszeniaStanu: '/wodomierze/dajZgloszeniaStanu',
  tematy: '/woda/dajTematyZgloszen',
  dodajZgloszenie: '/woda/dodajZgloszenie',
  zgloszenia: '/woda/dajZgloszenia',
  telefon: '/woda/dajTelefonPodmiotu',
  daneKorespondencyjne: '/woda/daneKorespondencyjne',
  historia: '/woda/daneKorespondencyjne/historia',
  protokol: '/wodomierze/dajProtokolWymiany',
} as const;

const data = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

// ---------------------------------------------------------------------------------------------------------------
// Collection points, agreements, invoices (service 16)

export const licznikPunktuSchema = z.object({ numerLicznika: z.string(), dataWyjecia: z.nullable(data) });
export const punktOdbioruSchema = z.object({
  idPunktuOdbioru: z.number(),
  adresPunktuOdbioru: z.string(),
  lataOdbioru: z.array(z.number()),
  liczniki: z.array(licznikPunktuSchema),
});
export const punktyOdbioruSchema = z.object({ punktyOdbioru: z.array(punktOdbioruSchema) });
export type PunktOdbioru = z.infer<typeof punktOdbioruSchema>;

export const umowaSchema = z.object({ idPunktu: z.number(), numerUmowy: z.string(), dataZawarcia: data });
export type Umowa = z.infer<typeof umowaSchema>;

export const fakturaSchema = z.object({
  numerFaktury: z.string(),
  dotyczyWodySciekow: z.string(),
  dataWystawieniaFaktury: data,
  dataZaplaty: z.nullable(data),
  kwotaBrutto: z.number(),
  wystawionoDokumentPdf: z.boolean(),
  idDokumentuPdf: z.nullable(z.string()),
  adresPunktuOdbioru: z.string(),
});
export const fakturySchema = z.object({ faktury: z.array(fakturaSchema), sumaKwotBrutto: z.number() });
export type Faktura = z.infer<typeof fakturaSchema>;
export type Faktury = z.infer<typeof fakturySchema>;

const sq = (s: Podmiot | null) => subjectQuery(s);

export async function getPunktyOdbioru(api: Api, s: Podmiot | null, signal?: AbortSignal) {
  const r = await api.json(wodaPaths.punkty, punktyOdbioruSchema, { query: sq(s), signal });
  return r.punktyOdbioru;
}

export function getUmowa(api: Api, s: Podmiot | null, idPunktu: number, signal?: AbortSignal) {
  return api.json(wodaPaths.umowa, umowaSchema, { query: { ...sq(s), idPunktu }, signal });
}

const fakturyQuery = (s: Podmiot | null, idPunktuOdbioru: number, lata: readonly number[]) => ({
  ...sq(s),
  idPunktuOdbioru,
  lataFaktur: [...lata].sort((a, b) => a - b).join(','),
});

export function getFaktury(
  api: Api,
  s: Podmiot | null,
  idPunktuOdbioru: number,
  lata: readonly number[],
  signal?: AbortSignal,
): Promise<Faktury> {
  return api.json(wodaPaths.faktury, fakturySchema, {
    query: fakturyQuery(s, idPunktuOdbioru, lata),
    signal,
  });
}

export function getFakturyPdf(api: Api, s: Podmiot | null, idPunktuOdbioru: number, lata: readonly number[]) {
  return api.file(`${wodaPaths.faktury}/pdf`, { query: fakturyQuery(s, idPunktuOdbioru, lata) });
}

export function getFakturaPdf(api: Api, s: Podmiot | null, idDokumentuPdf: string) {
  return api.file(wodaPaths.faktura, { query: { ...sq(s), idDokumentuPdf } });
}

// ---------------------------------------------------------------------------------------------------------------
// Readings (service 15)

export const odczytSchema = z.object({
  numerLicznika: z.string(),
  dataOdczytu: data,
  stanLicznika: z.number(),
  zuzycieLicznika: z.number(),
});
export const odczytySchema = z.object({ odczytyLicznika: z.array(odczytSchema) });
export type Odczyt = z.infer<typeof odczytSchema>;

/** The last 12 readings are drawn (spec 02 §9). */
export const ODCZYTY_NA_WYKRESIE = 12;

const odczytyQuery = (s: Podmiot | null, idPunktuOdbioru: number, numery: readonly string[]) => ({
  ...sq(s),
  idPunktuOdbioru,
  numeryLicznika: numery.join(','),
});

export async function getOdczyty(
  api: Api,
  s: Podmiot | null,
  idPunktuOdbioru: number,
  numery: readonly string[],
  signal?: AbortSignal,
): Promise<Odczyt[]> {
  const q = { query: odczytyQuery(s, idPunktuOdbioru, numery), signal };
  return (await api.json(wodaPaths.odczyty, odczytySchema, q)).odczytyLicznika;
}

export function getOdczytyPdf(
  api: Api,
  s: Podmiot | null,
  idPunktuOdbioru: number,
  numery: readonly string[],
) {
  return api.file(`${wodaPaths.odczyty}/pdf`, { query: odczytyQuery(s, idPunktuOdbioru, numery) });
}

/** The readings of the chart: the last 12 by date, oldest first (spec 02 §2, §9). */
export function ostatnieOdczyty(odczyty: readonly Odczyt[], n = ODCZYTY_NA_WYKRESIE): Odczyt[] {
  return [...odczyty].sort((a, b) => a.dataOdczytu.localeCompare(b.dataOdczytu)).slice(-n);
}

// ---------------------------------------------------------------------------------------------------------------
// Meter reading entry (service 25)

export const wodomierzSchema = z.object({
  idLicznika: z.number(),
  idPunktu: z.number(),
  nrKarty: z.string(),
  nrLicznika: z.string(),
  adres: z.string(),
  stanLicznika: z.nullable(z.number()),
  zakresLicznikaCalkowite: z.number(),
  zakresLicznikaDziesietne: z.number(),
  /**
   * Beyond the spec: the meter's average consumption per reading period over its last 12 periods (m³), for the
   * plausibility warning; null without history.
   */
  sredniZuzycie: z.nullable(z.number()),
});
export const wodomierzeSchema = z.object({ wodomierze: z.array(wodomierzSchema) });
export type Wodomierz = z.infer<typeof wodomierzSchema>;

export const zapiszStanSchema = z.object({
  idLicznika: z.number().check(z.int()),
  idPunktu: z.number().check(z.int()),
  nowyStanLicznika: z.number(),
  nip: z.nullable(z.string()),
});
export type ZapisStanu = z.infer<typeof zapiszStanSchema>;
export const czyZapisanoSchema = z.object({ czyZapisano: z.boolean() });

export const zgloszenieStanuSchema = z.object({
  dataOdczytu: data,
  stanLicznika: z.number(),
  zuzycieLicznika: z.number(),
  /** Who read it: the office's collector or the resident in the portal. */
  zrodlo: z.enum(['inkasent', 'portal']),
});
export const zgloszeniaStanuSchema = z.object({ zgloszenia: z.array(zgloszenieStanuSchema) });
export type ZgloszenieStanu = z.infer<typeof zgloszenieStanuSchema>;

export async function getWodomierze(api: Api, s: Podmiot | null, signal?: AbortSignal) {
  return (await api.json(wodaPaths.wodomierze, wodomierzeSchema, { query: sq(s), signal })).wodomierze;
}
export const getWodomierzePdf = (api: Api, s: Podmiot | null) =>
  api.file(`${wodaPaths.wodomierze}/pdf`, { query: sq(s) });

export async function zapiszStan(
  api: Api,
  s: Podmiot | null,
  w: Pick<Wodomierz, 'idLicznika' | 'idPunktu'>,
  nowyStanLicznika: number,
): Promise<boolean> {
  // spec 02 §3, §5: institutions send their tax id with the reading, persons null
  const body: ZapisStanu = {
    idLicznika: w.idLicznika,
    idPunktu: w.idPunktu,
    nowyStanLicznika,
    nip: s?.czyInstytucja ? s.nip : null,
  };
  const r = await api.json(wodaPaths.zapiszStan, czyZapisanoSchema, { method: 'POST', query: sq(s), body });
  return r.czyZapisano;
}

export async function getZgloszeniaStanu(api: Api, s: Podmiot | null, w: Wodomierz, signal?: AbortSignal) {
  const query = { ...sq(s), idPunktu: w.idPunktu, nrLicznika: w.nrLicznika };
  return (await api.json(wodaPaths.zgloszeniaStanu, zgloszeniaStanuSchema, { query, signal })).zgloszenia;
}

/** The implied consumption is "far above the usual" past this multiple of the meter's average period. */
export const KROTNOSC_NIETYPOWA = 3;
/** A reading below the current one is a rollover only when the dial went round by less than this share. */
export const UDZIAL_PRZEKRECENIA = 0.1;

export type OcenaOdczytu =
  | { blad: MessageKey }
  | {
      blad: null;
      nowyStan: number;
      /** m³ since the current reading (over the dial's end for a rollover); null without a current reading. */
      zuzycie: number | null;
      /** The dial went past its last digit (99999 → 00012). */
      przekrecenie: boolean;
      /** The consumption is over KROTNOSC_NIETYPOWA times the meter's average period. */
      nietypowe: boolean;
    };

/**
 * A new reading of a meter, on both sides (spec 02 §4, §5; DESIGN.md §7): the format of the meter's dial
 * (`validateReading`), then the current reading. A reading equal to the current one is accepted (an empty flat
 * uses no water; the spec's message speaks of "smaller"). A reading below it is refused with the spec's message
 * unless it reads as a rollover: the dial went past its end by less than a tenth of its range (a 5-digit
 * 99 870 → 12 implies 142 m³). The plausibility warning (beyond the spec) flags a rollover and a consumption
 * over three times the meter's average period, so the confirmation can say so before the reading is billed.
 */
export function ocenOdczyt(
  tekst: string,
  w: Pick<
    Wodomierz,
    'stanLicznika' | 'zakresLicznikaCalkowite' | 'zakresLicznikaDziesietne' | 'sredniZuzycie'
  >,
): OcenaOdczytu {
  const format = {
    current: null,
    integerDigits: w.zakresLicznikaCalkowite,
    decimalDigits: w.zakresLicznikaDziesietne,
  };
  const blad = validateReading(tekst, format);
  if (blad) return { blad };
  const nowyStan = Number(tekst.trim());
  const stary = w.stanLicznika;
  if (stary === null) return { blad: null, nowyStan, zuzycie: null, przekrecenie: false, nietypowe: false };
  const skala = 10 ** w.zakresLicznikaDziesietne;
  const zakres = 10 ** w.zakresLicznikaCalkowite;
  let zuzycie = nowyStan - stary;
  let przekrecenie = false;
  if (zuzycie < 0) {
    const poPrzekreceniu = zakres - stary + nowyStan;
    if (poPrzekreceniu >= zakres * UDZIAL_PRZEKRECENIA) return { blad: msg.readingBelowPrevious };
    zuzycie = poPrzekreceniu;
    przekrecenie = true;
  }
  zuzycie = Math.round(zuzycie * skala) / skala;
  const srednia = w.sredniZuzycie;
  const nietypowe = srednia !== null && srednia > 0 && zuzycie > KROTNOSC_NIETYPOWA * srednia;
  return { blad: null, nowyStan, zuzycie, przekrecenie, nietypowe };
}

/**
 * The reading a save carries (a JSON number) as the text the rules read, or null for a number that is not a
 * plain non-negative decimal (NaN, negative, exponent-sized).
 */
export function odczytJakoTekst(n: number): string | null {
  if (!Number.isFinite(n) || n < 0 || n >= 1e12) return null;
  let s = n.toFixed(6);
  s = s.replace(/0+$/, '').replace(/\.$/, '');
  return Math.abs(Number(s) - n) < 1e-9 ? s : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Requests (service 24)

export const tematSchema = z.object({ id: z.number(), temat: z.string(), czyDodatkowy: z.boolean() });
export const tematySchema = z.object({ tematy: z.array(tematSchema) });
export type Temat = z.infer<typeof tematSchema>;

export const zgloszenieSchema = z.object({
  kiedyUtworzono: z.string(),
  kiedyObsluzono: z.nullable(z.string()),
  tematZgloszenia: z.string(),
  trescZgloszenia: z.string(),
  stanLicznika: z.nullable(z.number()),
  uwagiDoZgloszenia: z.nullable(z.string()),
  adresPunktuOdbioru: z.string(),
});
export const zgloszeniaSchema = z.object({ zgloszenia: z.array(zgloszenieSchema) });
export type Zgloszenie = z.infer<typeof zgloszenieSchema>;

/** spec 02 §3 "New request payload", with the contact of an extra topic (null otherwise). */
export const noweZgloszenieSchema = z.object({
  idPunktuOdbioru: z.number().check(z.int()),
  tematZgloszenia: z.number().check(z.int()),
  trescZgloszenia: z.string(),
  telefon: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
export type NoweZgloszenie = z.infer<typeof noweZgloszenieSchema>;
export const telefonSchema = z.object({ nrTelefonu: z.nullable(z.string()) });

export type BledyZgloszenia = Partial<Record<'punkt' | 'temat' | 'tresc' | 'telefon' | 'email', MessageKey>>;

/**
 * A new request on both sides (spec 02 §5): point, topic and text required (the text prompt 'Uzupełnij pole'),
 * the text within 2000 characters (1000 for an extra topic); an extra topic needs a phone of exactly 9 digits
 * and a valid e-mail.
 */
export function walidujZgloszenie(z: NoweZgloszenie | null, temat: Temat | undefined): BledyZgloszenia {
  const b: BledyZgloszenia = {};
  if (!z) return { punkt: msg.fieldRequired };
  if (!z.idPunktuOdbioru) b.punkt = msg.fieldRequired;
  if (!temat) b.temat = msg.fieldRequired;
  if (!isNonBlank(z.trescZgloszenia)) b.tresc = msg.fieldRequired;
  else if (Array.from(z.trescZgloszenia).length > requestTextLimit(temat?.czyDodatkowy ?? false))
    b.tresc = msg.formatInvalid;
  if (temat?.czyDodatkowy) {
    const tel = validatePhone(z.telefon);
    if (tel) b.telefon = tel;
    else if (!/^[0-9]{9}$/.test(z.telefon ?? '')) b.telefon = msg.phoneInvalid;
    const email = validateEmail(z.email);
    if (email) b.email = email;
  }
  return b;
}

export async function getTematy(api: Api, s: Podmiot | null, signal?: AbortSignal) {
  return (await api.json(wodaPaths.tematy, tematySchema, { query: sq(s), signal })).tematy;
}
export async function getZgloszenia(api: Api, s: Podmiot | null, signal?: AbortSignal) {
  return (await api.json(wodaPaths.zgloszenia, zgloszeniaSchema, { query: sq(s), signal })).zgloszenia;
}
export const getZgloszeniaPdf = (api: Api, s: Podmiot | null) =>
  api.file(`${wodaPaths.zgloszenia}/pdf`, { query: sq(s) });
export async function getTelefonPodmiotu(api: Api, s: Podmiot | null, signal?: AbortSignal) {
  return (await api.json(wodaPaths.telefon, telefonSchema, { query: sq(s), signal })).nrTelefonu;
}
export async function dodajZgloszenie(api: Api, s: Podmiot | null, body: NoweZgloszenie) {
  const opts = { method: 'POST' as const, query: sq(s), body };
  return (await api.json(wodaPaths.dodajZgloszenie, czyZapisanoSchema, opts)).czyZapisano;
}

// ---------------------------------------------------------------------------------------------------------------
// Correspondence data (service 39)

const pole = z.nullable(z.string());
export const daneKorespondencyjneSchema = z.object({
  imie: pole,
  imie2: pole,
  nazwisko: pole,
  nazwisko2: pole,
  nazwa: pole,
  telefon: pole,
  email: pole,
  fax: pole,
  www: pole,
  miejscowosc: pole,
  ulica: pole,
  nrDomu: pole,
  nrLokalu: pole,
  kodPocztowy: pole,
});
export type DaneKorespondencyjne = z.infer<typeof daneKorespondencyjneSchema>;
export type PoleDanych = keyof DaneKorespondencyjne;
export const odpowiedzDanychSchema = z.object({ daneKorespondencyjne: daneKorespondencyjneSchema });

export const zgloszenieDanychSchema = z.object({
  zgloszenieId: z.number(),
  kiedyUtworzono: z.string(),
  tematZgloszenia: z.string(),
  trescZgloszenia: z.string(),
  kiedyObsluzono: z.nullable(z.string()),
  uwagiDoZgloszenia: z.nullable(z.string()),
  daneKorespondencyjne: daneKorespondencyjneSchema,
});
export const historiaSchema = z.object({ historiaZgloszen: z.array(zgloszenieDanychSchema) });
export type ZgloszenieDanych = z.infer<typeof zgloszenieDanychSchema>;

/** The fields of a person's and of an institution's correspondence data, in the form's order. */
export const polaOsoby: readonly PoleDanych[] = ['imie', 'imie2', 'nazwisko', 'nazwisko2'];
export const polaInstytucji: readonly PoleDanych[] = ['nazwa'];
export const polaWspolne: readonly PoleDanych[] = [
  'telefon',
  'email',
  'fax',
  'www',
  'miejscowosc',
  'ulica',
  'nrDomu',
  'nrLokalu',
  'kodPocztowy',
];

/** spec 02 §4 "Empty values are stored as null": every field trimmed, a blank one null. */
export function normalizujDane(d: DaneKorespondencyjne, czyInstytucja: boolean): DaneKorespondencyjne {
  const out = {} as DaneKorespondencyjne;
  for (const k of Object.keys(daneKorespondencyjneSchema.shape) as PoleDanych[]) {
    const v = d[k]?.trim() ?? '';
    const nieDotyczy = czyInstytucja ? polaOsoby.includes(k) : polaInstytucji.includes(k);
    out[k] = v === '' || nieDotyczy ? null : v;
  }
  return out;
}

/**
 * Correspondence data on send (spec 02 §5): persons need imie and nazwisko, institutions nazwa; miejscowosc and
 * nrDomu required ('Puste pole'); e-mail and phone checked when given. The postal code is not checked (the
 * spec: "effectively not reached").
 */
export function walidujDane(
  d: DaneKorespondencyjne,
  czyInstytucja: boolean,
): Partial<Record<PoleDanych, MessageKey>> {
  const b: Partial<Record<PoleDanych, MessageKey>> = {};
  const wymagane: PoleDanych[] = [
    ...(czyInstytucja ? (['nazwa'] as const) : (['imie', 'nazwisko'] as const)),
    'miejscowosc',
    'nrDomu',
  ];
  for (const k of wymagane) if (!isNonBlank(d[k])) b[k] = msg.fieldEmpty;
  const email = validateEmail(d.email, { required: false });
  if (email) b.email = email;
  const tel = validatePhone(d.telefon, { required: false });
  if (tel) b.telefon = tel;
  return b;
}

export async function getDaneKorespondencyjne(api: Api, s: Podmiot | null, signal?: AbortSignal) {
  const q = { query: sq(s), signal };
  return (await api.json(wodaPaths.daneKorespondencyjne, odpowiedzDanychSchema, q)).daneKorespondencyjne;
}
export async function zapiszDaneKorespondencyjne(api: Api, s: Podmiot | null, dane: DaneKorespondencyjne) {
  const opts = { method: 'POST' as const, query: sq(s), body: dane };
  return (await api.json(wodaPaths.daneKorespondencyjne, czyZapisanoSchema, opts)).czyZapisano;
}
export async function getHistoriaDanych(api: Api, s: Podmiot | null, signal?: AbortSignal) {
  return (await api.json(wodaPaths.historia, historiaSchema, { query: sq(s), signal })).historiaZgloszen;
}

// ---------------------------------------------------------------------------------------------------------------
// Replacement protocol (service 40)

export const protokolSchema = z.object({ plik: z.string(), nazwaPliku: z.string() });
export type TypPliku = 'pdf' | 'pdfZeZdjeciami';

/** The protocol of a meter: the server answers the file in Base64 (spec 02 §7), decoded here into a file. */
export async function getProtokol(
  api: Api,
  s: Podmiot | null,
  numerWodomierza: string,
  typ: TypPliku,
): Promise<DownloadedFile> {
  const query = { ...sq(s), numerWodomierza, zeZdjeciami: String(typ === 'pdfZeZdjeciami') };
  const { plik, nazwaPliku } = await api.json(wodaPaths.protokol, protokolSchema, { query });
  const bin = atob(plik);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return { blob: new Blob([bytes], { type: 'application/pdf' }), fileName: nazwaPliku };
}
