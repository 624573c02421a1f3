// Size budgets (package.json "budgets"): gzip size of what a browser fetches, per budget, from the build's
// manifest. A budget lists source entries (the files of each entry plus everything they import statically)
// or `own` entries (that entry's own file only), or sets a norm for each of a kind: `"each": "page"` (every
// element's page: the loader, the element and what it imports), `"each": "element"` (every element's own chunk),
// `"each": "chunk"` (every other chunk), leaving out the sources named in `except`. Fails when a budget is
// exceeded; a norm reports its largest case.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const DIST = 'dist';
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const { budgets } = JSON.parse(readFileSync('package.json', 'utf8'));

const parseLimit = (s) => {
  const m = /^([\d.]+)\s*(KB|B)$/i.exec(s);
  if (!m) throw new Error(`bad limit ${s}`);
  return Number(m[1]) * (m[2].toUpperCase() === 'KB' ? 1024 : 1);
};
const gz = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

function filesOf(key, own) {
  const out = new Set();
  const visit = (k) => {
    // shared chunks are keyed by their hashed file name (`_shared-<hash>.js`): accept the name alone
    const entry = manifest[k] ?? Object.entries(manifest).find(([mk]) => mk.startsWith(`${k}-`))?.[1];
    if (!entry) throw new Error(`${k} is not in the build manifest`);
    if (out.has(entry.file)) return;
    out.add(entry.file);
    if (!own) for (const dep of entry.imports ?? []) visit(dep);
  };
  visit(key);
  return out;
}

const PORTAL = 'src/host/element.ts';
/**
 * Everything a page with the loader and these elements fetches: their files, and the first calls' module, which
 * the loader imports with any element but the portal (src/loader.ts).
 */
function pageFiles(keys) {
  const files = new Set();
  for (const k of keys) for (const f of filesOf(k, false)) files.add(f);
  if (keys.includes(LOADER) && keys.some((k) => k !== LOADER && k !== PORTAL))
    for (const f of filesOf(PIERWSZE, true)) files.add(f);
  return files;
}

const LOADER = 'src/loader.ts';
/** The first calls' module: the loader imports it beside the first element's chunks, so it counts with the loader. */
const PIERWSZE = 'src/pierwsze.ts';
const elements = Object.entries(manifest).filter(([k, e]) => e.isEntry && k !== LOADER && k !== PIERWSZE);
const others = Object.entries(manifest).filter(([, e]) => !e.isEntry && e.file.endsWith('.js'));
const sizeOf = (files) => [...files].reduce((s, f) => s + gz(f), 0);

/** A norm over every case of a kind: its largest case is what the budget reports. */
function each(b) {
  const except = new Set(b.except ?? []);
  const cases = (b.each === 'chunk' ? others : elements)
    .filter(([k]) => !except.has(k) && ![...except].some((e) => k.startsWith(`${e}-`)))
    .map(([k]) => {
      const files = b.each === 'page' ? pageFiles([LOADER, k]) : filesOf(k, true);
      return { key: k, files, size: sizeOf(files) };
    });
  const largest = cases.reduce((a, c) => (c.size > a.size ? c : a), { key: '', files: new Set(), size: 0 });
  return { name: b.name, size: largest.size, files: [`largest: ${largest.key}`, ...largest.files] };
}

/** The loader of a throw-away build with `tags` tags (vite.config.ts GMINA_LOADER_TAGS, into dist-capacity/). */
function capacityLoader(tags) {
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    stdio: 'inherit',
    env: { ...process.env, GMINA_LOADER_TAGS: String(tags) },
  });
  if (r.status !== 0) throw new Error('the capacity build failed');
  const loader = readFileSync('dist-capacity/gmina.js');
  const registered = (loader.toString().match(/"[a-z0-9-]+":"/g) ?? []).length;
  if (registered < tags) throw new Error(`the capacity build registered ${registered} tags, not ${tags}`);
  return {
    size: gzipSync(loader, { level: 9 }).length,
    files: [`dist-capacity/gmina.js (${registered} tags)`],
  };
}

const results = budgets.map((b) => {
  if (b.capacity) {
    const limit = parseLimit(b.limit);
    const r = capacityLoader(b.capacity);
    return { name: b.name, ...r, limit, ok: r.size <= limit };
  }
  if (b.each) {
    const r = each(b);
    const limit = parseLimit(b.limit);
    return { ...r, limit, ok: r.size <= limit };
  }
  const files = pageFiles(b.entries ?? []);
  for (const e of b.own ?? []) for (const f of filesOf(e, true)) files.add(f);
  const size = sizeOf(files);
  const limit = parseLimit(b.limit);
  return { name: b.name, size, limit, files: [...files], ok: size <= limit };
});

const kb = (n) => (n / 1024).toFixed(2).padStart(6) + ' KB';
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'OVER'} ${r.name.padEnd(42)} ${kb(r.size)} gz  (limit ${kb(r.limit)})  ${r.files.join(', ')}`,
  );
}
mkdirSync('reports', { recursive: true });
writeFileSync('reports/size.json', JSON.stringify(results, null, 2));
const over = results.filter((r) => !r.ok);
if (over.length) {
  console.error(`${over.length} size budget(s) exceeded`);
  process.exit(1);
}
