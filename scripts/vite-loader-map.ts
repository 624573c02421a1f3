import type { Plugin } from 'vite';
import { resolve } from 'node:path';
import { elementSources } from '../src/registry/elements.ts';

export const CHUNK_MAP_ID = 'virtual:gmina-chunk-map';
/** Module ids of the placeholder elements of a capacity build (`GMINA_LOADER_TAGS`). */
const PLACEHOLDER_ELEMENT = 'virtual:gmina-placeholder/';
export const placeholderId = (tag: string) => PLACEHOLDER_ELEMENT + tag;
const PLACEHOLDER = '__GMINA_CHUNK_MAP__';
/**
 * The placeholder object as the minifier printed it. An object, not a string: a minifier may copy a constant
 * string into each place that reads it, but never an object, so the map is written once.
 */
const PRINTED = /\{\s*__GMINA_CHUNK_MAP__\s*:\s*0\s*\}/;

/**
 * Gives the loader, per tag, the files to fetch: the tag's own chunk first, then every chunk it imports
 * (transitively). The loader preloads them together and imports the first — the work Vite's preload helper
 * would do, without its ~0.9 KB in the loader. Element modules are extra build inputs, so each is a chunk.
 *
 * Written compactly, because the loader is on every page and the map grows with every element: per tag without
 * `gmina-`, one string — the hash of the tag's own chunk (`chunks/<tag>-<hash>.js`), then the names of the chunks
 * it imports (`chunks/<name>.js`), separated by spaces.
 */
export function loaderChunkMap(root: string, placeholders: readonly string[] = []): Plugin {
  const sourceOf = new Map(Object.entries(elementSources).map(([tag, src]) => [resolve(root, src), tag]));
  for (const tag of placeholders) sourceOf.set(placeholderId(tag), tag);
  return {
    name: 'gmina-loader-chunk-map',
    resolveId: (id) =>
      id === CHUNK_MAP_ID ? '\0' + CHUNK_MAP_ID : id.startsWith(PLACEHOLDER_ELEMENT) ? id : null,
    load(id) {
      if (id === '\0' + CHUNK_MAP_ID) return `export default { ${PLACEHOLDER}: 0 };`;
      if (!id.startsWith(PLACEHOLDER_ELEMENT)) return null;
      // a list service as spec 02 will add them: the element helper and the protected list frame
      const tag = id.slice(PLACEHOLDER_ELEMENT.length);
      return [
        `import { defineElement } from '${resolve(root, 'src/ui/element.tsx')}';`,
        `import { ProtectedList } from '${resolve(root, 'src/features/logowanie/ProtectedList.tsx')}';`,
        `defineElement({ tag: '${tag}', component: ProtectedList, attributes: {} });`,
      ].join('\n');
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const map: Record<string, string> = {};
      const name = (file: string, prefix = '') => {
        const m = new RegExp(`^chunks/${prefix}(.+)\\.js$`).exec(file);
        if (!m) this.error(`chunk ${file} is not chunks/${prefix}<name>.js`);
        return m[1]!;
      };
      for (const chunk of chunks) {
        const tag = chunk.facadeModuleId && sourceOf.get(chunk.facadeModuleId);
        if (!tag) continue;
        const files = [chunk.fileName];
        for (let i = 0; i < files.length; i++) {
          for (const dep of byFile.get(files[i]!)?.imports ?? []) if (!files.includes(dep)) files.push(dep);
        }
        const [own, ...deps] = files;
        map[tag.slice('gmina-'.length)] = [name(own!, `${tag}-`), ...deps.map((d) => name(d))].join(' ');
      }
      const missing = [...Object.keys(elementSources), ...placeholders].filter(
        (t) => !map[t.slice('gmina-'.length)],
      );
      if (missing.length) this.error(`no chunk for ${missing.join(', ')}`);
      const loader = chunks.find((c) => PRINTED.test(c.code));
      if (loader && loader.code.split(PLACEHOLDER).length !== 2)
        this.error('the chunk map placeholder is printed more than once in the loader');
      if (!loader) this.error('the loader does not import ' + CHUNK_MAP_ID);
      loader.code = loader.code.replace(PRINTED, JSON.stringify(map));
    },
  };
}
