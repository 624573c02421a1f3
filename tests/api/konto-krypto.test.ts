/** The account primitives on their own: TOTP (RFC 4226/6238 vectors), base32, tokens, the scrypt record. */
import { scrypt } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword, workFactor } from '../../server/konto/password.ts';
import { signJwt, verifyJwt } from '../../server/konto/jwt.ts';
import { base32, hotp, totpCode, otpauthUri, verifyTotp, fromBase32 } from '../../server/konto/totp.ts';
import { SEKRET_TOTP_DEMO } from '../../demo/seed/konto.ts';

// scrypt itself, watched: an unknown login must cost the same hash as a known one (counted, not timed)
vi.mock('node:crypto', async (oryginal) => {
  const m = await oryginal<typeof import('node:crypto')>();
  return { ...m, scrypt: vi.fn(m.scrypt) };
});

const RFC_SEKRET = Buffer.from('12345678901234567890');

describe('TOTP (RFC 6238, SHA-1, 30 s, 6 digits)', () => {
  it('matches the RFC 4226 HOTP test values', () => {
    const oczekiwane = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(oczekiwane.map((_, i) => hotp(RFC_SEKRET, i))).toEqual(oczekiwane);
  });

  it('matches the RFC 6238 SHA-1 test values (last six digits)', () => {
    const przypadki: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [s, kod] of przypadki) expect(totpCode(SEKRET_TOTP_DEMO, s * 1000)).toBe(kod.slice(-6));
  });

  it('encodes base32 both ways (the demo key is the RFC secret)', () => {
    expect(base32(RFC_SEKRET)).toBe(SEKRET_TOTP_DEMO);
    expect(fromBase32(SEKRET_TOTP_DEMO)).toEqual(RFC_SEKRET);
    expect(fromBase32('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(RFC_SEKRET);
    expect(() => fromBase32('A1')).toThrow();
  });

  it('accepts ±1 step, refuses ±2, a used step and anything but six digits', () => {
    const t = 1_800_000_000_000;
    const krok = Math.floor(t / 30_000);
    expect(verifyTotp(SEKRET_TOTP_DEMO, totpCode(SEKRET_TOTP_DEMO, t), t, 0)).toBe(krok);
    expect(verifyTotp(SEKRET_TOTP_DEMO, totpCode(SEKRET_TOTP_DEMO, t - 30_000), t, 0)).toBe(krok - 1);
    expect(verifyTotp(SEKRET_TOTP_DEMO, totpCode(SEKRET_TOTP_DEMO, t + 30_000), t, 0)).toBe(krok + 1);
    expect(verifyTotp(SEKRET_TOTP_DEMO, totpCode(SEKRET_TOTP_DEMO, t - 60_000), t, 0)).toBeNull();
    expect(verifyTotp(SEKRET_TOTP_DEMO, totpCode(SEKRET_TOTP_DEMO, t + 60_000), t, 0)).toBeNull();
    expect(verifyTotp(SEKRET_TOTP_DEMO, totpCode(SEKRET_TOTP_DEMO, t), t, krok)).toBeNull();
    for (const zly of ['', '12345', '1234567', 'abcdef', ' 12345', '12 345']) {
      expect(verifyTotp(SEKRET_TOTP_DEMO, zly, t, 0)).toBeNull();
    }
  });

  it('builds the otpauth:// URI of authenticator apps', () => {
    const uri = new URL(otpauthUri('Gmina Zielona Dolina', 'jan.kowalski', SEKRET_TOTP_DEMO));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(SEKRET_TOTP_DEMO);
    expect(uri.searchParams.get('issuer')).toBe('Gmina Zielona Dolina');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});

describe('tokens', () => {
  const sekret = Buffer.from('k'.repeat(32));
  const r = { sub: '1', typ: 'pelny' as const, jti: 'j', iat: 1000, exp: 2000 };

  it('round-trips, checks exp and the type', () => {
    const t = signJwt(sekret, r);
    expect(JSON.parse(Buffer.from(t.split('.')[0]!, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(verifyJwt(sekret, t, 1500_000, ['pelny'])).toMatchObject(r);
    expect(verifyJwt(sekret, t, 1500_000, ['ograniczony'])).toBeNull();
    expect(verifyJwt(sekret, t, 2000_000, ['pelny'])).toBeNull();
    expect(verifyJwt(Buffer.from('x'), t, 1500_000, ['pelny'])).toBeNull();
  });
});

describe('password record (scrypt N=2^17, r=8, p=1)', () => {
  it('stores the parameters and a random salt, verifies only the right password', async () => {
    // the production factor, whatever the test run's GMINA_SCRYPT_LOG_N
    expect(workFactor(undefined)).toBe(17);
    expect([workFactor('12'), workFactor('9'), workFactor('18'), workFactor('x')]).toEqual([12, 17, 17, 17]);
    const zapis = await hashPassword('Gmina#2024', workFactor(undefined));
    expect(zapis).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('Gmina#2024', zapis)).toBe(true);
    expect(await verifyPassword('gmina#2024', zapis)).toBe(false);
    expect(await verifyPassword('Gmina#2024', null)).toBe(false);
    expect(await verifyPassword('Gmina#2024', '!')).toBe(false);
  }, 30_000);

  it('spends a hash of the same cost on an unknown login too (timing does not tell)', async () => {
    // a record of the server's work factor (2^17; 2^12 in this test run), as every new password gets
    const zapis = await hashPassword('x');
    const wywolania = vi.mocked(scrypt).mock.calls;
    const koszt = async (z: string | null) => {
      const od = wywolania.length;
      await verifyPassword('y', z);
      return wywolania.slice(od).map((w) => w[3]);
    };
    const znany = await koszt(zapis);
    const nieznany = await koszt(null);
    const bezHasla = await koszt('!');
    expect(znany).toHaveLength(1);
    expect(znany[0]).toMatchObject({ N: 2 ** workFactor(process.env['GMINA_SCRYPT_LOG_N']), r: 8, p: 1 });
    // the same work: one scrypt with the same parameters, whatever the record
    expect(nieznany).toEqual(znany);
    expect(bezHasla).toEqual(znany);
  }, 30_000);
});
