import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withCatalogue } from '../scripts/catalogue.ts';
// @ts-expect-error -- plain JS build script without type declarations
import { buildManifest } from '../scripts/manifest.mjs';

const root = join(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const embedding = readFileSync(join(root, 'docs/embedding.md'), 'utf8');
const development = readFileSync(join(root, 'docs/development.md'), 'utf8');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  budgets: { name: string; limit: string }[];
};

describe('README and docs/', () => {
  it('the README points each reader to their page, and every page it names exists', () => {
    const pages = [...readme.matchAll(/\]\((docs\/[\w.-]+\.md)/g)].map((m) => m[1]!);
    expect(new Set(pages)).toEqual(
      new Set([
        'docs/embedding.md',
        'docs/operation.md',
        'docs/development.md',
        'docs/architecture.md',
        'docs/behaviour.md',
      ]),
    );
    for (const p of pages) expect(existsSync(join(root, p)), p).toBe(true);
  });

  it('docs/embedding.md carries the element catalogue generated from the registry and the JSDoc (npm run docs)', () => {
    expect(embedding).toBe(withCatalogue(embedding, root));
  });

  it('docs/development.md states the size budgets of package.json', () => {
    for (const b of pkg.budgets) expect(development, b.name).toContain(`| ${b.name} | ${b.limit} |`);
  });

  it('lists every theme token and part under Theming, with the two-theme picture', () => {
    const theming = embedding.slice(embedding.indexOf('### Theming'));
    const decls = (
      buildManifest(root) as { modules: { declarations: Record<string, { name: string }[]>[] }[] }
    ).modules.flatMap((m) => m.declarations);
    for (const name of new Set(decls.flatMap((d) => d['cssProperties']!.map((p) => p.name))))
      expect(theming, name).toContain(`| \`${name}\` |`);
    for (const name of new Set(decls.flatMap((d) => d['cssParts']!.map((p) => p.name))))
      expect(theming, name).toContain(`| \`::part(${name})\` |`);
    expect(theming).toContain('](theming.png)');
    expect(existsSync(join(root, 'docs/theming.png'))).toBe(true);
  });
});
