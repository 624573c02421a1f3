import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  listaPodmiotowSchema,
  loginResponseSchema,
  przedluzenieSchema,
  userInfoSchema,
} from '../../src/core/api/konto.ts';
import { ADMIN_TOKEN, adminPost } from './helpers.ts';
import { get, kod, openKontoApi, post, zaloguj, HASLO_DEMO, type KontoApi } from './konto-helpers.ts';

let api: KontoApi;
beforeAll(async () => {
  api = await openKontoApi();
});
afterAll(() => api?.db.close());

describe('POST /uzytkownicy/getToken', () => {
  it('logs an active person in with a full token', async () => {
    const r = await post(api.app, '/uzytkownicy/getToken', { login: 'jan.kowalski', haslo: HASLO_DEMO });
    expect(r.status).toBe(200);
    expect(z.parse(loginResponseSchema, r.body)).toMatchObject({
      czyOgraniczony: false,
      czyNiepotwierdzony: false,
      czy2FaAktywne: false,
    });
  });

  it('accepts the login in any letter case', async () => {
    expect(await zaloguj(api.app, 'Jan.Kowalski')).toMatch(/^ey/);
  });

  it('answers 1001 alike for a wrong password and an unknown login', async () => {
    const zle = await post(api.app, '/uzytkownicy/getToken', { login: 'anna.nowak', haslo: 'Zle#haslo1' });
    const brak = await post(api.app, '/uzytkownicy/getToken', {
      login: 'nie.ma.takiego',
      haslo: 'Zle#haslo1',
    });
    expect(zle.status).toBe(401);
    expect(brak.status).toBe(401);
    expect(zle.body).toEqual({ kod: 1001, opis: 'Nieprawidłowy login lub hasło' });
    expect(brak.body).toEqual(zle.body);
  });

  it('answers 1009 for an account not activated, only with the right password', async () => {
    const r = await post(api.app, '/uzytkownicy/getToken', { login: 'ewa.wojcik', haslo: HASLO_DEMO });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ kod: 1009 });
    const zle = await post(api.app, '/uzytkownicy/getToken', { login: 'ewa.wojcik', haslo: 'x' });
    expect(zle.body).toMatchObject({ kod: 1001 });
  });

  it('gives restricted tokens to unconfirmed and unverified accounts', async () => {
    const p = await post(api.app, '/uzytkownicy/getToken', { login: 'piotr.wisniewski', haslo: HASLO_DEMO });
    expect(p.body).toMatchObject({ czyOgraniczony: true, czyNiepotwierdzony: true, czy2FaAktywne: false });
    const t = await post(api.app, '/uzytkownicy/getToken', {
      login: 'tomasz.lewandowski',
      haslo: HASLO_DEMO,
    });
    expect(t.body).toMatchObject({ czyOgraniczony: true, czyNiepotwierdzony: false });
  });

  it('rejects a malformed body with 400', async () => {
    const r = await post(api.app, '/uzytkownicy/getToken', { login: 'jan.kowalski' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ kod: 400 });
    const dlugie = await post(api.app, '/uzytkownicy/getToken', {
      login: 'jan.kowalski',
      haslo: 'x'.repeat(5000),
    });
    expect(dlugie.status).toBe(400);
    const zlyJson = await api.app.request('/uzytkownicy/getToken', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(zlyJson.status).toBe(400);
  });
});

