/**
 * Demo mode and the secrets of a start (issue 11 items 1 and 2): the demo outbox exists only in demo mode, and
 * outside it the server refuses to start without its admin token and token secret.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartupError, DEMO_TOTP_KEY, startupSecrets } from '../../server/startup.ts';
import { createApiApp } from '../../server/app.ts';
import { ADMIN_TOKEN, openTestApi, ORIGIN, type TestApi } from './helpers.ts';
import { get, post } from './konto-helpers.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const ADMIN = 'admin-token-0123456789abcdef';
const SEKRET = 'a-token-secret-of-at-least-32-characters!';

describe('the demo outbox', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi({ demo: false });
  });
  afterAll(async () => {
    await api?.db.close();
  });

  it('is not served outside demo mode, so a reset link cannot be read by anyone', async () => {
    const r = await post(api.app, '/uzytkownicy/przypomnijHaslo', {
      login: 'jan.kowalski',
      email: 'jan.kowalski@poczta.example.pl',
    });
    expect(r.status).toBe(200);
    // the message is still "sent" (stored for delivery), but no route hands it out
    const { rows } = await api.db.query('SELECT 1 FROM poczta');
    expect(rows).toHaveLength(1);
    for (const sciezka of [
      '/demo/poczta.json?adresat=jan.kowalski@poczta.example.pl',
      '/demo/poczta.json',
      '/demo/poczta',
    ]) {
      const res = await get(api.app, sciezka);
      expect(res.status, sciezka).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('nowe-haslo');
    }
  });

  it('is served in demo mode', async () => {
    // the same database as above, where the reminder was sent
    const demo = createApiApp({ db: api.db, allowedOrigins: [ORIGIN], adminToken: ADMIN_TOKEN, demo: true });
    const r = await get<{ wiadomosci: { linki: string[] }[] }>(demo, '/demo/poczta.json');
    expect(r.status).toBe(200);
    expect(r.body.wiadomosci[0]!.linki[0]).toContain('/nowe-haslo?link=');
    expect((await demo.request('/demo/poczta')).status).toBe(200);
  });
});

describe('secrets of a start (startup.ts)', () => {
  it('outside demo mode requires GMINA_ADMIN_TOKEN and GMINA_TOKEN_SECRET, long enough', () => {
    expect(() => startupSecrets(false, {})).toThrow(StartupError);
    expect(() => startupSecrets(false, { GMINA_ADMIN_TOKEN: ADMIN })).toThrow(/GMINA_TOKEN_SECRET/);
    expect(() => startupSecrets(false, { GMINA_TOKEN_SECRET: SEKRET })).toThrow(/GMINA_ADMIN_TOKEN/);
    expect(() =>
      startupSecrets(false, { GMINA_ADMIN_TOKEN: 'demo-admin', GMINA_TOKEN_SECRET: SEKRET }),
    ).toThrow(/GMINA_ADMIN_TOKEN/);
    expect(() =>
      startupSecrets(false, {
        GMINA_ADMIN_TOKEN: ADMIN,
        GMINA_TOKEN_SECRET: SEKRET,
        GMINA_TOTP_KEY: 'krotki',
      }),
    ).toThrow(/GMINA_TOTP_KEY/);
    expect(
      startupSecrets(false, {
        GMINA_ADMIN_TOKEN: ADMIN,
        GMINA_TOKEN_SECRET: SEKRET,
        GMINA_TOTP_KEY: SEKRET.toUpperCase(),
      }).totpKey,
    ).toBe(SEKRET.toUpperCase());
    expect(startupSecrets(false, { GMINA_ADMIN_TOKEN: ADMIN, GMINA_TOKEN_SECRET: SEKRET })).toEqual({
      adminToken: ADMIN,
      tokenSecret: SEKRET,
      notices: [],
    });
  });

  it('in demo mode takes the environment when set, else draws random values and prints the admin token', () => {
    const a = startupSecrets(true, {});
    const b = startupSecrets(true, {});
    expect(a.adminToken).not.toBe(b.adminToken);
    expect(a.adminToken).not.toBe('demo-admin');
    expect(a.adminToken.length).toBeGreaterThanOrEqual(16);
    expect(a.tokenSecret).not.toBe(b.tokenSecret);
    expect(a.notices.join('\n')).toContain(a.adminToken);
    expect(a.notices.join('\n')).not.toContain(a.tokenSecret);
    const c = startupSecrets(true, { GMINA_ADMIN_TOKEN: 'demo-admin', GMINA_TOKEN_SECRET: 'x' });
    expect(c).toEqual({
      adminToken: 'demo-admin',
      tokenSecret: 'x',
      totpKey: DEMO_TOTP_KEY,
      notices: [],
    });
    // the demo data's TOTP secrets stay readable across restarts with a random token secret
    expect(a.totpKey).toBe(DEMO_TOTP_KEY);
    expect(startupSecrets(true, { GMINA_TOTP_KEY: 'k'.repeat(32) }).totpKey).toBe('k'.repeat(32));
  });
});

// ── the real entry points, as processes ─────────────────────────────────────────────────────────────────

async function wolnyPort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

interface Proces {
  kod: number | null;
  wyjscie: string;
  /** Set when `gotowy` appeared in the output; the process is then stopped. */
  dzialal: boolean;
}

