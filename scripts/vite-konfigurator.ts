import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
// @ts-expect-error -- plain JS build script without type declarations
import { buildManifest } from './manifest.mjs';
import { gminaFields, nazwyUslug, uslugiElementow } from './uslugi-manifest.ts';

export const KONFIGURATOR_ENTRY = 'src/konfigurator/main.ts';
const USLUGI_ID = 'virtual:gmina-uslugi';

/**
 * The embed configurator page (issue 14): `dist/konfigurator.html` naming its hashed module, and the
 * `virtual:gmina-uslugi` module that gives it each service's element, group and protection from the registry.
 * A virtual module and not an import of uslugi.ts: the portal's chunks stay as they are (an import shared with
 * the portal would split the registry into a chunk of its own).
 */
export function konfiguratorPage(root: string): Plugin {
  return {
    name: 'gmina-konfigurator',
    resolveId: (id) => (id === USLUGI_ID ? '\0' + USLUGI_ID : null),
    load(id) {
      if (id !== '\0' + USLUGI_ID) return null;
      return [
        `export default ${JSON.stringify(uslugiElementow())};`,
        `export const nazwy = ${JSON.stringify(nazwyUslug())};`,
      ].join('\n');
    },
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId === resolve(root, KONFIGURATOR_ENTRY),
      );
      if (!entry) return;
      const html = readFileSync(resolve(root, 'src/konfigurator/konfigurator.html'), 'utf8');
      // the page reads custom-elements.json beside it: a bare `vite build` writes it too (as scripts/manifest.mjs)
      this.emitFile({
        type: 'asset',
        fileName: 'custom-elements.json',
        source: JSON.stringify(buildManifest(root, gminaFields()), null, 2) + '\n',
      });
      this.emitFile({
        type: 'asset',
        fileName: 'konfigurator.html',
        source: html.replace('%KONFIGURATOR%', `./${entry.fileName}`),
      });
    },
  };
}
