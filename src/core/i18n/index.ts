/**
 * i18next with Polish bundled (the default) and en/de/uk fetched as their own chunks when first needed.
 * Every widget asks for a fixed-language `t`, so two widgets in different languages can share a page.
 */
import i18next, { type TFunction } from 'i18next';
import pl from './pl.ts';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

export type Messages = typeof pl;

export const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { pl: { translation: pl } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  // a widget on an office page must not write advertising to the page's console
  showSupportNotice: false,
});

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
  i18n.addResourceBundle('pl', 'translation', pl, true, true);
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
        for (const m of modules) i18n.addResourceBundle(lang, 'translation', m.default as object, true, true);
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

export const fixedT = (lang: Language): TFunction => i18n.getFixedT(lang);
