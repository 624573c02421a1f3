/**
 * Request hygiene of every call (issue 11 items 10–12), checked once before any route so that routes added
 * later get it too: the size of a body (413), its type (415) and control characters in any string of a body,
 * a form or the address (400). Answers are JSON `{kod, opis}` as everywhere (http.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorJson } from './http.ts';

/** Largest body of any call: the JSON bodies of the contract are a few hundred bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

export const OPIS_413 = 'Treść żądania jest za duża';
export const OPIS_415 = 'Treść żądania musi być w formacie JSON (Content-Type: application/json)';
export const OPIS_CONTROL_CHARACTER = 'Niepoprawne dane żądania: niedozwolony znak sterujący';

/**
 * 413 past MAX_BODY_BYTES: refused by the declared length, or while a streamed body arrives, so a large body is
 * never read whole. A call that takes a file (none yet) would get its own larger limit here, by path.
 */
export const limitBodySize = (): MiddlewareHandler =>
  bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => errorJson(c, 413, OPIS_413) });

/** `application/json`, with parameters (charset) or none, in any letter case. */
const JSON_TYPE = /^application\/json\s*(;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

declare module 'hono' {
  interface ContextVariableMap {
    /** Set on the paths that take a provider's form post (identity token endpoints, payment pages). */
    formularz?: boolean;
  }
}

/** Marks a path whose body is an HTML form (the simulated identity provider's pages), not JSON. */
export const htmlForms = (): MiddlewareHandler => async (c, next) => {
  c.set('formularz', true);
  await next();
};

const hasBody = (c: Context) =>
  c.req.raw.body !== null &&
  c.req.header('Content-Length') !== '0' &&
  !['GET', 'HEAD'].includes(c.req.method);

/**
 * A body must be `application/json` (415 otherwise): a browser sends another site's `text/plain` or form post
 * without asking first (no CORS preflight), so only JSON keeps the unauthenticated calls (login, reminder)
 * out of reach of other pages. A body-less POST (logout with a bearer token) needs no type. The provider's
 * form paths take `application/x-www-form-urlencoded` instead.
 */
export const requireJson = (): MiddlewareHandler => async (c, next) => {
  if (!hasBody(c)) return next();
  const typ = c.req.header('Content-Type') ?? '';
  if (c.get('formularz') ? FORM_TYPE.test(typ) : JSON_TYPE.test(typ)) return next();
  if (!typ && (await c.req.text()) === '') return next();
  return errorJson(c, 415, OPIS_415);
};

/**
 * C0 controls except tab, line feed and carriage return, DEL and C1 controls: no field of the contract holds
 * them, and PostgreSQL refuses a NUL in text (22021), which would end as a 500.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

function hasControlCharacter(v: unknown): boolean {
  if (typeof v === 'string') return CONTROL_CHARACTER.test(v);
  if (Array.isArray(v)) return v.some(hasControlCharacter);
  if (v && typeof v === 'object')
    return Object.entries(v).some(([k, w]) => CONTROL_CHARACTER.test(k) || hasControlCharacter(w));
  return false;
}

/**
 * 400 for a control character in the path, a query name or value, a JSON body's strings (keys too) or a
 * provider form's fields. A body that is not valid JSON is left to the route (its own 400, or `{}` on logout).
 * Runs after requireJson, so a body here is JSON or the provider's form; the parsed body is cached by Hono
 * for the route.
 */
export const noControlCharacters = (): MiddlewareHandler => async (c, next) => {
  const url = new URL(c.req.url);
  let sciezka = url.pathname;
  try {
    sciezka = decodeURIComponent(sciezka);
  } catch {
    /* a malformed escape is the router's 404, not ours */
  }
  if (
    CONTROL_CHARACTER.test(sciezka) ||
    [...url.searchParams].some(([k, v]) => hasControlCharacter([k, v]))
  ) {
    return errorJson(c, 400, OPIS_CONTROL_CHARACTER);
  }
  if (hasBody(c)) {
    let dane: unknown;
    try {
      dane = c.get('formularz') ? await c.req.parseBody() : await c.req.json();
    } catch {
      return next();
    }
    if (hasControlCharacter(dane)) return errorJson(c, 400, OPIS_CONTROL_CHARACTER);
  }
  return next();
};
