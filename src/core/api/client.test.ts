// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import * as z from 'zod/mini';
import { ApiError, createApi, fileNameFromDisposition, recheckStoredBreak } from './client.ts';
import { $restrictedToken, $sessionEnd, $sessionLength, $token, $unconfirmed } from '../stores/session.ts';
import { $language } from '../stores/settings.ts';
import { $maintenance } from '../stores/maintenance.ts';
import { setNavigationHandler } from '../navigation.ts';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;
let handler: Handler;
const calls: { url: URL; init: RequestInit }[] = [];

useTestStorageEngine();

beforeEach(() => {
  cleanTestStorage();
  calls.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(req.url);
    const headers = new Headers(init.headers ?? req.headers);
    calls.push({ url, init: { ...init, headers } });
    return handler(url, init);
  });
  for (const s of [$token, $restrictedToken, $language, $sessionEnd, $sessionLength]) s.set(undefined);
  $unconfirmed.set(false);
  $maintenance.set(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setNavigationHandler(null);
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const schema = z.object({ a: z.number() });
const api = () => createApi('https://office.example.pl/api/');

describe('api client', () => {
  it('parses a valid answer and adds the language parameter only when one is stored', async () => {
    handler = () => json({ a: 1 });
    expect(await api().json('/fk/x', schema, { query: { rok: 2025 } })).toEqual({ a: 1 });
    expect(calls[0]!.url.href).toBe('https://office.example.pl/api/fk/x?rok=2025');
    $language.set('en');
    await api().json('/fk/x', schema);
    expect(calls[1]!.url.searchParams.get('jezyk')).toBe('en');
  });

  it('sends a body as JSON, leaves out undefined query values and encodes the others', async () => {
    handler = () => new Response(null, { status: 204 });
    await api().json('/konto/x', z.optional(z.unknown()), {
      method: 'POST',
      query: { q: 'Nowa Wieś & co', brak: undefined },
      body: { a: 'ą', n: 1 },
    });
    const { url, init } = calls[0]!;
    expect(url.search).toBe('?q=Nowa+Wie%C5%9B+%26+co');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ a: 'ą', n: 1 });
    expect((init.headers as Headers).get('content-type')).toBe('application/json');
  });

  it('turns an unexpected shape into a clear error naming the field', async () => {
    handler = () => json({ a: 'one' });
    const err = await api()
      .json('/fk/x', schema)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('shape');
    expect((err as ApiError).message).toMatch(/\/fk\/x.*a:/);
  });

  it('treats malformed JSON as an unexpected shape', async () => {
    handler = () => new Response('{"a": 1', { headers: { 'Content-Type': 'application/json' } });
    await expect(api().json('/fk/x', schema)).rejects.toMatchObject({ kind: 'shape' });
  });

  it('carries the server code and description of an HTTP error', async () => {
    handler = () => json({ kod: 400, opis: 'Niepoprawny parametr rok' }, 400);
    await expect(api().json('/fk/x', schema)).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      kod: 400,
      opis: 'Niepoprawny parametr rok',
    });
  });

  it('reports an unreachable server as offline', async () => {
    handler = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(api().json('/fk/x', schema)).rejects.toMatchObject({ kind: 'offline' });
  });

  it('reports a call that takes too long as a timeout', async () => {
    handler = (_url, init) =>
      new Promise((_ok, fail) => init.signal?.addEventListener('abort', () => fail(init.signal?.reason)));
    const slow = createApi('https://office.example.pl/api', { timeout: 30 });
    await expect(slow.json('/fk/x', schema)).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('times out also when the caller passes its own abort signal (a widget that may unmount)', async () => {
    handler = (_url, init) =>
      new Promise((_ok, fail) => init.signal?.addEventListener('abort', () => fail(init.signal?.reason)));
    const slow = createApi('https://office.example.pl/api', { timeout: 30 });
    const own = new AbortController();
    await expect(slow.json('/fk/x', schema, { signal: own.signal })).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('never sends a call twice: a failed POST or GET is not retried', async () => {
    handler = () => json({ kod: 500, opis: 'x' }, 500);
    await expect(
      api().json('/platnosci/p24/dodajPrzelew', schema, { method: 'POST', body: {} }),
    ).rejects.toMatchObject({ status: 500 });
    await expect(api().json('/fk/x', schema)).rejects.toMatchObject({ status: 500 });
    handler = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(api().json('/fk/x', schema)).rejects.toMatchObject({ kind: 'offline' });
    expect(calls).toHaveLength(3);
  });

  it('sends the bearer token and applies the token rules', async () => {
    $token.set('full');
    $restrictedToken.set('restricted');
    $unconfirmed.set(true);
    handler = () => json({ a: 1 });
    await api().json('/woda/faktury', schema);
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer full');
    expect($restrictedToken.get()).toBeUndefined();
    expect($unconfirmed.get()).toBe(false);
  });

  it('moves the session end on success, except for background calls', async () => {
    $token.set('full');
    $sessionLength.set(60_000);
    handler = () => json({ a: 1 });
    await api().json('/status', schema);
    expect($sessionEnd.get()).toBeUndefined();
    await api().json('/woda/faktury', schema);
    expect($sessionEnd.get()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('on 401 clears the session and asks to go to the root; not for login-type calls', async () => {
    const nav = vi.fn();
    setNavigationHandler(nav);
    $token.set('full');
    handler = () => json({ kod: 401, opis: 'x' }, 401);
    await expect(api().json('/uzytkownicy/getToken', schema)).rejects.toMatchObject({ status: 401 });
    expect(nav).not.toHaveBeenCalled();
    await expect(api().json('/woda/faktury', schema)).rejects.toMatchObject({ status: 401 });
    expect($token.get()).toBeUndefined();
    expect(nav).toHaveBeenCalledWith('/');
  });

  it('on 503 with /status reporting the break clears the tokens, sets the break flag and asks for the break page', async () => {
    const nav = vi.fn();
    setNavigationHandler(nav);
    $token.set('full');
    handler = (url) =>
      url.pathname.endsWith('/status')
        ? json({ czyPrzerwaTechniczna: true })
        : json({ kod: 503, opis: 'Przepraszamy - trwa przerwa techniczna' }, 503);
    await expect(api().json('/fk/x', schema)).rejects.toMatchObject({ status: 503, breakScope: 'site' });
    expect($token.get()).toBeUndefined();
    expect($maintenance.get()).toBe(true);
    expect(getTestStorage()['gmina:przerwaTechniczna']).toBe('true');
    expect(nav).toHaveBeenCalledWith('/przerwa-techniczna');
  });

  it('a 503 of /status itself is the site-wide break', async () => {
    handler = () => json({ kod: 503 }, 503);
    await expect(api().json('/status', z.unknown())).rejects.toMatchObject({ breakScope: 'site' });
    expect($maintenance.get()).toBe(true);
  });

  it("a 503 of one service while /status says no break is that service's break only: nothing stored, session kept", async () => {
    const nav = vi.fn();
    setNavigationHandler(nav);
    $token.set('full');
    handler = (url) =>
      url.pathname.endsWith('/status')
        ? json({ czyPrzerwaTechniczna: false })
        : json({ kod: 503, opis: 'Przepraszamy - trwa przerwa techniczna' }, 503);
    const client = api();
    // three widgets of one page fail together: one status call decides for all of them
    const failures = await Promise.allSettled([1, 2, 3].map(() => client.json('/wybory/daty', schema)));
    for (const f of failures) {
      expect(f.status).toBe('rejected');
      expect((f as PromiseRejectedResult).reason).toMatchObject({ status: 503, breakScope: 'service' });
    }
    expect(calls.filter((c) => c.url.pathname.endsWith('/status'))).toHaveLength(1);
    expect($token.get()).toBe('full');
    expect($maintenance.get()).toBe(false);
    expect(getTestStorage()['gmina:przerwaTechniczna']).toBeUndefined();
    expect(nav).not.toHaveBeenCalled();
  });

  it("a 503 whose status check fails (no answer) stays the service's break", async () => {
    handler = (url) => {
      if (url.pathname.endsWith('/status')) throw new TypeError('Failed to fetch');
      return json({ kod: 503 }, 503);
    };
    await expect(api().json('/fk/x', schema)).rejects.toMatchObject({ breakScope: 'service' });
    expect($maintenance.get()).toBe(false);
  });

  it('a stored break flag is re-checked with /status: cleared when the break is over, kept while it lasts', async () => {
    $maintenance.set(true);
    handler = () => json({ czyPrzerwaTechniczna: true });
    await recheckStoredBreak(api());
    expect($maintenance.get()).toBe(true);
    handler = () => json({ czyPrzerwaTechniczna: false });
    await recheckStoredBreak(api());
    expect($maintenance.get()).toBe(false);
    expect(getTestStorage()['gmina:przerwaTechniczna']).toBeUndefined();
    // no stored flag: nothing to ask
    calls.length = 0;
    await recheckStoredBreak(api());
    expect(calls).toHaveLength(0);
  });

  it('a stored break flag stays when /status cannot be asked', async () => {
    $maintenance.set(true);
    handler = () => {
      throw new TypeError('Failed to fetch');
    };
    await recheckStoredBreak(api());
    expect($maintenance.get()).toBe(true);
  });

  it('downloads a file with the name from Content-Disposition', async () => {
    handler = () =>
      new Response(new Blob(['%PDF-1.7']), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="budzet-dochody-2025.pdf"',
        },
      });
    const file = await api().file('/fk/gmina/dajDochodyBudzetu/pdf', { query: { rok: 2025 } });
    expect(file.fileName).toBe('budzet-dochody-2025.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name and falls back', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''bud%C5%BCet.pdf`, 'x'),
    ).toBe('budżet.pdf');
    expect(fileNameFromDisposition('attachment; filename=plain.pdf', 'x')).toBe('plain.pdf');
    expect(fileNameFromDisposition(null, 'fallback.pdf')).toBe('fallback.pdf');
  });
});

describe('an answer the loader started with the element’s code (issue 30, src/pierwsze.ts)', () => {
  const KEY = Symbol.for('gmina.loader');
  afterEach(() => delete (globalThis as Record<symbol, unknown>)[KEY]);

  it('is taken by the first GET of its address and token, with every rule of the client; the next asks the server', async () => {
    const seen: { url: string; auth: string | null }[] = [];
    (globalThis as Record<symbol, unknown>)[KEY] = {
      wstepna: (url: string, init?: RequestInit) => {
        seen.push({ url, auth: new Headers(init?.headers).get('Authorization') });
        return seen.length === 1 ? Promise.resolve(json({ a: 7 })) : undefined;
      },
    };
    $token.set('T1');
    $language.set('de');
    handler = () => json({ a: 2 });
    expect(await api().json('/naleznosci/dajNaleznosci', schema, { query: { pesel: '1' } })).toEqual({
      a: 7,
    });
    expect(calls).toHaveLength(0);
    expect(seen[0]).toEqual({
      url: 'https://office.example.pl/api/naleznosci/dajNaleznosci?pesel=1&jezyk=de',
      auth: 'Bearer T1',
    });
    expect(await api().json('/naleznosci/dajNaleznosci', schema, { query: { pesel: '1' } })).toEqual({
      a: 2,
    });
    expect(calls).toHaveLength(1);
  });

  it('a started 401 clears the session as the server’s own answer would', async () => {
    (globalThis as Record<symbol, unknown>)[KEY] = {
      wstepna: () => Promise.resolve(json({ kod: 401, opis: 'x' }, 401)),
    };
    $token.set('T1');
    await expect(api().json('/naleznosci/dajNaleznosci', schema)).rejects.toMatchObject({ status: 401 });
    expect($token.get()).toBeUndefined();
  });
});
