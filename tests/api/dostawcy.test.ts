/**
 * Providers outside demo mode (issue 23 §1): a payment or identity provider is on only when it is configured; the
 * flags of /konfiguracja follow the configuration whatever the database says; the admin call refuses to switch on
 * one that is not configured; nothing of the simulators answers on a server started as a server, and a payment
 * cannot be ordered or marked paid without a configured provider.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dostawcyZeSrodowiska, type Dostawcy } from '../../server/dostawcy.ts';
import { podpisPowiadomienia } from '../../server/platnosci/p24.ts';
import { StartupError } from '../../server/startup.ts';
import { adminPost, getJson, openTestApi, type TestApi } from './helpers.ts';
import { post, zaloguj } from './konto-helpers.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const FLAGI = ['czyKir', 'czyP24', 'czyLogowaniePrzezWezelKrajowy', 'czyLogowaniePrzezEpuap'] as const;

describe('a server with no provider configured', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi({ demo: false });
  });
  afterAll(() => api?.db.close());

  it('says every provider is off, although the database has their flags on', async () => {
    const { rows } = await api.db.query<{ klucz: string; wartosc: unknown }>(
      'SELECT klucz, wartosc FROM ustawienia WHERE klucz = ANY($1::text[])',
      [[...FLAGI]],
    );
    expect(rows.filter((r) => r.wartosc === true)).toHaveLength(FLAGI.length);
    const { body } = await getJson<Record<string, unknown>>(api.app, '/konfiguracja');
    for (const f of FLAGI) expect(body[f], f).toBe(false);
    // the other flags are the database's
    expect(body['czy2Fa']).toBe(true);
  });

  it('refuses to switch a provider on and says what to configure', async () => {
    for (const [flaga, zmienna] of [
      ['czyP24', 'GMINA_P24_URL'],
      ['czyKir', 'GMINA_KIR_URL'],
      ['czyLogowaniePrzezWezelKrajowy', 'GMINA_WK_IDP_SSO_URL'],
      ['czyLogowaniePrzezEpuap', 'GMINA_EPUAP_IDP_SSO_URL'],
    ] as const) {
      const res = await adminPost(api.app, '/admin/ustawienia', { [flaga]: true, czyCaptcha: true });
      expect(res.status, flaga).toBe(400);
      const body = (await res.json()) as { kod: number; opis: string };
      expect(body.kod).toBe(400);
      expect(body.opis).toContain(zmienna);
      expect(body.opis).toContain(flaga);
    }
    // nothing of a refused call is stored, and switching off is always allowed
    expect((await getJson<{ czyCaptcha: boolean }>(api.app, '/konfiguracja')).body.czyCaptcha).toBe(false);
    expect((await adminPost(api.app, '/admin/ustawienia', { czyP24: false })).status).toBe(200);
    await api.db.query(`UPDATE ustawienia SET wartosc = 'true' WHERE klucz = 'czyP24'`);
  });

  it('orders no payment and serves no provider page', async () => {
    const token = await zaloguj(api.app, 'anna.nowak');
    for (const d of ['p24', 'kir']) {
      const r = await post(
        api.app,
        `/platnosci/${d}/dodajPrzelew?pesel=78031545683`,
        {
          idKartyNaleznosci: 1,
          idNaleznosciRatyZbiorczej: [1],
          nip: null,
          urlPowrotuBlad: 'http://127.0.0.1:4173/platnosc-wynik?wynik=blad',
          urlPowrotuOk: 'http://127.0.0.1:4173/platnosc-wynik?wynik=ok',
          idNaleznosciRaty: [1],
        },
        token,
      );
      expect(r.status, d).toBe(400);
      expect(r.body).toMatchObject({ opis: 'Ten sposób płatności jest niedostępny' });
    }
    for (const sciezka of [
      '/dostawcy/p24/trnRequest/ABC',
      '/dostawcy/kir/pbl?hashtrans=x',
      '/symulatory/p24/trnRequest/ABC',
      '/symulatory/kir/pbl',
    ]) {
      expect((await api.app.request(sciezka)).status, sciezka).toBe(404);
    }
  });

  it('takes no notification as a payment: with no provider configured every one is refused', async () => {
    const { rows } = await api.db.query<{ sesja: string }>('SELECT sesja FROM platnosci_przelewy LIMIT 1');
    const n = {
      merchantId: 118_765,
      posId: 118_765,
      sessionId: rows[0]?.sesja ?? 'x',
      amount: 100,
      originAmount: 100,
      currency: 'PLN',
      orderId: 1,
      methodId: 154,
      statement: 's',
    };
    const p24 = await api.app.request('/platnosci/p24/status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...n, sign: podpisPowiadomienia(n, '') }),
    });
    expect(p24.status).toBe(400);
    const kir = await api.app.request('/platnosci/kir/status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        newStatus: '2',
        transAmount: '1,00',
        paymentId: 'a'.repeat(32),
        hash: 'x',
      }),
    });
    expect(kir.status).toBe(400);
    const { rows: log } = await api.db.query<{ powod: string }>(
      'SELECT powod FROM platnosci_powiadomienia ORDER BY id DESC LIMIT 2',
    );
    expect(log.map((r) => r.powod)).toEqual(['dostawca nieskonfigurowany', 'dostawca nieskonfigurowany']);
  });
});

describe('configuration from the environment', () => {
  const P24 = {
    GMINA_P24_URL: 'https://sandbox.przelewy24.pl/',
    GMINA_P24_MERCHANT_ID: '118765',
    GMINA_P24_POS_ID: '118765',
    GMINA_P24_CRC: 'crc-key',
    GMINA_P24_API_KEY: 'api-key',
  };
  const nicNieCzytaj = () => {
    throw new Error('no file expected');
  };

  it('takes a whole provider, none, or stops the start naming what is missing', () => {
    expect(dostawcyZeSrodowiska({}, nicNieCzytaj)).toEqual({});
    expect(dostawcyZeSrodowiska(P24, nicNieCzytaj)).toEqual<Dostawcy>({
      p24: {
        url: 'https://sandbox.przelewy24.pl',
        merchantId: 118765,
        posId: 118765,
        crc: 'crc-key',
        apiKey: 'api-key',
      },
    });
    const { GMINA_P24_CRC: _crc, ...bezCrc } = P24;
    expect(() => dostawcyZeSrodowiska(bezCrc, nicNieCzytaj)).toThrow(StartupError);
    expect(() => dostawcyZeSrodowiska(bezCrc, nicNieCzytaj)).toThrow(/GMINA_P24_CRC/);
    expect(() => dostawcyZeSrodowiska({ ...P24, GMINA_P24_URL: 'ftp://x' }, nicNieCzytaj)).toThrow(
      /GMINA_P24_URL/,
    );
    expect(() => dostawcyZeSrodowiska({ ...P24, GMINA_P24_POS_ID: '12a' }, nicNieCzytaj)).toThrow(
      /GMINA_P24_POS_ID/,
    );
  });

  it('reads a PEM given as a file path, and refuses a file that holds none', async () => {
    const katalog = await mkdtemp(join(tmpdir(), 'gmina-pem-'));
    try {
      const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
      await writeFile(join(katalog, 'idp.pem'), pem);
      await writeFile(join(katalog, 'zly.pem'), 'nic');
      const env = {
        GMINA_WK_IDP_ENTITY_ID: 'https://login.gov.pl',
        GMINA_WK_IDP_SSO_URL: 'https://symulator.login.gov.pl/login/SingleSignOnService',
        GMINA_WK_IDP_ARTIFACT_URL:
          'https://symulator.login.gov.pl/login-services/idpArtifactResolutionService',
        GMINA_WK_IDP_CERT: join(katalog, 'idp.pem'),
        GMINA_WK_SP_ENTITY_ID: 'https://portal.gmina.example.pl',
        GMINA_WK_SP_KEY: '-----BEGIN PRIVATE KEY-----\\nAAA\\n-----END PRIVATE KEY-----',
        GMINA_WK_SP_CERT: join(katalog, 'idp.pem'),
      };
      const czytaj = (f: string) => readFileSync(f, 'utf8');
      const d = dostawcyZeSrodowiska(env, czytaj);
      expect(d.wezel?.idpCert).toBe(pem);
      expect(d.wezel?.spKey).toBe('-----BEGIN PRIVATE KEY-----\nAAA\n-----END PRIVATE KEY-----');
      expect(d.epuap).toBeUndefined();
      expect(() =>
        dostawcyZeSrodowiska({ ...env, GMINA_WK_IDP_CERT: join(katalog, 'zly.pem') }, czytaj),
      ).toThrow(/GMINA_WK_IDP_CERT/);
    } finally {
      await rm(katalog, { recursive: true, force: true });
    }
  });
});

/** Starts the standalone contract server (server/main.ts) on a free port; resolves with its address and output. */
async function uruchom(args: string[], env: Record<string, string> = {}) {
  const port = await new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as AddressInfo).port;
      s.close(() => ok(p));
    });
  });
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', '--memory', '--port', String(port), ...args],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        GMINA_ADMIN_TOKEN: 'admin-token-0123456789abcdef',
        GMINA_TOKEN_SECRET: 's'.repeat(40),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let wyjscie = '';
  child.stdout.on('data', (d: Buffer) => (wyjscie += d.toString()));
  child.stderr.on('data', (d: Buffer) => (wyjscie += d.toString()));
  const url = await new Promise<string>((ok, blad) => {
    const sprawdz = () => {
      const m = /Contract server: (http:\/\/[^ ]+)/.exec(wyjscie);
      if (m) ok(m[1]!);
    };
    child.stdout.on('data', sprawdz);
    child.once('exit', (code) => blad(new Error(`exited ${code}: ${wyjscie}`)));
  });
  return { child, url, wyjscie: () => wyjscie };
}

