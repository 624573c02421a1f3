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

const loaders: Record<Exclude<Language, 'pl'>, () => Promise<{ default: unknown }>> = {
  en: () => import('./en.ts'),
  de: () => import('./de.ts'),
  uk: () => import('./uk.ts'),
};
const loading = new Map<Language, Promise<void>>();

/** Makes sure a language's texts are present; resolves at once for pl or when already loaded. */
export function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'pl' || i18n.hasResourceBundle(lang, 'translation')) return Promise.resolve();
  let p = loading.get(lang);
  if (!p) {
    p = loaders[lang]().then(
      (m) => void i18n.addResourceBundle(lang, 'translation', m.default as object),
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
  return lang === 'pl' || i18n.hasResourceBundle(lang, 'translation');
}

export const fixedT = (lang: Language): TFunction => i18n.getFixedT(lang);
