import { describe, expect, it } from 'vitest';
import { fixedT, loadLanguage, addTexts } from '../../core/i18n/index.ts';
import { uslugi } from '../../registry/uslugi.ts';
import pl from './pl.ts';
import en from './en.ts';
import de from './de.ts';
import uk from './uk.ts';
import { leaves, parityProblems } from '../../../tests/text-keys.ts';

describe('portal texts', () => {
  const base = leaves(pl);
  for (const [name, messages] of Object.entries({ pl, en, de, uk })) {
    it(`${name} has exactly the Polish keys, none empty, with the same placeholders and its plural forms`, () => {
      expect(parityProblems(pl, messages, name)).toEqual([]);
    });
  }

  it('names every service of the registry, in Polish exactly as the registry does', () => {
    for (const u of uslugi) expect(base.get(`portal.nazwyUslug.u${u.id}`), String(u.id)).toBe(u.nazwa);
  });

  it('holds the spec texts verbatim in Polish', () => {
    expect(pl.portal.niedostepnaWKontekscie).toBe('usługa niedostępna w wybranym kontekście');
  });

  it('are added to the core texts: Polish at once, another language with its core texts', async () => {
    addTexts(pl, {
      en: async () => ({ default: en }),
      de: async () => ({ default: de }),
      uk: async () => ({ default: uk }),
    });
    expect(fixedT('pl')('portal.tytul')).toBe('Portal mieszkańca');
    await loadLanguage('en');
    expect(fixedT('en')('portal.tytul')).toBe('Residents’ portal');
    expect(fixedT('en')('przerwa.tytul')).toBe('We are sorry – technical break in progress');
  });
});
