/**
 * Demo elections, precincts and voter register of Zielona Dolina (service 4), and the case statuses and
 * registers of organisation 280 (spec 01 §9 default organisation id). Election days are set relative to the
 * day the data is generated: one just past (not "current"), the others ahead. Every demo PESEL has a valid
 * check digit and a real birth date.
 */
import { peselCheckDigit } from '../../src/core/rules/fields.ts';
import type { Db } from '../../server/db.ts';
import { streamFor, type Random } from './prng.ts';
import { NAZWA_GMINY, NAZWA_GMINY_MIEJSCOWNIK } from './powloka.ts';
import type { ZestawDemo } from './index.ts';

const DZIEN_MS = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

export interface Wybory {
  dataWyborow: string;
  nazwa: string;
}

/** Days relative to generation: −24 (past, excluded from the current list), +12, +47, +159. */
export function wyboryDemo(dzis = new Date()): Wybory[] {
  const dzien = (przesuniecie: number) => iso(new Date(dzis.getTime() + przesuniecie * DZIEN_MS));
  return [
    { dataWyborow: dzien(-24), nazwa: 'Wybory uzupełniające do Rady Gminy w okręgu nr 4' },
    {
      dataWyborow: dzien(12),
      nazwa: `Referendum gminne w sprawie budowy hali sportowej w ${NAZWA_GMINY_MIEJSCOWNIK}`,
    },
    { dataWyborow: dzien(47), nazwa: 'Wybory przedterminowe Wójta Gminy' },
    { dataWyborow: dzien(159), nazwa: 'Wybory do Sejmu i Senatu Rzeczypospolitej Polskiej' },
  ];
}

export interface ObwodGlosowania {
  nr: number;
  okreg: number;
  siedziba: string;
  adres: string;
}

export const obwodyGlosowania: ObwodGlosowania[] = [
  {
    nr: 1,
    okreg: 1,
    siedziba: 'Szkoła Podstawowa nr 1 im. Marii Konopnickiej',
    adres: 'ul. Szkolna 5, 12-345 Zielona Dolina',
  },
  { nr: 2, okreg: 1, siedziba: 'Gminny Ośrodek Kultury', adres: 'ul. Lipowa 20, 12-345 Zielona Dolina' },
  {
    nr: 3,
    okreg: 2,
    siedziba: 'Szkoła Podstawowa nr 2 im. Jana Pawła II',
    adres: 'ul. Ogrodowa 14, 12-345 Zielona Dolina',
  },
  {
    nr: 4,
    okreg: 2,
    siedziba: 'Miejsko-Gminna Biblioteka Publiczna',
    adres: 'pl. Rynek 8, 12-345 Zielona Dolina',
  },
  { nr: 5, okreg: 3, siedziba: 'Świetlica wiejska w Dębowcu', adres: 'Dębowiec 31, 12-346 Zielona Dolina' },
  {
    nr: 6,
    okreg: 3,
    siedziba: 'Remiza Ochotniczej Straży Pożarnej w Brzozówce',
    adres: 'Brzozówka 7, 12-346 Zielona Dolina',
  },
  { nr: 7, okreg: 4, siedziba: 'Szkoła Podstawowa w Olszynach', adres: 'Olszyny 45, 12-347 Zielona Dolina' },
  {
    nr: 8,
    okreg: 4,
    siedziba: 'Dom Pomocy Społecznej „Pogodna Jesień” (obwód odrębny)',
    adres: 'ul. Słoneczna 3, 12-345 Zielona Dolina',
  },
];

/** A PESEL for a birth day and a 4-digit serial (last digit = sex), with its check digit. */
export function zbudujPesel(y: number, m: number, d: number, seria: number): string {
  const offset = y >= 2000 ? 20 : 0;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const first10 = `${pad(y % 100)}${pad(m + offset)}${pad(d)}${pad(seria, 4)}`;
  return first10 + String(peselCheckDigit(first10));
}

/**
 * PESELs to try in the demo (README), fixed so they survive a change of the generator: two public test vectors
 * of DESIGN.md §6 and three more. `02122401358` is valid but deliberately NOT in the register (born 1902).
 */
export const demoPesele: { pesel: string; obwod: number }[] = [
  { pesel: '44051401359', obwod: 1 },
  { pesel: '02211307589', obwod: 3 },
  { pesel: '85031512344', obwod: 5 },
  { pesel: '76110208452', obwod: 8 },
  { pesel: '99122405673', obwod: 6 },
];
export const PESEL_SPOZA_SPISU = '02122401358';

