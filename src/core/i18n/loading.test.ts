import { describe, expect, it, vi } from 'vitest';
import { $texts, addTexts, fixedT, isLanguageLoaded, loadLanguage, withTexts } from './index.ts';

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

describe('texts registered after a language is on screen (a lazily fetched part of an element)', () => {
  it('are fetched at once for that language, counted in $texts, and given with a new t', async () => {
    await loadLanguage('uk');
    const before = $texts.get();
    const t = fixedT('uk');
    const texts = deferred({ probaD: { tekst: 'Текст D' } });
    const asked = vi.fn(texts.load);
    const other = async () => ({ default: { probaD: { tekst: 'Text D' } } });
    // nobody calls loadLanguage again: the chunk's registration alone fetches the language in use
    addTexts({ probaD: { tekst: 'Tekst D' } }, { en: other, de: other, uk: asked });
    await Promise.resolve();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(isLanguageLoaded('uk')).toBe(false);
    texts.resolve();
    await vi.waitFor(() => expect(isLanguageLoaded('uk')).toBe(true));
    expect($texts.get()).toBeGreaterThan(before);
    expect(fixedT('uk'), 'the same t would keep memos on the Polish fallback').not.toBe(t);
    expect(fixedT('uk')('probaD.tekst')).toBe('Текст D');
  });

  it('withTexts resolves a lazily fetched module only once its texts are there in the languages in use', async () => {
    await loadLanguage('uk');
    const texts = deferred({ probaE: { tekst: 'Текст E' } });
    // what a lazily fetched module does when it runs: registers its texts; then its import resolves
    addTexts({ probaE: { tekst: 'Tekst E' } }, { en: texts.load, de: texts.load, uk: texts.load });
    let shown = '';
    const module = withTexts({ Part: 'part' }).then(
      (m) => (shown = `${m.Part}: ${fixedT('uk')('probaE.tekst')}`),
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(shown, 'resolved before its texts came').toBe('');
    texts.resolve();
    await module;
    expect(shown).toBe('part: Текст E');
  });

  it('withTexts does not hold a module up when a language cannot be fetched', async () => {
    await loadLanguage('uk');
    const failing = () => Promise.reject(new Error('offline'));
    addTexts({ probaF: { tekst: 'Tekst F' } }, { en: failing, de: failing, uk: failing });
    await expect(withTexts('module')).resolves.toBe('module');
    expect(fixedT('uk')('probaF.tekst')).toBe('Tekst F');
  });
});
