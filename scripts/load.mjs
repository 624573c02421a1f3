// npm run load: load benchmark of the contract server (issue 11, "Load, with figures"). Not a test: it fails
// only when something cannot run, never on the figures. It starts its own server on 127.0.0.1 in demo mode (PGlite in
// memory, or the PostgreSQL of DATABASE_URL when set) in a child process, so the load generator and the server do
// not share an event loop; measures the server's idle memory (RSS); runs autocannon with 50 connections against
// each call in turn, a resident's dues list among them; and stops the server. With DATABASE_URL it then compares
// one and two instances (without --demo, on that database) behind nginx for the dues list and a login (issue 23 §3;
// nginx at /usr/sbin/nginx or NGINX). Figures are printed and written to reports/load.json; docs/load.md records
// them.
//
//   node scripts/load.mjs [--duration 8] [--connections 50]
//   node scripts/load.mjs --scenariusz termin [...]   (the deadline-day scenario: scripts/load-termin.ts)
//
// Rate limits (added by another change) are scaled away with GMINA_RATE_LIMIT_SCALE, so the figures show
// the calls themselves; the wrong-password login uses a new unknown login each time, so no lockout cuts it
// short (an unknown login costs the same hash as a known one).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { NGINX, ROOT, sleep, startNginx, startServer as startChild } from './load-procesy.mjs';

// `--scenariusz termin`: the deadline-day scenario of scripts/load-termin.ts (TypeScript: run with tsx)
const scenariusz = process.argv.indexOf('--scenariusz');
if (scenariusz >= 0) {
  const nazwa = process.argv[scenariusz + 1];
  if (nazwa !== 'termin') {
    console.error(`load: unknown scenario ${nazwa} (known: termin)`);
    process.exit(2);
  }
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/load-termin.ts', ...process.argv.slice(2)],
    { cwd: ROOT, stdio: 'inherit' },
  );
  const code = await new Promise((r) => child.on('exit', (c, signal) => r(c ?? (signal ? 1 : 0))));
  process.exit(code);
}

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION = arg('--duration', 8);
const CONNECTIONS = arg('--connections', 50);
const HASLO = 'Gmina#2024'; // demo/seed/konto.ts HASLO_DEMO
const PESEL = '44051401359'; // a voter of the demo register (demo/seed/wybory-rejestry.ts)
const JAN = '85010112352'; // jan.kowalski's PESEL: a card of every kind (README "Demo accounts")
// the admin token and the token secret of every server started here (instances share them, as an office's do)
const SEKRETY = {
  GMINA_ADMIN_TOKEN: randomBytes(16).toString('hex'),
  GMINA_TOKEN_SECRET: randomBytes(32).toString('hex'),
};

const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

/**
 * The contract server in a child process (load-procesy.mjs). Demo mode (the demo data seeded on first start)
 * unless `demo: false`: the instances compared behind nginx run as servers.
 */
function startServer({ demo = true } = {}) {
  const args = ['--port', '0'];
  if (demo) args.push('--demo');
  if (!process.env.DATABASE_URL) args.push('--memory');
  return startChild({ args, env: { GMINA_RATE_LIMIT_SCALE: '1000', ...SEKRETY } });
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

const login = (l, haslo) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ login: l, haslo }),
});
const fetchJson = async (url, init) => (await fetch(url, init)).json();
const dues = `/naleznosci/dajNaleznosci?pesel=${JAN}`;
// The lockout evaluates at most five attempts of one login at a time (issue 11 item 6), so fifty parallel logins
// of one account are mostly refused by design: the right-password run keeps five connections on each demo account
// that logs in with a password alone.
const konta = [
  'jan.kowalski',
  'spoldzielnia',
  'anna.nowak',
  'piotr.wisniewski',
  'tomasz.lewandowski',
  'katarzyna.zajac',
];
/** The right-password login run over the accounts of `konta`, five connections each. */
function loginRun(url, title) {
  let nastepne = 0;
  return run(url, title, {
    path: '/uzytkownicy/getToken',
    ...login(konta[0], HASLO),
    connections: 5 * konta.length,
    setupClient: (client) =>
      client.setBody(JSON.stringify({ login: konta[nastepne++ % konta.length], haslo: HASLO })),
  });
}
// A login costs one scrypt hash (N = 2^17, in libuv's thread pool): the answers of a run are still being
// hashed when it ends. One more login, queued behind them, answers once they are done (a new name each time:
// a name locked out by earlier runs on the same database would answer at once).
const drain = (url) =>
  fetch(url + '/uzytkownicy/getToken', login(`kolejka.${randomBytes(4).toString('hex')}`, 'x'));

const rows = [];
const show = (r, expected, extra = {}) => {
  const f = { ...figures(r, expected), ...extra };
  rows.push(f);
  console.log(
    `  ${f.call}: ${f['req/s']} req/s, p50 ${f['p50 ms']} ms, p99 ${f['p99 ms']} ms, errors ${f.errors}`,
  );
};

