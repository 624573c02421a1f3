// Rewrites the size-budget table of docs/development.md from package.json "budgets" (tests/readme.test.ts checks they agree).
import { readFileSync, writeFileSync } from 'node:fs';

const { budgets } = JSON.parse(readFileSync('package.json', 'utf8'));
const readme = readFileSync('docs/development.md', 'utf8');
const head = '| budget | limit |\n| --- | --- |\n';
const start = readme.indexOf(head);
if (start < 0) throw new Error('docs/development.md has no size-budget table');
let end = start + head.length;
while (readme.startsWith('| ', end)) end = readme.indexOf('\n', end) + 1;
const rows = budgets.map((b) => `| ${b.name} | ${b.limit} |\n`).join('');
writeFileSync('docs/development.md', readme.slice(0, start) + head + rows + readme.slice(end));
