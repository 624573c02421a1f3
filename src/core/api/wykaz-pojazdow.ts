/**
 * Vehicle list of the current subject, service 14 (spec 02 §2 "Vehicle list", §3 "Vehicle in declaration", §7
 * "vehicle list (+PDF): subject, rok → listaPojazdow"). Protected: every call carries the subject. Spec 02 §7
 * puts vehicles under /pst without naming the path; ours, beside the public statistics of `pojazdy.ts`:
 * - GET /pst/dajWykazPojazdow?pesel|nip&rok=yyyy → listaPojazdow (+ /pdf, same query).
 */
import * as z from 'zod/mini';
import { subjectQuery, type Podmiot } from '../stores/subject.ts';
import type { Api } from './client.ts';

export const wykazPojazdowPaths = { wykaz: '/pst/dajWykazPojazdow' } as const;

export const pojazdPodatnikaSchema = z.object({
  nrRejestracyjny: z.string(),
  marka: z.string(),
  nazwaStawki: z.string(),
});
export const wykazPojazdowSchema = z.object({ listaPojazdow: z.array(pojazdPodatnikaSchema) });
export type PojazdPodatnika = z.infer<typeof pojazdPodatnikaSchema>;

const query = (subject: Podmiot | null, rok: number) => ({ ...subjectQuery(subject), rok: String(rok) });

/** Vehicles in the subject's declaration for `rok` (the widget asks for the current year). */
export async function getWykazPojazdow(
  api: Api,
  subject: Podmiot | null,
  rok: number,
  signal?: AbortSignal,
): Promise<PojazdPodatnika[]> {
  const opts = { query: query(subject, rok), signal };
  return (await api.json(wykazPojazdowPaths.wykaz, wykazPojazdowSchema, opts)).listaPojazdow;
}

export function getWykazPojazdowPdf(api: Api, subject: Podmiot | null, rok: number) {
  return api.file(`${wykazPojazdowPaths.wykaz}/pdf`, { query: query(subject, rok) });
}
