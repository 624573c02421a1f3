import type { Plugin } from 'vite';
import { resolve } from 'node:path';
import { elementSources } from '../src/registry/elements.ts';
import { deklaracje } from '../src/registry/deklaracje.ts';

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
/** The first calls' chunk name in the loader, as an object for the same reason. */
const PIERWSZE_PLACEHOLDER = '__GMINA_PIERWSZE__';
const PIERWSZE_PRINTED = /\{\s*__GMINA_PIERWSZE__\s*:\s*0\s*\}/;
export const PIERWSZE_ID = 'virtual:gmina-pierwsze';
/** The table of the modules an attribute brings, in the first calls' module, as an object for the same reason. */
const MODULY_PLACEHOLDER = '__GMINA_MODULY__';
const MODULY_PRINTED = /\{\s*__GMINA_MODULY__\s*:\s*0\s*\}/;
/** The module the loader imports beside the first element's chunks (its own build input). */
export const PIERWSZE_MODUL = 'src/pierwsze.ts';

/**
 * Per tag, what src/pierwsze.ts starts with the element's code (issue 30): `*` for a protected element (its calls
 * carry the stored token, after the account's own), then its first calls (the declaration's `pierwsze`) without
 * the leading `/`, separated by `|`. Each must be a call of the declaration's `api` when it lists them.
 */
export function tabelaPierwszych(): Record<string, string> {
  const tabela: Record<string, string> = {};
  for (const d of deklaracje) {
    const api = Array.isArray(d.api) ? (d.api as string[]) : Object.values(d.api).flat();
    for (const w of d.pierwsze) {
      if (!w.startsWith('/') || (api.length > 0 && !api.includes(w.split('?')[0]!)))
        throw new Error(`${d.tag}: first call ${w} is not a call of its api (declaration.ts, pierwsze)`);
    }
    tabela[d.tag] = [d.chroniona ? '*' : '', ...d.pierwsze.map((w) => w.slice(1))].join('|');
  }
  return tabela;
}

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
      id === CHUNK_MAP_ID || id === PIERWSZE_ID ? '\0' + id : id.startsWith(PLACEHOLDER_ELEMENT) ? id : null,
    load(id) {
      if (id === '\0' + CHUNK_MAP_ID)
        return `export default { ${PLACEHOLDER}: 0 };\nexport const pierwszePlik = { ${PIERWSZE_PLACEHOLDER}: 0 };`;
      if (id === '\0' + PIERWSZE_ID)
        return `export default ${JSON.stringify(tabelaPierwszych())};\nexport const moduly = { ${MODULY_PLACEHOLDER}: 0 };`;
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
      const pierwsze = chunks.find((c) => c.facadeModuleId === resolve(root, PIERWSZE_MODUL));
      if (!pierwsze) this.error(`no chunk for ${PIERWSZE_MODUL} (a build input of vite.config.ts)`);
      if (loader.code.split(PIERWSZE_PLACEHOLDER).length !== 2)
        this.error('the first calls placeholder is not printed once in the loader');
      loader.code = loader.code.replace(PIERWSZE_PRINTED, JSON.stringify(name(pierwsze.fileName)));
      // per tag and attribute, the chunks of the modules it brings that the tag's own list lacks (issue 30)
      const moduly: Record<string, Record<string, string>> = {};
      for (const d of deklaracje) {
        for (const [atrybut, sciezki] of Object.entries(d.modulyAtrybutow)) {
          const wlasne = map[d.tag.slice('gmina-'.length)]!.split(' ').slice(1);
          const files: string[] = [];
          for (const sciezka of sciezki) {
            const chunk = chunks.find((c) => c.facadeModuleId === resolve(root, sciezka));
            if (!chunk)
              this.error(`${d.tag}: ${sciezka} (modulyAtrybutow.${atrybut}) is no chunk of its own`);
            files.push(chunk.fileName);
          }
          for (let i = 0; i < files.length; i++) {
            for (const dep of byFile.get(files[i]!)?.imports ?? []) if (!files.includes(dep)) files.push(dep);
          }
          (moduly[d.tag] ??= {})[atrybut] = files
            .map((f) => name(f))
            .filter((n) => !wlasne.includes(n))
            .join(' ');
        }
      }
      if (pierwsze.code.split(MODULY_PLACEHOLDER).length !== 2)
        this.error('the modules placeholder is not printed once in ' + PIERWSZE_MODUL);
      pierwsze.code = pierwsze.code.replace(MODULY_PRINTED, JSON.stringify(moduly));
    },
  };
}
