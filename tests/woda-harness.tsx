/**
 * Water widget tests: a signed-in subject and a fake API that answers the water calls by `path?query` (as
 * `fakeApi`) and leaves the page's own account calls pending, so the protected frame shows the service.
 */
import { cleanTestStorage } from '@nanostores/persistent';
import type { Api, RequestOptions } from '../src/core/api/client.ts';
import { FLAGI_DEMO } from './konfiguracja.fixtures.ts';
import { closeSnackbar } from '../src/core/stores/snackbar.ts';
import { $restrictedToken, $token } from '../src/core/stores/session.ts';
import { $subjects, chooseSubject, type Podmiot } from '../src/core/stores/subject.ts';
import { fakeApi, type FakeApi } from './pojazdy-meldunki-harness.tsx';
import { unmountAll } from './widget-harness.tsx';

export const JAN: Podmiot = { nazwa: 'Jan Kowalski', czyInstytucja: false, nip: null, pesel: '85010112352' };
export const SKLEP: Podmiot = { nazwa: 'Kwiaciarnia', czyInstytucja: true, nip: '7741001232', pesel: null };

/** The office flags (GET /konfiguracja) as the demo gmina has them, for the widgets that read them. */
export const FLAGI = FLAGI_DEMO;

export type WodaApi = FakeApi & { posts: { path: string; body: unknown }[] };

const water = (path: string) => path.startsWith('/woda') || path.startsWith('/wodomierze');

/** `answers` as in `fakeApi`, plus `POST <path>`: a value, an Error to throw, or a function of the body. */
export function wodaApi(answers: Record<string, unknown>): WodaApi {
  const posts: { path: string; body: unknown }[] = [];
  const inner = fakeApi(answers);
  const get = inner.json.bind(inner);
  const json: Api['json'] = async (path, schema, opts?: RequestOptions) => {
    if (!water(path) && !path.startsWith('/konfiguracja')) return new Promise<never>(() => undefined);
    if (opts?.method !== 'POST') return get(path, schema, opts);
    inner.calls.push(`POST ${path}`);
    posts.push({ path, body: opts.body });
    const a = answers[`POST ${path}`];
    if (a instanceof Error) throw a;
    return (typeof a === 'function' ? (a as (b: unknown) => unknown)(opts.body) : a) as never;
  };
  return Object.assign(inner, { posts, json });
}

/** Signs in with a full token and makes `subject` current. */
export function signedIn(subject: Podmiot = JAN) {
  $token.set('pelny');
  $subjects.set([JAN, SKLEP]);
  chooseSubject(subject);
}

export function cleanUp() {
  unmountAll();
  cleanTestStorage();
  closeSnackbar();
  $token.set(undefined);
  $restrictedToken.set(undefined);
  $subjects.set([]);
}