describe('two-factor login (POST /uzytkownicy/login2FA)', () => {
  it('gives a second-step token that is good for nothing else, then the full token for a valid code', async () => {
    const krok1 = await post<{ token: string; czy2FaAktywne: boolean }>(api.app, '/uzytkownicy/getToken', {
      login: 'marek.kaminski',
      haslo: HASLO_DEMO,
    });
    expect(krok1.body.czy2FaAktywne).toBe(true);
    expect((await get(api.app, '/uzytkownik/userInfo', krok1.body.token)).status).toBe(401);

    const zly = await post(api.app, '/uzytkownicy/login2FA', { token: krok1.body.token, totp: '000000' });
    expect(zly.status).toBe(401);
    expect(zly.body).toEqual({ kod: 1012, opis: 'Błędny kod TOTP' });

    const ok = await post<{ token: string }>(api.app, '/uzytkownicy/login2FA', {
      token: krok1.body.token,
      totp: kod(api.zegar.teraz),
    });
    expect(ok.status).toBe(200);
    expect(z.parse(loginResponseSchema, ok.body).czy2FaAktywne).toBe(false);
    expect((await get(api.app, '/uzytkownik/userInfo', ok.body.token)).status).toBe(200);
    // the second-step token is used up
    const znowu = await post(api.app, '/uzytkownicy/login2FA', {
      token: krok1.body.token,
      totp: kod(api.zegar.teraz),
    });
    expect(znowu.status).toBe(401);
  });

  it('rejects a replayed code (same step) and accepts the next step', async () => {
    api.zegar.teraz += 60_000;
    const kodTeraz = kod(api.zegar.teraz);
    const t1 = await zaloguj(api.app, 'marek.kaminski');
    expect((await post(api.app, '/uzytkownicy/login2FA', { token: t1, totp: kodTeraz })).status).toBe(200);
    const t2 = await zaloguj(api.app, 'marek.kaminski');
    const replay = await post(api.app, '/uzytkownicy/login2FA', { token: t2, totp: kodTeraz });
    expect(replay.body).toMatchObject({ kod: 1012 });
    // the previous step's code is older than the used one: refused too
    expect(
      (await post(api.app, '/uzytkownicy/login2FA', { token: t2, totp: kod(api.zegar.teraz - 30_000) }))
        .status,
    ).toBe(401);
    api.zegar.teraz += 30_000;
    expect(
      (await post(api.app, '/uzytkownicy/login2FA', { token: t2, totp: kod(api.zegar.teraz) })).status,
    ).toBe(200);
  });

  it('accepts a code one step early or late (clock drift) but not two', async () => {
    api.zegar.teraz += 120_000;
    const t = await zaloguj(api.app, 'marek.kaminski');
    expect(
      (await post(api.app, '/uzytkownicy/login2FA', { token: t, totp: kod(api.zegar.teraz + 60_000) }))
        .status,
    ).toBe(401);
    expect(
      (await post(api.app, '/uzytkownicy/login2FA', { token: t, totp: kod(api.zegar.teraz + 30_000) }))
        .status,
    ).toBe(200);
  });

  it('refuses an expired second-step token', async () => {
    api.zegar.teraz += 120_000;
    const t = await zaloguj(api.app, 'marek.kaminski');
    api.zegar.teraz += 5 * 60_000 + 1000;
    const r = await post(api.app, '/uzytkownicy/login2FA', { token: t, totp: kod(api.zegar.teraz) });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ kod: 1001 });
  });

  it('skips the second step while the office has two-factor off', async () => {
    await adminPost(api.app, '/admin/ustawienia', { czy2Fa: false }, ADMIN_TOKEN);
    const r = await post(api.app, '/uzytkownicy/getToken', { login: 'marek.kaminski', haslo: HASLO_DEMO });
    expect(r.body).toMatchObject({ czy2FaAktywne: false });
    await adminPost(api.app, '/admin/ustawienia', { czy2Fa: true }, ADMIN_TOKEN);
  });
});

