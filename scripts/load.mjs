// npm run load: load benchmark of the contract server (issue 11, "Load, with figures"). Not a test: it fails
// only when something cannot run, never on the figures. It starts its own server on 127.0.0.1 (PGlite in
// memory, or the PostgreSQL of DATABASE_URL when set) in a child process, so the load generator and the
// server do not share an event loop; measures the server's idle memory (RSS); runs autocannon with 50
// connections against each call in turn; and stops the server. Figures are printed and written to
// reports/load.json; docs/load.md records them.
//
//   node scripts/load.mjs [--duration 8] [--connections 50]
//
// Rate limits (added by another change) are scaled away with GMINA_RATE_LIMIT_SCALE, so the figures show
// the calls themselves; the wrong-password login uses a new unknown login each time, so no lockout cuts it
// short (an unknown login costs the same hash as a known one).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION = arg('--duration', 8);
const CONNECTIONS = arg('--connections', 50);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HASLO = 'Gmina#2024'; // demo/seed/konto.ts HASLO_DEMO
const PESEL = '44051401359'; // a voter of the demo register (demo/seed/wybory-rejestry.ts)

const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The contract server in a child process; resolves with its address once it listens. */
function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--port', '0', '--memory'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      GMINA_RATE_LIMIT_SCALE: '1000',
      GMINA_ADMIN_TOKEN: randomBytes(16).toString('hex'),
      GMINA_TOKEN_SECRET: randomBytes(32).toString('hex'),
    },
  });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start in 120 s')), 120_000);
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /Contract server: (http:\/\/\S+) \((.+?), ready in (\d+) ms\)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1], where: m[2], readyMs: Number(m[3]) });
      }
    });
    child.on('exit', (code) =>
      reject(new Error(`the server stopped (${code}) before it was ready:\n${out}`)),
    );
  });
  return { child, ready };
}

function run(base, title, { path = '/', ...opts }) {
  return autocannon({
    url: base + path,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 30,
    title,
    ...opts,
  });
}

/** One line of figures; `expected` is the status every answer should have (others count as errors). */
function figures(r, expected = 200) {
  const codes = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
  const total = Object.values(codes).reduce((a, b) => a + b, 0);
  const unexpected = total - (codes[expected] ?? 0);
  return {
    call: r.title,
    'req/s': Math.round(r.requests.average * 10) / 10,
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    requests: total,
    errors: r.errors + r.timeouts + unexpected,
    statuses: JSON.stringify(codes),
  };
}

const { child, ready } = startServer();
const stop = () => child.exitCode === null && child.kill('SIGTERM');
process.on('exit', stop);
const hardStop = setTimeout(
  () => {
    console.error('load: time limit reached');
    stop();
    process.exit(1);
  },
  (DURATION * 9 + 400) * 1000,
);

try {
  const { url, where, readyMs } = await ready;
  console.log(
    `Server ${url} (${where}), ready in ${readyMs} ms; ${cpus().length} cores, load ${loadavg()[0].toFixed(1)}`,
  );
  await sleep(3000);
  const idleRss = rssMb(child.pid);
  console.log(`Idle RSS after start: ${idleRss} MB`);

  const json = async (path, init) => (await fetch(url + path, init)).json();
  const { lataBudzetowe } = await json('/fk/gmina/dajLataBudzetowe').catch(() => ({}));
  const rok = lataBudzetowe?.at(-1) ?? new Date().getFullYear() - 1;
  const { datyWyborow } = await json('/el/dajAktualneDatyWyborow');
  const dataWyborow = datyWyborow[0].dataWyborow;
  const login = (l, haslo) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: l, haslo }),
  });
  const konto = 'tomasz.lewandowski'; // no two-factor: a right password gives the session token
  const { token } = await json('/uzytkownicy/getToken', login(konto, HASLO));
  if (!token) throw new Error('no token for the userInfo run');

  const budzet = `/fk/gmina/dajDochodyBudzetu?rok=${rok}`;
  const voterPdf = `/el/dajObwodWyborcy/pdf?pesel=${PESEL}&dataWyborow=${dataWyborow}`;
  const rows = [];
  const show = (r, expected) => {
    const f = figures(r, expected);
    rows.push(f);
    console.log(
      `  ${f.call}: ${f['req/s']} req/s, p50 ${f['p50 ms']} ms, p99 ${f['p99 ms']} ms, errors ${f.errors}`,
    );
  };

  show(await run(url, 'budget JSON (public)', { path: budzet }));
  show(await run(url, 'budget PDF (public, cached by content)', { path: `${budzet.replace('?', '/pdf?')}` }));
  show(await run(url, 'voter PDF (personal, rendered each time)', { path: voterPdf }));
  show(
    await run(url, 'userInfo with a token', {
      path: '/uzytkownik/userInfo',
      headers: { Authorization: `Bearer ${token}` },
    }),
  );
  // A login costs one scrypt hash (N = 2^17, in libuv's thread pool): the answers of a run are still being
  // hashed when it ends. One more login, queued behind them, answers once they are done.
  const drain = () => fetch(url + '/uzytkownicy/getToken', login('kolejka.probna', 'x'));
  // The lockout evaluates at most five attempts of one login at a time (issue 11 item 6), so fifty parallel logins
  // of one account are mostly refused by design: the right-password run keeps five connections on each demo account
  // that logs in with a password alone.
  const konta = ['jan.kowalski', 'spoldzielnia', 'anna.nowak', 'piotr.wisniewski', konto, 'katarzyna.zajac'];
  let nastepne = 0;
  show(
    await run(url, `login, right password (5 conn. × ${konta.length} accounts)`, {
      path: '/uzytkownicy/getToken',
      ...login(konto, HASLO),
      connections: 5 * konta.length,
      setupClient: (client) =>
        client.setBody(JSON.stringify({ login: konta[nastepne++ % konta.length], haslo: HASLO })),
    }),
  );
  await drain();
  let n = 0;
  show(
    await run(url, 'login, wrong password', {
      path: '/uzytkownicy/getToken',
      requests: [
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ login: `nieznany.${n++}`, haslo: 'zle-haslo' }),
          }),
        },
      ],
    }),
    401,
  );
  await drain();

  // /status from 5 connections while 50 connections ask for the uncached PDF
  const [pdf, status] = await Promise.all([
    run(url, 'voter PDF under load (50 conn.)', { path: voterPdf }),
    run(url, '/status while PDFs are made (5 conn.)', { path: '/status', connections: 5 }),
  ]);
  show(pdf);
  show(status);
  const loadedRss = rssMb(child.pid);
  console.log(`RSS after the runs: ${loadedRss} MB`);

  console.log(`\nContract server on ${where}, ${CONNECTIONS} connections, ${DURATION} s per call:`);
  console.table(rows.map(({ statuses: _, ...r }) => r));
  mkdirSync(`${ROOT}/reports`, { recursive: true });
  writeFileSync(
    `${ROOT}/reports/load.json`,
    JSON.stringify(
      { where, connections: CONNECTIONS, duration: DURATION, idleRss, loadedRss, rows },
      null,
      2,
    ),
  );
} finally {
  clearTimeout(hardStop);
  stop();
}
