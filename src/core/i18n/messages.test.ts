import { describe, expect, it } from 'vitest';
import pl from './pl.ts';
import en from './en.ts';
import de from './de.ts';
import uk from './uk.ts';
import { fixedT, loadLanguage } from './index.ts';
import { msg } from '../validators.ts';
import walidacjaPl from '../walidacja/texts.pl.ts';

/** Every leaf key of a nested message object, with its value. */
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

describe('translations', () => {
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

  it('holds the spec texts verbatim in Polish', () => {
    expect(pl.wspolne.uslugaNiedostepna).toBe('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    expect(pl.przerwa.tytul).toBe('Przepraszamy - trwa przerwa techniczna');
    expect(pl.przerwa.tresc).toBe('Aktualnie prowadzone są prace techniczne');
    expect(pl.wspolne.brakDanych).toBe('Brak danych do wyświetlenia');
    const validation = leaves(walidacjaPl);
    for (const key of Object.values(msg)) expect(validation.get(key), key).toBeTruthy();
  });

  it('loads another language on demand and translates with it', async () => {
    expect(fixedT('pl')('przerwa.tytul')).toBe('Przepraszamy - trwa przerwa techniczna');
    await loadLanguage('de');
    expect(fixedT('de')('przerwa.tytul')).toBe('Entschuldigung – Wartungsarbeiten');
  });
});
