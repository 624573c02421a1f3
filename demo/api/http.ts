/**
 * Error answers of the contract server: always JSON `{kod, opis}` (the shape the client reads, spec 01 §8
 * "server description (opis) shown"), never an HTML page or a crash.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { jezykZadania, opisWJezyku } from './opisy.ts';

export interface BladBody {
  kod: number;
  opis: string;
}

/**
 * Thrown by a handler to answer with a given status and description. `kodBledu` is the body's `kod` when it
 * differs from the HTTP status (the account codes of src/core/api/konto.ts, e.g. 1001 with 401).
 */
export class BladApi extends Error {
  constructor(
    readonly kod: ContentfulStatusCode,
    readonly opis: string,
    readonly kodBledu?: number,
  ) {
    super(opis);
    this.name = 'BladApi';
  }
}

/** The error answer, its `opis` in the call's language (issue 12 item 3, opisy.ts). */
export const bladJson = (c: Context, kod: ContentfulStatusCode, opis: string, kodBledu?: number) =>
  c.json<BladBody>({ kod: kodBledu ?? kod, opis: opisWJezyku(opis, jezykZadania(c)) }, kod);

export const OPIS_PRZERWY = 'Przepraszamy - trwa przerwa techniczna';
export const OPIS_500 = 'Wystąpił nieoczekiwany błąd serwera';
export const OPIS_404 = 'Nie znaleziono zasobu';

/** Hono `onError`: known errors keep their status, anything else is logged and answered with 500. */
export function onError(err: Error, c: Context) {
  if (err instanceof BladApi) return bladJson(c, err.kod, err.opis, err.kodBledu);
  console.error(`[api] ${c.req.method} ${c.req.path}:`, err);
  return bladJson(c, 500, OPIS_500);
}
