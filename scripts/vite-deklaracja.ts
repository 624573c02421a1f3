import type { Plugin } from 'vite';
import { relative, resolve } from 'node:path';
import { deklaracje } from '../src/registry/deklaracje.ts';

const ID = 'virtual:gmina-deklaracja';

/**
 * `virtual:gmina-deklaracja`: what a widget needs of its own folder's declaration (its tag and access rules),
 * copied into the widget's chunk at build time. An import of `declaration.ts` itself would share that module
 * with the portal, which reads every declaration, and so split it into a chunk of its own.
 */
export function deklaracjaWidgetu(root: string): Plugin {
  return {
    name: 'gmina-deklaracja',
    resolveId(source, importer) {
      if (source !== ID || !importer) return null;
      const folder = /^src\/widgets\/([^/]+)\//.exec(relative(root, importer).replace(/\\/g, '/'))?.[1];
      if (!folder) this.error(`${ID} is imported outside a widget folder: ${importer}`);
      return `\0${ID}/${folder}`;
    },
    load(id) {
      if (!id.startsWith(`\0${ID}/`)) return null;
      const folder = id.slice(`\0${ID}/`.length);
      const d = deklaracje.find(
        (x) => resolve(root, x.element) === resolve(root, 'src/widgets', folder, 'element.ts'),
      );
      if (!d) this.error(`src/widgets/${folder} has no declaration.ts`);
      const { tag, chroniona = false, wymagany = null } = d;
      return `export default ${JSON.stringify({ tag, chroniona, wymagany })};`;
    },
  };
}
