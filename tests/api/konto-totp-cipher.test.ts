/**
 * TOTP secrets at rest (issue 11 item 5): encrypted with a key from the environment, plain secrets from before
 * encrypted at start, and a pending secret dropped when its setup is abandoned.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createApiApp } from '../../server/app.ts';
import { deriveTotpKey, decryptSecret, encryptSecret } from '../../server/konto/cipher.ts';
import { totpCode } from '../../server/konto/totp.ts';
import { konfiguracja2FaSchema } from '../../src/core/api/konto.ts';
import { ADMIN_TOKEN, ORIGIN } from './helpers.ts';
import {
  get,
  kod,
  openKontoApi,
  post,
  zaloguj,
  HASLO_DEMO,
  SEKRET,
  SEKRET_TOTP_DEMO,
  type KontoApi,
} from './konto-helpers.ts';

let api: KontoApi;
beforeAll(async () => {
  api = await openKontoApi();
});
afterAll(() => api?.db.close());

const wiersz = async (login: string) =>
  (
    await api.db.query<{ id: number; totp_sekret: string | null; totp_sekret_nowy: string | null }>(
      'SELECT id, totp_sekret, totp_sekret_nowy FROM uzytkownicy WHERE login = $1',
      [login],
    )
  ).rows[0]!;

async function login2Fa(app = api.app): Promise<{ status: number; body: Record<string, unknown> }> {
  const krok1 = await post<{ token: string }>(app, '/uzytkownicy/getToken', {
    login: 'marek.kaminski',
    haslo: HASLO_DEMO,
  });
  api.zegar.teraz += 30_000; // a fresh step: each code works once
  return post(app, '/uzytkownicy/login2FA', { token: krok1.body.token, totp: kod(api.zegar.teraz) });
}

describe('TOTP secrets at rest', () => {
  it('holds no secret in plain text: the demo key (seeded plain) is encrypted at start and still works', async () => {
    await get(api.app, '/status'); // the first request waits for the start's encryption
    const marek = await wiersz('marek.kaminski');
    expect(marek.totp_sekret).toMatch(/^v1\.[\w-]+$/);
    expect(marek.totp_sekret).not.toContain(SEKRET_TOTP_DEMO);
    expect(decryptSecret(deriveTotpKey(SEKRET), marek.totp_sekret, marek.id)).toBe(SEKRET_TOTP_DEMO);
    expect((await login2Fa()).status).toBe(200);
  });

  it('does not decrypt with another key or for another account', () => {
    const klucz = deriveTotpKey(SEKRET);
    const zapis = encryptSecret(klucz, SEKRET_TOTP_DEMO, 7);
    expect(encryptSecret(klucz, SEKRET_TOTP_DEMO, 7)).not.toBe(zapis); // a fresh IV each time
    expect(decryptSecret(klucz, zapis, 7)).toBe(SEKRET_TOTP_DEMO);
    expect(decryptSecret(klucz, zapis, 8)).toBeNull();
    expect(decryptSecret(deriveTotpKey('inny-klucz-inny-klucz-inny-klucz-1'), zapis, 7)).toBeNull();
    expect(decryptSecret(klucz, `${zapis.slice(0, -2)}AA`, 7)).toBeNull();
    expect(decryptSecret(klucz, SEKRET_TOTP_DEMO, 7)).toBeNull();
  });

  it('a server with another TOTP key (GMINA_TOTP_KEY) accepts no code of a secret it cannot read', async () => {
    const inny = createApiApp({
      db: api.db,
      allowedOrigins: [ORIGIN],
      adminToken: ADMIN_TOKEN,
      demo: true,
      tokenSecret: SEKRET,
      totpKey: 'zupelnie-inny-klucz-totp-0123456789',
      now: () => api.zegar.teraz,
    });
    expect((await login2Fa(inny)).body).toMatchObject({ kod: 1012 });
    // and the right key still does
    expect((await login2Fa()).status).toBe(200);
  });

  it('keeps the pending key of a setup encrypted, and drops it when not confirmed within 10 minutes', async () => {
    const jan = await zaloguj(api.app, 'jan.kowalski');
    const konf = z.parse(konfiguracja2FaSchema, (await get(api.app, '/konfiguracja2fa', jan)).body);
    const w = await wiersz('jan.kowalski');
    expect(w.totp_sekret_nowy).toMatch(/^v1\./);
    expect(w.totp_sekret_nowy).not.toContain(konf.key!);

    api.zegar.teraz += 10 * 60_000 + 1000;
    const pozno = await post(
      api.app,
      '/konfiguracja2fa',
      { czy2FaAktywne: true, totp: totpCode(konf.key!, api.zegar.teraz) },
      jan,
    );
    expect(pozno.body).toMatchObject({ kod: 1012 });
    expect((await wiersz('jan.kowalski')).totp_sekret_nowy).toBeNull();
  });

  it('a new setup replaces the pending key: a code of the earlier one no longer turns two-factor on', async () => {
    const anna = await zaloguj(api.app, 'anna.nowak');
    const pierwszy = z.parse(konfiguracja2FaSchema, (await get(api.app, '/konfiguracja2fa', anna)).body);
    const drugi = z.parse(konfiguracja2FaSchema, (await get(api.app, '/konfiguracja2fa', anna)).body);
    expect(drugi.key).not.toBe(pierwszy.key);
    const stary = await post(
      api.app,
      '/konfiguracja2fa',
      { czy2FaAktywne: true, totp: totpCode(pierwszy.key!, api.zegar.teraz) },
      anna,
    );
    expect(stary.body).toMatchObject({ kod: 1012 });
    const ok = await post(
      api.app,
      '/konfiguracja2fa',
      { czy2FaAktywne: true, totp: totpCode(drugi.key!, api.zegar.teraz) },
      anna,
    );
    expect(ok.body).toEqual({ czy2FaAktywne: true, qrCode: null, key: null });
    const w = await wiersz('anna.nowak');
    expect(w.totp_sekret_nowy).toBeNull();
    expect(decryptSecret(deriveTotpKey(SEKRET), w.totp_sekret, w.id)).toBe(drugi.key);
  });

  it('an abandoned pending key is dropped by the next start even if nobody comes back', async () => {
    await api.db.query(
      `UPDATE uzytkownicy SET totp_sekret_nowy = $2, totp_sekret_nowy_wygasa = $3 WHERE login = $1`,
      ['katarzyna.zajac', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', new Date(api.zegar.teraz - 1000).toISOString()],
    );
    const app = createApiApp({
      db: api.db,
      allowedOrigins: [ORIGIN],
      adminToken: ADMIN_TOKEN,
      demo: true,
      tokenSecret: SEKRET,
      now: () => api.zegar.teraz,
    });
    await app.request('/status');
    expect((await wiersz('katarzyna.zajac')).totp_sekret_nowy).toBeNull();
  });
});
