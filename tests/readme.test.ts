import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withCatalogue } from '../scripts/catalogue.ts';
// @ts-expect-error -- plain JS build script without type declarations
import { buildManifest } from '../scripts/manifest.mjs';

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

  it('lists every theme token and part under Theming, with the two-theme picture', () => {
    const theming = readme.slice(readme.indexOf('### Theming'), readme.indexOf('## Deploying'));
    const decls = (
      buildManifest(root) as { modules: { declarations: Record<string, { name: string }[]>[] }[] }
    ).modules.flatMap((m) => m.declarations);
    for (const name of new Set(decls.flatMap((d) => d['cssProperties']!.map((p) => p.name))))
      expect(theming, name).toContain(`| \`${name}\` |`);
    for (const name of new Set(decls.flatMap((d) => d['cssParts']!.map((p) => p.name))))
      expect(theming, name).toContain(`| \`::part(${name})\` |`);
    expect(theming).toContain('](docs/theming.png)');
    expect(existsSync(join(root, 'docs/theming.png'))).toBe(true);
  });
});
