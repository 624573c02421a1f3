import type { ObwodWyborcy } from '../../core/api/wybory.ts';

/** Named examples of the voter-list check (STYLE.md §6); PESELs are the public vectors of DESIGN.md §6. */
export const wyboryFixtures = {
  daty: { datyWyborow: [{ dataWyborow: '2026-12-06' }, { dataWyborow: '2027-01-10' }] },
  jednaData: { datyWyborow: [{ dataWyborow: '2026-12-06' }] },
  brakDat: { datyWyborow: [] as { dataWyborow: string }[] },
  peselPoprawny: '44051401359',
  peselyPoprawne: ['44051401359', '02122401358', '02211307589'],
  peselZlaSuma: '44051401358',
  peselZlaData: '02381307589',
  wynik: {
    pesel: '44051401359',
    obwod: 1,
    okreg: 1,
    nrNaLiscie: 17,
    adresWyborcy: 'Szkoła Podstawowa nr 1 im. Marii Konopnickiej, ul. Szkolna 5, 12-345 Zielona Dolina',
  } satisfies ObwodWyborcy,
};
