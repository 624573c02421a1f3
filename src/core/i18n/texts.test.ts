import { describe, expect, it } from 'vitest';
import { addResources, fixedT, interpolate } from './texts.ts';

describe('text engine', () => {
  addResources('pl', { proba: { tytul: 'Rok {{rok}}', tylkoPl: 'Tylko po polsku', glebiej: { a: 'A' } } });
  addResources('en', { proba: { tytul: 'Year {{rok}}' } });

  it('finds a nested key in the asked language and fills its placeholders', () => {
    expect(fixedT('en')('proba.tytul', { rok: 2024 })).toBe('Year 2024');
    expect(fixedT('pl')('proba.tytul', { rok: '2023' })).toBe('Rok 2023');
  });

  it('falls back to Polish, then to the default value, then to the key', () => {
    expect(fixedT('de')('proba.tylkoPl')).toBe('Tylko po polsku');
    expect(fixedT('en')('proba.brak', { defaultValue: 'Zapas' })).toBe('Zapas');
    expect(fixedT('uk')('proba.brak.zupelnie')).toBe('proba.brak.zupelnie');
  });

  it('a key that names a group of texts, or goes past a text, is not a text', () => {
    expect(fixedT('pl')('proba.glebiej')).toBe('proba.glebiej');
    expect(fixedT('pl')('proba.tytul.dalej')).toBe('proba.tytul.dalej');
  });

  it('merges added texts deep, the later text of a key winning', () => {
    addResources('pl', { proba: { glebiej: { b: 'B' }, tylkoPl: 'Zmienione' } });
    const t = fixedT('pl');
    expect([t('proba.glebiej.a'), t('proba.glebiej.b'), t('proba.tylkoPl')]).toEqual(['A', 'B', 'Zmienione']);
  });

  it('keeps the placeholder of a missing value, keeps text without placeholders as it is, fills every occurrence', () => {
    expect(interpolate('Od {{od}} do {{ do }}', { od: 1 })).toBe('Od 1 do {{ do }}');
    expect(interpolate('100% {brak}')).toBe('100% {brak}');
    expect(interpolate('{{x}} i {{x}}', { x: 0 })).toBe('0 i 0');
  });

  it('gives every caller of one language the same function', () => {
    expect(fixedT('en')).toBe(fixedT('en'));
  });
});
