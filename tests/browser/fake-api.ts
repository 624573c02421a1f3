/**
 * A fake office API behind `window.fetch`, for the element tests: it answers the calls the budget widget
 * makes by URL path (whatever the API base), records every call, and can be switched per test (another answer,
 * an error status, a delay). Install it before the bundle loads; the API client reads `globalThis.fetch` at call time.
 */
import { dochody, konfiguracja, lata, status, wydatki } from './budzet.fixtures.ts';

export const API = 'https://api.test/api';

export const paths = {
  konfiguracja: '/konfiguracja',
  status: '/status',
  lata: '/fk/gmina/dajLataBudzetowe',
  dochody: '/fk/gmina/dajDochodyBudzetu',
  wydatki: '/fk/gmina/dajWydatkiBudzetu',
} as const;

export interface Reply {
  status?: number;
  body?: unknown;
  /** Milliseconds before the answer (an aborted call rejects at once). */
  delayMs?: number;
}
export type Route = Reply | ((url: URL) => Reply);

export interface Call {
  /** Full URL as the bundle asked for it. */
  href: string;
  /** Everything before the route path, e.g. `https://api.test/api`. */
  base: string;
  /** Route path, e.g. `/fk/gmina/dajLataBudzetowe`. */
  path: string;
  query: URLSearchParams;
  method: string;
}

const clone = <T>(v: T): T => structuredClone(v);

export class FakeApi {
  readonly calls: Call[] = [];
  /** What the default routes answer; tests change these (per year for the budget rows). */
  konfiguracja = clone(konfiguracja);
  status = clone(status.dziala);
  lata = clone(lata.dwa);
  dochody: Record<number, unknown[]> = {};
  wydatki: Record<number, unknown[]> = {};
  private overrides = new Map<string, Route>();
  private realFetch: typeof fetch | undefined;

  constructor() {
    this.reset();
  }

  /** Forgets the calls and restores the default answers: two years, one income row for 2025, two for 2024. */
  reset(): void {
    this.calls.length = 0;
    this.konfiguracja = clone(konfiguracja);
    this.status = clone(status.dziala);
    this.lata = clone(lata.dwa);
    this.dochody = { 2025: clone(dochody.jedenWiersz), 2024: clone(dochody.rok2024) };
    this.wydatki = { 2025: clone(wydatki.kilka), 2024: clone(wydatki.kilka.slice(0, 1)) };
    this.overrides.clear();
  }

  /** Answers `path` with `route` instead of the default (until `reset` or `clear`). */
  on(path: string, route: Route): void {
    this.overrides.set(path, route);
  }

  clear(path: string): void {
    this.overrides.delete(path);
  }

  callsTo(path: string): Call[] {
    return this.calls.filter((c) => c.path === path);
  }

  private defaultReply(path: string, url: URL): Reply | undefined {
    const rok = Number(url.searchParams.get('rok'));
    switch (path) {
      case paths.konfiguracja:
        return { body: this.konfiguracja };
      case paths.status:
        return { body: this.status };
      case paths.lata:
        return { body: { lataBudzetowe: this.lata } };
      case paths.dochody:
        return { body: { listaDochodow: this.dochody[rok] ?? [] } };
      case paths.wydatki:
        return { body: { listaWydatkow: this.wydatki[rok] ?? [] } };
      default:
        return undefined;
    }
  }

  private async handle(input: RequestInfo | URL, init?: RequestInit): Promise<Response | undefined> {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const path = Object.values(paths).find((p) => url.pathname.endsWith(p));
    if (!path) return undefined; // not an API call: the real fetch answers
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const base = url.origin + url.pathname.slice(0, url.pathname.length - path.length);
    this.calls.push({ href: url.href, base, path, query: url.searchParams, method });

    const route = this.overrides.get(path);
    const reply = (typeof route === 'function' ? route(url) : route) ?? this.defaultReply(path, url)!;
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (reply.delayMs) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, reply.delayMs);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
        });
      });
    }
    signal?.throwIfAborted();
    return new Response(JSON.stringify(reply.body ?? null), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }

  /** Replaces `window.fetch`; calls that are not API calls go to the real fetch. */
  install(): this {
    if (this.realFetch) return this;
    const real = window.fetch.bind(window);
    this.realFetch = real;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) =>
      (await this.handle(input, init)) ?? real(input, init);
    return this;
  }
}

/** One fake per test file (per page), installed at once. */
export const installFakeApi = (): FakeApi => new FakeApi().install();
