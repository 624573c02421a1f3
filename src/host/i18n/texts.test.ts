import { describe, expect, it } from 'vitest';
import { fixedT, loadLanguage, addTexts } from '../../core/i18n/index.ts';
import { uslugi } from '../../registry/uslugi.ts';
import pl from './pl.ts';
import en from './en.ts';
import de from './de.ts';
import uk from './uk.ts';

function leaves(obj: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v as object, key)) out.set(kk, vv);
  }
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('portal texts', () => {
  const base = leaves(pl);
  for (const [name, messages] of Object.entries({ en, de, uk })) {
    it(`${name} has exactly the Polish keys, none empty, with the same placeholders`, () => {
      const other = leaves(messages);
      expect([...other.keys()].sort()).toEqual([...base.keys()].sort());
      for (const [key, text] of other) {
        expect(text.trim(), `${name}:${key}`).not.toBe('');
        expect(placeholders(text), `${name}:${key}`).toEqual(placeholders(base.get(key)!));
      }
    });
  }

  it('names every service of the registry, in Polish exactly as the registry does', () => {
    for (const u of uslugi) expect(base.get(`portal.nazwyUslug.u${u.id}`), String(u.id)).toBe(u.nazwa);
  });

  it('holds the spec texts verbatim in Polish', () => {
    expect(pl.portal.niedostepnaWKontekscie).toBe('usługa niedostępna w wybranym kontekście');
    expect(pl.portal.platnosc.ok).toBe('Płatność zaakceptowana.');
    expect(pl.portal.platnosc.blad).toBe('Płatność nie powiodła się.');
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
