/**
 * The text engine: one tree of texts per language, in the i18next JSON resource format (nested objects,
 * dotted keys, `{{name}}` placeholders), and a fixed-language `t` that falls back to Polish, then to the
 * caller's `defaultValue`, then to the key itself. It is all the product asks of an i18n library — lookup,
 * placeholders, fallback (no plurals, contexts or nesting are used) — in a few hundred bytes, where i18next
 * took 13.5 KB gz of every page (README "Decisions": the size budgets of issues 2 and 5).
 */
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

/** Values for a text's placeholders, and the text to show when no language has the key. */
export type TOptions = { defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

export interface TextTree {
  [key: string]: string | TextTree;
}

const trees: Partial<Record<Language, TextTree>> = {};

function merge(into: TextTree, from: object): void {
  for (const [key, value] of Object.entries(from)) {
    if (value !== null && typeof value === 'object') {
      const current = into[key];
      merge(typeof current === 'object' ? current : (into[key] = {}), value as object);
    } else if (typeof value === 'string') {
      into[key] = value;
    }
  }
}

/** Adds texts to a language, deep: a later text of the same key replaces the earlier one. */
export function addResources(lang: Language, texts: object): void {
  merge((trees[lang] ??= {}), texts);
}

function lookup(lang: Language, key: string): string | undefined {
  let node: string | TextTree | undefined = trees[lang];
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** `{{name}}` takes the option of that name; without a value the placeholder stays, as in i18next. */
export function interpolate(text: string, values: Record<string, unknown> = {}): string {
  return text.includes('{{')
    ? text.replace(PLACEHOLDER, (whole, name: string) => {
        const value = values[name];
        return value === undefined || value === null ? whole : String(value);
      })
    : text;
}

export function textFor(lang: Language, key: string, options?: TOptions): string {
  const text = lookup(lang, key) ?? lookup(DEFAULT_LANGUAGE, key) ?? options?.defaultValue ?? key;
  return interpolate(text, options);
}

const fixed = new Map<Language, TFunction>();

/** A `t` bound to one language, so that widgets in different languages can share a page. */
export function fixedT(lang: Language): TFunction {
  let t = fixed.get(lang);
  if (!t) {
    t = (key, options) => textFor(lang, key, options);
    fixed.set(lang, t);
  }
  return t;
}
