/**
 * Local taxes of the current subject: tax assessment, service 29, and properties, service 30 (spec 02 §2, §3
 * "Tax assessment", "Property", §7 "tax years", "assessment (+PDF)", "decision PDF", "properties (+PDF)").
 * Protected: every call carries the subject. Spec 02 §7 names the prefix /podatkiGminne, not the paths; ours:
 * - GET /podatkiGminne/dajLataPodatkowe?pesel|nip → lataPodatkowe;
 * - GET /podatkiGminne/dajWymiarPodatku?pesel|nip&lataPodatkowe=2025,2026 → pozycjeWymiaruPodatku and the
 *   sums (+ /pdf, same query);
 * - GET /podatkiGminne/dajDecyzje?pesel|nip&idArchiwumDruku=n → the decision's PDF (only the subject's own);
 * - GET /podatkiGminne/dajNieruchomosci?pesel|nip → grunty, budynki, budowle (+ /pdf).
 */
import * as z from 'zod/mini';
import { subjectQuery, type Podmiot } from '../stores/subject.ts';
import type { Api } from './client.ts';

export const podatkiPaths = {
  lata: '/podatkiGminne/dajLataPodatkowe',
  wymiar: '/podatkiGminne/dajWymiarPodatku',
  decyzja: '/podatkiGminne/dajDecyzje',
  nieruchomosci: '/podatkiGminne/dajNieruchomosci',
} as const;

export const lataPodatkoweSchema = z.object({ lataPodatkowe: z.array(z.number()) });

export const pozycjaWymiaruSchema = z.object({
  nrKarty: z.string(),
  rokPodatkowy: z.number(),
  /** yyyy-MM-dd */
  dataWymiaru: z.string(),
  /** The kind of assessment: a decision, a changing decision, a declaration, its correction. */
  opisWymiaru: z.string(),
  nrDecyzji: z.nullable(z.string()),
  podatekRolny: z.number(),
  podatekLesny: z.number(),
  podatekOdNieruchomosci: z.number(),
  podatekRazem: z.number(),
  /** The archived decision document; null when no decision was issued (a declaration). */
  idArchiwumDruku: z.nullable(z.number()),
});
export const wymiarPodatkuSchema = z.object({
  pozycjeWymiaruPodatku: z.array(pozycjaWymiaruSchema),
  podatekRolnySuma: z.number(),
  podatekLesnySuma: z.number(),
  podatekOdNieruchomosciSuma: z.number(),
  podatekSuma: z.number(),
});
export type PozycjaWymiaru = z.infer<typeof pozycjaWymiaruSchema>;
export type WymiarPodatku = z.infer<typeof wymiarPodatkuSchema>;

const daneGeodezyjneSchema = z.object({ pelnyIdentyfikator: z.string() });
const dokumentWlasnosciSchema = z.object({
  typ: z.string(),
  numer: z.string(),
  /** yyyy-MM-dd */
  dataWydania: z.string(),
});
export const gruntSchema = z.object({
  nrKarty: z.string(),
  opisPodatku: z.string(),
  nazwaStawki: z.string(),
  powierzchniaGruntu: z.number(),
  /** 'm2' or 'ha' (m2 shown as m², spec 02 §9). */
  jednostkaPowierzchni: z.string(),
  daneGeodezyjne: daneGeodezyjneSchema,
});
export const budynekSchema = z.object({
  nrKarty: z.string(),
  opisPodatku: z.string(),
  nazwaStawki: z.string(),
  powierzchniaBudynku: z.number(),
  jednostkaPowierzchni: z.string(),
  /** The building's identifier in the land and buildings register. */
  daneGeodezyjne: daneGeodezyjneSchema,
  dokumentWlasnosci: z.nullable(dokumentWlasnosciSchema),
});
export const budowlaSchema = z.object({
  nrKarty: z.string(),
  opisPodatku: z.string(),
  nazwaStawki: z.string(),
  wartoscBudowli: z.number(),
  jednostkaWartosci: z.string(),
});
export const nieruchomosciSchema = z.object({
  grunty: z.array(gruntSchema),
  budynki: z.array(budynekSchema),
  budowle: z.array(budowlaSchema),
});
export type Grunt = z.infer<typeof gruntSchema>;
export type Budynek = z.infer<typeof budynekSchema>;
export type Budowla = z.infer<typeof budowlaSchema>;
export type Nieruchomosci = z.infer<typeof nieruchomosciSchema>;

/** Tax years of the subject, ascending (spec 02 §4). */
export async function getLataPodatkowe(api: Api, subject: Podmiot | null, signal?: AbortSignal) {
  const opts = { query: subjectQuery(subject), signal };
  const { lataPodatkowe } = await api.json(podatkiPaths.lata, lataPodatkoweSchema, opts);
  return [...lataPodatkowe].sort((a, b) => a - b);
}

const wymiarQuery = (subject: Podmiot | null, lata: readonly number[]) => ({
  ...subjectQuery(subject),
  lataPodatkowe: lata.join(','),
});

export function getWymiarPodatku(
  api: Api,
  subject: Podmiot | null,
  lata: readonly number[],
  signal?: AbortSignal,
): Promise<WymiarPodatku> {
  return api.json(podatkiPaths.wymiar, wymiarPodatkuSchema, { query: wymiarQuery(subject, lata), signal });
}

export function getWymiarPodatkuPdf(api: Api, subject: Podmiot | null, lata: readonly number[]) {
  return api.file(`${podatkiPaths.wymiar}/pdf`, { query: wymiarQuery(subject, lata) });
}

/** The PDF of one decision (spec 02 §7 "decision PDF: idArchiwumDruku"). */
export function getDecyzjaPdf(api: Api, subject: Podmiot | null, idArchiwumDruku: number) {
  const query = { ...subjectQuery(subject), idArchiwumDruku: String(idArchiwumDruku) };
  return api.file(podatkiPaths.decyzja, { query });
}

export function getNieruchomosci(api: Api, subject: Podmiot | null, signal?: AbortSignal) {
  const opts = { query: subjectQuery(subject), signal };
  return api.json(podatkiPaths.nieruchomosci, nieruchomosciSchema, opts);
}

export function getNieruchomosciPdf(api: Api, subject: Podmiot | null) {
  return api.file(`${podatkiPaths.nieruchomosci}/pdf`, { query: subjectQuery(subject) });
}
