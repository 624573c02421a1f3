import type { RejestracjaZgody } from '../api/konto.ts';
import type { RegistrationValues } from './konto.ts';

/** Named examples of registration (STYLE.md §6). PESEL and NIP are the public vectors of DESIGN.md §6. */
export const rejestracjaFixtures = {
  zgodyObie: {
    czyPytacOZgodeNaPrzetwarzanieDanych: true,
    trescZgodyNaPrzetwarzanieDanych: 'Wyrażam zgodę na przetwarzanie moich danych osobowych.',
    czyPytacOZgodeNaRegulamin: true,
    trescRegulaminu: 'Akceptuję regulamin portalu.',
  } satisfies RejestracjaZgody,
  zgodyBrak: {
    czyPytacOZgodeNaPrzetwarzanieDanych: false,
    trescZgodyNaPrzetwarzanieDanych: '',
    czyPytacOZgodeNaRegulamin: false,
    trescRegulaminu: '',
  } satisfies RejestracjaZgody,
  poprawne: {
    rodzaj: 'osoba',
    imie: 'Zofia',
    nazwisko: 'Nowicka',
    login: 'zofia.nowicka',
    email: 'zofia@example.pl',
    email2: 'Zofia@example.pl',
    haslo: 'Gmina#2024x',
    haslo2: 'Gmina#2024x',
    pesel: '44051401359',
    nip: '',
    zgodaDane: true,
    zgodaRegulamin: true,
  } satisfies RegistrationValues,
};
