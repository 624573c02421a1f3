/**
 * What the fee and refund services (spec 02 services 32–36: `oplaty.ts`, `alkohole.ts`, `smieci.ts`,
 * `paliwa.ts`) share: the subject's key in their tables, the year of the query, the document's subject line and
 * the PDF answer.
 */
import type { Context } from 'hono';
import * as z from 'zod/mini';
import type { Podmiot } from '../konto/podmioty.ts';
import { ApiError } from '../http.ts';
import type { Urzad } from '../urzad.ts';

/** The subject's key in the service tables: its PESEL (a person) or NIP (an institution). */
export const idPodmiotu = (p: Podmiot): string => (p.czyInstytucja ? p.nip : p.pesel) ?? '';

const rokSchema = z.optional(z.string().check(z.regex(/^\d{4}$/)));

/** The `rok` query: four digits, else 400; absent → undefined, or 400 when the call needs it. */
export function rokZZapytania(c: Context, wymagany: true): number;
export function rokZZapytania(c: Context, wymagany: false): number | undefined;
export function rokZZapytania(c: Context, wymagany: boolean): number | undefined {
  const rok = c.req.query('rok');
  const parsed = z.safeParse(rokSchema, rok);
  if (!parsed.success || (wymagany && rok === undefined)) throw new ApiError(400, 'Niepoprawny parametr rok');
  return rok === undefined ? undefined : Number(rok);
}

/** The second line of a subject's document: who it is about, and the office. */
export const podtytulPodmiotu = (u: Urzad, p: Podmiot): string =>
  `${p.nazwa} · ${p.czyInstytucja ? `NIP ${p.nip}` : `PESEL ${p.pesel}`} · ${u.urzad}`;

export function plikPdf(c: Context, nazwa: string, pdf: Buffer) {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${nazwa}"`,
  });
}

const wartosc2 = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
const calkowita = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 0, useGrouping: 'always' });
/** A measured value as the widgets show it: whole numbers plain ('2'), others with two decimals ('142,60'). */
export const formatWartosc = (n: number): string =>
  Number.isInteger(n) ? calkowita.format(n) : wartosc2.format(n);
/** m2 → m², m3 → m³ (spec 02 §9), as `formatUnit` of the client. */
export const formatJednostka = (u: string): string => (u === 'm2' ? 'm²' : u === 'm3' ? 'm³' : u);
