import { describe, expect, it } from 'vitest';
import pl from './pl.ts';
import en from './en.ts';
import de from './de.ts';
import uk from './uk.ts';
import { fixedT, loadLanguage } from './index.ts';
import { msg } from '../rules/fields.ts';
import walidacjaPl from '../rules/texts.pl.ts';
import { leaves, parityProblems } from '../../../tests/text-keys.ts';

describe('translations', () => {
  for (const [name, messages] of Object.entries({ pl, en, de, uk })) {
    it(`${name} has exactly the Polish keys, none empty, with the same placeholders and its plural forms`, () => {
      expect(parityProblems(pl, messages, name)).toEqual([]);
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
