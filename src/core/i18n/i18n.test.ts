import { afterEach, describe, expect, it } from 'vitest';
import { addTexts, fixedT, i18n, loadLanguage, onMissingKey } from './index.ts';
import '../rules/texts.ts';

describe('texts on i18next', () => {
  addTexts(
    { proba: { tytul: 'Rok {{rok}}', tylkoPl: 'Tylko po polsku', kwota: 'Razem {{n, number}}' } },
    {
      en: async () => ({ default: { proba: { tytul: 'Year {{rok}}', kwota: 'Total {{n, number}}' } } }),
      de: async () => ({ default: {} }),
      uk: async () => ({ default: {} }),
    },
  );

  it('finds a nested key in the asked language and fills its placeholders', async () => {
    await loadLanguage('en');
    expect(fixedT('en')('proba.tytul', { rok: 2024 })).toBe('Year 2024');
    expect(fixedT('pl')('proba.tytul', { rok: '2023' })).toBe('Rok 2023');
  });

  it('falls back to Polish for a text another language lacks', async () => {
    await loadLanguage('de');
    expect(fixedT('de')('proba.tylkoPl')).toBe('Tylko po polsku');
  });

  it('formats numbers in a placeholder by the language (Intl)', () => {
    expect(fixedT('pl')('proba.kwota', { n: 12345.5 })).toBe('Razem 12\u00a0345,5');
    expect(fixedT('en')('proba.kwota', { n: 12345.5 })).toBe('Total 12,345.5');
  });

  it('writes Polish and Ukrainian plurals in three forms and English in two', async () => {
    const pl = fixedT('pl');
    expect([1, 2, 4, 5, 12, 22, 25, 101].map((count) => pl('formularz.pozostaloZnakow', { count }))).toEqual([
      'Pozostał 1 znak',
      'Pozostały 2 znaki',
      'Pozostały 4 znaki',
      'Pozostało 5 znaków',
      'Pozostało 12 znaków',
      'Pozostały 22 znaki',
      'Pozostało 25 znaków',
      'Pozostało 101 znaków',
    ]);
    await loadLanguage('uk');
    const uk = fixedT('uk');
    expect([1, 3, 5, 21].map((count) => uk('formularz.pozostaloZnakow', { count }))).toEqual([
      'Залишився 1 символ',
      'Залишилося 3 символи',
      'Залишилося 5 символів',
      'Залишився 21 символ',
    ]);
    const en = fixedT('en');
    expect([1, 2].map((count) => en('formularz.pozostaloZnakow', { count }))).toEqual([
      '1 character left',
      '2 characters left',
    ]);
  });

  it('gives every caller of one language the same function, from one instance for the page', () => {
    expect(fixedT('en')).toBe(fixedT('en'));
    expect(i18n.hasResourceBundle('pl', 'translation')).toBe(true);
  });

  describe('missing texts', () => {
    const seen: string[] = [];
    let previous: ReturnType<typeof onMissingKey> = null;
    afterEach(() => void onMissingKey(previous));

    it('are reported with the key asked for, unless the call brings its own default', () => {
      // the test set-up fails a test on a missing text; this test listens itself for a while
      previous = onMissingKey((lang, key) => seen.push(`${lang}: ${key}`));
      expect(fixedT('pl')('proba.niemaTakiego')).toBe('proba.niemaTakiego');
      expect(fixedT('en')('proba.zNazwa', { defaultValue: 'Nazwa z serwera' })).toBe('Nazwa z serwera');
      expect(seen).toEqual(['pl: proba.niemaTakiego']);
    });
  });
});