describe('GET /uzytkownik/userInfo and /lista-podmiotow', () => {
  it('describes the user with the session length and flags', async () => {
    const token = await zaloguj(api.app, 'jan.kowalski');
    const r = await get(api.app, '/uzytkownik/userInfo', token);
    expect(r.status).toBe(200);
    expect(z.parse(userInfoSchema, r.body)).toEqual({
      imie: 'Jan',
      nazwisko: 'Kowalski',
      login: 'jan.kowalski',
      email: 'jan.kowalski@poczta.example.pl',
      pesel: '85010112352',
      nip: null,
      czasSesji: 15 * 60_000,
      czyInstytucja: false,
      czyPierwszeLogowanie: false,
      czyNiepotwierdzony: false,
      czyNiezweryfikowany: false,
    });
  });

  it('marks an institution and its first login', async () => {
    const token = await zaloguj(api.app, 'spoldzielnia');
    const r = await get(api.app, '/uzytkownik/userInfo', token);
    expect(r.body).toMatchObject({
      czyInstytucja: true,
      nip: '5252525259',
      pesel: null,
      czyPierwszeLogowanie: true,
    });
  });

  it('lists every subject of the account in order', async () => {
    const token = await zaloguj(api.app, 'anna.nowak');
    const r = await get(api.app, '/lista-podmiotow', token);
    expect(r.status).toBe(200);
    const { podmioty } = z.parse(listaPodmiotowSchema, r.body);
    expect(podmioty).toEqual([
      { nazwa: 'Anna Nowak', czyInstytucja: false, nip: null, pesel: '78031545683' },
      { nazwa: 'Kwiaciarnia „Pod Lipą” Anna Nowak', czyInstytucja: true, nip: '7741001232', pesel: null },
      { nazwa: 'Fundacja Zielone Serce', czyInstytucja: true, nip: '9512004566', pesel: null },
    ]);
  });

  it('answers 401 without a token or with garbage', async () => {
    expect((await get(api.app, '/uzytkownik/userInfo')).status).toBe(401);
    expect((await get(api.app, '/lista-podmiotow', 'abc.def.ghi')).body).toMatchObject({ kod: 401 });
  });
});

describe('session: length, extension, expiry and logout', () => {
  it('ends a 40 s session after 40 s of inactivity', async () => {
    const token = await zaloguj(api.app, 'katarzyna.zajac');
    const info = await get<{ czasSesji: number }>(api.app, '/uzytkownik/userInfo', token);
    expect(info.body.czasSesji).toBe(40_000);
    api.zegar.teraz += 39_000;
    expect((await get(api.app, '/lista-podmiotow', token)).status).toBe(200);
    // that call moved the end: 39 s later still in
    api.zegar.teraz += 39_000;
    expect((await get(api.app, '/lista-podmiotow', token)).status).toBe(200);
    api.zegar.teraz += 40_001;
    expect((await get(api.app, '/lista-podmiotow', token)).status).toBe(401);
    expect((await post(api.app, '/pi/przedluzanieSesji', { token })).status).toBe(401);
  });

  it('extends the session by the body token and answers the remaining time', async () => {
    const token = await zaloguj(api.app, 'katarzyna.zajac');
    api.zegar.teraz += 30_000;
    const r = await post(api.app, '/pi/przedluzanieSesji', { token });
    expect(r.status).toBe(200);
    expect(z.parse(przedluzenieSchema, r.body)).toEqual({ czasDoKoncaSesji: 40_000 });
    api.zegar.teraz += 30_000;
    expect((await get(api.app, '/uzytkownik/userInfo', token)).status).toBe(200);
  });

  it('uses the office session length set by the admin call', async () => {
    const ustaw = await adminPost(api.app, '/admin/ustawienia', { czasSesji: 20 * 60_000 }, ADMIN_TOKEN);
    expect(ustaw.status).toBe(200);
    expect(await ustaw.json()).toMatchObject({ czasSesji: 20 * 60_000 });
    const token = await zaloguj(api.app, 'jan.kowalski');
    const r = await post(api.app, '/pi/przedluzanieSesji', { token }, token);
    expect(r.body).toEqual({ czasDoKoncaSesji: 20 * 60_000 });
    await adminPost(api.app, '/admin/ustawienia', { czasSesji: 15 * 60_000 }, ADMIN_TOKEN);
  });

  it('revokes the token at logout; logout answers {} even for a bad token', async () => {
    const token = await zaloguj(api.app, 'jan.kowalski');
    expect((await post(api.app, '/pi/wylogowanie', { token })).body).toEqual({});
    expect((await get(api.app, '/uzytkownik/userInfo', token)).status).toBe(401);
    expect((await post(api.app, '/pi/przedluzanieSesji', { token })).status).toBe(401);
    const zly = await post(api.app, '/pi/wylogowanie', { token: 'nie-token' });
    expect(zly.status).toBe(200);
  });

  it('logs out a restricted token too', async () => {
    const token = await zaloguj(api.app, 'piotr.wisniewski');
    expect((await post(api.app, '/pi/wylogowanie', {}, token)).status).toBe(200);
    expect((await get(api.app, '/uzytkownik/userInfo', token)).status).toBe(401);
  });
});