/** Started processes run on PGlite whatever the stage: the PostgreSQL stage (tests/api again) leaves them out. */
const PROCESY_RAZ = Boolean(process.env['GMINA_TEST_DATABASE_URL']);

/** Runs an entry point with tsx; stops it once `gotowy` matches the output (after `sprawdz` ran). */
function uruchom(
  args: string[],
  env: Record<string, string>,
  gotowy: RegExp,
  sprawdz: (wyjscie: string) => Promise<void> = async () => undefined,
): Promise<Proces> {
  const czyste = { ...process.env };
  delete czyste['GMINA_ADMIN_TOKEN'];
  delete czyste['GMINA_TOKEN_SECRET'];
  delete czyste['DATABASE_URL'];
  const child = spawn(resolve(ROOT, 'node_modules/.bin/tsx'), args, {
    cwd: ROOT,
    env: { ...czyste, HOST: '127.0.0.1', GMINA_SCRYPT_LOG_N: '12', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let wyjscie = '';
  let dzialal = false;
  let blad: unknown;
  const czytaj = (d: Buffer) => {
    wyjscie += d.toString();
    if (!dzialal && gotowy.test(wyjscie)) {
      dzialal = true;
      sprawdz(wyjscie)
        .catch((e: unknown) => (blad = e))
        .finally(() => child.kill('SIGTERM'));
    }
  };
  // never outlive the test, whatever happens to it
  const straz = setTimeout(() => child.kill('SIGKILL'), 240_000);
  child.once('exit', () => clearTimeout(straz));
  child.stdout.on('data', czytaj);
  child.stderr.on('data', czytaj);
  return new Promise((ok, fail) =>
    child.once('exit', (kod) => (blad ? fail(blad) : ok({ kod, wyjscie, dzialal }))),
  );
}

describe.skipIf(PROCESY_RAZ)('starting the contract server (server/main.ts)', () => {
  it('without --demo refuses to start when the secrets are missing', async () => {
    const p = await uruchom(['server/main.ts', '--memory', '--port', '0'], {}, /Contract server: http/);
    expect(p.dzialal).toBe(false);
    expect(p.kod).not.toBe(0);
    expect(p.wyjscie).toContain('GMINA_ADMIN_TOKEN');
    expect(p.wyjscie).toContain('GMINA_TOKEN_SECRET');
  }, 120_000);

  it('without --demo starts with the secrets, and serves no outbox', async () => {
    const p = await uruchom(
      ['server/main.ts', '--memory', '--port', '0'],
      { GMINA_ADMIN_TOKEN: ADMIN, GMINA_TOKEN_SECRET: SEKRET },
      /Contract server: (http:\S+)/,
      async (out) => {
        const base = /Contract server: (http:\S+)/.exec(out)![1]!;
        expect((await fetch(`${base}/status`)).status).toBe(200);
        expect((await fetch(`${base}/demo/poczta.json`)).status).toBe(404);
        // an address over Node's 16 KB: the JSON error of every other answer (http.ts jsonClientErrors)
        const dlugi = await fetch(`${base}/status?x=${'1'.repeat(17 * 1024)}`);
        expect([dlugi.status, await dlugi.json()]).toEqual([431, { kod: 431, opis: expect.any(String) }]);
        const admin = await fetch(`${base}/admin/przerwa-techniczna`, {
          headers: { Authorization: 'Bearer demo-admin' },
        });
        expect(admin.status).toBe(401);
      },
    );
    expect(p.dzialal).toBe(true);
    expect(p.wyjscie).not.toContain(ADMIN);
  }, 180_000);

  it('with --demo starts without secrets, prints a random admin token and serves the outbox', async () => {
    const p = await uruchom(
      ['server/main.ts', '--demo', '--memory', '--port', '0'],
      {},
      /Admin token[^\n]*: (\S+)\n/,
      async (out) => {
        const base = /Contract server: (http:\S+)/.exec(out)![1]!;
        const token = /Admin token[^\n]*: (\S+)\n/.exec(out)![1]!;
        expect((await fetch(`${base}/demo/poczta.json`)).status).toBe(200);
        const auth = (t: string) => ({ headers: { Authorization: `Bearer ${t}` } });
        expect((await fetch(`${base}/admin/przerwa-techniczna`, auth(token))).status).toBe(200);
        expect((await fetch(`${base}/admin/przerwa-techniczna`, auth('demo-admin'))).status).toBe(401);
      },
    );
    expect(p.dzialal).toBe(true);
  }, 180_000);
});

describe.skipIf(PROCESY_RAZ)('starting the portal server (demo/server.ts)', () => {
  it('without --demo refuses to start when the secrets are missing', async () => {
    const [a, b] = [await wolnyPort(), await wolnyPort()];
    const p = await uruchom(
      ['demo/server.ts', '--memory', '--portal-port', String(a), '--cms-port', String(b)],
      {},
      /Portal:/,
    );
    expect(p.dzialal).toBe(false);
    expect(p.kod).not.toBe(0);
    expect(p.wyjscie).toContain('GMINA_ADMIN_TOKEN');
  }, 120_000);

  it('without --demo starts with the secrets and serves no outbox; with --demo it does', async () => {
    const [a, b] = [await wolnyPort(), await wolnyPort()];
    const bez = await uruchom(
      ['demo/server.ts', '--memory', '--portal-port', String(a), '--cms-port', String(b)],
      { GMINA_ADMIN_TOKEN: ADMIN, GMINA_TOKEN_SECRET: SEKRET },
      /Contract server:/,
      async () => {
        expect((await fetch(`http://127.0.0.1:${a}/api/status`)).status).toBe(200);
        expect((await fetch(`http://127.0.0.1:${a}/api/demo/poczta.json`)).status).toBe(404);
      },
    );
    expect(bez.dzialal).toBe(true);
    const [c, d] = [await wolnyPort(), await wolnyPort()];
    const z = await uruchom(
      ['demo/server.ts', '--demo', '--memory', '--portal-port', String(c), '--cms-port', String(d)],
      { GMINA_ADMIN_TOKEN: 'demo-admin' },
      /Demo outbox:/,
      async () => {
        expect((await fetch(`http://127.0.0.1:${c}/api/demo/poczta.json`)).status).toBe(200);
        const admin = await fetch(`http://127.0.0.1:${c}/api/admin/przerwa-techniczna`, {
          headers: { Authorization: 'Bearer demo-admin' },
        });
        expect(admin.status).toBe(200);
      },
    );
    expect(z.dzialal).toBe(true);
    expect(z.wyjscie).not.toContain('Admin token');
  }, 300_000);
});
