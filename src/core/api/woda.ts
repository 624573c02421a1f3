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

/** A day, yyyy-MM-dd as the server writes it (the client does not re-check the server's own format). */
const data = z.string();

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

/**
 * The points for the selects of one view: the point select and the one after it (its years or meters) ask
 * within moments of each other, so one call serves both; a later view (or a retry) asks again.
 */
const punktyNiedawne = new Map<string, { at: number; punkty: Promise<PunktOdbioru[]> }>();
export function getPunktyOdbioruWidoku(api: Api, s: Podmiot | null): Promise<PunktOdbioru[]> {
  const key = `${api.baseURL} ${JSON.stringify(sq(s))}`;
  const now = Date.now();
  const hit = punktyNiedawne.get(key);
  if (hit && now - hit.at < 2000) return hit.punkty;
  const punkty = getPunktyOdbioru(api, s);
  punktyNiedawne.set(key, { at: now, punkty });
  punkty.catch(() => punktyNiedawne.delete(key));
  return punkty;
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
  idLicznika: z.number(),
  idPunktu: z.number(),
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
  idPunktuOdbioru: z.number(),
  tematZgloszenia: z.number(),
  trescZgloszenia: z.string(),
  telefon: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
export type NoweZgloszenie = z.infer<typeof noweZgloszenieSchema>;
export const telefonSchema = z.object({ nrTelefonu: z.nullable(z.string()) });

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

/**
 * Maximum length of each field in characters, on the form (`maxLength`) and on the server alike. Spec 02 gives
 * none; these hold any real name or address: names, street and locality 100, an institution's name 200 (a
 * cooperative's or foundation's full name runs long), numbers 10, phone and fax 20, e-mail 254 (RFC 5321), www 200.
 */
export const MAKS_DLUGOSCI: Record<PoleDanych, number> = {
  imie: 100,
  imie2: 100,
  nazwisko: 100,
  nazwisko2: 100,
  nazwa: 200,
  telefon: 20,
  email: 254,
  fax: 20,
  www: 200,
  miejscowosc: 100,
  ulica: 100,
  nrDomu: 10,
  nrLokalu: 10,
  kodPocztowy: 6,
};
/** A Polish postal code: NN-NNN. */
export const KOD_POCZTOWY = /^[0-9]{2}-[0-9]{3}$/;

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
