import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { konfiguracja2FaSchema, zgodySchema } from '../../src/core/api/konto.ts';
import { RESTRICTED_ALLOWED } from '../../src/core/rules/calls.ts';
import { totpCode } from '../../server/konto/totp.ts';
import { Hono } from 'hono';
import { deriveTotpKey } from '../../server/konto/cipher.ts';
import { wymagaSesji } from '../../server/konto/context.ts';
import {
  call,
  get,
  kod,
  openKontoApi,
  post,
  zaloguj,
  HASLO_DEMO,
  PORTAL,
  SEKRET,
  type KontoApi,
} from './konto-helpers.ts';
import { PasswordLimiter } from '../../server/konto/password-limit.ts';

let api: KontoApi;
let jan: string;
let anna: string;
beforeAll(async () => {
  api = await openKontoApi();
  [jan, anna] = await Promise.all([zaloguj(api.app, 'jan.kowalski'), zaloguj(api.app, 'anna.nowak')]);
});
afterAll(() => api?.db.close());

describe('POST /uzytkownik/zmianaHasla', () => {
  it('answers 1519 for a wrong current password, 1502 for the same one, 1105 for a weak one — all 400', async () => {
    const zmien = (stareHaslo: string, noweHaslo: string) =>
      post(api.app, '/uzytkownik/zmianaHasla', { stareHaslo, noweHaslo }, anna);
    const zle = await zmien('Zle#Haslo1', 'Nowe#Haslo9');
    expect(zle.status).toBe(400);
    expect(zle.body).toMatchObject({ kod: 1519 });
    expect((await zmien(HASLO_DEMO, HASLO_DEMO)).body).toMatchObject({ kod: 1502 });
    expect((await zmien(HASLO_DEMO, 'slabe')).body).toMatchObject({ kod: 1105 });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const inna = await zaloguj(api.app, 'anna.nowak');
    const r = await post(
      api.app,
      '/uzytkownik/zmianaHasla',
      { stareHaslo: HASLO_DEMO, noweHaslo: 'Nowe#Haslo9' },
      anna,
    );
    expect(r.status).toBe(200);
    expect((await get(api.app, '/uzytkownik/userInfo', anna)).status).toBe(200);
    expect((await get(api.app, '/uzytkownik/userInfo', inna)).status).toBe(401);
    expect(await zaloguj(api.app, 'anna.nowak', 'Nowe#Haslo9')).toBeTruthy();
  });

  it('needs a session', async () => {
    expect((await post(api.app, '/uzytkownik/zmianaHasla', { stareHaslo: 'a', noweHaslo: 'b' })).status).toBe(
      401,
    );
  });
});

describe('POST /uzytkownik/zmianaEmaila', () => {
  it('answers 400 for a bad or unchanged address, 1519 for a wrong password, 1511 for a used address', async () => {
    const zmien = (nowyEmail: string, haslo = HASLO_DEMO) =>
      post(api.app, '/uzytkownik/zmianaEmaila', { nowyEmail, haslo }, jan);
    expect((await zmien('nie-email')).status).toBe(400);
    expect((await zmien('JAN.KOWALSKI@poczta.example.pl')).body).toMatchObject({
      kod: 400,
      opis: 'Nowy i aktualny adres e-mail są takie same',
    });
    const zle = await zmien('jan@nowy.example.pl', 'Zle#Haslo1');
    expect(zle.status).toBe(400);
    expect(zle.body).toMatchObject({ kod: 1519 });
    const zajety = await zmien('spoldzielnia@poczta.example.pl');
    expect(zajety.status).toBe(409);
    expect(zajety.body).toMatchObject({ kod: 1511 });
  });

  it('changes the address and tells both addresses', async () => {
    const r = await post(
      api.app,
      '/uzytkownik/zmianaEmaila',
      { nowyEmail: ' jan@nowy.example.pl ', haslo: HASLO_DEMO },
      jan,
    );
    expect(r.status).toBe(200);
    expect((await get(api.app, '/uzytkownik/userInfo', jan)).body).toMatchObject({
      email: 'jan@nowy.example.pl',
    });
    const { body } = await get<{ wiadomosci: { adresat: string; temat: string }[] }>(
      api.app,
      '/demo/poczta.json',
    );
    const adresaci = body.wiadomosci.filter((w) => w.temat === 'Zmiana adresu e-mail').map((w) => w.adresat);
    expect(adresaci.sort()).toEqual(['jan.kowalski@poczta.example.pl', 'jan@nowy.example.pl']);
  });
});