// each test starts a server process (tsx, a fresh database): slow on a loaded machine, so a longer limit. The
// processes run on PGlite whatever the stage: the PostgreSQL stage (which runs tests/api again) leaves them out
describe.skipIf(Boolean(process.env['GMINA_TEST_DATABASE_URL']))(
  'the contract server started as a server and in demo mode',
  { timeout: 90_000 },
  () => {
    const dzieci: ChildProcess[] = [];
    afterAll(() => {
      for (const c of dzieci) c.kill('SIGKILL');
    });

    it('as a server: no simulator answers, every provider off, and it says so at start', async () => {
      const s = await uruchom([]);
      dzieci.push(s.child);
      for (const sciezka of [
        '/symulatory/p24/trnRequest/X',
        '/symulatory/kir/pbl',
        '/dostawcy/p24/trnRequest/X',
      ]) {
        expect((await fetch(`${s.url}${sciezka}`)).status, sciezka).toBe(404);
      }
      const k = (await (await fetch(`${s.url}/konfiguracja`)).json()) as Record<string, unknown>;
      for (const f of FLAGI) expect(k[f], f).toBe(false);
      expect(s.wyjscie()).toMatch(/Przelewy24: not configured/);
      expect(s.wyjscie()).toMatch(/login\.gov\.pl \(Węzeł Krajowy\): not configured/);
    });

    it('as a server with Przelewy24 configured: only that provider is on', async () => {
      const s = await uruchom([], {
        GMINA_P24_URL: 'http://127.0.0.1:9/p24',
        GMINA_P24_MERCHANT_ID: '1',
        GMINA_P24_POS_ID: '1',
        GMINA_P24_CRC: 'c',
        GMINA_P24_API_KEY: 'k',
      });
      dzieci.push(s.child);
      const k = (await (await fetch(`${s.url}/konfiguracja`)).json()) as Record<string, unknown>;
      expect(k).toMatchObject({ czyP24: true, czyKir: false, czyLogowaniePrzezWezelKrajowy: false });
      expect(s.wyjscie()).toMatch(/Przelewy24: configured at http:\/\/127\.0\.0\.1:9\/p24/);
    });

    it('a half-configured provider stops the start with the missing names', async () => {
      await expect(uruchom([], { GMINA_KIR_URL: 'http://127.0.0.1:9/kir' })).rejects.toThrow(
        /GMINA_KIR_ID_CLIENT, GMINA_KIR_HASLO/,
      );
    });

    it('in demo mode: the simulated providers answer at their own address and the flags are on', async () => {
      const s = await uruchom(['--demo']);
      dzieci.push(s.child);
      const k = (await (await fetch(`${s.url}/konfiguracja`)).json()) as Record<string, unknown>;
      expect(k).toMatchObject({ czyP24: true, czyKir: true });
      expect((await fetch(`${s.url}/symulatory/p24/trnRequest/X`)).status).toBe(404);
      // the simulated P24 API refuses a caller without the merchant's key
      expect((await fetch(`${s.url}/symulatory/p24/api/v1/transaction/by/sessionId/x`)).status).toBe(401);
    });
  },
);