export interface Wyborca {
  pesel: string;
  nrObwodu: number;
}

const int = (rnd: Random, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

/** About 900 adult voters spread over the precincts (the separate care-home precinct is small). */
export function generujWyborcow(dzis = new Date()): Wyborca[] {
  const rnd = streamFor('wybory:spis');
  const najmlodszy = dzis.getUTCFullYear() - 19;
  const pesele = new Set([...demoPesele.map((p) => p.pesel), PESEL_SPOZA_SPISU]);
  const wynik: Wyborca[] = demoPesele.map((p) => ({ pesel: p.pesel, nrObwodu: p.obwod }));
  while (wynik.length < 900) {
    const y = int(rnd, 1932, najmlodszy);
    const m = int(rnd, 1, 12);
    const d = int(rnd, 1, 28);
    const pesel = zbudujPesel(y, m, d, int(rnd, 0, 9999));
    const nrObwodu = rnd() < 0.03 ? 8 : int(rnd, 1, 7);
    if (pesele.has(pesel)) continue;
    pesele.add(pesel);
    wynik.push({ pesel, nrObwodu });
  }
  return wynik;
}

// — statuses and registers (our fields; spec 01 §2 does not show them)

export interface Organizacja {
  id: number;
  nazwa: string;
}
export const organizacje: Organizacja[] = [
  { id: 280, nazwa: `Urząd Gminy ${NAZWA_GMINY}` },
  // a known organisation with nothing published yet: the widget's empty state
  { id: 281, nazwa: `Gminny Ośrodek Pomocy Społecznej w ${NAZWA_GMINY_MIEJSCOWNIK}` },
];

const rodzajeSpraw: [symbol: string, przedmiot: string, komorka: string][] = [
  ['GKN.6730', 'Wydanie decyzji o warunkach zabudowy', 'Referat Gospodarki Przestrzennej i Nieruchomości'],
  [
    'GKN.6831',
    'Zatwierdzenie projektu podziału nieruchomości',
    'Referat Gospodarki Przestrzennej i Nieruchomości',
  ],
  [
    'GKN.6727',
    'Wydanie wypisu i wyrysu z planu miejscowego',
    'Referat Gospodarki Przestrzennej i Nieruchomości',
  ],
  ['OŚ.6131', 'Zezwolenie na usunięcie drzew', 'Referat Ochrony Środowiska'],
  ['OŚ.6220', 'Decyzja o środowiskowych uwarunkowaniach', 'Referat Ochrony Środowiska'],
  ['ID.7230', 'Zezwolenie na zajęcie pasa drogowego', 'Referat Inwestycji i Dróg'],
  ['ID.7234', 'Uzgodnienie lokalizacji zjazdu z drogi gminnej', 'Referat Inwestycji i Dróg'],
  ['SO.5311', 'Wymeldowanie z pobytu stałego (postępowanie administracyjne)', 'Referat Spraw Obywatelskich'],
  ['SO.7340', 'Zezwolenie na sprzedaż napojów alkoholowych', 'Referat Spraw Obywatelskich'],
  ['USC.5360', 'Rejestracja zagranicznego aktu urodzenia', 'Urząd Stanu Cywilnego'],
  ['FN.3120', 'Ulga w spłacie podatku od nieruchomości', 'Referat Finansowy'],
  [
    'GKN.6624',
    'Nadanie numeru porządkowego nieruchomości',
    'Referat Gospodarki Przestrzennej i Nieruchomości',
  ],
];
const statusy = [
  'Przyjęta do rozpatrzenia',
  'W toku',
  'Oczekuje na uzupełnienie dokumentów',
  'Zakończona – decyzja wydana',
  'Zakończona – sprawa przekazana do innego organu',
];

export interface SprawaDemo {
  numerSprawy: string;
  przedmiot: string;
  dataZlozenia: string;
  status: string;
  komorka: string;
}

/** 42 cases of the last ten months; older ones are more often closed. */
export function generujSprawy(dzis = new Date()): SprawaDemo[] {
  const rnd = streamFor('rejestry:sprawy');
  const licznik = new Map<string, number>();
  const sprawy: SprawaDemo[] = [];
  for (let i = 0; i < 42; i++) {
    const [symbol, przedmiot, komorka] = rodzajeSpraw[int(rnd, 0, rodzajeSpraw.length - 1)]!;
    const dniTemu = int(rnd, 1, 300);
    const data = new Date(dzis.getTime() - dniTemu * DZIEN_MS);
    const rok = data.getUTCFullYear();
    const klucz = `${symbol}.${rok}`;
    const nr = (licznik.get(klucz) ?? 0) + 1;
    licznik.set(klucz, nr);
    const status = dniTemu > 120 ? statusy[int(rnd, 3, 4)]! : statusy[int(rnd, 0, dniTemu > 30 ? 3 : 2)]!;
    sprawy.push({
      numerSprawy: `${symbol}.${nr}.${rok}`,
      przedmiot,
      dataZlozenia: iso(data),
      status,
      komorka,
    });
  }
  return sprawy;
}

export interface RejestrDemo {
  id: number;
  nazwa: string;
  wpisy: { numerWpisu: string; dataWpisu: string; podmiot: string; opis: string }[];
}

const sklepy = [
  'Sklep spożywczy „Pod Lipami”',
  'Delikatesy „Dolinka”',
  'Market „Zielony Koszyk”',
  'Sklep wielobranżowy „U Basi”',
  'Stacja paliw „Dolina”',
  'Restauracja „Młyn”',
  'Bar „Przystanek”',
  'Pizzeria „Stara Piekarnia”',
  'Sklep „Groszek” Dębowiec',
  'Karczma „Pod Dębem”',
  'Sklep spożywczy Brzozówka',
  'Kawiarnia „Rynek 5”',
];
const ulice = [
  'ul. Lipowa',
  'ul. Ogrodowa',
  'pl. Rynek',
  'ul. Słoneczna',
  'ul. Polna',
  'ul. Kościelna',
  'Dębowiec',
  'Brzozówka',
  'Olszyny',
];

/** Three public registers of organisation 280, entries dated over the last years. */
export function generujRejestry(dzis = new Date()): RejestrDemo[] {
  const rnd = streamFor('rejestry:wpisy');
  const data = (maxDni: number) => iso(new Date(dzis.getTime() - int(rnd, 10, maxDni) * DZIEN_MS));
  const alkohol = sklepy.map((s, i) => {
    const d = data(1500);
    const sprzedaz =
      s.startsWith('Restauracja') ||
      s.startsWith('Bar') ||
      s.startsWith('Pizzeria') ||
      s.startsWith('Karczma') ||
      s.startsWith('Kawiarnia');
    return {
      numerWpisu: `SO.7340.${i + 1}.${d.slice(0, 4)}`,
      dataWpisu: d,
      podmiot: `${s}, ${ulice[i % ulice.length]} ${int(rnd, 1, 40)}`,
      opis: `Zezwolenie ${i % 3 === 0 ? 'A, B' : 'A, B, C'} – sprzedaż ${sprzedaz ? 'w miejscu sprzedaży' : 'poza miejscem sprzedaży'}, ważne do 31.12.${int(rnd, 2027, 2031)}`,
    };
  });
  const firmyOdpady = [
    'EKO-Dolina sp. z o.o.',
    'Przedsiębiorstwo Gospodarki Komunalnej w Zielonej Dolinie sp. z o.o.',
    'Recykling Mazury S.A.',
    'Usługi Komunalne Jan Kowalczyk',
    'Zielony Transport s.c.',
    'ODPAD-SERWIS sp. z o.o.',
    'BIO-Kompost Olszyny',
  ];
  const odpady = firmyOdpady.map((f, i) => ({
    numerWpisu: `RDR/${String(i + 1).padStart(3, '0')}`,
    dataWpisu: data(2500),
    podmiot: f,
    opis:
      i % 2 === 0
        ? 'Odbieranie odpadów komunalnych zmieszanych i selektywnie zbieranych od właścicieli nieruchomości'
        : 'Odbieranie odpadów wielkogabarytowych, budowlanych i rozbiórkowych',
  }));
  const instytucje = [
    [
      'Gminny Ośrodek Kultury w Zielonej Dolinie',
      'Samorządowa instytucja kultury – działalność kulturalna i edukacyjna, ul. Lipowa 20',
    ],
    [
      'Miejsko-Gminna Biblioteka Publiczna',
      'Samorządowa instytucja kultury – biblioteka z filiami w Dębowcu i Olszynach, pl. Rynek 8',
    ],
    ['Izba Regionalna „Dawna Dolina”', 'Samorządowa instytucja kultury – muzeum regionalne, ul. Kościelna 2'],
  ].map(([podmiot, opis], i) => ({
    numerWpisu: `RIK/${i + 1}`,
    dataWpisu: data(6000),
    podmiot: podmiot!,
    opis: opis!,
  }));
  return [
    { id: 1, nazwa: 'Rejestr zezwoleń na sprzedaż napojów alkoholowych', wpisy: alkohol },
    {
      id: 2,
      nazwa: 'Rejestr działalności regulowanej w zakresie odbierania odpadów komunalnych',
      wpisy: odpady,
    },
    { id: 3, nazwa: 'Rejestr instytucji kultury', wpisy: instytucje },
  ];
}

export async function seedWyboryRejestry(db: Db, dzis = new Date()): Promise<void> {
  await db.exec(
    'DELETE FROM spis_wyborcow; DELETE FROM wybory; DELETE FROM obwody_glosowania; DELETE FROM wpisy_rejestru; DELETE FROM rejestry; DELETE FROM statusy_spraw; DELETE FROM organizacje',
  );
  const wybory = wyboryDemo(dzis);
  for (const w of wybory)
    await db.query('INSERT INTO wybory (data_wyborow, nazwa) VALUES ($1, $2)', [w.dataWyborow, w.nazwa]);
  for (const o of obwodyGlosowania)
    await db.query('INSERT INTO obwody_glosowania (nr, okreg, siedziba, adres) VALUES ($1, $2, $3, $4)', [
      o.nr,
      o.okreg,
      o.siedziba,
      o.adres,
    ]);
  // Every voter is on the list of every election, numbered per precinct in register order.
  // lists are in surname order, which the demo does not have: a seeded shuffle puts demo PESELs mid-list
  const los = streamFor('wybory:kolejnosc');
  const wyborcy = generujWyborcow(dzis)
    .map((w) => ({ w, klucz: los() }))
    .sort((a, b) => a.klucz - b.klucz)
    .map((x) => x.w);
  const numery = new Map<number, number>();
  const pesele: string[] = [];
  const obwody: number[] = [];
  const nry: number[] = [];
  for (const w of wyborcy) {
    const nr = (numery.get(w.nrObwodu) ?? 0) + 1;
    numery.set(w.nrObwodu, nr);
    pesele.push(w.pesel);
    obwody.push(w.nrObwodu);
    nry.push(nr);
  }
  for (const w of wybory)
    await db.query(
      `INSERT INTO spis_wyborcow (data_wyborow, pesel, nr_obwodu, nr_na_liscie)
       SELECT $1::date, p, o, n FROM unnest($2::text[], $3::int[], $4::int[]) AS t(p, o, n)`,
      [w.dataWyborow, pesele, obwody, nry],
    );

  for (const o of organizacje)
    await db.query('INSERT INTO organizacje (id, nazwa) VALUES ($1, $2)', [o.id, o.nazwa]);
  for (const s of generujSprawy(dzis))
    await db.query(
      `INSERT INTO statusy_spraw (id_organizacji, numer_sprawy, przedmiot, data_zlozenia, status, komorka)
       VALUES (280, $1, $2, $3, $4, $5)`,
      [s.numerSprawy, s.przedmiot, s.dataZlozenia, s.status, s.komorka],
    );
  for (const [i, r] of generujRejestry(dzis).entries()) {
    await db.query('INSERT INTO rejestry (id, id_organizacji, nazwa, pozycja) VALUES ($1, 280, $2, $3)', [
      r.id,
      r.nazwa,
      i + 1,
    ]);
    for (const w of r.wpisy)
      await db.query(
        'INSERT INTO wpisy_rejestru (id_rejestru, numer_wpisu, data_wpisu, podmiot, opis) VALUES ($1, $2, $3, $4, $5)',
        [r.id, w.numerWpisu, w.dataWpisu, w.podmiot, w.opis],
      );
  }
}

/** The demo's data sets of this module (demo/seed/index.ts). */
export const zestawy: readonly ZestawDemo[] = [
  { nazwa: 'wybory-rejestry', po: [], generuj: (db) => seedWyboryRejestry(db) },
];
