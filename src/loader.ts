/**
 * The one script a CMS includes: `<script type="module" src=".../gmina.js" data-api="..."></script>`.
 * It defines every `gmina-*` tag lazily: a widget's chunks are fetched only when its tag is on the page, and
 * defining it upgrades the elements already there in place. Including it twice is harmless: the first copy
 * wins and a different second copy (another version) only warns.
 */
import chunkMap, { pierwszePlik } from 'virtual:gmina-chunk-map';
import type { LoaderInfo } from './core/loader-key.ts';

// Symbol.for('gmina.loader') = LOADER_KEY of core/loader-key.ts, written out so the loader imports no chunk.
const LOADER_KEY = Symbol.for('gmina.loader');
const g = globalThis as Record<symbol, LoaderInfo | undefined>;
const src = import.meta.url;
const existing = g[LOADER_KEY];
/** A tag's own chunk, then the chunks it imports (scripts/vite-loader-map.ts writes the map compactly). */
const filesOf = (tag: string): string[] => {
  const [hash, ...deps] = chunkMap[tag.slice(6)]?.split(' ') ?? [];
  return hash ? [`${tag}-${hash}`, ...deps].map((f) => `chunks/${f}.js`) : [];
};

if (existing) {
  if (existing.src !== src) {
    console.warn(
      `gmina: widget bundle ${src} ignored, ${existing.src} (v${existing.version}) is already on the page`,
    );
  }
} else {
  const script = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((s) => s.src === src);
  const requested = new Map<string, Promise<unknown>>();
  /**
   * src/pierwsze.ts, imported with the first element found on the page (not the portal, whose first calls depend
   * on its route and its API on /config.json): an element's first calls start as soon as that small module is
   * here, while its chunks download (issue 30). An element's own chunk runs only after that module has run, so
   * that it finds its calls started; its chunks are fetched meanwhile (modulepreload).
   */
  let pierwsze: Promise<unknown> | undefined;
  const load = (tag: string): Promise<unknown> => {
    let p = requested.get(tag);
    if (!p) {
      // ICU's number and Polish collation data load (~60–100 ms of a slow phone's main thread) while the first
      // widget's chunks are on their way, not after its data has come, so the widgets' own Intl formatters are made
      // at once; but after its first calls have gone out (src/pierwsze.ts), which would otherwise wait behind it
      if (!requested.size)
        void (pierwsze ?? Promise.resolve()).then(() =>
          setTimeout(
            () => new Intl.NumberFormat('pl-PL').format(1) + new Intl.Collator('pl').compare('a', 'b'),
          ),
        );
      const files = filesOf(tag).map((f) => new URL(f, src).href);
      const main = files[0];
      for (const href of pierwsze ? files : files.slice(1)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      // a chunk that could not be fetched (the server in trouble, the connection lost) is forgotten, so the next
      // load of the tag (the portal's retry, the tag added to the page again) fetches it anew (issue 26 item 5)
      p = main
        ? (pierwsze ?? Promise.resolve())
            .then(() => import(/* @vite-ignore */ main))
            .catch((e: unknown) => {
              requested.delete(tag);
              console.error(`gmina: could not load <${tag}>`, e);
            })
        : Promise.resolve(console.error(`gmina: <${tag}> is not an element of this bundle`));
      requested.set(tag, p);
    }
    return p;
  };
  const data: Record<string, string> = {};
  for (const [k, v] of Object.entries(script?.dataset ?? {})) if (v !== undefined) data[k] = v;
  g[LOADER_KEY] = {
    version: __GMINA_VERSION__,
    src,
    data,
    load,
    tags: Object.keys(chunkMap).map((t) => `gmina-${t}`),
  };

  const scan = (root: ParentNode) => {
    for (const el of root.querySelectorAll(':not(:defined)')) {
      const tag = el.localName;
      if (tag.startsWith('gmina-') && !customElements.get(tag)) {
        if (tag != 'gmina-portal')
          void (pierwsze ??= import(/* @vite-ignore */ new URL(`chunks/${pierwszePlik}.js`, src).href).catch(
            () => undefined, // without it each element asks for itself
          )).then(() => g[LOADER_KEY]!.zacznij?.(el));
        void load(tag);
      }
    }
  };
  scan(document);
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) if (n instanceof Element) scan(n.parentNode ?? n);
  }).observe(document.documentElement, { subtree: true, childList: true });
}
