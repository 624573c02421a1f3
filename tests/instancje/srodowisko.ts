/**
 * The set-up of the test of several contract-server instances behind a reverse proxy (issue 23 §3), as an office
 * runs them: a production install of the project's files (`npm ci --omit=dev`), a database on a real PostgreSQL
 * server, instances started from that install with the documented command and environment, and nginx in front of
 * them. Also an HTTP client that can speak from any loopback address, so that each test is a client of its own
 * for the rate limits (nginx passes the address on in `X-Real-IP`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync, lstatSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db.ts';
import { seedDemoData } from '../../demo/seed/index.ts';

export const KORZEN = join(import.meta.dirname, '..', '..');

/** Runs a command to its end; rejects with its output when it fails. */
function wykonaj(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  return new Promise<void>((ok, blad) => {
    const p = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let wyjscie = '';
    p.stdout.on('data', (d: Buffer) => (wyjscie += d.toString()));
    p.stderr.on('data', (d: Buffer) => (wyjscie += d.toString()));
    p.on('error', blad);
    p.on('exit', (kod) =>
      kod === 0 ? ok() : blad(new Error(`${cmd} ${args.join(' ')} failed (${kod}):\n${wyjscie}`)),
    );
  });
}

/**
 * The production install: the project's files (those git tracks, and new ones it does not ignore, so that a
 * local run sees uncommitted work as CI's clean clone sees the commit) copied to a temporary folder, then
 * `npm ci --omit=dev` there: only `dependencies`, as an office installs the server.
 */
