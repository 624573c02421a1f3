import { beforeEach, describe, expect, it } from 'vitest';
import { useTestStorageEngine, cleanTestStorage } from '@nanostores/persistent';
import type { Api } from './api/client.ts';
import { kontoPaths, type UserInfo } from './api/konto.ts';
import { loadAccountOnce } from './account.ts';

useTestStorageEngine();

const user: UserInfo = {
  imie: 'Jan',
  nazwisko: 'Kowalski',
  login: 'jan.kowalski',
  email: 'jan.kowalski@poczta.example.pl',
  pesel: '85010112352',
  nip: null,
  czasSesji: 900_000,
  czyInstytucja: false,
  czyPierwszeLogowanie: false,
  czyNiepotwierdzony: false,
  czyNiezweryfikowany: false,
};

/** An API that answers the account calls and counts them. */
function fakeApi(calls: string[]): Api {
  const answers: Record<string, unknown> = {
    [kontoPaths.userInfo]: user,
    [kontoPaths.listaPodmiotow]: {
      podmioty: [{ nazwa: 'Jan Kowalski', czyInstytucja: false, nip: null, pesel: user.pesel }],
    },
  };
  return {
    baseURL: 'https://urzad.example/api',
    json: async (path: string) => {
      calls.push(path);
      await new Promise((r) => setTimeout(r, 5));
      return answers[path];
    },
  } as unknown as Api;
}

describe('loadAccountOnce', () => {
  beforeEach(cleanTestStorage);

  it('asks the server once when several parts of the page load the account at the same time', async () => {
    const calls: string[] = [];
    const api = fakeApi(calls);
    const [a, b, c] = await Promise.all([loadAccountOnce(api), loadAccountOnce(api), loadAccountOnce(api)]);
    expect(a).toEqual(user);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(calls).toEqual([kontoPaths.userInfo, kontoPaths.listaPodmiotow]);
  });

  it('asks again once the previous load has ended (another login later)', async () => {
    const calls: string[] = [];
    const api = fakeApi(calls);
    await loadAccountOnce(api);
    await loadAccountOnce(api);
    expect(calls.filter((p) => p === kontoPaths.userInfo)).toHaveLength(2);
  });
});