const children = new Set();
const stopAll = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
};
process.on('exit', stopAll);
const instancesToo = Boolean(process.env.DATABASE_URL) && existsSync(NGINX);
const hardStop = setTimeout(
  () => {
    console.error('load: time limit reached');
    stopAll();
    process.exit(1);
  },
  (DURATION * (instancesToo ? 15 : 10) + 500) * 1000,
);

/** Starts a server (see startServer) and waits for it; stop() ends it and waits. */
async function server(opts) {
  const { child, ready } = startServer(opts);
  children.add(child);
  const info = await ready;
  return {
    ...info,
    child,
    stop: async () => {
      if (child.exitCode === null) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await gone;
      }
      children.delete(child);
    },
  };
}

let where;
let idleRss;
let loadedRss;
try {
  const main = await server();
  const { url, readyMs } = main;
  where = main.where;
  console.log(
    `Server ${url} (${where}), ready in ${readyMs} ms; ${cpus().length} cores, load ${loadavg()[0].toFixed(1)}`,
  );
  await sleep(3000);
  idleRss = rssMb(main.child.pid);
  console.log(`Idle RSS after start: ${idleRss} MB`);

  const { lataBudzetowe } = await fetchJson(`${url}/fk/gmina/dajLataBudzetowe`).catch(() => ({}));
  const rok = lataBudzetowe?.at(-1) ?? new Date().getFullYear() - 1;
  const { datyWyborow } = await fetchJson(`${url}/el/dajAktualneDatyWyborow`);
  const dataWyborow = datyWyborow[0].dataWyborow;
  const konto = 'tomasz.lewandowski'; // no two-factor: a right password gives the session token
  const { token } = await fetchJson(`${url}/uzytkownicy/getToken`, login(konto, HASLO));
  if (!token) throw new Error('no token for the userInfo run');
  const { token: tokenJana } = await fetchJson(`${url}/uzytkownicy/getToken`, login('jan.kowalski', HASLO));
  if (!tokenJana) throw new Error('no token for the dues run');

  const budzet = `/fk/gmina/dajDochodyBudzetu?rok=${rok}`;
  const voterPdf = `/el/dajObwodWyborcy/pdf?pesel=${PESEL}&dataWyborow=${dataWyborow}`;

  show(await run(url, 'budget JSON (public)', { path: budzet }));
  show(await run(url, 'budget PDF (public, cached by content)', { path: `${budzet.replace('?', '/pdf?')}` }));
  show(await run(url, 'voter PDF (personal, rendered each time)', { path: voterPdf }));
  show(
    await run(url, 'userInfo with a token', {
      path: '/uzytkownik/userInfo',
      headers: { Authorization: `Bearer ${token}` },
    }),
  );
  // the dues list of a resident with a card of every kind: the session checked and extended, the subject's
  // cards, their instalments and payments read (the widget's first call)
  show(
    await run(url, 'dues list of a resident (logged in)', {
      path: dues,
      headers: { Authorization: `Bearer ${tokenJana}` },
    }),
  );
  show(await loginRun(url, `login, right password (5 conn. × ${konta.length} accounts)`));
  await drain(url);
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
  await drain(url);

  // /status from 5 connections while 50 connections ask for the uncached PDF
  const [pdf, status] = await Promise.all([
    run(url, 'voter PDF under load (50 conn.)', { path: voterPdf }),
    run(url, '/status while PDFs are made (5 conn.)', { path: '/status', connections: 5 }),
  ]);
  show(pdf);
  show(status);
  loadedRss = rssMb(main.child.pid);
  console.log(`RSS after the runs: ${loadedRss} MB`);
  await main.stop();

  // One and two instances on the PostgreSQL database behind nginx (the demo data seeded above): started as
  // servers (no --demo), with the same secrets, as an office runs them. Both behind nginx, so that the proxy's
  // own cost is in both figures.
  if (instancesToo) {
    for (const count of [1, 2]) {
      const instances = [];
      for (let i = 0; i < count; i++) instances.push(await server({ demo: false }));
      const proxy = await startNginx(instances.map((s) => new URL(s.url).host));
      const label = `${count} instance${count > 1 ? 's' : ''} behind nginx`;
      console.log(`${label}: ${proxy.url} → ${instances.map((s) => s.url).join(', ')}`);
      const jan = await fetchJson(`${proxy.url}/uzytkownicy/getToken`, login('jan.kowalski', HASLO));
      if (!jan.token) throw new Error('no token through nginx');
      show(
        await run(proxy.url, `dues list, ${label}`, {
          path: dues,
          headers: { Authorization: `Bearer ${jan.token}` },
        }),
        200,
        { instances: count },
      );
      show(await loginRun(proxy.url, `login, right password, ${label}`), 200, { instances: count });
      await drain(proxy.url);
      await proxy.stop();
      for (const s of instances) await s.stop();
    }
  } else if (process.env.DATABASE_URL) {
    console.log(`nginx not found at ${NGINX}: the one- and two-instance runs are skipped`);
  }

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
  stopAll();
}
