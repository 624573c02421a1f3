/**
 * Budget of the gmina, services 1 and 2 (spec 01 §3 "Budget income row", §7 "Public data").
 * One module per spec domain: schemas (zod/mini, shared with the contract server), types, fetchers.
 */
import * as z from 'zod/mini';
import type { Api } from './client.ts';

export const rodzajeBudzetu = ['dochody', 'wydatki'] as const;
export type RodzajBudzetu = (typeof rodzajeBudzetu)[number];

export const lataBudzetoweSchema = z.object({ lataBudzetowe: z.array(z.number()) });

const pozycja = {
  rozdzial: z.string(),
  paragraf: z.string(),
  nazwaPozycji: z.string(),
  planPoZmianach: z.number(),
};

export const dochodSchema = z.object({
  ...pozycja,
  naleznosci: z.number(),
  dochodyOtrzymane: z.number(),
  dochodyWykonane: z.number(),
});
export const wydatekSchema = z.object({
  ...pozycja,
  wydatki: z.number(),
  zobowiazania: z.number(),
  koszty: z.number(),
  zaangazowanie: z.number(),
});
export const dochodyBudzetuSchema = z.object({ listaDochodow: z.array(dochodSchema) });
export const wydatkiBudzetuSchema = z.object({ listaWydatkow: z.array(wydatekSchema) });

export type Dochod = z.infer<typeof dochodSchema>;
export type Wydatek = z.infer<typeof wydatekSchema>;
export type PozycjaBudzetu = Dochod | Wydatek;

export const budzetPaths = {
  lata: '/fk/gmina/dajLataBudzetowe',
  dochody: '/fk/gmina/dajDochodyBudzetu',
  wydatki: '/fk/gmina/dajWydatkiBudzetu',
} as const;

/** Budget years, ascending (spec 02 §4: year lists are sorted ascending). */
export async function getLataBudzetowe(api: Api): Promise<number[]> {
  const { lataBudzetowe } = await api.json(budzetPaths.lata, lataBudzetoweSchema);
  return [...lataBudzetowe].sort((a, b) => a - b);
}

export async function getPozycjeBudzetu(
  api: Api,
  rodzaj: RodzajBudzetu,
  rok: number,
): Promise<PozycjaBudzetu[]> {
  const query = { rok: String(rok) };
  if (rodzaj === 'dochody')
    return (await api.json(budzetPaths.dochody, dochodyBudzetuSchema, { query })).listaDochodow;
  return (await api.json(budzetPaths.wydatki, wydatkiBudzetuSchema, { query })).listaWydatkow;
}

export function getBudzetPdf(api: Api, rodzaj: RodzajBudzetu, rok: number) {
  return api.file(`${budzetPaths[rodzaj]}/pdf`, { query: { rok: String(rok) } });
}
