/**
 * Mounting a protected list widget (spec 02) in happy-dom: a fake API that answers the service's calls by
 * `path?query` and leaves the account's own calls (user info, subjects, session) pending, and a signed-in
 * current subject in the stores.
 */
import { act } from 'preact/test-utils';
import { $restrictedToken, $token } from '../src/core/stores/session.ts';
import { $subjects, chooseSubject, type Podmiot } from '../src/core/stores/subject.ts';
import { fakeApi, type FakeApi } from './pojazdy-meldunki-harness.tsx';

export { bodyRows, mount, settle } from './pojazdy-meldunki-harness.tsx';
export { unmountAll } from './widget-harness.tsx';

export const osoba: Podmiot = {
  nazwa: 'Jan Kowalski',
  czyInstytucja: false,
  nip: null,
  pesel: '85010112352',
};
export const firma: Podmiot = {
  nazwa: 'Kwiaciarnia „Pod Lipą” Anna Nowak',
  czyInstytucja: true,
  nip: '7741001232',
  pesel: null,
};

const konto = /^\/(uzytkownik|lista-podmiotow|pi\/)/;

/** `fakeApi` for a protected widget: the account's calls never answer, so only the service's calls count. */
export function protectedApi(answers: Record<string, unknown>): FakeApi {
  const api = fakeApi(answers);
  const json = api.json.bind(api);
  return {
    ...api,
    json: (path, schema, opts) =>
      konto.test(path) ? new Promise(() => undefined) : json(path, schema, opts),
  } as FakeApi;
}

/** Signs in (a full token) with `p` as the only and current subject. */
export async function asSubject(p: Podmiot) {
  await act(() => {
    $token.set('pelny');
    $subjects.set([p]);
    chooseSubject(p);
  });
}

export function signOut() {
  $token.set(undefined);
  $restrictedToken.set(undefined);
  $subjects.set([]);
}

/** The `pesel=` or `nip=` part of a call key. */
export const kto = (p: Podmiot) => (p.czyInstytucja ? `nip=${p.nip}` : `pesel=${p.pesel}`);
