/**
 * Request hygiene of every call (issue 11), checked once before any route so that routes added later get it
 * too: the size of a body (413). Answers are JSON `{kod, opis}` as everywhere (http.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { bladJson } from './http.ts';

/** Largest body of any call: the JSON bodies of the contract are a few hundred bytes. */
export const MAKS_TRESC = 64 * 1024;

export const OPIS_413 = 'Treść żądania jest za duża';

/**
 * 413 past MAKS_TRESC: refused by the declared length, or while a streamed body arrives, so a large body is
 * never read whole. A call that takes a file (none yet) would get its own larger limit here, by path.
 */
export const limitTresci = (): MiddlewareHandler =>
  bodyLimit({ maxSize: MAKS_TRESC, onError: (c) => bladJson(c, 413, OPIS_413) });
