/**
 * Public statistics of the population register drawn as charts: resident statuses (service 3), the most
 * popular first names (service 12) and the most popular names of a birth year (service 13)
 * (spec 01 §3 "Resident status row", "Names", §7 "Public data"). Schemas (zod/mini) are shared with the
 * contract server.
 */
import * as z from 'zod/mini';
import type { Api } from './client.ts';
import { comparePolish } from '../table.ts';

export const statusMieszkancaSchema = z.object({
  opisStatusu: z.string(),
  liczbaMieszkancow: z.number(),
});
export const statusyMieszkancowSchema = z.object({ statusyMieszkancow: z.array(statusMieszkancaSchema) });

export const imieSchema = z.object({ imie: z.string(), liczbaOsob: z.number() });
export const listaImionSchema = z.object({ listaImion: z.array(imieSchema) });
export const lataUrodzenSchema = z.object({ lataUrodzen: z.array(z.number()) });

export type StatusMieszkanca = z.infer<typeof statusMieszkancaSchema>;
export type Imie = z.infer<typeof imieSchema>;

export const statystykiElPaths = {
  statusy: '/el/dajStatusyMeldunkoweMieszkancow',
  imiona: '/el/dajNajpopularniejszeImiona',
  imionaWgRoku: '/el/dajNajpopularniejszeImionaWgRoku',
  lataUrodzen: '/el/dajLataUrodzen',
} as const;

/** How many names the pie chart of service 12 shows (spec 01 §9 "Top 10 names in the pie chart"). */
export const TOP_IMION = 10;

export async function getStatusyMieszkancow(api: Api): Promise<StatusMieszkanca[]> {
  return (await api.json(statystykiElPaths.statusy, statusyMieszkancowSchema)).statusyMieszkancow;
}
export const getStatusyMieszkancowPdf = (api: Api) => api.file(`${statystykiElPaths.statusy}/pdf`);

export async function getNajpopularniejszeImiona(api: Api): Promise<Imie[]> {
  return (await api.json(statystykiElPaths.imiona, listaImionSchema)).listaImion;
}
export const getNajpopularniejszeImionaPdf = (api: Api) => api.file(`${statystykiElPaths.imiona}/pdf`);

/** Birth years, ascending (as every year list of the portal). */
export async function getLataUrodzen(api: Api): Promise<number[]> {
  const { lataUrodzen } = await api.json(statystykiElPaths.lataUrodzen, lataUrodzenSchema);
  return [...lataUrodzen].sort((a, b) => a - b);
}

export async function getImionaWgRoku(api: Api, rok: number): Promise<Imie[]> {
  return (await api.json(statystykiElPaths.imionaWgRoku, listaImionSchema, { query: { rok: String(rok) } }))
    .listaImion;
}
export const getImionaWgRokuPdf = (api: Api, rok: number) =>
  api.file(`${statystykiElPaths.imionaWgRoku}/pdf`, { query: { rok: String(rok) } });

/**
 * The names with the highest counts, ties broken alphabetically (Polish collation), so the chart and the
 * table agree whatever order the server answers in.
 */
export function topImiona(imiona: readonly Imie[], n = TOP_IMION): Imie[] {
  return [...imiona].sort((a, b) => b.liczbaOsob - a.liczbaOsob || comparePolish(a.imie, b.imie)).slice(0, n);
}
