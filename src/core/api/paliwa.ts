/**
 * Farm-diesel excise refunds of the current subject: applications, service 36, and the refund decisions,
 * service 35 (spec 02 §2, §3 "Excise refund application", "Refund", §7 "refund application years and list:
 * rok → lataWnioskow, applications", "refunds per year: rok → refunds"). Under the spec's /paliwa, our paths:
 * - GET /paliwa/dajWnioskiOZwrotAkcyzy?pesel|nip[&rok=yyyy] → lataWnioskow (ascending), rok (the year answered:
 *   the asked one, else the latest) and that year's wnioski (+ /pdf with rok);
 * - GET /paliwa/dajZwrotyAkcyzy?pesel|nip&rok=yyyy → zwroty (+ /pdf, same query). Both services choose among
 *   the application years (spec 02 §2: "same selector").
 */
import * as z from 'zod/mini';
import { subjectQuery, type Podmiot } from '../stores/subject.ts';
import type { Api } from './client.ts';

export const paliwaPaths = {
  wnioski: '/paliwa/dajWnioskiOZwrotAkcyzy',
  zwroty: '/paliwa/dajZwrotyAkcyzy',
} as const;

export const wniosekSchema = z.object({
  sygnaturaWniosku: z.string(),
  dataZlozeniaWniosku: z.string(),
  /** Farmland area in hectares. */
  powierzchniaUzytkowRolnych: z.number(),
  /** Litres of diesel on the invoices of the application. */
  iloscOleju: z.number(),
  /** PLN: the rate per litre × the litres allowed per hectare × the area. */
  rocznyLimitZwrotu: z.number(),
  /** true: payout to a bank account; false: at the office cash desk. */
  czyWyplataNaRachunekBankowy: z.boolean(),
});
export const wnioskiSchema = z.object({
  lataWnioskow: z.array(z.number()),
  rok: z.nullable(z.number()),
  wnioski: z.array(wniosekSchema),
});
export const zwrotSchema = z.object({
  numerDecyzji: z.string(),
  dataWydaniaDecyzji: z.string(),
  kwotaZwrotu: z.number(),
  pozostalyLimitZwrotuDoWykorzystania: z.number(),
  rocznyLimitZwrotu: z.number(),
  /** null: not paid (yet). */
  kwotaWyplacona: z.nullable(z.number()),
});
export const zwrotySchema = z.object({ zwroty: z.array(zwrotSchema) });
export type Wniosek = z.infer<typeof wniosekSchema>;
export type Zwrot = z.infer<typeof zwrotSchema>;

const query = (subject: Podmiot | null, rok?: number) => ({
  ...subjectQuery(subject),
  ...(rok === undefined ? {} : { rok: String(rok) }),
});

/** The applications of `rok` (without it, of the latest year) and the years with applications. */
export function getWnioski(api: Api, subject: Podmiot | null, rok?: number, signal?: AbortSignal) {
  return api.json(paliwaPaths.wnioski, wnioskiSchema, { query: query(subject, rok), signal });
}

/** Years with applications, ascending (spec 02 §4); the selector of both services. */
export async function getLataWnioskow(api: Api, subject: Podmiot | null, signal?: AbortSignal) {
  const { lataWnioskow } = await getWnioski(api, subject, undefined, signal);
  return [...lataWnioskow].sort((a, b) => a - b);
}

export async function getZwroty(api: Api, subject: Podmiot | null, rok: number, signal?: AbortSignal) {
  return (await api.json(paliwaPaths.zwroty, zwrotySchema, { query: query(subject, rok), signal })).zwroty;
}

export function getWnioskiPdf(api: Api, subject: Podmiot | null, rok: number) {
  return api.file(`${paliwaPaths.wnioski}/pdf`, { query: query(subject, rok) });
}

export function getZwrotyPdf(api: Api, subject: Podmiot | null, rok: number) {
  return api.file(`${paliwaPaths.zwroty}/pdf`, { query: query(subject, rok) });
}
