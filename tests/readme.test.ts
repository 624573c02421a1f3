import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withCatalogue } from '../scripts/catalogue.ts';

const root = join(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  budgets: { name: string; limit: string }[];
};

describe('README', () => {
  it('carries the element catalogue generated from the registry and the JSDoc (npm run docs)', () => {
    expect(readme).toBe(withCatalogue(readme, root));
  });

  it('states the size budgets of package.json', () => {
    for (const b of pkg.budgets) expect(readme, b.name).toContain(`| ${b.name} | ${b.limit} |`);
  });
});
