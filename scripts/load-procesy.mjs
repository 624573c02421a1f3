// The processes of the load benchmarks (scripts/load.mjs, scripts/load-termin.ts): the contract server in a child
// process, so the load generator and the server do not share an event loop, and nginx in front of instances.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './wolny-port.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const NGINX = process.env.NGINX || '/usr/sbin/nginx';

export const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The contract server in a child process; `ready` resolves with its address once it listens. `args` follow
 * `server/main.ts` (e.g. `--demo`, `--memory`, `--port 0`); `env` is added to this process's environment.
 * @param {{ args: string[], env?: Record<string, string> }} o
 */
export function startServer({ args, env = {} }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, HOST: '127.0.0.1', ...env },
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

/**
 * nginx in front of `upstreams` (host:port): round robin, one worker, its files in a temporary folder; on `port`
 * when given (the servers behind it must know their public address before it starts), else on a free one.
 * @param {string[]} upstreams
 * @param {number} [port]
 */
export async function startNginx(upstreams, port) {
  const dir = mkdtempSync(join(tmpdir(), 'gmina-load-nginx-'));
  chmodSync(dir, 0o755); // run as root, the worker (nobody) reaches its temporary folders
  port ??= await freePort();
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
${temps.map((t) => `  ${t}_temp_path ${dir}/${t};`).join('\n')}
  upstream gmina {
${upstreams.map((u) => `    server ${u};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://gmina;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Real-IP $remote_addr;
    }
  }
}
`,
  );
  const child = spawn(
    NGINX,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: 'inherit',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('nginx stopped');
    const ok = await fetch(`${url}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i === 100) throw new Error('nginx did not answer in 10 s');
    await sleep(100);
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT');
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
