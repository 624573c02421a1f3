// npm start: builds the bundle, then serves the portal, the CMS demo page and the contract server
// (PGlite in .data/pglite, demo data on first start) in demo mode. Extra arguments go to demo/server.ts.
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('node_modules/.bin/tsx', ['demo/server.ts', '--demo', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
