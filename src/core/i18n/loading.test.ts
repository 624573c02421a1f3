import { describe, expect, it } from 'vitest';
import { addTexts, fixedT, isLanguageLoaded, loadLanguage } from './index.ts';

/** A text module whose import resolves when the test says so. */
function deferred(texts: object) {
  let resolve!: () => void;
  const gate = new Promise<void>((r) => (resolve = r));
  return { load: () => gate.then(() => ({ default: texts })), resolve };
}

describe('loading a language while an element adds its texts', () => {
  it('is not complete until the texts added during the fetch have arrived too', async () => {
    const first = deferred({ probaA: { tekst: 'Text A' } });
    addTexts({ probaA: { tekst: 'Tekst A' } }, { en: first.load, de: first.load, uk: first.load });
    const fetching = loadLanguage('en');

    // another element's chunk registers its texts while English is on its way
    const second = deferred({ probaB: { tekst: 'Text B' } });
    addTexts({ probaB: { tekst: 'Tekst B' } }, { en: second.load, de: second.load, uk: second.load });
    first.resolve();
    await fetching;
    expect(isLanguageLoaded('en'), 'complete without the second texts').toBe(false);

    second.resolve();
    await loadLanguage('en');
    expect(isLanguageLoaded('en')).toBe(true);
    expect(fixedT('en')('probaA.tekst')).toBe('Text A');
    expect(fixedT('en')('probaB.tekst')).toBe('Text B');
  });

  it('texts added after a language is complete are fetched by the next load, which then completes it', async () => {
    await loadLanguage('de');
    expect(isLanguageLoaded('de')).toBe(true);
    addTexts(
      { probaC: { tekst: 'Tekst C' } },
      {
        en: async () => ({ default: { probaC: { tekst: 'Text C' } } }),
        de: async () => ({ default: { probaC: { tekst: 'Text C (de)' } } }),
        uk: async () => ({ default: { probaC: { tekst: 'Text C (uk)' } } }),
      },
    );
    expect(isLanguageLoaded('de')).toBe(false);
    await loadLanguage('de');
    expect(isLanguageLoaded('de')).toBe(true);
    expect(fixedT('de')('probaC.tekst')).toBe('Text C (de)');
  });
});
