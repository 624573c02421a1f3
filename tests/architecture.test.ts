import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** STYLE.md §2: core imports no React and nothing above it; widgets never import each other or the host. */
const root = join(import.meta.dirname, '..');
function files(dir: string, name = /\.tsx?$/): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p, name) : name.test(f) ? [p] : [];
  });
}
/** Static imports and re-exports (`import … from`, `export … from`, `import '…'`) and dynamic `import('…')`. */
const IMPORT = /(?:from|import)\s*(\()?\s*['"]([^'"]+)['"]/g;
const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[2]!);

interface Import {
  /** As written. */
  spec: string;
  /** A relative import's file, from the repository root (`src/widgets/x/y.ts`); null for a package. */
  path: string | null;
  /** `import('…')`: loaded only when that code runs. */
  lazy: boolean;
}
/** Each import of a file with relative paths resolved, however many `../` they climb. */
const resolvedImportsOf = (file: string): Import[] =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => ({
    spec: m[2]!,
    path: m[2]!.startsWith('.') ? relative(root, resolve(dirname(file), m[2]!)) : null,
    lazy: m[1] === '(',
  }));

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
      for (const { spec, path } of resolvedImportsOf(f)) {
        expect(path ?? spec, relative(root, f)).not.toMatch(/^src\/host\//);
        const other = /^src\/widgets\/([^/]+)\//.exec(path ?? '')?.[1];
        if (other) expect(other, `${relative(root, f)} → ${path}`).toBe(own);
      }
    }
    for (const f of files(join(root, 'src'))) {
      for (const imp of importsOf(f)) expect(imp, relative(root, f)).not.toBe('zod');
    }
  });
  it('src/features (screens and forms shared by several elements) imports no widget or host code', () => {
    const shared = files(join(root, 'src/features'));
    expect(shared.length).toBeGreaterThan(10);
    for (const f of shared)
      for (const { spec, path } of resolvedImportsOf(f))
        expect(path ?? spec, relative(root, f)).not.toMatch(/^src\/(widgets|host)\//);
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

describe('the contract server, the demo and the browser bundle (issue 23 §2)', () => {
  const plikiSerwera = files(join(root, 'server'), /\.(ts|mjs)$/);
  const kod = (f: string) => relative(root, f);

  /**
   * The only places of the server that reach demo/: the demo start of `main.ts --demo` (the seed and the
   * simulators), loaded only then.
   */
  const DOZWOLONE = [
    'server/main.ts → demo/seed/dokumenty.ts (lazy)',
    'server/main.ts → demo/seed/index.ts (lazy)',
    'server/main.ts → demo/symulatory/index.ts (lazy)',
  ];

  it('the server imports nothing of demo/ (seed, simulators, pages) but the lazy demo start', () => {
    expect(plikiSerwera.map(kod)).toContain('server/app.ts');
    const doDemo = plikiSerwera.flatMap((f) =>
      resolvedImportsOf(f)
        .filter((i) => i.path?.startsWith('demo/'))
        .map((i) => `${kod(f)} → ${i.path}${i.lazy ? ' (lazy)' : ''}`),
    );
    expect(doDemo.filter((i) => !DOZWOLONE.includes(i))).toEqual([]);
  });

  it('the server imports no widget, UI kit, host or configurator code: what it shares with the client is src/core and src/registry', () => {
    const zKlienta = plikiSerwera.flatMap((f) =>
      resolvedImportsOf(f)
        .filter((i) => i.path?.startsWith('src/'))
        .map((i) => `${kod(f)} → ${i.path}`),
    );
    expect(zKlienta.length).toBeGreaterThan(20);
    expect(zKlienta.filter((i) => !/ → src\/(core|registry)\//.test(i))).toEqual([]);
  });

  it('the browser bundle imports no server or demo code', () => {
    // the modules the bundle is built from (tests and their support stay out of it)
    const zrodla = files(join(root, 'src')).filter((f) => !/\.test\.tsx?$|test-support/.test(f));
    expect(zrodla.length).toBeGreaterThan(100);
    const zSerwera = zrodla.flatMap((f) =>
      resolvedImportsOf(f)
        .filter((i) => /^(server|demo)\//.test(i.path ?? ''))
        .map((i) => `${kod(f)} → ${i.path}`),
    );
    expect(zSerwera).toEqual([]);
  });

  it('no file of the server names the demo gmina (its name is the office setting `urzad`)', () => {
    for (const f of plikiSerwera)
      expect(readFileSync(f, 'utf8'), kod(f)).not.toMatch(/zielon\p{L}* dolin|zielonadolina/iu);
  });
});