describe('GET and POST /uzytkownik/zgody', () => {
  it('reads and saves the notification consents', async () => {
    const przed = await get(api.app, '/uzytkownik/zgody', jan);
    expect(z.parse(zgodySchema, przed.body)).toEqual({
      powiadomieniaEmail: true,
      powiadomieniaSms: false,
      email: 'jan.kowalski@poczta.example.pl',
      telefon: null,
    });
    const zapis = await post(
      api.app,
      '/uzytkownik/zgody',
      { powiadomieniaEmail: false, powiadomieniaSms: true, email: null, telefon: '600 700 800' },
      jan,
    );
    expect(zapis.body).toEqual({
      powiadomieniaEmail: false,
      powiadomieniaSms: true,
      email: null,
      telefon: '600700800',
    });
    expect((await get(api.app, '/uzytkownik/zgody', jan)).body).toEqual(zapis.body);
  });

  it('checks the phone only with SMS consent on and the e-mail with e-mail consent on', async () => {
    const zapisz = (body: unknown) => post(api.app, '/uzytkownik/zgody', body, jan);
    expect(
      (await zapisz({ powiadomieniaEmail: false, powiadomieniaSms: true, email: null, telefon: '12' }))
        .status,
    ).toBe(400);
    expect(
      (await zapisz({ powiadomieniaEmail: true, powiadomieniaSms: false, email: '', telefon: null })).status,
    ).toBe(400);
    expect(
      (await zapisz({ powiadomieniaEmail: false, powiadomieniaSms: false, email: null, telefon: '12' })).body,
    ).toEqual({
      powiadomieniaEmail: false,
      powiadomieniaSms: false,
      email: null,
      telefon: '12',
    });
  });

  it('withdraws the e-mail consent while the address field holds a bad address (issue 12 item 2)', async () => {
    const zapisz = (body: unknown) => post(api.app, '/uzytkownik/zgody', body, jan);
    const r = await zapisz({
      powiadomieniaEmail: false,
      powiadomieniaSms: false,
      email: ' jan@example ',
      telefon: '',
    });
    expect(r.status).toBe(200);
    // not checked with the consent off: stored as given (trimmed), an empty one as null (spec 01 §4)
    expect(r.body).toEqual({
      powiadomieniaEmail: false,
      powiadomieniaSms: false,
      email: 'jan@example',
      telefon: null,
    });
    expect((await get(api.app, '/uzytkownik/zgody', jan)).body).toEqual(r.body);
    // with the consent on it is checked
    const on = await zapisz({
      powiadomieniaEmail: true,
      powiadomieniaSms: false,
      email: 'jan@example',
      telefon: null,
    });
    expect(on.status).toBe(400);
    expect(on.body).toMatchObject({ opis: 'Błędny format e-mail' });
  });
});

