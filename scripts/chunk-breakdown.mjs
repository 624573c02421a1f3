// What a built chunk is made of: per source module (or per package), its bytes and its bytes gzipped alone,
// largest first, from the chunk's source map. Gzipped-alone sizes add up to more than the chunk's gzip size
// (gzip shares a dictionary across modules), but they rank what to move out of a chunk.
//   npx vite build --sourcemap && node scripts/chunk-breakdown.mjs dist/chunks/shared-*.js [--modules]
// --modules lists node_modules files one by one instead of per package.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const [file, flag] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/chunk-breakdown.mjs <chunk.js> [--modules]');
  process.exit(2);
}
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
const lines = code.split('\n');
const segments = [];
map.eachMapping((m) => segments.push(m));
segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);

const text = new Map();
for (let i = 0; i < segments.length; i++) {
  const s = segments[i];
  const next = segments[i + 1];
  const line = lines[s.generatedLine - 1] ?? '';
  const end = next && next.generatedLine === s.generatedLine ? next.generatedColumn : line.length;
  let source = s.source ?? '(no source: CSS strings, bundler helpers)';
  source =
    flag === '--modules'
      ? source.replace(/.*node_modules\//, 'npm:')
      : source.replace(/.*node_modules\/(@[^/]+\/[^/]+|[^/]+).*/, 'npm:$1');
  source = source.replace(/.*\/src\//, 'src/');
  text.set(source, (text.get(source) ?? '') + line.slice(s.generatedColumn, end));
}
const rows = [...text]
  .map(([source, t]) => [source, t.length, gzipSync(t).length])
  .sort((a, b) => b[2] - a[2]);
for (const [source, bytes, gz] of rows)
  console.log(`${String(bytes).padStart(7)} ${String(gz).padStart(6)}  ${source}`);
console.log(`${String(code.length).padStart(7)} ${String(gzipSync(code).length).padStart(6)}  (whole chunk)`);
