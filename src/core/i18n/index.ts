/**
 * The interface texts, on i18next: one instance for the page, shared by every widget, Polish bundled (the default
 * and the fallback), en/de/uk fetched as their own chunks when first needed — per widget chunk, so a page fetches
 * only the texts of its widgets. Every widget asks for a fixed-language `t` (`getFixedT`), so two widgets in
 * different languages can share a page. Plural forms are i18next's (`_one`, `_few`, `_many`, `_other` by the
 * language's plural rules), e.g. "1 znak / 2 znaki / 5 znaków".
 */
import i18next, { type TFunction } from 'i18next';
import { formatAmount, formatCount } from '../format.ts';
import pl from './pl.ts';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

export type { TFunction };
/** Plural forms that only some languages have (Polish and Ukrainian `_few`, `_many`; English has neither). */
type OptionalForm = `${string}_${'zero' | 'two' | 'few' | 'many'}`;
/** The shape of a translation: the Polish keys, except the plural forms the language may not use. */
export type TextsLike<T> = {
  [K in keyof T as K extends OptionalForm ? never : K]: T[K] extends string ? string : TextsLike<T[K]>;
} & { [K in keyof T as K extends OptionalForm ? K : never]?: string };
export type Messages = TextsLike<typeof pl>;

export const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  // added below as a copy: i18next keeps `resources` by reference and merges later texts into it
  resources: {},
  // texts go into React text nodes, which escape them already
  interpolation: { escapeValue: false },
  // resources are added in code, so init is synchronous and `t` works at once
  initAsync: false,
  returnNull: false,
});

// `{{n, liczba}}` and `{{n, kwota}}` in a text: a count or an amount as the tables write them (spec 01 §5), in
// every language — the product writes Polish numbers throughout (spec 01 §5, spec 02 §9)
i18n.services.formatter?.add('liczba', (value: number) => formatCount(value));
i18n.services.formatter?.add('kwota', (value: number) => formatAmount(value));

type TextModule = () => Promise<{ default: unknown }>;
type OtherLanguage = Exclude<Language, 'pl'>;

const loaders: Record<OtherLanguage, TextModule[]> = {
  en: [() => import('./en.ts')],
  de: [() => import('./de.ts')],
  uk: [() => import('./uk.ts')],
};
const ready = new Set<Language>(['pl']);
const loading = new Map<Language, Promise<void>>();

const add = (lang: Language, texts: object) => i18n.addResourceBundle(lang, 'translation', texts, true, true);
add('pl', pl);

/**
 * Texts of a widget (or a larger part, such as the portal shell) that other widgets never need: Polish added at
 * once, other languages fetched with the core texts of that language from now on.
 */
export function addTexts(pl: object, others: Record<OtherLanguage, TextModule>): void {
  add('pl', pl);
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
        for (const m of modules) add(lang, m.default as object);
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

const fixed = new Map<Language, TFunction>();

/** A `t` bound to one language; every caller of a language gets the same function (stable for memos). */
export function fixedT(lang: Language): TFunction {
  let t = fixed.get(lang);
  if (!t) {
    t = i18n.getFixedT(lang);
    fixed.set(lang, t);
  }
  return t;
}

/**
 * Calls `report` for every key a widget asks for that no language has (the tests make it fail the test). Calls
 * that bring their own `defaultValue` (names sent by the server, translated when a translation exists) are not
 * missing. i18next reports a missing key only with `saveMissing`; no backend is configured, so nothing is sent.
 */
type MissingKeyReport = ((lang: string, key: string) => void) | null;
let missingKeyReport: MissingKeyReport = null;

/** Returns the report it replaces, so a test can listen for a while and give it back. */
export function onMissingKey(report: MissingKeyReport): MissingKeyReport {
  const previous = missingKeyReport;
  missingKeyReport = report;
  i18n.options.saveMissing = report !== null;
  i18n.options.missingKeyHandler = report
    ? (lngs, _ns, key, _fallback, _update, options: { defaultValue?: unknown } | undefined) => {
        if (options?.defaultValue === undefined) report(lngs.join(','), key);
      }
    : false;
  return previous;
}
