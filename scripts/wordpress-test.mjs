// The WordPress plugin's test stage (integrations/wordpress): Debian's WordPress on a throw-away MariaDB and a
// throw-away Apache with PHP, the contract server in demo mode, the plugin installed and set, then Playwright
// (integrations/wordpress/tests). Builds nothing: it expects dist/ (npm run build). Every server listens on
// 127.0.0.1 on a free port, runs from a temporary folder, and is stopped (the folder and the one file Debian's
// layout needs in /etc/wordpress deleted) when the stage ends, fails or is interrupted.
//
// `--wordpress <dir>` runs it on another WordPress tree instead, `--wordpress 6.5` on WordPress Playground's build
// of that version (the npm package @wp-playground/wordpress-builds: its PHP in src/wordpress/wp-6.5.zip, its
// static files in public/wp-6.5/; from node_modules, or GMINA_WP_BUILDS=<the unpacked package>). The tree's code is
// copied into the temporary folder and given a plain wp-config.php for the same MariaDB; its wp-content (with
// Playground's SQLite database) is never loaded, only its themes. Reports go under reports/wordpress-<version>-*
// then. The other arguments go to Playwright.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { freePorts } from './wolny-port.mjs';
import { argumentySerweraDemo } from './serwer-demo.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const PLUGIN = join(ROOT, 'integrations/wordpress/gmina-widgets');
const TESTS = join(ROOT, 'integrations/wordpress/tests');
const DEBIAN_WORDPRESS = '/usr/share/wordpress';
const args = process.argv.slice(2);
const at = args.indexOf('--wordpress');
const wanted = at >= 0 ? (args.splice(at, 2)[1] ?? '') : DEBIAN_WORDPRESS;
/** A version (`6.5`): Playground's build of it, assembled in the temporary folder. */
const playground = /^\d+\.\d+$/.test(wanted) ? wanted : undefined;
let WORDPRESS = playground ? '' : resolve(wanted);
const debian = WORDPRESS === DEBIAN_WORDPRESS;
const MODULES = '/usr/lib/apache2/modules';
/** Apache's PHP module (libphp8.2.so on bookworm), or undefined. */
const phpModule = () =>
  existsSync(MODULES) ? readdirSync(MODULES).find((f) => /^libphp[\d.]*\.so$/.test(f)) : undefined;
/** Debian packages of the stage, each with a check that it is installed. */
const PACKAGES = {
  ...(debian && { wordpress: () => existsSync(`${WORDPRESS}/wp-load.php`) }),
  apache2: () => existsSync('/usr/sbin/apache2'),
  'libapache2-mod-php': () => phpModule() !== undefined,
  'mariadb-server': () => existsSync('/usr/sbin/mariadbd'),
};
const root = process.getuid?.() === 0;
const started = Date.now();
const log = (m) => console.log(`[wordpress ${((Date.now() - started) / 1000).toFixed(1)} s] ${m}`);

