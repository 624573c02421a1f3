/**
 * Mounting a protected list widget (spec 02) in happy-dom: logged in with a full token and a current subject,
 * with a fake API (tests/pojazdy-meldunki-harness.tsx) whose account calls (user info, subjects, session) never
 * answer, so only the widget's own calls are made and recorded.
 */
import type { ComponentType } from 'react';
import { act } from 'preact/test-utils';
import { $restrictedToken, $token } from '../src/core/stores/session.ts';
import { $subjects, chooseSubject, type Podmiot } from '../src/core/stores/subject.ts';
import { fakeApi, mount, settle, type FakeApi } from './pojazdy-meldunki-harness.tsx';

export { bodyRows, mount, settle } from './pojazdy-meldunki-harness.tsx';
export { unmountAll } from './widget-harness.tsx';

export const JAN: Podmiot = { nazwa: 'Jan Kowalski', czyInstytucja: false, nip: null, pesel: '85010112352' };
export const SPOLDZIELNIA: Podmiot = {
  nazwa: 'Spółdzielnia Mieszkaniowa „Zielona Dolina”',
  czyInstytucja: true,
  nip: '5252525259',
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
  };
}

/** Logs in (a full token) with `subject` current among `subjects`, then mounts the widget. */
export async function mountAs(
  Component: ComponentType,
  api: FakeApi,
  subject: Podmiot,
  subjects = [JAN, SPOLDZIELNIA],
) {
  $token.set('pelny');
  $subjects.set(subjects);
  chooseSubject(subject);
  const host = await mount(Component, api);
  await settle();
  return host;
}

/** Chooses another subject of the account while the widget is on screen. */
export async function switchTo(subject: Podmiot) {
  await act(() => chooseSubject(subject));
  await settle();
  await settle();
}

export function signOut() {
  $token.set(undefined);
  $restrictedToken.set(undefined);
  $subjects.set([]);
}

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

/** Signs in (a full token) with `p` as the only and current subject. */
export async function asSubject(p: Podmiot) {
  await act(() => {
    $token.set('pelny');
    $subjects.set([p]);
    chooseSubject(p);
  });
}

/** The `pesel=` or `nip=` part of a call key. */
export const kto = (p: Podmiot) => (p.czyInstytucja ? `nip=${p.nip}` : `pesel=${p.pesel}`);
