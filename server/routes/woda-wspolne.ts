/** Helpers shared by the water routes (routes/woda*.ts). */
import type { Context } from 'hono';
import { ApiError } from '../http.ts';
import { OPIS_BRAK_DOSTEPU, type Podmiot } from '../konto/podmioty.ts';

/** Another subject's point, meter or invoice: the same answer as for another subject (spec 02 §6). */
export const brakDostepu = () => new ApiError(403, OPIS_BRAK_DOSTEPU);

/** A positive whole number from the query (an id), else 400 naming the parameter. */
export function liczbaZZapytania(c: Context, nazwa: string): number {
  const v = c.req.query(nazwa) ?? '';
  if (!/^[1-9][0-9]{0,8}$/.test(v)) throw new ApiError(400, `Niepoprawny parametr ${nazwa}`);
  return Number(v);
}

export function plikPdf(c: Context, nazwa: string, pdf: Buffer) {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${nazwa}"`,
  });
}

const m3 = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 3, useGrouping: 'always' });
/** A volume or a reading, Polish format (decimals only where the dial has them). */
export const formatM3 = (n: number | null) => (n === null ? '—' : m3.format(n));

export const podmiotDokumentu = (p: Podmiot) =>
  `${p.nazwa} · ${p.czyInstytucja ? `NIP ${p.nip}` : `PESEL ${p.pesel}`}`;

/** Ids in a JSON body: the shared schemas say "number" (zod's integer check would weigh on every page), so here. */
export function calkowite(...ids: number[]): void {
  if (!ids.every((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31))
    throw new ApiError(400, 'Niepoprawne dane żądania');
}
