/**
 * Local fees of the current subject, service 32 (spec 02 §2 "Local fees", §3 "Local fee agreement", §7 "local
 * fee years: subject → lataOplat", "local fees (+PDF): rok → umowy and totals"). Spec 02 §7 puts them under
 * /dsp without naming the paths; ours:
 * - GET /dsp/dajLataOplatLokalnych?pesel|nip → lataOplat (ascending);
 * - GET /dsp/dajOplatyLokalne?pesel|nip&rok=yyyy → umowy, kwotaNettoSuma, kwotaVatSuma, kwotaBruttoSuma
 *   (+ /pdf, same query). One row per due of an agreement, the agreement's fields repeated.
 */
import * as z from 'zod/mini';
import { subjectQuery, type Podmiot } from '../stores/subject.ts';
import type { Api } from './client.ts';

export const oplatyPaths = {
  lata: '/dsp/dajLataOplatLokalnych',
  oplaty: '/dsp/dajOplatyLokalne',
} as const;

export const lataOplatSchema = z.object({ lataOplat: z.array(z.number()) });

export const umowaSchema = z.object({
  nrKarty: z.string(),
  nazwaOplaty: z.string(),
  nrDecyzji: z.nullable(z.string()),
  dataPowstaniaNaleznosci: z.string(),
  dataZawarciaUmowy: z.string(),
  /** null: the agreement has no end date (open-ended). */
  dataRozwiazaniaUmowy: z.nullable(z.string()),
  nrRaty: z.number(),
  terminPlatnosci: z.string(),
  kwotaNetto: z.number(),
  kwotaVat: z.number(),
  kwotaBrutto: z.number(),
});
export const oplatyLokalneSchema = z.object({
  umowy: z.array(umowaSchema),
  kwotaNettoSuma: z.number(),
  kwotaVatSuma: z.number(),
  kwotaBruttoSuma: z.number(),
});
export type Umowa = z.infer<typeof umowaSchema>;
export type OplatyLokalne = z.infer<typeof oplatyLokalneSchema>;

const query = (subject: Podmiot | null, rok: number) => ({ ...subjectQuery(subject), rok: String(rok) });

/** Years with dues of the subject's agreements, ascending (spec 02 §4). */
export async function getLataOplatLokalnych(api: Api, subject: Podmiot | null, signal?: AbortSignal) {
  const opts = { query: subjectQuery(subject), signal };
  const { lataOplat } = await api.json(oplatyPaths.lata, lataOplatSchema, opts);
  return [...lataOplat].sort((a, b) => a - b);
}

export function getOplatyLokalne(api: Api, subject: Podmiot | null, rok: number, signal?: AbortSignal) {
  return api.json(oplatyPaths.oplaty, oplatyLokalneSchema, { query: query(subject, rok), signal });
}

export function getOplatyLokalnePdf(api: Api, subject: Podmiot | null, rok: number) {
  return api.file(`${oplatyPaths.oplaty}/pdf`, { query: query(subject, rok) });
}
