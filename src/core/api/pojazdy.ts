/**
 * Vehicles in the tax on means of transport, services 5 and 11 (spec 01 §3 "Vehicle count", "Vehicle rate",
 * §7 "Public data"). Schemas (zod/mini, shared with the contract server), types, paths, fetchers.
 *
 * Spec 01 §7 names the queries (dataPrzeliczen, rokWyliczen, rok for the rates PDF) but not the paths
 * ("Paths not shown"). Our choice, under the tax module's /pst/ prefix, in the style of the other calls:
 * - GET /pst/dajLiczbePojazdowWgNorm?dataPrzeliczen=yyyy-MM-dd → normyPojazdow (+ /pdf, same query);
 * - GET /pst/dajLataStawekPojazdow → lataStawekPojazdow;
 * - GET /pst/dajStawkiPojazdow?rokWyliczen=yyyy → stawkiPojazdow; GET /pst/dajStawkiPojazdow/pdf?rok=yyyy.
 */
import * as z from 'zod/mini';
import type { Api } from './client.ts';

export const pojazdyPaths = {
  liczba: '/pst/dajLiczbePojazdowWgNorm',
  lataStawek: '/pst/dajLataStawekPojazdow',
  stawki: '/pst/dajStawkiPojazdow',
} as const;

export const normaPojazdowSchema = z.object({ nazwaNormy: z.string(), liczbaPojazdow: z.number() });
export const normyPojazdowSchema = z.object({ normyPojazdow: z.array(normaPojazdowSchema) });
export type NormaPojazdow = z.infer<typeof normaPojazdowSchema>;

export const lataStawekPojazdowSchema = z.object({ lataStawekPojazdow: z.array(z.number()) });

export const stawkaPojazduSchema = z.object({
  nazwaStawki: z.string(),
  /** The yearly rate set by the gmina council. */
  stawkaRoczna: z.number(),
  /** The maximum yearly rate of the finance ministry's notice for that year. */
  stawkaRocznaMax: z.number(),
  /** Effect of the reduction: how much less than the maximum the gmina charges. */
  kwotaObnizeniaStawki: z.number(),
});
export const stawkiPojazdowSchema = z.object({ stawkiPojazdow: z.array(stawkaPojazduSchema) });
export type StawkaPojazdu = z.infer<typeof stawkaPojazduSchema>;

/** Vehicle counts by norm on the day `dataPrzeliczen` (yyyy-MM-dd). */
export async function getLiczbaPojazdow(api: Api, dataPrzeliczen: string): Promise<NormaPojazdow[]> {
  return (await api.json(pojazdyPaths.liczba, normyPojazdowSchema, { query: { dataPrzeliczen } }))
    .normyPojazdow;
}

export function getLiczbaPojazdowPdf(api: Api, dataPrzeliczen: string) {
  return api.file(`${pojazdyPaths.liczba}/pdf`, { query: { dataPrzeliczen } });
}

/** Years with rates, ascending (spec 02 §4: year lists are sorted ascending). */
export async function getLataStawekPojazdow(api: Api): Promise<number[]> {
  const { lataStawekPojazdow } = await api.json(pojazdyPaths.lataStawek, lataStawekPojazdowSchema);
  return [...lataStawekPojazdow].sort((a, b) => a - b);
}

export async function getStawkiPojazdow(api: Api, rok: number): Promise<StawkaPojazdu[]> {
  const query = { rokWyliczen: String(rok) };
  return (await api.json(pojazdyPaths.stawki, stawkiPojazdowSchema, { query })).stawkiPojazdow;
}

/** The rates PDF takes the year as `rok` (spec 01 §7), unlike the rates call. */
export function getStawkiPojazdowPdf(api: Api, rok: number) {
  return api.file(`${pojazdyPaths.stawki}/pdf`, { query: { rok: String(rok) } });
}
