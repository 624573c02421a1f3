/** Interface languages (spec 01 §9); pl is the default. */
export const languages = ['pl', 'en', 'de', 'uk'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'pl';

export const isLanguage = (v: unknown): v is Language =>
  typeof v === 'string' && (languages as readonly string[]).includes(v);

/**
 * Which language a widget speaks: its `lang` attribute, else the user's stored choice, else the page's default
 * (`langDefault`: a CMS whose `<html lang>` says something else, e.g. a fresh WordPress's en-US), else the page's
 * `<html lang>` (its primary subtag), else pl. When the office has internationalisation off
 * (`czyInternacjonalizacja` false), everything is pl (spec 01 §4).
 */
export function resolveLanguage(opts: {
  attr?: string | undefined;
  stored?: string | undefined;
  langDefault?: string | undefined;
  htmlLang?: string | undefined;
  i18nEnabled: boolean;
}): Language {
  if (!opts.i18nEnabled) return DEFAULT_LANGUAGE;
  for (const candidate of [
    opts.attr,
    opts.stored,
    opts.langDefault,
    opts.htmlLang?.split('-')[0]?.toLowerCase(),
  ]) {
    if (isLanguage(candidate)) return candidate;
  }
  return DEFAULT_LANGUAGE;
}
