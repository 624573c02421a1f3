/**
 * Headers of the contract server's answers (issue 11 item 15): nothing is sniffed as another type, nothing of a
 * person's is kept in a cache, the provider pages cannot be framed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kontoPaths } from '../../src/core/api/konto.ts';
import { get, openKontoApi, post, zaloguj, type KontoApi } from './konto-helpers.ts';

let api: KontoApi;
let token: string;
beforeAll(async () => {
  api = await openKontoApi();
  token = await zaloguj(api.app, 'jan.kowalski');
});
afterAll(() => api?.db.close());

describe('API answers', () => {
  it('personal data: nosniff and no-store', async () => {
    for (const r of [
      await get(api.app, kontoPaths.userInfo, token),
      await get(api.app, kontoPaths.listaPodmiotow, token),
      await get(api.app, kontoPaths.zgody, token),
      await post(api.app, kontoPaths.przedluzanieSesji, { token }),
    ]) {
      expect(r.status).toBe(200);
      expect(r.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(r.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('the login answer (a token) and errors: no-store, nosniff', async () => {
    const login = await post(api.app, kontoPaths.getToken, { login: 'anna.nowak', haslo: 'Gmina#2024' });
    expect(login.headers.get('Cache-Control')).toBe('no-store');
    const zle = await get(api.app, kontoPaths.userInfo, 'zly');
    expect(zle.status).toBe(401);
    expect(zle.headers.get('Cache-Control')).toBe('no-store');
    expect(zle.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const brak = await get(api.app, '/nie-ma-takiej-sciezki');
    expect(brak.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('no framing, no Referer', async () => {
    const r = await get(api.app, '/konfiguracja');
    expect(r.headers.get('X-Frame-Options')).toBe('DENY');
    expect(r.headers.get('Referrer-Policy')).toBe('no-referrer');
    const strona = await api.app.request(
      `${kontoPaths.wezelKrajowy}?returnUrl=http%3A%2F%2Fportal.example.pl%2F`,
    );
    expect(strona.headers.get('X-Frame-Options')).toBe('DENY');
  });
});
