/**
 * The interface texts, on i18next: one instance for the page, shared by every widget, Polish bundled (the default
 * and the fallback), en/de/uk fetched as their own chunks when first needed — per widget chunk, so a page fetches
 * only the texts of its widgets. Every widget asks for a fixed-language `t` (`getFixedT`), so two widgets in
 * different languages can share a page. Plural forms are i18next's (`_one`, `_few`, `_many`, `_other` by the
 * language's plural rules), e.g. "1 znak / 2 znaki / 5 znaków".
 */
import i18next, { type TFunction } from 'i18next';
import { atom } from 'nanostores';
import { formatAmount, formatCount, formatPln } from '../format.ts';
import pl from './pl.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';

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
// every language — the product writes Polish numbers throughout (spec 01 §5, spec 02 §9); `{{n, pln}}`: an
// amount with its currency in the one style of the text's language (`formatPln`: '324,00 zł', 'PLN 324,00')
i18n.services.formatter?.add('liczba', (value: number) => formatCount(value));
i18n.services.formatter?.add('kwota', (value: number) => formatAmount(value));
i18n.services.formatter?.add('pln', (value: number, lng) =>
  formatPln(value, isLanguage(lng) ? lng : DEFAULT_LANGUAGE),
);

type TextModule = () => Promise<{ default: unknown }>;
type OtherLanguage = Exclude<Language, 'pl'>;

const loaders: Record<OtherLanguage, TextModule[]> = {
  en: [() => import('./en.ts')],
  de: [() => import('./de.ts')],
  uk: [() => import('./uk.ts')],
};
const ready = new Set<Language>(['pl']);
const loading = new Map<Language, Promise<void>>();
/** Languages some element asked for: texts registered later are fetched for them at once. */
const inUse = new Set<OtherLanguage>();

/**
 * Counts the texts that arrived for a language after it was first shown, so elements show them: a part of a
 * screen fetched as its own chunk (a card's details, a form, the payment result) registers its texts when it
 * runs, after its element has rendered; the element must then render again, with a new `t` (stores memoised on
 * `t` recompute).
 */
export const $texts = atom(0);

const add = (lang: Language, texts: object) => i18n.addResourceBundle(lang, 'translation', texts, true, true);
add('pl', pl);

let refetchQueued = false;

/**
 * Texts of a widget (or a larger part, such as the portal shell) that other widgets never need: Polish added at
 * once, other languages fetched with the core texts of that language from now on — and at once for a language
 * already in use on the page (its elements are on screen and re-render when the texts arrive, `$texts`).
 */
export function addTexts(pl: object, others: Record<OtherLanguage, TextModule>): void {
  add('pl', pl);
  for (const lang of Object.keys(others) as OtherLanguage[]) {
    loaders[lang].push(others[lang]);
    // a language loaded before still lacks these texts: load it again (already fetched modules are cached)
    ready.delete(lang);
    loading.delete(lang);
  }
  // the modules of one chunk register their texts one after another: one fetch for them all
  if (!refetchQueued && inUse.size) {
    refetchQueued = true;
    queueMicrotask(() => {
      refetchQueued = false;
      // a language that cannot be fetched stays as it was (Polish for these texts); its elements decide
      for (const lang of inUse) loadLanguage(lang).catch(() => undefined);
    });
  }
}

/** Makes sure a language's texts are present; resolves at once for pl or when already loaded. */
export function loadLanguage(lang: Language): Promise<void> {
  if (ready.has(lang)) return Promise.resolve();
  let p = loading.get(lang);
  if (!p) {
    const parts = loaders[lang as OtherLanguage];
    const count = parts.length;
    const again = inUse.has(lang as OtherLanguage);
    inUse.add(lang as OtherLanguage);
    p = Promise.all(parts.map((load) => load())).then(
      (modules) => {
        for (const m of modules) add(lang, m.default as object);
        // texts added while these were on their way are not in yet: the next call fetches them too
        if (parts.length === count) ready.add(lang);
        if (loading.get(lang) === p) loading.delete(lang);
        // texts for a language already on screen: its elements render again with them
        if (again) textsArrived();
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

/**
 * Resolves with `module` once every language in use has its texts, those `module` registered included: a part
 * fetched lazily (`lazy(() => import('./Karta.tsx').then(withTexts))`) then shows in its language from its first
 * render rather than in Polish until its texts come. A language that cannot be fetched does not hold it up.
 */
export function withTexts<T>(module: T): Promise<T> {
  return Promise.all([...inUse].map((lang) => loadLanguage(lang).catch(() => undefined))).then(() => module);
}

export function isLanguageLoaded(lang: Language): boolean {
  return ready.has(lang);
}

const fixed = new Map<Language, TFunction>();

function textsArrived() {
  // a new `t` for every language: memos keyed on `t` recompute with the texts that came
  fixed.clear();
  $texts.set($texts.get() + 1);
}

/**
 * A `t` bound to one language; every caller of a language gets the same function (stable for memos) until more
 * texts of a language already shown arrive (`$texts`).
 */
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
