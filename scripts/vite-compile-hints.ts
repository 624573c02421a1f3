import type { Plugin, Rollup } from 'vite';
import { resolve } from 'node:path';
import { elementSources } from '../src/registry/elements.ts';
import { PIERWSZE_MODUL } from './vite-loader-map.ts';

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has every function compiled
 * eagerly, on a background thread while the file streams in, instead of on the main thread when the function is
 * first called. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the code that runs before an element's first render (issue 30 item 2): the loader, the first-calls
 * module, each element's own chunk and every chunk it imports (the shared chunk among them) — exactly what the
 * loader fetches for a tag. A trace of the names page at 4× CPU showed ~190 ms of lazy compilation on the main
 * thread between the chunks' arrival and the first rows; with the hint most of it moves to the background
 * (docs/bench.md). Chunks fetched later on demand (a language, the snackbar host, a card's detail) keep V8's lazy
 * compilation: most of their functions are not called at once.
 */
export function compileHints(root: string): Plugin {
  const elements = new Set(Object.values(elementSources).map((src) => resolve(root, src)));
  const pierwsze = resolve(root, PIERWSZE_MODUL);
  return {
    name: 'gmina-compile-hints',
    apply: 'build',
    generateBundle: {
      // after the loader's chunk map is written into it (scripts/vite-loader-map.ts) and after Vite's own rewrite
      // of the chunks with a dynamic import, which would otherwise drop the line
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const marked = chunks
          .filter(
            (c) =>
              c.fileName === 'gmina.js' ||
              (c.facadeModuleId && (elements.has(c.facadeModuleId) || c.facadeModuleId === pierwsze)),
          )
          .map((c) => c.fileName);
        for (let i = 0; i < marked.length; i++) {
          for (const dep of byFile.get(marked[i]!)?.imports ?? [])
            if (!marked.includes(dep)) marked.push(dep);
        }
        for (const file of marked) {
          const chunk = byFile.get(file)!;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // a source map (vite build --sourcemap) moves one line down: an empty first line of mappings
          const map = bundle[`${file}.map`] as Rollup.OutputAsset | undefined;
          if (map && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            json.mappings = `;${json.mappings}`;
            map.source = JSON.stringify(json);
          }
        }
      },
    },
  };
}
