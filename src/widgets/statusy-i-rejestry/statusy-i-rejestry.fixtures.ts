import type { Rejestr, StatusSprawy } from '../../core/api/rejestry.ts';

export const sprawa = (i: number): StatusSprawy => ({
  numerSprawy: `GKN.6730.${i + 1}.2026`,
  przedmiot: i % 2 ? 'Wydanie decyzji o warunkach zabudowy' : 'Zezwolenie na usunięcie drzew',
  dataZlozenia: `2026-0${(i % 9) + 1}-1${i % 10}`,
  status: i % 3 ? 'W toku' : 'Zakończona – decyzja wydana',
  komorka: 'Referat Gospodarki Przestrzennej i Nieruchomości',
});

/** Named examples of the statuses and registers element (STYLE.md §6). */
export const statusyRejestryFixtures = {
  brak: { statusySpraw: [] as StatusSprawy[] },
  jedna: { statusySpraw: [sprawa(0)] },
  wiele: { statusySpraw: Array.from({ length: 12 }, (_, i) => sprawa(i)) },
  rejestry: {
    rejestry: [
      {
        idRejestru: 1,
        nazwa: 'Rejestr zezwoleń na sprzedaż napojów alkoholowych',
        wpisy: Array.from({ length: 7 }, (_, i) => ({
          numerWpisu: `SO.7340.${i + 1}.2025`,
          dataWpisu: `2025-0${i + 1}-15`,
          podmiot: `Sklep nr ${i + 1}`,
          opis: 'Zezwolenie A, B',
        })),
      },
      { idRejestru: 2, nazwa: 'Rejestr instytucji kultury', wpisy: [] },
    ] satisfies Rejestr[],
  },
  brakRejestrow: { rejestry: [] as Rejestr[] },
};
