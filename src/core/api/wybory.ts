/**
 * Voter-list check, service 4 (spec 01 §2 "Voter-list check", §3 "Election dates", "Voter result", §5 PESEL,
 * §7 "Public data"). Schemas are shared with the contract server; the spec does not name the types of obwod,
 * okreg and nrNaLiscie: they are numbers here (precinct and district numbers), adresWyborcy is the polling
 * station's name and address in one line.
 */
import * as z from 'zod/mini';
import type { Api } from './client.ts';

export const dataWyborowSchema = z.object({ dataWyborow: z.string() });
export const datyWyborowSchema = z.object({ datyWyborow: z.array(dataWyborowSchema) });

export const obwodWyborcySchema = z.object({
  pesel: z.string(),
  obwod: z.number(),
  okreg: z.number(),
  nrNaLiscie: z.number(),
  adresWyborcy: z.string(),
});
export type ObwodWyborcy = z.infer<typeof obwodWyborcySchema>;

/** Query of the voter check: a PESEL and an election day yyyy-MM-dd (spec 01 §7, §9); checked on the server. */
export interface ObwodQuery {
  pesel: string;
  dataWyborow: string;
}

export const wyboryPaths = {
  daty: '/el/dajAktualneDatyWyborow',
  obwod: '/el/dajObwodWyborcy',
} as const;

/** Current election days, ascending (yyyy-MM-dd). */
export async function getDatyWyborow(api: Api): Promise<string[]> {
  const { datyWyborow } = await api.json(wyboryPaths.daty, datyWyborowSchema);
  return datyWyborow.map((d) => d.dataWyborow).sort();
}

export function getObwodWyborcy(api: Api, q: ObwodQuery): Promise<ObwodWyborcy> {
  return api.json(wyboryPaths.obwod, obwodWyborcySchema, { query: { ...q } });
}

export function getObwodWyborcyPdf(api: Api, q: ObwodQuery) {
  return api.file(`${wyboryPaths.obwod}/pdf`, { query: { ...q } });
}
