import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './languages.ts';

describe('interface language', () => {
  it('prefers the element attribute, then the stored choice, then <html lang>, then pl', () => {
    expect(resolveLanguage({ attr: 'de', stored: 'en', htmlLang: 'uk', i18nEnabled: true })).toBe('de');
    expect(resolveLanguage({ stored: 'en', htmlLang: 'uk', i18nEnabled: true })).toBe('en');
    expect(resolveLanguage({ htmlLang: 'uk-UA', i18nEnabled: true })).toBe('uk');
    expect(resolveLanguage({ htmlLang: 'fr', i18nEnabled: true })).toBe('pl');
    expect(resolveLanguage({ attr: 'xx', i18nEnabled: true })).toBe('pl');
  });

  it('takes the page default after the stored choice and before <html lang>', () => {
    const page = { langDefault: 'de', htmlLang: 'en-US', i18nEnabled: true };
    expect(resolveLanguage(page)).toBe('de');
    expect(resolveLanguage({ ...page, stored: 'uk' })).toBe('uk');
    expect(resolveLanguage({ ...page, attr: 'en', stored: 'uk' })).toBe('en');
    expect(resolveLanguage({ ...page, langDefault: undefined })).toBe('en');
  });

  it('is always pl when the office has internationalisation off (spec 01 §4)', () => {
    expect(resolveLanguage({ attr: 'de', stored: 'en', htmlLang: 'uk', i18nEnabled: false })).toBe('pl');
  });
});