describe('two-factor setup (GET and POST /konfiguracja2fa)', () => {
  it('shows a QR code and key, turns on only with a valid code, then asks for codes at login', async () => {
    const r = await get(api.app, '/konfiguracja2fa', jan);
    const konf = z.parse(konfiguracja2FaSchema, r.body);
    expect(konf.czy2FaAktywne).toBe(false);
    expect(konf.key).toMatch(/^[A-Z2-7]{32}$/);
    expect(konf.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(konf.qrCode!.split(',')[1]!, 'base64').toString();
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);

    const zly = await post(api.app, '/konfiguracja2fa', { czy2FaAktywne: true, totp: '123456' }, jan);
    expect(zly.status).toBe(400);
    expect(zly.body).toMatchObject({ kod: 1012 });
    expect((await post(api.app, '/konfiguracja2fa', { czy2FaAktywne: true, totp: null }, jan)).status).toBe(
      400,
    );

    const ok = await post(
      api.app,
      '/konfiguracja2fa',
      { czy2FaAktywne: true, totp: totpCode(konf.key!, api.zegar.teraz) },
      jan,
    );
    expect(ok.body).toEqual({ czy2FaAktywne: true, qrCode: null, key: null });
    expect((await get(api.app, '/konfiguracja2fa', jan)).body).toEqual({
      czy2FaAktywne: true,
      qrCode: null,
      key: null,
    });

    const login = await post<{ token: string; czy2FaAktywne: boolean }>(api.app, '/uzytkownicy/getToken', {
      login: 'jan.kowalski',
      haslo: HASLO_DEMO,
    });
    expect(login.body.czy2FaAktywne).toBe(true);
    // the code that confirmed the setup is used up
    const replay = await post(api.app, '/uzytkownicy/login2FA', {
      token: login.body.token,
      totp: totpCode(konf.key!, api.zegar.teraz),
    });
    expect(replay.body).toMatchObject({ kod: 1012 });
    api.zegar.teraz += 30_000;
    const drugi = await post(api.app, '/uzytkownicy/login2FA', {
      token: login.body.token,
      totp: totpCode(konf.key!, api.zegar.teraz),
    });
    expect(drugi.status).toBe(200);

    // switching it off needs the password or a current code: the session token alone is not enough (issue 11)
    const wylacz2Fa = (zmiany: Record<string, unknown>) =>
      post(api.app, '/konfiguracja2fa', { czy2FaAktywne: false, totp: null, ...zmiany }, jan);
    for (const zle of [{}, { haslo: '' }, { haslo: 'Zle#haslo1' }, { totp: '000000' }]) {
      const r = await wylacz2Fa(zle);
      expect(r.status, JSON.stringify(zle)).toBe(400);
      expect(r.body, JSON.stringify(zle)).toMatchObject({ kod: 'totp' in zle ? 1012 : 1519 });
    }
    expect((await get(api.app, '/konfiguracja2fa', jan)).body).toMatchObject({ czy2FaAktywne: true });
    // the code that logged in is used up; the next step's code works
    expect((await wylacz2Fa({ totp: totpCode(konf.key!, api.zegar.teraz) })).body).toMatchObject({
      kod: 1012,
    });
    api.zegar.teraz += 30_000;
    const kodem = await wylacz2Fa({ totp: totpCode(konf.key!, api.zegar.teraz) });
    expect(kodem.body).toEqual({ czy2FaAktywne: false, qrCode: null, key: null });
    // on again, then off with the password
    const znowu = z.parse(konfiguracja2FaSchema, (await get(api.app, '/konfiguracja2fa', jan)).body);
    api.zegar.teraz += 30_000;
    await post(
      api.app,
      '/konfiguracja2fa',
      { czy2FaAktywne: true, totp: totpCode(znowu.key!, api.zegar.teraz) },
      jan,
    );
    const wylacz = await wylacz2Fa({ haslo: HASLO_DEMO });
    expect(wylacz.body).toEqual({ czy2FaAktywne: false, qrCode: null, key: null });
    const bez = await post(api.app, '/uzytkownicy/getToken', { login: 'jan.kowalski', haslo: HASLO_DEMO });
    expect(bez.body).toMatchObject({ czy2FaAktywne: false });
  });

  it('keeps the demo 2FA account on with its fixed key', () => {
    expect(kod(api.zegar.teraz)).toMatch(/^\d{6}$/);
  });
});

