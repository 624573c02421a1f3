import type { Imie, StatusMieszkanca } from '../../core/api/statystyki-el.ts';

/** Named examples of the chart statistics' data (services 3, 12, 13) (STYLE.md §6): used by their tests. */
const IMIONA = [
  'Anna',
  'Jan',
  'Zofia',
  'Antoni',
  'Katarzyna',
  'Piotr',
  'Maria',
  'Łukasz',
  'Małgorzata',
  'Krzysztof',
  'Agnieszka',
  'Tomasz',
  'Julia',
  'Jakub',
  'Ewa',
  'Michał',
  'Hanna',
  'Paweł',
  'Barbara',
  'Andrzej',
  'Lena',
  'Marek',
  'Ola',
  'Leon',
  'Ignacy',
];

export const imie = (i: number): Imie => ({
  imie: IMIONA[i % IMIONA.length]! + (i >= IMIONA.length ? ` ${Math.floor(i / IMIONA.length) + 1}` : ''),
  liczbaOsob: 1000 + 37 * ((i * 7) % 23),
});

export const statusyFixtures = {
  pusto: [] as StatusMieszkanca[],
  jedenWiersz: [{ opisStatusu: 'Zameldowanie stałe', liczbaMieszkancow: 8873 }],
  wieleWierszy: [
    { opisStatusu: 'Zameldowanie stałe', liczbaMieszkancow: 8873 },
    { opisStatusu: 'Zameldowanie czasowe', liczbaMieszkancow: 398 },
    { opisStatusu: 'Wymeldowany', liczbaMieszkancow: 1326 },
    { opisStatusu: 'Zgon', liczbaMieszkancow: 2204 },
    { opisStatusu: 'Wyjazd za granicę na pobyt stały', liczbaMieszkancow: 91 },
    { opisStatusu: 'Zameldowanie czasowe – cudzoziemiec', liczbaMieszkancow: 122 },
    { opisStatusu: 'Wymeldowanie decyzją administracyjną', liczbaMieszkancow: 60 },
  ],
};

export const imionaFixtures = {
  pusto: [] as Imie[],
  jedenWiersz: [{ imie: 'Zofia', liczbaOsob: 12 }],
  /** 200 names, as the demo register holds about that many. */
  wieleWierszy: Array.from({ length: 200 }, (_, i) => imie(i)),
  lata: [1984, 2024, 1985],
};
