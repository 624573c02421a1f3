import type { Plugin } from 'vite';

const HELPER_ID = '\0vite/preload-helper.js';

/**
 * Replaces Vite's preload helper (about 1.2 KB gz in the shared chunk: CSS preloading, CSP nonces, a
 * `vite:preloadError` event) with what this bundle needs of it: when a chunk imports another lazily, the
 * imported chunk's own imports are asked for in parallel (`modulepreload`), then the import runs. There is no
 * CSS file to preload (styles are adopted from strings) and no nonce to copy (a module link needs none).
 */
export function smallPreloadHelper(): Plugin {
  return {
    name: 'gmina-small-preload-helper',
    enforce: 'pre',
    resolveId: (id) => (id === HELPER_ID ? id : null),
    load: (id) =>
      id === HELPER_ID
        ? `const seen = new Set();
export const __vitePreload = (load, deps, importer) => {
  for (const dep of deps || []) {
    const href = new URL(dep, importer).href;
    if (seen.has(href)) continue;
    seen.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  return load();
};`
        : null,
  };
}
