/**
 * Waste fee parameters of the current subject, service 34 (spec 02 §2 "Waste fee parameters", §3, §7 "waste
 * parameters: subject (PDF: typWyswietlania) → lists"). The path is the spec's:
 * - GET /smieci/dajParametryOplatZaOdpady?pesel|nip → parametryOplatAktualne, parametryOplatArchiwalne;
 * - GET /smieci/dajParametryOplatZaOdpady/pdf?pesel|nip&typWyswietlania=aktualne|archiwalne → the PDF of one
 *   list. A parameter is current while its end day (doDnia) is empty or not yet past on the office's day.
 */
import * as z from 'zod/mini';
import { subjectQuery, type Podmiot } from '../stores/subject.ts';
import type { Api } from './client.ts';

export const smieciPaths = { parametry: '/smieci/dajParametryOplatZaOdpady' } as const;

export const typyWyswietlania = ['aktualne', 'archiwalne'] as const;
export type TypWyswietlania = (typeof typyWyswietlania)[number];

export const parametrOplatySchema = z.object({
  punktOdbioru: z.string(),
  parametr: z.string(),
  odDnia: z.string(),
  /** null: still running. */
  doDnia: z.nullable(z.string()),
  wartosc: z.number(),
  /** As the register keeps it: m2, m3, szt. (shown as m², m³). */
  jednostkaMiary: z.string(),
});
export const parametryOplatSchema = z.object({
  parametryOplatAktualne: z.array(parametrOplatySchema),
  parametryOplatArchiwalne: z.array(parametrOplatySchema),
});
export type ParametrOplaty = z.infer<typeof parametrOplatySchema>;
export type ParametryOplat = z.infer<typeof parametryOplatSchema>;

export function getParametryOplat(api: Api, subject: Podmiot | null, signal?: AbortSignal) {
  return api.json(smieciPaths.parametry, parametryOplatSchema, { query: subjectQuery(subject), signal });
}

export function getParametryOplatPdf(api: Api, subject: Podmiot | null, typWyswietlania: TypWyswietlania) {
  return api.file(`${smieciPaths.parametry}/pdf`, { query: { ...subjectQuery(subject), typWyswietlania } });
}
