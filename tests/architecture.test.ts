import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint, Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import boundaries, { crossWidgetImport, resolveImport } from '../scripts/import-boundaries.mjs';

/** STYLE.md §2: core imports no React and nothing above it; widgets never import each other or the host. */
const root = join(import.meta.dirname, '..');
function files(dir: string, name = /\.tsx?$/): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p, name) : name.test(f) ? [p] : [];
  });
}
/**
 * Static imports and re-exports (`import … from`, `export … from`, `import '…'`), dynamic `import('…')` and
 * `import(`…`)` with a fixed path, and `import('…')` types.
 */
const IMPORT = /(?:from|import)\s*(\()?\s*(['"`])([^'"`$]+)\2/g;
const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[3]!);

interface Import {
  /** As written. */
  spec: string;
  /** A relative import's file, from the repository root (`src/widgets/x/y.ts`); null for a package. */
  path: string | null;
  /** `import('…')`: loaded only when that code runs. */
  lazy: boolean;
}
/** Each import of a text of the file `from` (from the repository root), resolved however many `../` it climbs. */
const importsIn = (from: string, text: string): Import[] =>
  [...text.matchAll(IMPORT)].map((m) => ({
    spec: m[3]!,
    path: resolveImport(from, m[3]!),
    lazy: m[1] === '(',
  }));
const resolvedImportsOf = (file: string): Import[] =>
  importsIn(relative(root, file).replaceAll('\\', '/'), readFileSync(file, 'utf8'));
/** A widget file's imports of another widget, however written (scripts/import-boundaries.mjs). */
const crossWidgetImportsIn = (from: string, text: string) =>
  importsIn(from, text).flatMap(({ spec }) => crossWidgetImport(from, spec) ?? []);

describe('import boundaries', () => {
  it('src/core imports no UI framework, ui, feature, widget or host code', () => {
    for (const f of files(join(root, 'src/core'))) {
      for (const { spec, path } of resolvedImportsOf(f)) {
        expect(path ?? spec, relative(root, f)).not.toMatch(
          /^(react|react-dom|preact)(\/|$)|^src\/(ui|features|widgets|host)\//,
        );
      }
    }
  });

  it('src/ui (the UI kit, shared by widgets, features and the host) imports no feature, widget or host code', () => {
    for (const f of files(join(root, 'src/ui')).filter((f) => !/\.test\.tsx?$/.test(f))) {
      for (const { spec, path } of resolvedImportsOf(f))
        expect(path ?? spec, relative(root, f)).not.toMatch(/^src\/(features|widgets|host)\//);
    }
  });

  it('src/features (screens and forms shared by the host and several elements) import core and ui, no widget or host code', () => {
    const own = files(join(root, 'src/features')).filter((f) => !/\.test\.tsx?$/.test(f));
    expect(own.length).toBeGreaterThan(10);
    for (const f of own)
      for (const { spec, path } of resolvedImportsOf(f))
        expect(path ?? spec, relative(root, f)).not.toMatch(/^src\/(widgets|host)\//);
  });

  it('widgets import no other widget and no host code; the browser bundle uses zod/mini only', () => {
    for (const f of files(join(root, 'src/widgets'))) {
      for (const { spec, path } of resolvedImportsOf(f))
        expect(path ?? spec, relative(root, f)).not.toMatch(/^src\/host\//);
      expect(crossWidgetImportsIn(relative(root, f), readFileSync(f, 'utf8'))).toEqual([]);
    }
    for (const f of files(join(root, 'src'))) {
      for (const imp of importsOf(f)) expect(imp, relative(root, f)).not.toBe('zod');
    }
  });

  /** A widget file importing two other widgets in every way an import can be written, and its own files. */
  const from = 'src/widgets/kontakt/sekcje/Adres.tsx';
  const crafted = [
    "import { Budzet } from '../../budzet/Budzet.tsx';",
    "import type { Wiersz } from '../../../widgets/budzet/types.ts';",
    "export { texts } from './../../dokumenty/texts.pl.ts';",
    "export * from '/src/widgets/dokumenty/calls.ts';",
    "const lista = () => import('../../dokumenty/Dokumenty.tsx');",
    'const karta = () => import(`../../budzet/Karta.tsx`);',
    "type Karta = import('../../budzet/Karta.tsx').Karta;",
  ];
  const own = [
    "import { texts } from '../texts.pl.ts';",
    "import { Pole } from './Pole.tsx';",
    "import { Kontakt } from '../../../widgets/kontakt/Kontakt.tsx';",
    "import { DataTable } from '../../../ui/DataTable.tsx';",
    "import { useStore } from '@nanostores/react';",
  ];

  it('the check fails on a widget importing another widget through any path, and passes its own and shared files', () => {
    const found = crossWidgetImportsIn(from, [...crafted, ...own].join('\n'));
    expect(found).toHaveLength(crafted.length);
    expect(found[0]).toMatch(/widget kontakt imports widget budzet \(src\/widgets\/budzet\/Budzet\.tsx\)/);
    expect(found[3]).toMatch(
      /widget kontakt imports widget dokumenty \(src\/widgets\/dokumenty\/calls\.ts\)/,
    );
    expect(crossWidgetImportsIn(from, own.join('\n'))).toEqual([]);
  });

  it('the lint rule gmina/no-cross-widget-import is on for widget files and flags the same imports', async () => {
    const config = (await new ESLint({ cwd: root }).calculateConfigForFile(join(root, from))) as {
      rules: Record<string, unknown>;
    };
    expect(config.rules['gmina/no-cross-widget-import']).toEqual([2]);
    const lint = (code: string) =>
      new Linter({ cwd: root }).verify(
        code,
        [
          {
            files: ['**/*.tsx'],
            plugins: { gmina: boundaries },
            rules: { 'gmina/no-cross-widget-import': 'error' },
          },
        ],
        join(root, from),
      );
    // the crafted lines without type syntax (the rule's own parser here is plain JavaScript)
    const flagged = lint(crafted.filter((l) => !/import type|^type /.test(l)).join('\n'));
    expect(flagged.map((m) => [m.line, m.ruleId])).toEqual(
      [1, 2, 3, 4, 5].map((line) => [line, 'gmina/no-cross-widget-import']),
    );
    expect(lint(own.join('\n'))).toEqual([]);
  });
});

describe('what the browser carries', () => {
  it('call modules hold answer schemas only: query and body checks (zod checks, refine) live on the contract server', () => {
    // a check made at a module's top level runs wherever the module is imported and pulls zod's check code
    // into the shared chunk every page loads (docs/development.md "Size budgets")
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
