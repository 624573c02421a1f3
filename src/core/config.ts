/**
 * Runtime configuration (DESIGN.md §4): the element's own attributes win over the page's
 * `<script type="application/json" id="gmina-config">` block, which wins over the loader's `data-*`
 * attributes, which win over `/config.json` (read by the standalone portal only). A bad value gives a
 * console error naming the element (or source) and the option, and is ignored. The block may also hold theme
 * tokens, `"motyw": {"--gmina-color-primary": "#1e6b34"}`, for pages whose policy drops an inline `<style>`:
 * checked by core/motyw.ts and applied by ui/motyw.ts, loaded only by pages that set them.
 */
import { isLanguage, languages, type Language } from './i18n/languages.ts';
import { LOADER_KEY, type LoaderInfo } from './loader-key.ts';

export interface GminaConfig {
  /** Base address of the office API; every call path of the spec is relative to it. */
  api: string;
  /** Forced interface language; otherwise the user's choice or the page's `<html lang>`. */
  lang?: Language;
  /** The page's default language: after the user's choice, before `<html lang>` (a CMS set to another language). */
  langDefault?: Language;
}

export type ConfigLayer = Partial<Record<keyof GminaConfig, unknown>>;
/** The page's JSON block: configuration options and the theme tokens (`motyw`, core/motyw.ts). */
export type ConfigBlock = ConfigLayer & { motyw?: unknown };

export function loaderInfo(): LoaderInfo | undefined {
  return (globalThis as Record<symbol, LoaderInfo | undefined>)[LOADER_KEY];
}

type Check = (v: unknown, base: string) => string | { error: string };

const checkLanguage = (v: unknown) =>
  isLanguage(v) ? v : { error: `must be one of ${languages.join(', ')}; got "${String(v)}"` };

const checks: Record<keyof GminaConfig, Check> = {
  api: (v, base) => {
    if (typeof v !== 'string' || !v.trim())
      return { error: 'must be a URL, e.g. "https://bip.example.pl/api"' };
    try {
      return new URL(v, base).href.replace(/\/+$/, '');
    } catch {
      return { error: `must be a URL, got "${String(v)}"` };
    }
  },
  lang: checkLanguage,
  langDefault: checkLanguage,
};

export interface ResolveOptions {
  /** Address relative values resolve against (the page). */
  base: string;
  /** API address used when no layer sets one: `/api` on the bundle's own origin. */
  defaultApi: string;
  /** Who to name in console errors, per layer (e.g. `<gmina-budzet> attribute`). */
  names?: string[];
  report?: (message: string) => void;
}

/** Merges layers, highest priority first; invalid values are reported and skipped. */
export function resolveConfig(layers: ConfigLayer[], opts: ResolveOptions): GminaConfig {
  const report = opts.report ?? ((m: string) => console.error(m));
  const out: Partial<GminaConfig> = {};
  for (const key of Object.keys(checks) as (keyof GminaConfig)[]) {
    for (const [i, layer] of layers.entries()) {
      const raw = layer[key];
      if (raw === undefined || raw === null || raw === '') continue;
      const result = checks[key](raw, opts.base);
      if (typeof result === 'string') {
        (out as Record<string, string>)[key] = result;
        break;
      }
      report(`gmina: ${opts.names?.[i] ?? 'configuration'} "${key}" ${result.error}`);
    }
  }
  // only the options some layer set: an unset language is absent, not undefined
  return { ...out, api: out.api ?? opts.defaultApi };
}

/** Reads the page's JSON configuration block; malformed JSON is reported, not thrown. */
export function readConfigBlock(doc: Document): ConfigBlock {
  const el = doc.getElementById('gmina-config');
  if (!el?.textContent?.trim()) return {};
  try {
    const v: unknown = JSON.parse(el.textContent);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v;
  } catch {
    /* reported below */
  }
  console.error('gmina: <script id="gmina-config"> must hold a JSON object');
  return {};
}

let fileLayer: ConfigLayer = {};

/** The standalone portal loads `/config.json` once and registers it here (lowest priority). */
export function setFileConfig(layer: ConfigLayer): void {
  fileLayer = layer;
}

/** The configuration an element sees: its own attributes over the page-wide layers. */
export function configFor(tag: string, attrs: ConfigLayer): GminaConfig {
  const info = loaderInfo();
  // data-lang-default is langDefault in the dataset
  const loaderData: ConfigLayer = info
    ? { api: info.data['api'], lang: info.data['lang'], langDefault: info.data['langDefault'] }
    : {};
  const bundleOrigin = info ? new URL(info.src).origin : location.origin;
  return resolveConfig([attrs, readConfigBlock(document), loaderData, fileLayer], {
    base: location.href,
    defaultApi: `${bundleOrigin}/api`,
    names: [`<${tag}> attribute`, '#gmina-config option', 'loader data-* attribute', '/config.json option'],
  });
}
