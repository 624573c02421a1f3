/**
 * Alcohol permit fees of an institution, service 33 (spec 02 §2 "Permit fees", §3 "Alcohol permit fees
 * response", §7 "alcohol fee years and fees: rok → lataOplat, fees"; institutions only, §6). Spec 02 §7 puts
 * them under /alkohole; our path:
 * - GET /alkohole/dajOplatyZaZezwolenia?nip[&rok=yyyy] → lataOplat (ascending), rok (the budget year answered:
 *   the asked one, else the latest) and that year's zezwolenia, naleznosciZaZezwolenie, uiszczoneOplaty,
 *   naleznosciPozostaleDoSplaty (+ /pdf with rok). The dues, payments and remaining dues name their permit
 *   (pelnyNrZezwolenia), which the spec's field list leaves out.
 */
import * as z from 'zod/mini';
import { subjectQuery, type Podmiot } from '../stores/subject.ts';
import type { Api } from './client.ts';

export const alkoholePaths = { oplaty: '/alkohole/dajOplatyZaZezwolenia' } as const;

export const zezwolenieSchema = z.object({
  pelnyNrZezwolenia: z.string(),
  pelnyNrDokumentuZezwolenia: z.string(),
  nazwaPunktuZezwolenia: z.string(),
  rodzajZezwoleniaOpis: z.string(),
  mocZezwoleniaOpis: z.string(),
  zezwolenieWazneOd: z.string(),
  zezwolenieWazneDo: z.string(),
});
export const naleznoscZaZezwolenieSchema = z.object({
  pelnyNrZezwolenia: z.string(),
  kwotaNalezna: z.number(),
  kwotaRaty1: z.number(),
  kwotaRaty2: z.number(),
  kwotaRaty3: z.number(),
  dodatkowaOplRata1: z.number(),
  dodatkowaOplRata2: z.number(),
  dodatkowaOplRata3: z.number(),
  dodatkowaOplNieterOsw: z.number(),
});
export const uiszczonaOplataSchema = z.object({
  pelnyNrZezwolenia: z.string(),
  kwotaWplaty: z.number(),
  dataWplaty: z.string(),
  czyDotyczyWszystkichRat: z.boolean(),
  czyDotyczyRaty1: z.boolean(),
  czyDotyczyRaty2: z.boolean(),
  czyDotyczyRaty3: z.boolean(),
  czyNieterminoweZlozenieOswiadczenia: z.boolean(),
  czySplaconaPoTerminie: z.boolean(),
  czyAnulowana: z.boolean(),
});
export const pozostalaNaleznoscSchema = z.object({
  pelnyNrZezwolenia: z.string(),
  sumaNiesplaconychNaleznosci: z.number(),
});
export const oplatyZaZezwoleniaSchema = z.object({
  lataOplat: z.array(z.number()),
  rok: z.nullable(z.number()),
  zezwolenia: z.array(zezwolenieSchema),
  naleznosciZaZezwolenie: z.array(naleznoscZaZezwolenieSchema),
  uiszczoneOplaty: z.array(uiszczonaOplataSchema),
  naleznosciPozostaleDoSplaty: z.array(pozostalaNaleznoscSchema),
});
export type Zezwolenie = z.infer<typeof zezwolenieSchema>;
export type NaleznoscZaZezwolenie = z.infer<typeof naleznoscZaZezwolenieSchema>;
export type UiszczonaOplata = z.infer<typeof uiszczonaOplataSchema>;
export type PozostalaNaleznosc = z.infer<typeof pozostalaNaleznoscSchema>;
export type OplatyZaZezwolenia = z.infer<typeof oplatyZaZezwoleniaSchema>;

const query = (subject: Podmiot | null, rok?: number) => ({
  ...subjectQuery(subject),
  ...(rok === undefined ? {} : { rok: String(rok) }),
});

/** The fees of `rok` (without it, of the latest year) with the years that have fees. */
export function getOplatyZaZezwolenia(api: Api, subject: Podmiot | null, rok?: number, signal?: AbortSignal) {
  return api.json(alkoholePaths.oplaty, oplatyZaZezwoleniaSchema, { query: query(subject, rok), signal });
}

/** Budget years with fees, ascending (spec 02 §4). */
export async function getLataOplatZaZezwolenia(api: Api, subject: Podmiot | null, signal?: AbortSignal) {
  const { lataOplat } = await getOplatyZaZezwolenia(api, subject, undefined, signal);
  return [...lataOplat].sort((a, b) => a - b);
}

export function getOplatyZaZezwoleniaPdf(api: Api, subject: Podmiot | null, rok: number) {
  return api.file(`${alkoholePaths.oplaty}/pdf`, { query: query(subject, rok) });
}