describe('restricted tokens (spec 01 §6)', () => {
  const chronione = ['/uzytkownik/userInfo', '/lista-podmiotow', '/uzytkownik/zgody', '/konfiguracja2fa'];

  it('reach every allowed call and nothing else', async () => {
    const piotr = await zaloguj(api.app, 'piotr.wisniewski');
    for (const sciezka of chronione) {
      expect(RESTRICTED_ALLOWED).toContain(sciezka);
      expect((await get(api.app, sciezka, piotr)).status, sciezka).toBe(200);
    }
    // every account call the server guards: the allowed ones pass the guard, the rest are 401
    const wszystkie: [string, string][] = [
      ['GET', '/uzytkownik/userInfo'],
      ['GET', '/lista-podmiotow'],
      ['GET', '/uzytkownik/zgody'],
      ['GET', '/konfiguracja2fa'],
      ['POST', '/uzytkownik/zmianaHasla'],
      ['POST', '/uzytkownik/zmianaEmaila'],
      ['POST', '/uzytkownik/zgody'],
      ['POST', '/konfiguracja2fa'],
    ];
    for (const [metoda, sciezka] of wszystkie) {
      const r = await call(api.app, metoda, sciezka, {
        ...(metoda === 'GET' ? {} : { body: {} }),
        token: piotr,
      });
      // allowed: past the guard (400 for the empty body, or 200)
      expect(r.status, sciezka).not.toBe(401);
    }
    expect((await post(api.app, '/pi/przedluzanieSesji', { token: piotr })).status).toBe(200);
  });

  it('are refused where a full token is needed (the guard of any other path)', async () => {
    // a protected call outside the list (a spec 02 service), guarded as the account calls are
    const k = {
      db: api.db,
      teraz: () => api.zegar.teraz,
      sekret: Buffer.from(SEKRET),
      totpKey: deriveTotpKey(SEKRET),
      portalUrl: PORTAL,
      portalOrigins: [PORTAL],
      apiUrl: `${PORTAL}/api`,
      dostawcy: {},
      hasla: new PasswordLimiter({ kolejka: 1000 }),
    };
    const app = new Hono();
    app.get('/pst/dajNaleznosci', wymagaSesji(k, '/pst/dajNaleznosci'), (c) => c.json({ ok: true }));
    const piotr = await zaloguj(api.app, 'piotr.wisniewski');
    const tomasz = await zaloguj(api.app, 'tomasz.lewandowski');
    for (const t of [piotr, tomasz]) {
      const r = await app.request('/pst/dajNaleznosci', { headers: { Authorization: `Bearer ${t}` } });
      expect(r.status).toBe(401);
    }
    const pelny = await app.request('/pst/dajNaleznosci', { headers: { Authorization: `Bearer ${anna}` } });
    expect(pelny.status).toBe(200);
  });
});

describe('DELETE /uzytkownik/usunKonto', () => {
  it('asks for the password (or a current code), also of a restricted token (issue 11 item 4)', async () => {
    const piotr = await zaloguj(api.app, 'piotr.wisniewski'); // restricted
    const marek = await post<{ token: string }>(api.app, '/uzytkownicy/getToken', {
      login: 'marek.kaminski',
      haslo: HASLO_DEMO,
    });
    api.zegar.teraz += 30_000;
    const marekPelny = (
      await post<{ token: string }>(api.app, '/uzytkownicy/login2FA', {
        token: marek.body.token,
        totp: kod(api.zegar.teraz),
      })
    ).body.token;
    for (const token of [piotr, marekPelny]) {
      expect((await call(api.app, 'DELETE', '/uzytkownik/usunKonto', { token })).status).toBe(400);
      for (const [cialo, kodBledu] of [
        [{}, 1519],
        [{ haslo: 'Zle#haslo1' }, 1519],
        [{ totp: '000000' }, 1012],
      ] as const) {
        const r = await call(api.app, 'DELETE', '/uzytkownik/usunKonto', { token, body: cialo });
        expect(r.status).toBe(400);
        expect(r.body).toMatchObject({ kod: kodBledu });
      }
      expect((await get(api.app, '/uzytkownik/userInfo', token)).status).toBe(200);
    }
    // piotr has no two-factor: a code is no way in for him
    const kodPiotra = await call(api.app, 'DELETE', '/uzytkownik/usunKonto', {
      token: piotr,
      body: { totp: kod(api.zegar.teraz + 30_000) },
    });
    expect(kodPiotra.body).toMatchObject({ kod: 1012 });
    // marek deletes his account with a current code
    api.zegar.teraz += 30_000;
    const r = await call(api.app, 'DELETE', '/uzytkownik/usunKonto', {
      token: marekPelny,
      body: { totp: kod(api.zegar.teraz) },
    });
    expect(r.status).toBe(200);
    expect((await get(api.app, '/uzytkownik/userInfo', marekPelny)).status).toBe(401);
  });

  it('deletes the account after which neither the token nor the password works', async () => {
    const token = await zaloguj(api.app, 'katarzyna.zajac');
    const r = await call(api.app, 'DELETE', '/uzytkownik/usunKonto', { token, body: { haslo: HASLO_DEMO } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({});
    expect((await get(api.app, '/uzytkownik/userInfo', token)).status).toBe(401);
    const login = await post(api.app, '/uzytkownicy/getToken', {
      login: 'katarzyna.zajac',
      haslo: HASLO_DEMO,
    });
    expect(login.body).toMatchObject({ kod: 1001 });
    const { rows } = await api.db.query("SELECT 1 FROM podmioty WHERE pesel = '93042867845'");
    expect(rows).toEqual([]);
  });
});
