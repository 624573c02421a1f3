import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** STYLE.md §2: core imports no React and nothing above it; widgets never import each other or the host. */
const root = join(import.meta.dirname, '..');
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);

describe('import boundaries', () => {
  it('src/core imports no UI framework, ui, widget or host code', () => {
    for (const f of files(join(root, 'src/core'))) {
      for (const imp of importsOf(f)) {
        expect(imp, relative(root, f)).not.toMatch(/^(react|react-dom|preact)(\/|$)|\/(ui|widgets|host)\//);
      }
    }
  });

  it('src/ui (shared by widgets and the host) imports no host code, and a widget only lazily', () => {
    for (const f of files(join(root, 'src/ui')).filter((f) => !/\.test\.tsx?$/.test(f))) {
      const text = readFileSync(f, 'utf8');
      // LoginGate fetches the login widget's form when a logged-out reader needs it: a chunk, not a dependency
      const lazy = new Set([...text.matchAll(/import\(\s*'([^']+)'/g)].map((m) => m[1]!));
      for (const imp of importsOf(f)) {
        expect(imp, relative(root, f)).not.toMatch(/\/host\//);
        if (!lazy.has(imp)) expect(imp, relative(root, f)).not.toMatch(/\/widgets\//);
      }
    }
  });

  it('widgets import no other widget and no host code; the browser bundle uses zod/mini only', () => {
    for (const f of files(join(root, 'src/widgets'))) {
      const own = relative(join(root, 'src/widgets'), f).split('/')[0]!;
      for (const imp of importsOf(f)) {
        expect(imp, relative(root, f)).not.toMatch(/\/host\//);
        const other = /\.\.\/(?!\.\.)([^/]+)\//.exec(imp)?.[1];
        if (other && !imp.startsWith('../../')) expect(other, relative(root, f)).toBe(own);
      }
    }
    for (const f of files(join(root, 'src'))) {
      for (const imp of importsOf(f)) expect(imp, relative(root, f)).not.toBe('zod');
    }
  });
});

describe('what the browser carries', () => {
  it('call modules hold answer schemas only: query and body checks (zod checks, refine) live on the contract server', () => {
    // a check made at a module's top level runs wherever the module is imported and pulls zod's check code
    // into the shared chunk every page loads (README "Size budgets")
    for (const f of files(join(root, 'src/core/api')).filter((f) => !f.endsWith('.test.ts')))
      expect(readFileSync(f, 'utf8'), relative(root, f)).not.toMatch(/\.check\(|z\.refine\(/);
  });
});