export async function instalacjaProdukcyjna(): Promise<string> {
  const katalog = await mkdtemp(join(tmpdir(), 'gmina-instalacja-'));
  const lista = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: KORZEN,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (lista.status !== 0) throw new Error(`git ls-files failed: ${lista.stderr}`);
  const pliki = lista.stdout
    .split('\0')
    .filter((f) => f && existsSync(join(KORZEN, f)) && !lstatSync(join(KORZEN, f)).isSymbolicLink());
  for (const f of pliki) await cp(join(KORZEN, f), join(katalog, f), { recursive: true });
  // --prefer-offline: the packages CI's own `npm ci` just put in the npm cache are not downloaded again
  await wykonaj('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], katalog);
  return katalog;
}

/** A connection of the server's administrator for one statement. */
async function administrator(serwer: string, sql: string) {
  const c = new pg.Client({ connectionString: serwer });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

export interface BazaTestowa {
  url: string;
  /** Drops the database (its connections must be gone: stop the instances first). */
  usun(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server of `serwer`: empty, or (`demo`) migrated and given the demo data once,
 * from this process (the instances then start on it without `--demo`: the production code path, with the demo
 * accounts as data).
 */
export async function bazaTestowa(serwer: string, { demo }: { demo: boolean }): Promise<BazaTestowa> {
  const nazwa = `inst_${randomBytes(6).toString('hex')}`; // ours: safe to inline as an identifier
  await administrator(serwer, `CREATE DATABASE ${nazwa}`);
  const url = new URL(serwer);
  url.pathname = `/${nazwa}`;
  if (demo) {
    const db = await openDatabase({ url: url.href, seed: seedDemoData });
    await seedDemoData(db);
    await db.close();
  }
  return {
    url: url.href,
    async usun() {
      // not WITH (FORCE): it would kill a connection still closing, whose client then throws uncaught; a database
      // still in use (55006) is tried again for up to ten seconds
      for (let proba = 1; ; proba++) {
        try {
          await administrator(serwer, `DROP DATABASE IF EXISTS ${nazwa}`);
          return;
        } catch (e) {
          if ((e as { code?: string }).code !== '55006' || proba === 100) throw e;
          await new Promise((ok) => setTimeout(ok, 100));
        }
      }
    },
  };
}

/** A free TCP port on 127.0.0.1 (for nginx, whose configuration needs it before it starts). */
export function wolnyPort(): Promise<number> {
  return new Promise((ok, blad) => {
    const s = createServer();
    s.once('error', blad);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => ok(port));
    });
  });
}

export interface Instancja {
  nazwa: string;
  /** `127.0.0.1:<port>`, as nginx's `$upstream_addr` names it. */
  adres: string;
  proces: ChildProcess;
  /** Everything it printed so far. */
  wyjscie(): string;
  /** SIGTERM, and waits for the process to end. */
  zatrzymaj(): Promise<void>;
}

/** A child left running when this process ends (a crashed run) is killed with it. */
function sprzatnijPrzyWyjsciu(p: ChildProcess) {
  const zabij = () => p.kill('SIGKILL');
  process.once('exit', zabij);
  p.once('exit', () => process.off('exit', zabij));
}

const koniec = (p: ChildProcess) =>
  p.exitCode !== null || p.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((ok) => p.once('exit', () => ok()));

/**
 * One instance started from the install with the documented command (`node --import tsx server/main.ts --port N`),
 * without `--demo`, with only the environment given (nothing of this process's). Port 0: the system gives a free
 * port, which the instance prints when it listens.
 */
export async function uruchomInstancje(
  katalog: string,
  nazwa: string,
  env: Record<string, string>,
): Promise<Instancja> {
  const proces = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--port', '0'], {
    cwd: katalog,
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  sprzatnijPrzyWyjsciu(proces);
  let wyjscie = '';
  proces.stdout.on('data', (d: Buffer) => (wyjscie += d.toString()));
  proces.stderr.on('data', (d: Buffer) => (wyjscie += d.toString()));
  const adres = await new Promise<string>((ok, blad) => {
    const czas = setTimeout(() => blad(new Error(`${nazwa} did not start in 60 s:\n${wyjscie}`)), 60_000);
    const sprawdz = () => {
      const m = /Contract server: http:\/\/(127\.0\.0\.1:\d+) /.exec(wyjscie);
      if (!m) return;
      clearTimeout(czas);
      proces.stdout.off('data', sprawdz);
      ok(m[1]!);
    };
    proces.stdout.on('data', sprawdz);
    proces.once('exit', (kod) => {
      clearTimeout(czas);
      blad(new Error(`${nazwa} stopped (${kod}) before it listened:\n${wyjscie}`));
    });
  });
  return {
    nazwa,
    adres,
    proces,
    wyjscie: () => wyjscie,
    async zatrzymaj() {
      if (proces.exitCode === null && proces.signalCode === null) proces.kill('SIGTERM');
      await koniec(proces);
    },
  };
}

export interface Nginx {
  url: string;
  /** Lines of the access log: `<method> <uri> <status> <upstream addresses>`. */
  dziennik(): Promise<string[]>;
  bledy(): Promise<string>;
  zatrzymaj(): Promise<void>;
}

/**
 * nginx as a child process in front of the instances: one worker (so its round robin alternates strictly), an
 * `upstream` of them all, the client's address in `X-Real-IP`, and — for the test only — the instance that
 * answered in `X-Upstream`. Its pid file, logs and temporary files are in a folder of its own.
 */
export async function uruchomNginx(port: number, instancje: readonly Instancja[]): Promise<Nginx> {
  const katalog = await mkdtemp(join(tmpdir(), 'gmina-nginx-'));
  // run as root, nginx's worker is `nobody`: it must reach its temporary folders inside this one
  await chmod(katalog, 0o755);
  const tymczasowe = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const t of tymczasowe) await mkdir(join(katalog, t));
  const conf = `worker_processes 1;
pid ${katalog}/nginx.pid;
error_log ${katalog}/error.log warn;
events { worker_connections 512; }
http {
  log_format gmina '$request_method $request_uri $status $upstream_addr';
  access_log ${katalog}/access.log gmina;
${tymczasowe.map((t) => `  ${t === 'body' ? 'client_body' : t}_temp_path ${katalog}/${t};`).join('\n')}
  upstream gmina {
${instancje.map((i) => `    server ${i.adres};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://gmina;
      proxy_set_header Host $http_host;
      proxy_set_header X-Real-IP $remote_addr;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  await writeFile(join(katalog, 'nginx.conf'), conf);
  const nginx = process.env['NGINX'] ?? '/usr/sbin/nginx';
  const proces = spawn(
    nginx,
    ['-p', katalog, '-c', join(katalog, 'nginx.conf'), '-e', join(katalog, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  sprzatnijPrzyWyjsciu(proces);
  let wyjscie = '';
  proces.stdout.on('data', (d: Buffer) => (wyjscie += d.toString()));
  proces.stderr.on('data', (d: Buffer) => (wyjscie += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const bledy = () => readFile(join(katalog, 'error.log'), 'utf8').catch(() => '');
  for (let proba = 0; ; proba++) {
    if (proces.exitCode !== null) throw new Error(`nginx stopped:\n${wyjscie}\n${await bledy()}`);
    const r = await zadanie(url, '/status').catch(() => null);
    if (r?.status === 200) break;
    if (proba === 100) throw new Error(`nginx did not answer in 10 s:\n${wyjscie}\n${await bledy()}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
  return {
    url,
    async dziennik() {
      const tekst = await readFile(join(katalog, 'access.log'), 'utf8').catch(() => '');
      return tekst.split('\n').filter(Boolean);
    },
    bledy,
    async zatrzymaj() {
      if (proces.exitCode === null) proces.kill('SIGQUIT');
      await koniec(proces);
      await rm(katalog, { recursive: true, force: true });
    },
  };
}

export interface Odpowiedz<T = Record<string, unknown>> {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as JSON when it is JSON, else as text. */
  body: T;
  tekst: string;
  /** The instance nginx passed the request to last (`X-Upstream`: several when it tried another after one failed). */
  upstream: string;
}

export interface OpcjeZadania {
  metoda?: string;
  json?: unknown;
  /** A form body (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  token?: string;
  /** The loopback address the request comes from (127.0.0.1 by default); nginx passes it on as X-Real-IP. */
  zrodlo?: string;
}

/** One HTTP request on a new connection from the address `zrodlo`. */
export function zadanie<T = Record<string, unknown>>(
  baza: string,
  sciezka: string,
  o: OpcjeZadania = {},
): Promise<Odpowiedz<T>> {
  const url = new URL(sciezka, baza);
  const headers: Record<string, string> = {};
  let tresc: string | undefined;
  if (o.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    tresc = JSON.stringify(o.json);
  } else if (o.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    tresc = new URLSearchParams(o.form).toString();
  }
  if (o.token) headers['Authorization'] = `Bearer ${o.token}`;
  return new Promise((ok, blad) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: o.metoda ?? (tresc === undefined ? 'GET' : 'POST'),
        headers,
        localAddress: o.zrodlo ?? '127.0.0.1',
        agent: false,
        timeout: 30_000,
      },
      (res) => {
        const kawalki: Buffer[] = [];
        res.on('data', (d: Buffer) => kawalki.push(d));
        res.on('error', blad);
        res.on('end', () => {
          const bajty = Buffer.concat(kawalki);
          const typ = res.headers['content-type'] ?? '';
          const tekst = typ.includes('pdf') ? '' : bajty.toString('utf8');
          let body: unknown = typ.includes('pdf') ? bajty : tekst;
          if (typ.includes('json')) body = JSON.parse(tekst);
          const upstream = String(res.headers['x-upstream'] ?? '');
          ok({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: body as T,
            tekst,
            upstream: upstream.split(',').at(-1)!.trim(),
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${sciezka}: no answer in 30 s`)));
    req.on('error', blad);
    req.end(tresc);
  });
}
