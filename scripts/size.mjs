// Size budgets (package.json "budgets"): gzip size of what a browser fetches, per budget, from the build's
// manifest. A budget lists source entries (the files of each entry plus everything they import statically)
// or `own` entries (that entry's own file only). Fails when a budget is exceeded.
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

const results = budgets.map((b) => {
  const files = new Set();
  for (const e of b.entries ?? []) for (const f of filesOf(e, false)) files.add(f);
  for (const e of b.own ?? []) for (const f of filesOf(e, true)) files.add(f);
  const size = [...files].reduce((s, f) => s + gz(f), 0);
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
