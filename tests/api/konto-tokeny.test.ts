/**
 * Security figures of issue 4: every forged, `alg:none`, wrong-alg, expired or tampered token is refused
 * (a table of cases, 100 % expected), lockout after repeated failures with the same answer for unknown
 * logins (the captcha: konto-captcha.test.ts).
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, adminPost } from './helpers.ts';
import { get, openKontoApi, post, zaloguj, HASLO_DEMO, SEKRET, type KontoApi } from './konto-helpers.ts';

let api: KontoApi;
let token: string;
beforeAll(async () => {
  api = await openKontoApi();
  token = await zaloguj(api.app, 'jan.kowalski');
});
afterAll(() => api?.db.close());

const b64 = (o: unknown) => Buffer.from(typeof o === 'string' ? o : JSON.stringify(o)).toString('base64url');
const podpis = (dane: string, alg = 'sha256', sekret = SEKRET) =>
  createHmac(alg, sekret).update(dane).digest('base64url');
function zbuduj(
  naglowek: unknown,
  tresc: unknown,
  opts: { alg?: string; sekret?: string; bezPodpisu?: boolean } = {},
) {
  const dane = `${b64(naglowek)}.${b64(tresc)}`;
  return `${dane}.${opts.bezPodpisu ? '' : podpis(dane, opts.alg, opts.sekret)}`;
}
const czesci = (t: string) => t.split('.') as [string, string, string];
const tresc = (t: string) =>
  JSON.parse(Buffer.from(czesci(t)[1], 'base64url').toString()) as Record<string, unknown>;
const HS256 = { alg: 'HS256', typ: 'JWT' };

describe('token verification', () => {
  it('accepts the genuine token (the baseline of the table)', async () => {
    expect((await get(api.app, '/uzytkownik/userInfo', token)).status).toBe(200);
  });

  it('refuses 100 % of forged, alg:none, wrong-alg, expired and tampered tokens', async () => {
    const p = tresc(token);
    const s = Math.floor(api.zegar.teraz / 1000);
    const [h0, p0, s0] = czesci(token);
    const przypadki: Record<string, string> = {
      'alg none, no signature': zbuduj({ alg: 'none', typ: 'JWT' }, p, { bezPodpisu: true }),
      'alg none, genuine signature kept': `${b64({ alg: 'none', typ: 'JWT' })}.${p0}.${s0}`,
      'alg None': zbuduj({ alg: 'None', typ: 'JWT' }, p, { bezPodpisu: true }),
      'alg NONE signed': zbuduj({ alg: 'NONE', typ: 'JWT' }, p),
      'alg hs256 lower case': zbuduj({ alg: 'hs256', typ: 'JWT' }, p),
      'alg HS384': zbuduj({ alg: 'HS384', typ: 'JWT' }, p, { alg: 'sha384' }),
      'alg HS512': zbuduj({ alg: 'HS512', typ: 'JWT' }, p, { alg: 'sha512' }),
      'alg RS256 with an HMAC signature': zbuduj({ alg: 'RS256', typ: 'JWT' }, p),
      'alg ES256': zbuduj({ alg: 'ES256', typ: 'JWT' }, p),
      'alg missing': zbuduj({ typ: 'JWT' }, p),
      'alg as array': zbuduj({ alg: ['HS256'], typ: 'JWT' }, p),
      'extra header kid': zbuduj({ ...HS256, kid: '../../dev/null' }, p),
      'extra header jku': zbuduj({ ...HS256, jku: 'https://evil.example.com/keys' }, p),
      'header typ missing': zbuduj({ alg: 'HS256' }, p),
      'header not JSON': `${b64('nie json')}.${p0}.${podpis(`${b64('nie json')}.${p0}`)}`,
      'header an array': zbuduj(['HS256'], p),
      'other secret': zbuduj(HS256, p, { sekret: 'inny-sekret' }),
      'empty secret': zbuduj(HS256, p, { sekret: '' }),
      'expired a second ago': zbuduj(HS256, { ...p, exp: s - 1 }),
      'expires now': zbuduj(HS256, { ...p, exp: s }),
      'expired long ago': zbuduj(HS256, { ...p, exp: 1 }),
      'exp missing': zbuduj(HS256, { ...p, exp: undefined }),
      'exp as string': zbuduj(HS256, { ...p, exp: String(s + 3600) }),
      'exp null': zbuduj(HS256, { ...p, exp: null }),
      'iat in the future': zbuduj(HS256, { ...p, iat: s + 3600 }),
      'typ 2fa': zbuduj(HS256, { ...p, typ: '2fa' }),
      'typ tozsamosc': zbuduj(HS256, { ...p, typ: 'tozsamosc' }),
      'typ admin': zbuduj(HS256, { ...p, typ: 'admin' }),
      'typ missing': zbuduj(HS256, { ...p, typ: undefined }),
      'jti never issued': zbuduj(HS256, { ...p, jti: 'wymyslony' }),
      'jti missing': zbuduj(HS256, { ...p, jti: undefined }),
      'sub of another user (re-signed, jti kept)': zbuduj(HS256, { ...p, sub: '3' }, { sekret: 'zgadywany' }),
      'payload tampered, signature kept': `${h0}.${b64({ ...p, sub: '3' })}.${s0}`,
      'payload exp extended, signature kept': `${h0}.${b64({ ...p, exp: s + 999999 })}.${s0}`,
      'signature flipped': `${h0}.${p0}.${s0.slice(0, -2)}${s0.at(-2) === 'A' ? 'B' : 'A'}${s0.at(-1)}`,
      'signature truncated': `${h0}.${p0}.${s0.slice(0, 20)}`,
      'signature empty': `${h0}.${p0}.`,
      'signature doubled': `${h0}.${p0}.${s0}${s0}`,
      'signature base64 padded': `${h0}.${p0}.${s0}=`,
      'two parts': `${h0}.${p0}`,
      'four parts': `${token}.${s0}`,
      'whitespace inside': `${h0}. ${p0}.${s0}`,
      'payload not JSON': `${h0}.${b64('x')}.${podpis(`${h0}.${b64('x')}`, 'sha256', 'zly')}`,
      empty: '',
      garbage: 'to.nie.token',
      'very long': `${h0}.${'A'.repeat(5000)}.${s0}`,
    };
    const przepuszczone: string[] = [];
    for (const [nazwa, t] of Object.entries(przypadki)) {
      const r = await api.app.request('/uzytkownik/userInfo', { headers: { Authorization: `Bearer ${t}` } });
      if (r.status !== 401) przepuszczone.push(`${nazwa}: ${r.status}`);
      const s2 = await post(api.app, '/pi/przedluzanieSesji', { token: t });
      if (s2.status !== 401) przepuszczone.push(`${nazwa} (przedluzanieSesji): ${s2.status}`);
    }
    expect(Object.keys(przypadki).length).toBeGreaterThanOrEqual(40);
    expect(przepuszczone).toEqual([]);
  });

  it('refuses a genuine token after its session ended or after logout', async () => {
    const t = await zaloguj(api.app, 'spoldzielnia');
    api.zegar.teraz += 15 * 60_000 + 1;
    expect((await get(api.app, '/uzytkownik/userInfo', t)).status).toBe(401);
    await post(api.app, '/pi/wylogowanie', { token });
    expect((await get(api.app, '/uzytkownik/userInfo', token)).status).toBe(401);
  });

  it('refuses a session token on the second login step', async () => {
    const t = await zaloguj(api.app, 'jan.kowalski');
    const r = await post(api.app, '/uzytkownicy/login2FA', { token: t, totp: '123456' });
    expect(r.status).toBe(401);
  });
});

describe('lockout after repeated failures', () => {
  const sprobuj = (login: string, haslo = 'Zle#Haslo1') =>
    post(api.app, '/uzytkownicy/getToken', { login, haslo });

  it('locks a login after 5 failures for 30 s, then 60 s; unknown logins behave the same', async () => {
    for (const login of ['anna.nowak', 'ktos.nieznany']) {
      for (let i = 0; i < 4; i++) expect((await sprobuj(login)).body, login).toMatchObject({ kod: 1001 });
      expect((await sprobuj(login)).body).toMatchObject({ kod: 1001 });
      const zablokowany = await sprobuj(login, HASLO_DEMO);
      expect(zablokowany.status, login).toBe(429);
      expect(zablokowany.body).toMatchObject({ kod: 1010 });
      expect(zablokowany.headers.get('Retry-After')).toBe('30');
    }
    api.zegar.teraz += 30_001;
    expect((await sprobuj('anna.nowak', HASLO_DEMO)).status).toBe(200);
    // the next lockout of the same login lasts twice as long
    for (let i = 0; i < 5; i++) await sprobuj('ktos.nieznany');
    expect((await sprobuj('ktos.nieznany')).headers.get('Retry-After')).toBe('60');
  }, 60_000);

  it('counts wrong one-time codes towards the lockout', async () => {
    api.zegar.teraz += 120_000;
    const t = await zaloguj(api.app, 'marek.kaminski');
    for (let i = 0; i < 5; i++) {
      expect((await post(api.app, '/uzytkownicy/login2FA', { token: t, totp: '000000' })).body).toMatchObject(
        { kod: 1012 },
      );
    }
    expect((await post(api.app, '/uzytkownicy/login2FA', { token: t, totp: '000000' })).body).toMatchObject({
      kod: 1010,
    });
    expect((await sprobuj('marek.kaminski', HASLO_DEMO)).body).toMatchObject({ kod: 1010 });
  });
});

describe('POST /admin/ustawienia', () => {
  it('needs the admin token and a known flag', async () => {
    expect((await adminPost(api.app, '/admin/ustawienia', { czyCaptcha: true }, null)).status).toBe(401);
    expect((await adminPost(api.app, '/admin/ustawienia', { czyCaptcha: true }, 'zly')).status).toBe(401);
    expect((await adminPost(api.app, '/admin/ustawienia', { nieznana: true }, ADMIN_TOKEN)).status).toBe(400);
    expect((await adminPost(api.app, '/admin/ustawienia', { czyCaptcha: 'tak' }, ADMIN_TOKEN)).status).toBe(
      400,
    );
    const r = await adminPost(api.app, '/admin/ustawienia', { czyLogowaniePrzezEpuap: false }, ADMIN_TOKEN);
    expect(await r.json()).toMatchObject({ czyLogowaniePrzezEpuap: false, czyCaptcha: false });
    const konf = await get(api.app, '/konfiguracja');
    expect(konf.body).toMatchObject({ czyLogowaniePrzezEpuap: false });
    await adminPost(api.app, '/admin/ustawienia', { czyLogowaniePrzezEpuap: true }, ADMIN_TOKEN);
  });
});
