/**
 * Everything the current subject owes, in one place (beyond spec 02; `<gmina-moje-zobowiazania>`): every unpaid
 * collective instalment of every card of the subject, with its card, its due date, what it comes to today and
 * whether it can be paid online, grouped by when it is due, and the two totals. The server counts it exactly as
 * each card's `dajRaty` does (the same reading, interest up to the office's day), so the totals equal the cards'.
 *
 * Path (ours, in the style of spec 02 §7): `GET /naleznosci/dajZobowiazania` (the subject's `pesel` or `nip`) →
 * `{dzien, sumaPoTerminie, sumaDoKoncaRoku, raty}`.
 */
import * as z from 'zod/mini';
import type { Podmiot } from '../stores/subject.ts';
import { subjectQuery } from '../stores/subject.ts';
import { trasySzczegolow } from '../trasy-naleznosci.ts';
import type { Aplikacja } from './naleznosci.ts';
import type { Dostawca } from './platnosci.ts';
import type { Api } from './client.ts';

export const zobowiazaniaPath = '/naleznosci/dajZobowiazania';

/**
 * When an instalment is due, from the office's day: overdue (before it), within 30 days (up to 30 days on),
 * later this year (up to 31 December of the day's year), later (the years after).
 */
export const grupyZobowiazan = ['PO_TERMINIE', 'W_30_DNI', 'W_TYM_ROKU', 'POZNIEJ'] as const;
export type GrupaZobowiazania = (typeof grupyZobowiazan)[number];

export const zobowiazanieSchema = z.object({
  idKartyNaleznosci: z.number(),
  symbolKarty: z.string(),
  /**
   * The kind of card: the kinds are the keys of the detail routes' map (every kind has one, spec 02 §2), which
   * this page has anyway, rather than naleznosci.ts's schemas.
   */
  aplikacjaNaleznosci: z.enum(Object.keys(trasySzczegolow) as [Aplikacja, ...Aplikacja[]]),
  idNaleznosciRatyZbiorczej: z.number(),
  /** The instalments' labels (I, II, CALOSC…), comma-separated, as the payment history has them. */
  opisNrRaty: z.string(),
  /** The kinds of fee of the instalment, comma-separated. */
  rodzajOplaty: z.string(),
  /** The effective due date (a deferred one's new date), yyyy-MM-dd. */
  terminPlatnosci: z.string(),
  /** What it comes to on the office's day: principal, costs, interest, extension fee. */
  kwotaRazem: z.number(),
  /** Whether it can be chosen for payment (spec 02 §4: no enforcement title, no payment ordered). */
  wybieralna: z.boolean(),
  /**
   * The provider a payment was ordered with and is not finished, or null (the providers of platnosci.ts, named
   * here so that the overview's page does not carry the payment calls' module before Pay is used).
   */
  zlecona: z.nullable(z.enum(['kir', 'p24'] satisfies Dostawca[])),
  grupa: z.enum(grupyZobowiazan),
});
export type Zobowiazanie = z.infer<typeof zobowiazanieSchema>;

export const zobowiazaniaSchema = z.object({
  /** The office's day the amounts and groups are counted for, yyyy-MM-dd. */
  dzien: z.string(),
  /** The overdue instalments' total. */
  sumaPoTerminie: z.number(),
  /** The total of the instalments due by 31 December of `dzien`'s year, the overdue ones included. */
  sumaDoKoncaRoku: z.number(),
  /** Sorted by due date. */
  raty: z.array(zobowiazanieSchema),
});
export type Zobowiazania = z.infer<typeof zobowiazaniaSchema>;

export function getZobowiazania(api: Api, subject: Podmiot | null, signal?: AbortSignal) {
  return api.json(zobowiazaniaPath, zobowiazaniaSchema, { query: subjectQuery(subject), signal });
}
