/**
 * Texts that elements carry themselves (`texts.<lang>.ts` beside the element, registered by its `texts.ts`):
 * every language has exactly the Polish keys, none empty, with the same placeholders, and no key clashes with
 * another element's or the core's (they share one namespace).
 */
import { describe, expect, it } from 'vitest';
import core from '../src/core/i18n/pl.ts';
import { parityProblems, type Texts } from './text-keys.ts';

const modules = import.meta.glob<{ default: Texts }>('../src/**/texts.{pl,en,de,uk}.ts', { eager: true });

const folders = [...new Set(Object.keys(modules).map((p) => p.replace(/\/texts\.\w+\.ts$/, '')))];

describe('element texts', () => {
  it('exist for the elements that carry their own', () => {
    expect(folders.length).toBeGreaterThanOrEqual(12);
  });

  for (const folder of folders) {
    const pl = modules[`${folder}/texts.pl.ts`]?.default;
    it(`${folder}: en, de and uk mirror the Polish keys, placeholders and plural forms`, () => {
      expect(pl).toBeDefined();
      for (const lang of ['pl', 'en', 'de', 'uk']) {
        const other = modules[`${folder}/texts.${lang}.ts`]?.default;
        expect(other, `${folder} ${lang}`).toBeDefined();
        expect(parityProblems(pl!, other!, lang), folder).toEqual([]);
      }
    });
  }

  it('no two elements, nor an element and the core, use the same top-level section', () => {
    const owner = new Map<string, string>(Object.keys(core).map((k) => [k, 'core']));
    for (const folder of folders) {
      for (const section of Object.keys(modules[`${folder}/texts.pl.ts`]!.default)) {
        expect(owner.get(section), `${section} in ${folder}`).toBeUndefined();
        owner.set(section, folder);
      }
    }
  });
});
