/**
 * Keys of a resource file for the parity tests: nested keys flattened, and i18next's plural suffixes folded,
 * so that Polish `znak_one/_few/_many/_other` and English `znak_one/_other` count as one text `znak`.
 */
export type Texts = Record<string, unknown>;

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf key of a nested text object, with its text. */
export function leaves(obj: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v as object, key)) out.set(kk, vv);
  }
  return out;
}

/** The texts by key with plural forms folded: key → the forms present (`''` for a text without plurals). */
export function textKeys(obj: object): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, text] of leaves(obj)) {
    const form = PLURAL.exec(key)?.[1] ?? '';
    const base = form ? key.slice(0, -form.length - 1) : key;
    if (!out.has(base)) out.set(base, new Map());
    out.get(base)!.set(form, text);
  }
  return out;
}

export const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/**
 * What is wrong with `other` (in `lang`) against the Polish texts: a key missing or extra, an empty text, other
 * placeholders, or a plural text without every form the language's plural rules (Intl.PluralRules) ask for.
 */
export function parityProblems(pl: object, other: object, lang: string): string[] {
  const problems: string[] = [];
  const base = textKeys(pl);
  const texts = textKeys(other);
  for (const key of base.keys()) if (!texts.has(key)) problems.push(`${lang}: missing ${key}`);
  for (const [key, forms] of texts) {
    const plForms = base.get(key);
    if (!plForms) {
      problems.push(`${lang}: extra ${key}`);
      continue;
    }
    const expected = placeholders([...plForms.values()][0]!);
    for (const [form, text] of forms) {
      if (text.trim() === '') problems.push(`${lang}: empty ${key}${form && `_${form}`}`);
      // a singular form may name the count in words instead of {{count}}
      const own = placeholders(text).filter((p) => p !== 'count');
      if (own.join() !== expected.filter((p) => p !== 'count').join())
        problems.push(`${lang}: placeholders of ${key}${form && `_${form}`}`);
    }
    if (plForms.has('') !== forms.has('')) problems.push(`${lang}: ${key} plural in one language only`);
    if (!forms.has('')) {
      for (const category of new Intl.PluralRules(lang).resolvedOptions().pluralCategories)
        if (!forms.has(category)) problems.push(`${lang}: ${key} lacks the plural form _${category}`);
    }
  }
  return problems;
}
