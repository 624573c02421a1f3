/**
 * `npm run load -- --scenariusz termin`: the deadline-day figure of the contract server (issue 30 item 4). Residents
 * arrive at a fixed rate (an open model: arrivals a second, whatever the server's answers take), each logs in,
 * lists the subject's dues, opens a card (its instalments: the first call of the dues card detail) and orders a
 * Przelewy24 payment of its first instalment; then this script, as P24, sends the payment's signed notification,
 * which the server verifies with P24 before it accepts the payment. The rate is stepped up; each step reports
 * p50 / p99 and errors of every step of the visit, and the highest rate at which every step's p99 stays under 1 s
 * is the figure, as residents an hour. On PGlite (one server) and, with DATABASE_URL, on that PostgreSQL with one
 * and two instances behind nginx. Not a test: it fails only when something cannot run, never on the figures.
 *
 *   npm run load -- --scenariusz termin [--stopnie 0.25,0.5,0.75,1,1.5,2,3] [--czas 60] [--tylko pglite|postgres]
 *     [--po-limicie 1]   (rates tried after the first one over the limit, to show how it degrades)
 *
 * The servers run as an office runs them (no --demo): the database holds the demo office and the residents of
 * load-termin-dane.ts, written before the measurement; P24 is configured by environment at a small P24 API this
 * script serves on loopback (register → token, verify, status by session), so the server runs its real code path.
 * Rate limits are scaled away (GMINA_RATE_LIMIT_SCALE) and the daily reminders are off: the figures show the
 * residents' calls. Logins hash at the production factor (2^17).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ChildProcess } from 'node:child_process';
import { seedDemoData } from '../demo/seed/index.ts';
import type { RataZbiorcza } from '../src/core/api/naleznosci.ts';
import { czyWybieralna } from '../src/core/rules/naleznosci.ts';
import { openDatabase } from '../server/db.ts';
import {
  podpisPowiadomienia,
  podpisRejestracji,
  podpisWeryfikacji,
  zgodnyPodpis,
  type PowiadomienieP24,
} from '../server/platnosci/p24.ts';
import { NGINX, ROOT, sleep, startNginx, startServer } from './load-procesy.mjs';
import { freePort } from './wolny-port.mjs';
import { dodajMieszkancow, HASLO_MIESZKANCA, type Mieszkaniec } from './load-termin-dane.ts';
import {
  KROKI,
  najwyzszaStawka,
  wTerminie,
  wynikKroku,
  type Krok,
  type WynikKroku,
} from './load-termin-wyniki.ts';

const { values } = parseArgs({
  options: {
    scenariusz: { type: 'string' },
    stopnie: { type: 'string', default: '0.25,0.5,0.75,1,1.5,2,3' },
    czas: { type: 'string', default: '60' },
    tylko: { type: 'string' },
    'po-limicie': { type: 'string', default: '1' },
  },
});
const STOPNIE = values.stopnie
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const CZAS_S = Number(values.czas);
const PO_LIMICIE = Number(values['po-limicie']);
if (STOPNIE.length === 0 || !(CZAS_S > 0) || !(PO_LIMICIE >= 0)) {
  console.error(
    'load termin: --stopnie takes rates a second (0.5,1,2), --czas seconds a step, --po-limicie a count',
  );
  process.exit(2);
}
const LIMIT_MS = 1000;
const PORTAL = 'http://127.0.0.1:4173'; // the server's default portal: the return addresses must lead there
const SEKRETY = {
  GMINA_ADMIN_TOKEN: randomBytes(16).toString('hex'),
  GMINA_TOKEN_SECRET: randomBytes(32).toString('hex'),
};
const KONTO_P24 = {
  merchantId: 118_765,
  posId: 118_765,
  crc: randomBytes(8).toString('hex'),
  apiKey: randomBytes(16).toString('hex'),
};

const obciazenie = () => loadavg().map((l) => Math.round(l * 100) / 100);

/** CPU seconds the processes `pids` have used so far (user + system, /proc/<pid>/stat, 100 ticks a second). */
function cpuSekundy(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // the fields after the command's closing parenthesis: utime and stime are the 12th and 13th
      const pola = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(pola[11]) + Number(pola[12]);
    } catch {
      return NaN; // no /proc (not Linux): no CPU figure
    }
  }
  return ticks / 100;
}

