/**
 * Error answers of the contract server: always JSON `{kod, opis}` (the shape the client reads, spec 01 §8
 * "server description (opis) shown"), never an HTML page or a crash.
 */
import { Server, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ServerType } from '@hono/node-server';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { requestLanguage, translateOpis } from './translations.ts';

export interface ErrorBody {
  kod: number;
  opis: string;
}

/**
 * Thrown by a handler to answer with a given status and description. `kodBledu` is the body's `kod` when it
 * differs from the HTTP status (the account codes of src/core/api/konto.ts, e.g. 1001 with 401); `ponowZaS`, when
 * given, is the answer's Retry-After in seconds (a 429 thrown where the request's context is out of reach).
 */
export class ApiError extends Error {
  constructor(
    readonly kod: ContentfulStatusCode,
    readonly opis: string,
    readonly kodBledu?: number,
    readonly ponowZaS?: number,
  ) {
    super(opis);
    this.name = 'ApiError';
  }
}

/** The error answer, its `opis` in the call's language (issue 12 item 3, translations.ts). */
export const errorJson = (c: Context, kod: ContentfulStatusCode, opis: string, kodBledu?: number) =>
  c.json<ErrorBody>({ kod: kodBledu ?? kod, opis: translateOpis(opis, requestLanguage(c)) }, kod);

export const OPIS_PRZERWY = 'Przepraszamy - trwa przerwa techniczna';
export const OPIS_500 = 'Wystąpił nieoczekiwany błąd serwera';
export const OPIS_404 = 'Nie znaleziono zasobu';

/** Hono `onError`: known errors keep their status, anything else is logged and answered with 500. */
export function onError(err: Error, c: Context) {
  if (err instanceof ApiError) {
    if (err.ponowZaS !== undefined) c.header('Retry-After', String(err.ponowZaS));
    return errorJson(c, err.kod, err.opis, err.kodBledu);
  }
  console.error(`[api] ${c.req.method} ${c.req.path}:`, err);
  return errorJson(c, 500, OPIS_500);
}

/** Node's answers to what its parser refuses (node:_http_server), said in our words. */
const PARSER_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Adres lub nagłówki żądania są zbyt długie'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Żądanie jest zbyt duże'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Przekroczono czas oczekiwania na żądanie'],
};

/**
 * How long an idle keep-alive connection stays open: longer than its clients keep one (a reverse proxy's upstream
 * connections, 60 s in nginx; fetch's 4 s), so the server never closes a connection at the moment a client sends
 * its next request on it — which that client sees as ECONNRESET, and a proxy as a 502, on a request it must not
 * repeat (a POST). Node's default is 5 s. The headers' limit must exceed it (Node's rule).
 */
export function keepIdleConnections(server: ServerType): void {
  if (!(server instanceof Server)) return;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

/**
 * Requests Node's HTTP parser refuses never reach Hono: an address or headers over `maxHeaderSize` (16 KB), a
 * request that is not HTTP. Node would answer them with an empty body; this `clientError` listener writes the
 * JSON `{kod, opis}` of every other error instead (in Polish: the language parameter is in the unread address).
 * Call it on each server `serve()` makes (main.ts, demo/server.ts).
 */
export function jsonClientErrors(server: ServerType): void {
  if (!(server instanceof Server)) return;
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    // as Node's own handler: not into an answer already begun on this connection (`_httpMessage`, the answer in
    // flight, is Node's internal name; a keep-alive connection whose earlier answers are done may take ours)
    const wToku = (socket as Socket & { _httpMessage?: { headersSent: boolean } | null })._httpMessage;
    if (err.code !== 'ECONNRESET' && socket.writable && !wToku?.headersSent) {
      const [kod, opis] = PARSER_ERRORS[err.code ?? ''] ?? [400, 'Niepoprawne żądanie HTTP'];
      const body = JSON.stringify({ kod, opis } satisfies ErrorBody);
      socket.write(
        `HTTP/1.1 ${kod} ${STATUS_CODES[kod]}\r\n` +
          'Content-Type: application/json; charset=UTF-8\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
          body,
      );
    }
    socket.destroySoon();
  });
}