function ensurePackages() {
  const missing = () =>
    Object.entries(PACKAGES)
      .filter(([, installed]) => !installed())
      .map(([name]) => name);
  if (missing().length === 0) return;
  if (!root || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `The WordPress stage needs the Debian packages ${missing().join(', ')}. Install them as root: ` +
        `apt-get install -y ${Object.keys(PACKAGES).join(' ')}`,
    );
    process.exit(1);
  }
  log(`installing ${missing().join(', ')} (apt-get; no service is started)`);
  // policy-rc.d: Debian would otherwise start apache2 and mariadb on every address after installing them
  writeFileSync('/usr/sbin/policy-rc.d', '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    spawnSync(
      'sh',
      [
        '-c',
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${Object.keys(PACKAGES).join(' ')}`,
      ],
      { stdio: 'inherit' },
    );
  } finally {
    rmSync('/usr/sbin/policy-rc.d', { force: true });
  }
  if (missing().length) {
    console.error(`apt-get did not install ${missing().join(', ')}`);
    process.exit(1);
  }
}

const children = [];
let tmp = '';
let wpConfigFile = '';

/** Starts a server; its output goes to a log file of the temporary folder (printed if the stage fails). */
function server(name, cmd, args, opts = {}) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const entry = { name, child, output: () => out };
  children.push(entry);
  return entry;
}

async function waitFor(what, check, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`${what}: not ready after ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Stops the servers and deletes what the stage made, once: an interrupt during it waits for the same work. */
let cleaning;
const cleanup = () => (cleaning ??= stopAndDelete());
async function stopAndDelete() {
  for (const { child } of children.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await once(child, 'exit');
    clearTimeout(forced);
  }
  if (wpConfigFile) rmSync(wpConfigFile, { force: true });
  if (tmp) rmSync(tmp, { recursive: true, force: true });
}
// a stage that dies another way still stops its servers (synchronously: only kill() is possible on exit)
process.once('exit', () => {
  for (const { child } of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    void cleanup().then(() => process.exit(130));
  });

/** Playground's build of a WordPress version as a plain tree: its PHP (the zip) with its static files beside. */
function playgroundTree(version) {
  const builds = process.env['GMINA_WP_BUILDS'] ?? join(ROOT, 'node_modules/@wp-playground/wordpress-builds');
  const zip = join(builds, `src/wordpress/wp-${version}.zip`);
  if (!existsSync(zip))
    throw new Error(
      `${zip} is missing: WordPress ${version} comes from the npm package @wp-playground/wordpress-builds`,
    );
  const tree = join(tmp, `playground-${version}`);
  const unzip = spawnSync('unzip', ['-q', zip, '-d', tree], { encoding: 'utf8' });
  if (unzip.status !== 0) throw new Error(`unzip ${zip}: ${unzip.stderr}`);
  // the zip leaves out the CSS, JS and images that Playground serves as static files: the tree needs them back
  cpSync(join(builds, `public/wp-${version}`), tree, { recursive: true, force: false });
  return tree;
}

/** WordPress's version in a tree ('6.5.5'), from wp-includes/version.php. */
const treeVersion = (tree) =>
  /\$wp_version = '([^']+)'/.exec(readFileSync(join(tree, 'wp-includes/version.php'), 'utf8'))?.[1] ?? '?';

function php(command, env) {
  const r = spawnSync('php', [join(TESTS, 'wp-setup.php'), ...command], { encoding: 'utf8', env });
  if (r.status !== 0) throw new Error(`php wp-setup.php ${command[0]}: ${r.stderr}${r.stdout}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

async function main() {
  ensurePackages();
  tmp = mkdtempSync('/tmp/gmina-wp-');
  chmodSync(tmp, 0o755); // Apache's children run as www-data
  if (playground) WORDPRESS = playgroundTree(playground);
  if (!existsSync(join(WORDPRESS, 'wp-load.php')) || !existsSync(join(WORDPRESS, 'wp-includes/version.php')))
    throw new Error(`${WORDPRESS} is not a WordPress tree (no wp-load.php)`);
  // Debian's run keeps its report names; another version's sits beside it (named as asked: wordpress-6.5)
  const reports = debian ? 'wordpress' : `wordpress-${playground ?? treeVersion(WORDPRESS)}`;
  if (!existsSync(join(ROOT, 'dist/gmina.js')) || !existsSync(join(ROOT, 'dist/custom-elements.json')))
    throw new Error('dist/ is missing: run npm run build first');
  const [dbPort, wpPort, portalPort, cmsPort] = await freePorts(4);
  const wp = `http://127.0.0.1:${wpPort}`;
  const portal = `http://127.0.0.1:${portalPort}`;

  // MariaDB: its own data folder, loopback only
  const socket = join(tmp, 'mysql.sock');
  const install = spawnSync(
    'mariadb-install-db',
    [
      `--datadir=${tmp}/db`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      ...(root ? ['--user=root'] : []),
    ],
    { encoding: 'utf8' },
  );
  if (install.status !== 0) throw new Error(`mariadb-install-db: ${install.stderr}`);
  server('mariadb', '/usr/sbin/mariadbd', [
    '--no-defaults',
    `--datadir=${tmp}/db`,
    `--socket=${socket}`,
    '--bind-address=127.0.0.1',
    `--port=${dbPort}`,
    `--pid-file=${tmp}/mariadb.pid`,
    '--skip-log-bin',
    '--innodb-buffer-pool-size=32M',
    '--innodb-flush-log-at-trx-commit=0',
    ...(root ? ['--user=root'] : []),
  ]);
  // the contract server in demo mode, its CORS list naming the WordPress origin (and so its return addresses)
  const contract = server('contract server', process.execPath, argumentySerweraDemo(portalPort, cmsPort), {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      GMINA_SCRYPT_LOG_N: '12',
      GMINA_ADMIN_TOKEN: 'demo-admin',
      GMINA_RATE_LIMIT_SCALE: '1000',
      GMINA_KSIEGOWANIE: '30d',
      GMINA_ALLOWED_ORIGINS: wp,
    },
  });
  await waitFor('MariaDB', () =>
    Promise.resolve(
      spawnSync('mariadb', [`--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE IF NOT EXISTS wordpress'])
        .status === 0,
    ),
  );
  log('MariaDB ready');

  // WordPress: the tree's code (Debian's in place; another tree copied, to hold a wp-config.php of its own), a
  // wp-content of its own (the tree's themes, the plugin copied in), the config for this MariaDB
  const codeDir = debian ? WORDPRESS : join(tmp, 'wordpress');
  if (!debian)
    cpSync(WORDPRESS, codeDir, {
      recursive: true,
      filter: (f) => ![join(WORDPRESS, 'wp-config.php'), join(WORDPRESS, 'wp-content')].includes(f),
    });
  const content = join(tmp, 'wp-content');
  mkdirSync(join(content, 'plugins'), { recursive: true });
  mkdirSync(join(content, 'themes'), { recursive: true });
  mkdirSync(join(content, 'uploads'), { recursive: true });
  for (const theme of readdirSync(`${WORDPRESS}/wp-content/themes`))
    if (existsSync(`${WORDPRESS}/wp-content/themes/${theme}/style.css`))
      symlinkSync(`${WORDPRESS}/wp-content/themes/${theme}`, join(content, `themes/${theme}`));
  if (existsSync(`${WORDPRESS}/wp-content/languages`))
    symlinkSync(`${WORDPRESS}/wp-content/languages`, join(content, 'languages'));
  else {
    // a tree without WordPress's Polish (Playground's): WordPress keeps WPLANG only for an installed language, so
    // an empty pl_PL catalogue makes the site Polish; WordPress's own texts stay English, the plugin's are Polish
    mkdirSync(join(content, 'languages'));
    const mo = spawnSync('msgfmt', ['-o', join(content, 'languages/pl_PL.mo'), '-'], {
      input: 'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\nLanguage: pl_PL\\n"\n',
      encoding: 'utf8',
    });
    if (mo.status !== 0) throw new Error(`msgfmt: ${mo.stderr}`);
  }
  cpSync(PLUGIN, join(content, 'plugins/gmina-widgets'), { recursive: true });
  writeFileSync(join(tmp, 'debug.log'), '', { mode: 0o666 });
  chmodSync(join(tmp, 'debug.log'), 0o666);
  if (root) spawnSync('chown', ['-R', 'www-data:www-data', join(content, 'uploads')]);
  const configName = `gmina-test-${randomBytes(6).toString('hex')}`;
  // Debian's wp-config.php reads /etc/wordpress/config-<name>.php; any other tree its own wp-config.php
  const configFile = debian ? `/etc/wordpress/config-${configName}.php` : join(codeDir, 'wp-config.php');
  if (debian) wpConfigFile = configFile;
  const salt = () => randomBytes(24).toString('hex');
  writeFileSync(
    configFile,
    `<?php
// The WordPress stage of the gmina widgets' tests (scripts/wordpress-test.mjs); deleted when it ends.
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:${socket}' );
define( 'WP_HOME', '${wp}' );
define( 'WP_SITEURL', '${wp}' );
define( 'WP_CONTENT_DIR', '${content}' );
define( 'WP_CONTENT_URL', '${wp}/wp-content' );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'DISABLE_WP_CRON', true );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', '${tmp}/debug.log' );
${[
  'AUTH_KEY',
  'SECURE_AUTH_KEY',
  'LOGGED_IN_KEY',
  'NONCE_KEY',
  'AUTH_SALT',
  'SECURE_AUTH_SALT',
  'LOGGED_IN_SALT',
  'NONCE_SALT',
]
  .map((k) => `define( '${k}', '${salt()}' );`)
  .join('\n')}
${
  debian
    ? ''
    : `$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`
}`,
    { mode: 0o644 },
  );

  // Apache with PHP in the foreground, with a configuration of its own
  mkdirSync(join(tmp, 'apache'));
  writeFileSync(
    join(tmp, 'apache/httpd.conf'),
    `ServerRoot "${tmp}/apache"
ServerName 127.0.0.1
Listen 127.0.0.1:${wpPort}
PidFile "${tmp}/apache/httpd.pid"
ErrorLog "${tmp}/apache/error.log"
LogLevel warn
Mutex file:${tmp}/apache default
LoadModule mpm_prefork_module ${MODULES}/mod_mpm_prefork.so
LoadModule authz_core_module ${MODULES}/mod_authz_core.so
LoadModule dir_module ${MODULES}/mod_dir.so
LoadModule mime_module ${MODULES}/mod_mime.so
LoadModule alias_module ${MODULES}/mod_alias.so
LoadModule env_module ${MODULES}/mod_env.so
LoadModule php_module ${MODULES}/${phpModule()}
${root ? 'User www-data\nGroup www-data' : ''}
StartServers 4
MinSpareServers 2
MaxSpareServers 6
MaxRequestWorkers 16
TypesConfig /etc/mime.types
DocumentRoot "${codeDir}"
DirectoryIndex index.php index.html
Alias /wp-content "${content}"
<Directory />
  AllowOverride None
  Require all denied
</Directory>
<Directory "${codeDir}">
  Require all granted
</Directory>
<Directory "${content}">
  Require all granted
</Directory>
<Directory "${WORDPRESS}/wp-content/themes">
  Require all granted
</Directory>
<FilesMatch "\\.php$">
  SetHandler application/x-httpd-php
</FilesMatch>
SetEnv WORDPRESS_CONFIG ${configName}
`,
  );
  // a process group of its own: stopping, Apache signals its whole group, which would otherwise include this script
  server('apache', '/usr/sbin/apache2', ['-f', join(tmp, 'apache/httpd.conf'), '-DFOREGROUND'], {
    detached: true,
  });

  const env = {
    ...process.env,
    WORDPRESS_CONFIG: configName,
    GMINA_WP_HOST: `127.0.0.1:${wpPort}`,
    GMINA_WP_ROOT: codeDir,
  };
  const password = randomBytes(12).toString('hex');
  const installed = php(['install', JSON.stringify({ password })], env);
  // the site must be on this MariaDB (as an office runs it), never on a drop-in of the tree such as SQLite's
  if (installed.db !== 'wpdb' || !/MariaDB/i.test(installed.server))
    throw new Error(`WordPress is not on MariaDB: ${JSON.stringify(installed)}`);
  // WordPress drops a language it has no files for: the tests expect a Polish site
  if (installed.locale !== 'pl_PL')
    throw new Error(`WordPress is not in Polish: ${JSON.stringify(installed)}`);
  log(
    `WordPress ${installed.version} installed (pl_PL, ${installed.theme}) on ${installed.server}, plugin active`,
  );
  await waitFor('contract server', () => Promise.resolve(contract.output().includes('Contract server:')));
  const ids = php(
    [
      'configure',
      JSON.stringify({
        password,
        settings: { bundle: `${portal}/gmina.js`, api: `${portal}/api`, lang: 'site', motyw: {} },
      }),
    ],
    env,
  );
  await waitFor('Apache', async () => {
    try {
      return (await fetch(`${wp}/wp-login.php`)).ok;
    } catch {
      return false;
    }
  });
  log('Apache, WordPress and the contract server ready');

  const stage = {
    wp,
    portal,
    password,
    ids,
    configName,
    host: `127.0.0.1:${wpPort}`,
    root: codeDir,
    version: installed.version,
    tmp,
  };
  writeFileSync(join(tmp, 'stage.json'), JSON.stringify(stage));
  const run = spawn(
    'npx',
    ['playwright', 'test', '-c', 'integrations/wordpress/tests/playwright.config.ts', ...args],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, GMINA_WP_STAGE: join(tmp, 'stage.json'), GMINA_WP_REPORTS: reports },
    },
  );
  const [code] = await once(run, 'exit');
  if (code !== 0) {
    for (const { name, output } of children)
      console.log(`\n── ${name} output (last lines)\n${output().slice(-3000)}`);
    console.log(`\n── Apache's error log\n${readTail(join(tmp, 'apache/error.log'))}`);
  }
  // WordPress 6.1's own deprecation notices under PHP 8.2 fill the log; the plugin's lines are what matters here
  const own = readFileSync(join(tmp, 'debug.log'), 'utf8')
    .split('\n')
    .filter((l) => l.includes('gmina-widgets'));
  console.log(`\n── WordPress debug.log, the plugin's lines: ${own.length ? `\n${own.join('\n')}` : 'none'}`);
  log(`stage done (exit ${code})`);
  return code ?? 1;
}

function readTail(file) {
  try {
    return spawnSync('tail', ['-n', '40', file], { encoding: 'utf8' }).stdout;
  } catch {
    return '';
  }
}

let code = 1;
try {
  code = await main();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  for (const { name, output } of children) console.error(`\n── ${name} output\n${output().slice(-3000)}`);
  if (tmp) console.error(`\n── Apache's error log\n${readTail(join(tmp, 'apache/error.log'))}`);
} finally {
  await cleanup();
}
log(`wall time ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(code);