/** Reads a request's body as JSON (null when it is none). */
const cialo = (req: IncomingMessage) =>
  new Promise<unknown>((resolve) => {
    let s = '';
    req.on('data', (d: Buffer) => (s += d));
    req.on('end', () => {
      try {
        resolve(JSON.parse(s));
      } catch {
        resolve(null);
      }
    });
  });

interface TransakcjaP24 {
  amount: number;
  currency: string;
  orderId?: number;
}

/**
 * P24's API as the merchant's server calls it, on loopback, with the protocol of server/platnosci/p24.ts: Basic
 * posId:apiKey, signed registration and verification. `zaplac` is the payer paying at P24: the signed notification
 * P24 then sends.
 */
async function p24Petli() {
  const transakcje = new Map<string, TransakcjaP24>();
  let nastepneZamowienie = 500_000_001;
  const autoryzacja = `Basic ${Buffer.from(`${KONTO_P24.posId}:${KONTO_P24.apiKey}`).toString('base64')}`;
  const server = createServer((req, res) => {
    const odpowiedz = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    void (async () => {
      if (!zgodnyPodpis(req.headers.authorization, autoryzacja)) return odpowiedz(401, { code: 401 });
      const b = (await cialo(req)) as Record<string, unknown> | null;
      if (req.method === 'POST' && req.url === '/api/v1/transaction/register' && b) {
        const f = {
          sessionId: String(b['sessionId']),
          merchantId: Number(b['merchantId']),
          amount: Number(b['amount']),
          currency: String(b['currency']),
        };
        if (!zgodnyPodpis(b['sign'], podpisRejestracji({ ...f, crc: KONTO_P24.crc })))
          return odpowiedz(400, { error: 'Incorrect sign', code: 400 });
        transakcje.set(f.sessionId, { amount: f.amount, currency: f.currency });
        return odpowiedz(200, { data: { token: randomBytes(15).toString('hex').toUpperCase() } });
      }
      if (req.method === 'PUT' && req.url === '/api/v1/transaction/verify' && b) {
        const f = {
          sessionId: String(b['sessionId']),
          orderId: Number(b['orderId']),
          amount: Number(b['amount']),
          currency: String(b['currency']),
        };
        const t = transakcje.get(f.sessionId);
        const zgodna = t && t.orderId === f.orderId && t.amount === f.amount && t.currency === f.currency;
        if (!zgodna || !zgodnyPodpis(b['sign'], podpisWeryfikacji({ ...f, crc: KONTO_P24.crc })))
          return odpowiedz(400, { error: 'Incorrect verification', code: 400 });
        return odpowiedz(200, { data: { status: 'success' } });
      }
      const sesja = /^\/api\/v1\/transaction\/by\/sessionId\/([^/?]+)$/.exec(req.url ?? '')?.[1];
      const t = sesja !== undefined ? transakcje.get(decodeURIComponent(sesja)) : undefined;
      if (req.method === 'GET' && t)
        return odpowiedz(200, {
          data: {
            status: t.orderId ? 2 : 0,
            orderId: t.orderId ?? 0,
            amount: t.amount,
            currency: t.currency,
            methodId: 154,
          },
        });
      return odpowiedz(404, { error: 'Not found', code: 404 });
    })();
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /** The payer pays the registered transaction: P24's signed notification, or null for an unknown one. */
    zaplac(sessionId: string): PowiadomienieP24 | null {
      const t = transakcje.get(sessionId);
      if (!t) return null;
      t.orderId = nastepneZamowienie++;
      const n = {
        merchantId: KONTO_P24.merchantId,
        posId: KONTO_P24.posId,
        sessionId,
        amount: t.amount,
        originAmount: t.amount,
        currency: t.currency,
        orderId: t.orderId,
        methodId: 154,
        statement: `p24-${t.orderId}`,
      };
      return { ...n, sign: podpisPowiadomienia(n, KONTO_P24.crc) };
    },
    stop: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
type P24Petli = Awaited<ReturnType<typeof p24Petli>>;

const dzieci = new Set<ChildProcess>();
const zatrzymajWszystko = () => {
  for (const c of dzieci) if (c.exitCode === null) c.kill('SIGTERM');
};
process.on('exit', zatrzymajWszystko);

/**
 * A contract server as an office runs it: no --demo, P24 configured at `p24`, `publiczny` its public address; on
 * the PostgreSQL of `baza`, or on PGlite (in the `--data` of `args`) when it is empty.
 */
async function serwer(args: string[], p24: P24Petli, publiczny: string, baza = '') {
  const { child, ready } = startServer({
    args: [...args, '--przypomnienia', 'off'],
    env: {
      ...SEKRETY,
      GMINA_RATE_LIMIT_SCALE: '1000',
      GMINA_API_URL: publiczny,
      // set or emptied: the PGlite run must not inherit this process's DATABASE_URL
      DATABASE_URL: baza,
      GMINA_P24_URL: p24.url,
      GMINA_P24_MERCHANT_ID: String(KONTO_P24.merchantId),
      GMINA_P24_POS_ID: String(KONTO_P24.posId),
      GMINA_P24_CRC: KONTO_P24.crc,
      GMINA_P24_API_KEY: KONTO_P24.apiKey,
    },
  });
  dzieci.add(child);
  const info = await ready;
  return {
    ...info,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) {
        const koniec = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await koniec;
      }
      dzieci.delete(child);
    },
  };
}

interface Zapis {
  czasy: number[];
  bledy: number;
  /** What the failed calls answered: HTTP status, `blad` (no answer, timeout) or `tresc` (unexpected body). */
  powody: Record<string, number>;
}

const JSON_POST = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** One resident's visit; each step's time (to the whole answer read) or error goes into `zapis`. */
async function wizyta(base: string, m: Mieszkaniec, p24: P24Petli, zapis: Map<Krok, Zapis>) {
  async function krok<T>(
    nazwa: Krok,
    sciezka: string,
    init: RequestInit,
    sprawdz: (b: T) => boolean,
  ): Promise<T | null> {
    const z = zapis.get(nazwa)!;
    const blad = (powod: string) => {
      z.bledy++;
      z.powody[powod] = (z.powody[powod] ?? 0) + 1;
      return null;
    };
    const t0 = performance.now();
    try {
      const res = await fetch(base + sciezka, { ...init, signal: AbortSignal.timeout(30_000) });
      const body = (await res.json().catch(() => null)) as T;
      const ms = performance.now() - t0;
      if (res.status !== 200) return blad(String(res.status));
      if (body === null || !sprawdz(body)) return blad('tresc');
      z.czasy.push(ms);
      return body;
    } catch {
      return blad('blad');
    }
  }
  const login = await krok<{ token?: string }>(
    'logowanie',
    '/uzytkownicy/getToken',
    JSON_POST({ login: m.login, haslo: HASLO_MIESZKANCA }),
    (b) => typeof b.token === 'string',
  );
  if (!login) return;
  const naglowki = { Authorization: `Bearer ${login.token}` };
  const lista = await krok<{ karty?: { idKartyNaleznosci: number; suma: number }[] }>(
    'naleznosci',
    `/naleznosci/dajNaleznosci?pesel=${m.pesel}`,
    { headers: naglowki },
    (b) => Array.isArray(b.karty) && b.karty.some((k) => k.suma > 0),
  );
  const karta = lista?.karty?.find((k) => k.suma > 0);
  if (!karta) return;
  // the first instalment that can be paid online (the one due on 15 March), as the card offers it
  const raty = await krok<{ ratyZbiorcze?: RataZbiorcza[] }>(
    'karta',
    `/naleznosci/dajRaty?pesel=${m.pesel}&idKartyNaleznosci=${karta.idKartyNaleznosci}`,
    { headers: naglowki },
    (b) => Array.isArray(b.ratyZbiorcze) && b.ratyZbiorcze.some(czyWybieralna),
  );
  const rata = raty?.ratyZbiorcze?.find(czyWybieralna);
  if (!rata) return;
  const zlecenie = await krok<{ idPrzelewu?: string }>(
    'zlecenie',
    `/platnosci/p24/dodajPrzelew?pesel=${m.pesel}`,
    {
      ...JSON_POST({
        idKartyNaleznosci: karta.idKartyNaleznosci,
        idNaleznosciRatyZbiorczej: [rata.idNaleznosciRatyZbiorczej],
        nip: null,
        urlPowrotuBlad: `${PORTAL}/platnosc-wynik?wynik=blad`,
        urlPowrotuOk: `${PORTAL}/platnosc-wynik?wynik=ok`,
        idNaleznosciRaty: rata.raty.map((r) => r.idNaleznosciRaty),
      }),
      headers: { ...naglowki, 'Content-Type': 'application/json' },
    },
    (b) => typeof b.idPrzelewu === 'string',
  );
  if (!zlecenie?.idPrzelewu) return;
  const powiadomienie = p24.zaplac(zlecenie.idPrzelewu);
  await krok<{ status?: string }>(
    'powiadomienie',
    '/platnosci/p24/status',
    JSON_POST(powiadomienie ?? {}),
    (b) => b.status === 'success',
  );
}

interface Stopien {
  stawka: number;
  /** Residents who arrived, and at what rate they really did (the generator may lag behind its schedule). */
  przybylo: number;
  osiagnieta: number;
  /** Visits with every step answered as expected. */
  ukonczone: number;
  /** From the first arrival to the last answer. */
  trwaloS: number;
  /** CPU time of the server process(es) a visit (ms), whatever else the machine runs. */
  cpuNaWizyteMs: number;
  obciazeniePrzed: number[];
  obciazeniePo: number[];
  kroki: WynikKroku[];
  powody: Partial<Record<Krok, Record<string, number>>>;
}

/** Residents arriving at `stawka` a second for CZAS_S seconds; waits for every visit to end. */
async function stopien(
  base: string,
  stawka: number,
  mieszkancy: Iterator<Mieszkaniec>,
  p24: P24Petli,
  pids: readonly number[],
): Promise<Stopien> {
  const zapis = new Map<Krok, Zapis>(KROKI.map((k) => [k, { czasy: [], bledy: 0, powody: {} }]));
  const liczba = Math.max(1, Math.round(stawka * CZAS_S));
  const obciazeniePrzed = obciazenie();
  const cpuPrzed = cpuSekundy(pids);
  const wizyty: Promise<void>[] = [];
  const t0 = performance.now();
  let ostatnie = t0;
  for (let i = 0; i < liczba; i++) {
    const plan = t0 + (i * 1000) / stawka;
    const teraz = performance.now();
    if (plan > teraz) await sleep(plan - teraz);
    const m = mieszkancy.next();
    if (m.done) throw new Error('load termin: out of residents');
    ostatnie = performance.now();
    wizyty.push(wizyta(base, m.value, p24, zapis));
  }
  await Promise.all(wizyty);
  const trwalo = (performance.now() - t0) / 1000;
  const cpu = cpuSekundy(pids) - cpuPrzed;
  const kroki = KROKI.map((k) => wynikKroku(k, zapis.get(k)!.czasy, zapis.get(k)!.bledy));
  return {
    stawka,
    przybylo: liczba,
    osiagnieta: Math.round((liczba / ((ostatnie - t0) / 1000 + 1 / stawka)) * 100) / 100,
    ukonczone: zapis.get('powiadomienie')!.czasy.length,
    trwaloS: Math.round(trwalo * 10) / 10,
    cpuNaWizyteMs: Math.round((cpu / liczba) * 1000),
    obciazeniePrzed,
    obciazeniePo: obciazenie(),
    kroki,
    powody: Object.fromEntries(
      KROKI.filter((k) => zapis.get(k)!.bledy > 0).map((k) => [k, zapis.get(k)!.powody]),
    ),
  };
}

const NAZWY_KROKOW: Record<Krok, string> = {
  logowanie: 'login',
  naleznosci: 'dues',
  karta: 'card',
  zlecenie: 'order',
  powiadomienie: 'notif.',
};

function pokaz(s: Stopien) {
  const kroki = s.kroki
    .map((k) => `${NAZWY_KROKOW[k.krok]} ${k.p50}/${k.p99}${k.bledy ? ` (${k.bledy} err)` : ''}`)
    .join(', ');
  console.log(
    `  ${s.stawka}/s (achieved ${s.osiagnieta}/s, ${s.ukonczone}/${s.przybylo} done, server CPU ${s.cpuNaWizyteMs} ms a visit, load ${s.obciazeniePrzed[0]} → ${s.obciazeniePo[0]}): ${kroki} ms p50/p99${wTerminie(s.kroki, LIMIT_MS) ? '' : '  ← over'}`,
  );
  for (const [k, p] of Object.entries(s.powody)) console.log(`    ${k} errors: ${JSON.stringify(p)}`);
}

/** Visits one after another before the steps: the first calls compile, the first connections open. */
const ROZGRZEWKA = 3;
/** The residents needed for one configuration: every step's arrivals and the warm-up visits. */
const potrzeba = () => STOPNIE.reduce((s, r) => s + Math.max(1, Math.round(r * CZAS_S)), 0) + ROZGRZEWKA;

interface Konfiguracja {
  nazwa: string;
  stopnie: Stopien[];
  najwyzsza: number | null;
  mieszkancowNaGodzine: number | null;
  /** The last warm-up visit, alone on the server: what a step costs when nothing queues (ms). */
  samotnaWizyta: Partial<Record<Krok, number>>;
}

/** Steps the rate up on `base` until a step's p99 reaches the limit (or a call fails). */
async function konfiguracja(
  nazwa: string,
  base: string,
  mieszkancy: Mieszkaniec[],
  p24: P24Petli,
  pids: readonly number[],
): Promise<Konfiguracja> {
  console.log(
    `\n${nazwa} (${base}), ${CZAS_S} s a step, ${cpus().length} cores, load ${obciazenie().join(' ')}`,
  );
  const kolejni = mieszkancy[Symbol.iterator]();
  // warm-up visits one after another, not counted; the last one tells what a lone visit takes on the machine now
  // (others' work included: no rate can do better)
  let samotnaWizyta: Partial<Record<Krok, number>> = {};
  for (let i = 0; i < ROZGRZEWKA; i++) {
    const z = new Map<Krok, Zapis>(KROKI.map((k) => [k, { czasy: [], bledy: 0, powody: {} }]));
    await wizyta(base, kolejni.next().value!, p24, z);
    if (z.get('powiadomienie')!.czasy.length !== 1)
      throw new Error(
        `load termin: a warm-up visit failed: ${JSON.stringify(Object.fromEntries([...z].map(([k, x]) => [k, x.powody])))}`,
      );
    samotnaWizyta = Object.fromEntries(KROKI.map((k) => [k, Math.round(z.get(k)!.czasy[0]!)]));
  }
  console.log(`  a lone visit: ${KROKI.map((k) => `${NAZWY_KROKOW[k]} ${samotnaWizyta[k]}`).join(', ')} ms`);
  const stopnie: Stopien[] = [];
  let ponadLimit = 0;
  for (const stawka of STOPNIE) {
    const s = await stopien(base, stawka, kolejni, p24, pids);
    stopnie.push(s);
    pokaz(s);
    // past the knee the queue only grows: PO_LIMICIE more rates show how, more would hold the machine longer
    if (!wTerminie(s.kroki, LIMIT_MS) && ++ponadLimit > PO_LIMICIE) break;
    await sleep(3000);
  }
  const najwyzsza = najwyzszaStawka(stopnie, LIMIT_MS);
  const naGodzine = najwyzsza === null ? null : Math.round(najwyzsza * 3600);
  console.log(
    najwyzsza === null
      ? `  no rate tried kept every step's p99 under ${LIMIT_MS} ms`
      : `  highest rate with every p99 < ${LIMIT_MS} ms: ${najwyzsza}/s = ${naGodzine} residents an hour`,
  );
  return { nazwa, stopnie, najwyzsza, mieszkancowNaGodzine: naGodzine, samotnaWizyta };
}

const wyniki: Konfiguracja[] = [];
const czasMaks = (STOPNIE.length * (CZAS_S + 90) + 600) * 3 * 1000;
const twardyKoniec = setTimeout(() => {
  console.error('load termin: time limit reached');
  zatrzymajWszystko();
  process.exit(1);
}, czasMaks);
const p24 = await p24Petli();
try {
  if (values.tylko !== 'postgres') {
    // PGlite in a data folder of its own: written here (demo office, residents), then the server's alone
    const katalog = mkdtempSync(join(tmpdir(), 'gmina-load-termin-'));
    try {
      const db = await openDatabase({ dataDir: katalog, seed: seedDemoData });
      const mieszkancy = await dodajMieszkancow(db, potrzeba());
      await db.close();
      const port = await freePort();
      const s = await serwer(['--port', String(port), '--data', katalog], p24, `http://127.0.0.1:${port}`);
      console.log(`Server ${s.url} (${s.where}), ready in ${s.readyMs} ms; ${mieszkancy.length} residents`);
      try {
        wyniki.push(await konfiguracja('PGlite, one server', s.url, mieszkancy, p24, [s.pid]));
      } finally {
        await s.stop();
      }
    } finally {
      rmSync(katalog, { recursive: true, force: true });
    }
  }
  const url = process.env.DATABASE_URL;
  if (url && existsSync(NGINX) && values.tylko !== 'pglite') {
    const db = await openDatabase({ url, seed: seedDemoData });
    try {
      for (const liczba of [1, 2]) {
        const mieszkancy = await dodajMieszkancow(db, potrzeba());
        const port = await freePort();
        const publiczny = `http://127.0.0.1:${port}`;
        const instancje = [];
        for (let i = 0; i < liczba; i++) instancje.push(await serwer(['--port', '0'], p24, publiczny, url));
        const proxy = await startNginx(
          instancje.map((s) => new URL(s.url).host),
          port,
        );
        const nazwa = `PostgreSQL, ${liczba} instance${liczba > 1 ? 's' : ''} behind nginx`;
        try {
          wyniki.push(
            await konfiguracja(
              nazwa,
              proxy.url,
              mieszkancy,
              p24,
              instancje.map((s) => s.pid),
            ),
          );
        } finally {
          await proxy.stop();
          for (const s of instancje) await s.stop();
        }
      }
    } finally {
      await db.close();
    }
  } else if (!url && values.tylko === 'postgres') {
    console.log('load termin: --tylko postgres needs DATABASE_URL');
  }
  if (url && !existsSync(NGINX))
    console.log(`load termin: nginx not found at ${NGINX}: the PostgreSQL runs are skipped`);

  console.log(`\nDeadline day, ${CZAS_S} s a step, p99 limit ${LIMIT_MS} ms:`);
  console.table(
    wyniki.map((w) => ({
      configuration: w.nazwa,
      'highest rate /s': w.najwyzsza ?? '–',
      'residents an hour': w.mieszkancowNaGodzine ?? '–',
    })),
  );
  mkdirSync(`${ROOT}/reports`, { recursive: true });
  writeFileSync(
    `${ROOT}/reports/load-termin.json`,
    JSON.stringify({ czasS: CZAS_S, limitMs: LIMIT_MS, stopnie: STOPNIE, wyniki }, null, 2),
  );
} finally {
  clearTimeout(twardyKoniec);
  zatrzymajWszystko();
  await p24.stop();
}
