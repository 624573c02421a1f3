/**
 * The interface texts: Polish bundled (the default), en/de/uk fetched as their own chunks when first needed.
 * Every widget asks for a fixed-language `t` (texts.ts), so two widgets in different languages can share a page.
 */
import pl from './pl.ts';
import { addResources } from './texts.ts';
import type { Language } from './languages.ts';

export { fixedT, type TFunction, type TOptions } from './texts.ts';
export type Messages = typeof pl;

addResources('pl', pl);

type TextModule = () => Promise<{ default: unknown }>;
type OtherLanguage = Exclude<Language, 'pl'>;

const loaders: Record<OtherLanguage, TextModule[]> = {
  en: [() => import('./en.ts')],
  de: [() => import('./de.ts')],
  uk: [() => import('./uk.ts')],
};
const ready = new Set<Language>(['pl']);
const loading = new Map<Language, Promise<void>>();

/**
 * Texts of a larger part (the portal shell) that widgets on a CMS page never need: Polish added at once,
 * other languages fetched with the core texts of that language from now on.
 */
export function addTexts(pl: object, others: Record<OtherLanguage, TextModule>): void {
  addResources('pl', pl);
  for (const lang of Object.keys(others) as OtherLanguage[]) {
    loaders[lang].push(others[lang]);
    // a language loaded before still lacks these texts: load it again (already fetched modules are cached)
    ready.delete(lang);
    loading.delete(lang);
  }
}

/** Makes sure a language's texts are present; resolves at once for pl or when already loaded. */
export function loadLanguage(lang: Language): Promise<void> {
  if (ready.has(lang)) return Promise.resolve();
  let p = loading.get(lang);
  if (!p) {
    const parts = loaders[lang as OtherLanguage];
    const count = parts.length;
    p = Promise.all(parts.map((load) => load())).then(
      (modules) => {
        for (const m of modules) addResources(lang, m.default as object);
        // texts added while these were on their way are not in yet: the next call fetches them too
        if (parts.length === count) ready.add(lang);
        if (loading.get(lang) === p) loading.delete(lang);
      },
      (e: unknown) => {
        loading.delete(lang);
        throw e;
      },
    );
    loading.set(lang, p);
  }
  return p;
}

export function isLanguageLoaded(lang: Language): boolean {
  return ready.has(lang);
}
