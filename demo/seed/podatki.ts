/**
 * Protected demo data of the demo subjects (spec 02, DESIGN.md §7): vehicles in their transport-tax
 * declarations (service 14), temporary registrations (27), properties (30) and tax assessments with decisions
 * (29). Who has what (README "Demo accounts"): Jan Kowalski — two vehicles, a temporary registration, a house
 * with a garage, yearly decisions and one changing decision; the housing cooperative — a fleet, many plots,
 * blocks and structures, declarations, a correction and a decision after an audit; Anna Nowak — a farm (land,
 * forest, buildings) with decisions, no vehicle and no temporary registration; the flower shop — a van, a shop
 * and declarations; Fundacja Zielone Serce — nothing (every empty state). Tax years end with the office's
 * current year; taxes follow from the objects and the gmina's rates of each year, rounded to whole złote
 * (Ordynacja podatkowa art. 63).
 */
import { toIsoDate, type DateParts } from '../../src/core/dates.ts';
import type { Db } from '../../server/db.ts';
import { dzienUrzedu } from '../../server/dzien-urzedu.ts';
import type { Podatek, PozycjaDecyzji } from '../../server/routes/podatki.ts';
import { kategorieStawek } from './pojazdy-meldunki.ts';
import { between, streamFor } from './prng.ts';
import type { ZestawDemo } from './index.ts';

export const JAN = '85010112352';
export const SPOLDZIELNIA = '5252525259';
export const ANNA = '78031545683';
export const KWIACIARNIA = '7741001232';
export const FUNDACJA = '9512004566';
export const MAREK = '71120156737';

/** The other demo persons: a flat each, its whole-year tax up to 100 zł (paid at once by 15 March). */
export const MIESZKANIA_DROBNE: [pesel: string, nrKarty: string, powierzchnia: number, id: string][] = [
  [MAREK, 'ŁZP/02210', 78.6, '512/4.7'],
  ['93042867845', 'ŁZP/02211', 59.3, '518/2.12'],
  ['82090908716', 'ŁZP/02212', 84.2, '520/1.3'],
  ['90112045628', 'ŁZP/02213', 65.1, '512/4.15'],
  ['66071234573', 'ŁZP/02214', 90.2, '523/6.2'],
];

/** How many tax years the assessments cover, ending with the current one. */
export const LATA_WYMIARU = 4;

// ------------------------------------------------------------------------------------------------------------
// Vehicles (service 14)

export interface PojazdPodatnikaDemo {
  podmiot: string;
  nrRejestracyjny: string;
  marka: string;
  nazwaStawki: string;
  /** Tax years in the declaration, relative to the current year (0 = this year); `do` null: still declared. */
  od: number;
  do: number | null;
}

const kategoria = (i: number) => kategorieStawek[i]![0];

export function generujPojazdyPodatnikow(): PojazdPodatnikaDemo[] {
  const v = (
    podmiot: string,
    nrRejestracyjny: string,
    marka: string,
    stawka: number,
    od: number,
    doRoku: number | null = null,
  ): PojazdPodatnikaDemo => ({
    podmiot,
    nrRejestracyjny,
    marka,
    nazwaStawki: kategoria(stawka),
    od,
    do: doRoku,
  });
  return [
    v(JAN, 'ZDO 4K721', 'DAF XF 480', 7, -3),
    v(JAN, 'ZDO 7P310', 'Schmitz Cargobull S.KO', 9, -3),
    // sold last year: not in this year's list
    v(JAN, 'ZDO 2H055', 'MAN TGL 8.190', 1, -5, -1),
    v(SPOLDZIELNIA, 'ZDO 10SM1', 'Mercedes-Benz Atego 1224', 3, -4),
    v(SPOLDZIELNIA, 'ZDO 10SM2', 'Scania P 280 (śmieciarka)', 4, -2),
    v(SPOLDZIELNIA, 'ZDO 10SM3', 'Iveco Eurocargo 75E16', 1, -6),
    v(SPOLDZIELNIA, 'ZDO 10SM4', 'Autosan Eagle 08.10', 11, -6),
    v(SPOLDZIELNIA, 'ZDO 10SM5', 'Volvo FM 330 6x2', 5, -1),
    v(SPOLDZIELNIA, 'ZDO 10SM6', 'Wielton NS 3 (naczepa)', 10, 0),
    v(SPOLDZIELNIA, 'ZDO 10SM7', 'Jelcz 442.32', 2, -8, -2),
    v(KWIACIARNIA, 'ZDO 51F2C', 'Iveco Daily 70C18', 1, -2),
  ];
}

// ------------------------------------------------------------------------------------------------------------
// Temporary registrations (service 27)

export interface ZameldowanieDemo {
  pesel: string;
  nazwaMiejscowosci: string;
  nazwaUlicy: string | null;
  nrDomu: string;
  nrLokalu: string | null;
  /** Days from the office's day (negative: past). */
  od: number;
  do: number | null;
}

export function generujZameldowania(): ZameldowanieDemo[] {
  return [
    {
      pesel: JAN,
      nazwaMiejscowosci: 'Brzozówka',
      nazwaUlicy: 'Leśna',
      nrDomu: '12',
      nrLokalu: '4',
      od: -214,
      do: 151,
    },
    // an earlier stay that has ended: not current
    {
      pesel: JAN,
      nazwaMiejscowosci: 'Kępno Górne',
      nazwaUlicy: 'Polna',
      nrDomu: '3A',
      nrLokalu: null,
      od: -820,
      do: -402,
    },
    // a village without streets, no declared end of the stay
    {
      pesel: MAREK,
      nazwaMiejscowosci: 'Olszyny',
      nazwaUlicy: null,
      nrDomu: '27',
      nrLokalu: null,
      od: -95,
      do: null,
    },
  ];
}

// ------------------------------------------------------------------------------------------------------------
// Properties (service 30)

/** The gmina's rates of 2025 (below the finance ministry's maxima of that year) and the unit they apply to. */
export const stawkiPodatkow = {
  'Grunty związane z prowadzeniem działalności gospodarczej': { podatek: 'nieruchomosci', stawka: 1.25 },
  'Grunty pozostałe': { podatek: 'nieruchomosci', stawka: 0.55 },
  'Budynki mieszkalne': { podatek: 'nieruchomosci', stawka: 1.05 },
  'Budynki związane z prowadzeniem działalności gospodarczej': { podatek: 'nieruchomosci', stawka: 28.5 },
  'Budynki pozostałe': { podatek: 'nieruchomosci', stawka: 8.9 },
  'Budowle – 2% wartości': { podatek: 'nieruchomosci', stawka: 0.02 },
  // agricultural tax per hectare: 2.5 q of rye at the price of the GUS notice
  'Grunty orne klasy IIIa': { podatek: 'rolny', stawka: 145.13 },
  'Łąki i pastwiska klasy IV': { podatek: 'rolny', stawka: 108.85 },
  // forest tax per hectare: 0.22 m³ of timber at the price of the GUS notice
  Lasy: { podatek: 'lesny', stawka: 59.73 },
} as const satisfies Record<string, { podatek: Podatek; stawka: number }>;
export type NazwaStawki = keyof typeof stawkiPodatkow;

/** The rate of a year: the 2025 rate indexed by 4 % a year (rates follow prices), rounded to grosze. */
export function stawkaRoku(nazwa: NazwaStawki, rok: number): number {
  const { stawka } = stawkiPodatkow[nazwa];
  if (nazwa === 'Budowle – 2% wartości') return stawka;
  return Math.round(stawka * 1.04 ** (rok - 2025) * 100) / 100;
}

export const OPIS_PODATKU: Record<Podatek, string> = {
  nieruchomosci: 'Podatek od nieruchomości',
  rolny: 'Podatek rolny',
  lesny: 'Podatek leśny',
};

export interface NieruchomoscDemo {
  podmiot: string;
  rodzaj: 'grunt' | 'budynek' | 'budowla';
  nrKarty: string;
  nazwaStawki: NazwaStawki;
  powierzchnia: number | null;
  jednostkaPowierzchni: 'm2' | 'ha' | null;
  wartosc: number | null;
  identyfikator: string | null;
  dokument: { typ: string; numer: string; data: string } | null;
  /** Taxed from this tax year on, relative to the current year (a garage built last year); default always. */
  od?: number;
  /** A short name for the decision's lines. */
  opis: string;
}

const OBREB = '180101_2.0001';
const KARTA_JANA = 'ŁZP/01187';
const KARTA_ANNY = 'ŁZP/00421';
const KARTA_SPOLDZIELNI = 'N/00087';
const KARTA_KWIACIARNI = 'N/00233';

export function generujNieruchomosci(): NieruchomoscDemo[] {
  const aktJana = { typ: 'Akt notarialny', numer: 'Rep. A nr 4127/2015', data: '2015-06-18' };
  const grunt = (
    podmiot: string,
    nrKarty: string,
    nazwaStawki: NazwaStawki,
    powierzchnia: number,
    dzialka: string,
    opis: string,
  ): NieruchomoscDemo => ({
    podmiot,
    rodzaj: 'grunt',
    nrKarty,
    nazwaStawki,
    powierzchnia,
    jednostkaPowierzchni: stawkiPodatkow[nazwaStawki].podatek === 'nieruchomosci' ? 'm2' : 'ha',
    wartosc: null,
    identyfikator: `${OBREB}.${dzialka}`,
    dokument: null,
    opis,
  });
  const budynek = (
    podmiot: string,
    nrKarty: string,
    nazwaStawki: NazwaStawki,
    powierzchnia: number,
    id: string,
    dokument: NieruchomoscDemo['dokument'],
    opis: string,
    od?: number,
  ): NieruchomoscDemo => ({
    podmiot,
    rodzaj: 'budynek',
    nrKarty,
    nazwaStawki,
    powierzchnia,
    jednostkaPowierzchni: 'm2',
    wartosc: null,
    identyfikator: `${OBREB}.${id}_BUD`,
    dokument,
    opis,
    ...(od !== undefined ? { od } : {}),
  });
  const budowla = (podmiot: string, nrKarty: string, wartosc: number, opis: string): NieruchomoscDemo => ({
    podmiot,
    rodzaj: 'budowla',
    nrKarty,
    nazwaStawki: 'Budowle – 2% wartości',
    powierzchnia: null,
    jednostkaPowierzchni: null,
    wartosc,
    identyfikator: null,
    dokument: null,
    opis,
  });

  const spoldzielnia: NieruchomoscDemo[] = [];
  const rnd = streamFor('podatki:spoldzielnia');
  // the blocks of flats; the first two are the buildings with main water meters (adresy.ts)
  const bloki = [
    'ul. Kwiatowa 10',
    'ul. Kwiatowa 12',
    'ul. Słoneczna 2',
    'ul. Słoneczna 4',
    'ul. Klonowa 8',
    'ul. Klonowa 10',
    'ul. Akacjowa 12',
    'ul. Bukowa 16',
  ];
  const kw = { typ: 'Księga wieczysta', numer: 'KS1Z/00012345/6', data: '1994-03-11' };
  bloki.forEach((blok, i) => {
    const dzialka = `${412 + i}/${1 + (i % 3)}`;
    spoldzielnia.push(
      grunt(
        SPOLDZIELNIA,
        KARTA_SPOLDZIELNI,
        'Grunty pozostałe',
        Math.round(between(rnd, 1800, 4200)),
        dzialka,
        `Działka ${dzialka}`,
      ),
      budynek(
        SPOLDZIELNIA,
        KARTA_SPOLDZIELNI,
        'Budynki mieszkalne',
        Math.round(between(rnd, 2400, 5200) * 10) / 10,
        `${dzialka}.1`,
        kw,
        `Blok mieszkalny, ${blok}`,
      ),
    );
  });
  spoldzielnia.push(
    grunt(
      SPOLDZIELNIA,
      KARTA_SPOLDZIELNI,
      'Grunty związane z prowadzeniem działalności gospodarczej',
      1260,
      '420/2',
      'Działka 420/2 (pawilon)',
    ),
    grunt(
      SPOLDZIELNIA,
      KARTA_SPOLDZIELNI,
      'Grunty związane z prowadzeniem działalności gospodarczej',
      845,
      '421',
      'Działka 421 (biuro)',
    ),
    budynek(
      SPOLDZIELNIA,
      KARTA_SPOLDZIELNI,
      'Budynki związane z prowadzeniem działalności gospodarczej',
      612.4,
      '420/2.1',
      kw,
      'Pawilon handlowy',
    ),
    budynek(
      SPOLDZIELNIA,
      KARTA_SPOLDZIELNI,
      'Budynki związane z prowadzeniem działalności gospodarczej',
      318.75,
      '421.1',
      kw,
      'Budynek administracji',
    ),
    budowla(SPOLDZIELNIA, KARTA_SPOLDZIELNI, 1_184_000, 'Osiedlowa sieć ciepłownicza'),
    budowla(SPOLDZIELNIA, KARTA_SPOLDZIELNI, 426_500, 'Drogi wewnętrzne i parkingi'),
    budowla(SPOLDZIELNIA, KARTA_SPOLDZIELNI, 98_300, 'Oświetlenie terenu osiedla'),
  );

  return [
    grunt(JAN, KARTA_JANA, 'Grunty pozostałe', 812, '245/3', 'Działka 245/3'),
    budynek(JAN, KARTA_JANA, 'Budynki mieszkalne', 146.5, '245/3.1', aktJana, 'Dom mieszkalny'),
    budynek(
      JAN,
      KARTA_JANA,
      'Budynki pozostałe',
      24,
      '245/3.2',
      { typ: 'Pozwolenie na użytkowanie', numer: 'AB.6740.118.2024', data: '2024-05-20' },
      'Garaż wolnostojący',
      -1,
    ),
    grunt(ANNA, KARTA_ANNY, 'Grunty orne klasy IIIa', 4.2, '87/1', 'Grunty orne, dz. 87/1'),
    grunt(ANNA, KARTA_ANNY, 'Łąki i pastwiska klasy IV', 2.35, '88', 'Łąki, dz. 88'),
    grunt(ANNA, KARTA_ANNY, 'Lasy', 3.1, '90/4', 'Las, dz. 90/4'),
    grunt(ANNA, KARTA_ANNY, 'Grunty pozostałe', 1200, '86/2', 'Działka siedliskowa 86/2'),
    budynek(
      ANNA,
      KARTA_ANNY,
      'Budynki mieszkalne',
      128.2,
      '86/2.1',
      { typ: 'Postanowienie sądu o stwierdzeniu nabycia spadku', numer: 'I Ns 214/09', data: '2009-11-04' },
      'Dom mieszkalny',
    ),
    budynek(
      ANNA,
      KARTA_ANNY,
      'Budynki pozostałe',
      36,
      '86/2.2',
      { typ: 'Umowa darowizny', numer: 'Rep. A nr 771/2012', data: '2012-02-27' },
      'Garaż',
    ),
    ...spoldzielnia,
    grunt(
      KWIACIARNIA,
      KARTA_KWIACIARNI,
      'Grunty związane z prowadzeniem działalności gospodarczej',
      180,
      '301/7',
      'Udział w działce 301/7',
    ),
    budynek(
      KWIACIARNIA,
      KARTA_KWIACIARNI,
      'Budynki związane z prowadzeniem działalności gospodarczej',
      64.8,
      '301/7.1',
      { typ: 'Akt notarialny', numer: 'Rep. A nr 2290/2019', data: '2019-09-12' },
      'Lokal użytkowy – kwiaciarnia',
    ),
    budowla(KWIACIARNIA, KARTA_KWIACIARNI, 18_400, 'Zbiornik na wodę deszczową'),
    ...MIESZKANIA_DROBNE.map(([pesel, nrKarty, powierzchnia, id]) =>
      budynek(pesel, nrKarty, 'Budynki mieszkalne', powierzchnia, id, null, 'Mieszkanie'),
    ),
  ];
}

// ------------------------------------------------------------------------------------------------------------
// Tax assessments (service 29)

export interface WymiarDemo {
  podmiot: string;
  nrKarty: string;
  rokPodatkowy: number;
  dataWymiaru: string;
  opisWymiaru: string;
  nrDecyzji: string | null;
  podatekRolny: number;
  podatekLesny: number;
  podatekOdNieruchomosci: number;
  idArchiwumDruku: number | null;
  pozycje: PozycjaDecyzji[];
}

const grosze = (n: number) => Math.round(n * 100) / 100;

/** The lines of a year's tax on `obiekty` (with the rates of that year), before rounding to whole złote. */
export function pozycjeRoku(
  obiekty: readonly NieruchomoscDemo[],
  rok: number,
  dzis: number,
): PozycjaDecyzji[] {
  return obiekty
    .filter((o) => (o.od ?? -100) <= rok - dzis)
    .map((o) => {
      const stawka = stawkaRoku(o.nazwaStawki, rok);
      const podstawa = o.wartosc ?? o.powierzchnia!;
      return {
        podatek: stawkiPodatkow[o.nazwaStawki].podatek,
        przedmiot: `${o.opis} – ${o.nazwaStawki}`,
        podstawa,
        jednostka: o.wartosc !== null ? 'zł' : o.jednostkaPowierzchni!,
        stawka,
        kwota: grosze(podstawa * stawka),
      };
    });
}

/** Each tax of the lines, rounded to whole złote (Ordynacja podatkowa art. 63 § 1). */
export function sumyPodatkow(pozycje: readonly PozycjaDecyzji[]): Record<Podatek, number> {
  const suma = (p: Podatek) =>
    Math.round(pozycje.filter((x) => x.podatek === p).reduce((s, x) => s + x.kwota, 0));
  return { rolny: suma('rolny'), lesny: suma('lesny'), nieruchomosci: suma('nieruchomosci') };
}

/**
 * Assessments of the tax years `dzis.y - LATA_WYMIARU + 1` … `dzis.y`. A person gets a decision each year
 * (issued in early February, or today if that is still ahead); a legal person declares by 31 January.
 */
export function generujWymiary(dzis: DateParts, nieruchomosci = generujNieruchomosci()): WymiarDemo[] {
  const lata = Array.from({ length: LATA_WYMIARU }, (_, i) => dzis.y - LATA_WYMIARU + 1 + i);
  const dzisIso = toIsoDate(dzis);
  const nieWczesniej = (iso: string) => (iso < dzisIso ? iso : dzisIso);
  const obiekty = (podmiot: string) => nieruchomosci.filter((n) => n.podmiot === podmiot);
  const wynik: WymiarDemo[] = [];
  let archiwum = 1000;
  const nrDecyzji = new Map<number, number>();
  const kolejnyNr = (rok: number) => {
    const n = (nrDecyzji.get(rok) ?? 100) + 17;
    nrDecyzji.set(rok, n);
    return `FN.3120.${n}.${rok}`;
  };
  const wiersz = (
    podmiot: string,
    nrKarty: string,
    rok: number,
    data: string,
    opis: string,
    decyzja: boolean,
    pozycje: PozycjaDecyzji[],
    archiwalna = decyzja,
  ): WymiarDemo => {
    const s = sumyPodatkow(pozycje);
    return {
      podmiot,
      nrKarty,
      rokPodatkowy: rok,
      dataWymiaru: nieWczesniej(data),
      opisWymiaru: opis,
      nrDecyzji: decyzja ? kolejnyNr(rok) : null,
      podatekRolny: s.rolny,
      podatekLesny: s.lesny,
      podatekOdNieruchomosci: s.nieruchomosci,
      idArchiwumDruku: archiwalna ? ++archiwum : null,
      pozycje,
    };
  };

  for (const rok of lata) {
    const w = rok - dzis.y;
    // Jan: the garage taxed from last year on; that year's decision came first, the changing one in June
    const jan = obiekty(JAN);
    if (w === -1) {
      const bezGarazu = pozycjeRoku(
        jan.filter((o) => o.od === undefined),
        rok,
        dzis.y,
      );
      wynik.push(
        wiersz(JAN, KARTA_JANA, rok, `${rok}-02-06`, 'Decyzja ustalająca wymiar podatku', true, bezGarazu),
      );
      // seven months of the garage (from 1 June): the change of the year's tax
      const garaz = pozycjeRoku(
        jan.filter((o) => o.od !== undefined),
        rok,
        dzis.y,
      ).map((p) => ({
        ...p,
        przedmiot: `${p.przedmiot} (od 1 czerwca, 7/12 roku)`,
        kwota: grosze((p.kwota * 7) / 12),
      }));
      wynik.push(
        wiersz(JAN, KARTA_JANA, rok, `${rok}-06-23`, 'Decyzja zmieniająca wymiar podatku', true, garaz),
      );
    } else {
      wynik.push(
        wiersz(
          JAN,
          KARTA_JANA,
          rok,
          `${rok}-02-06`,
          'Decyzja ustalająca wymiar podatku',
          true,
          pozycjeRoku(jan, rok, dzis.y),
        ),
      );
    }
    // Anna: a joint decision (agricultural, forest and property tax) each year
    const anna = pozycjeRoku(obiekty(ANNA), rok, dzis.y);
    wynik.push(
      wiersz(
        ANNA,
        KARTA_ANNY,
        rok,
        `${rok}-02-11`,
        'Decyzja w sprawie łącznego zobowiązania pieniężnego',
        true,
        anna,
      ),
    );
    if (w === -2) {
      // a changing decision (the meadow reclassified) whose document is not in the archive: no PDF
      const zmiana = anna
        .filter((p) => p.podatek === 'rolny' && p.przedmiot.startsWith('Łąki'))
        .map((p) => ({
          ...p,
          przedmiot: `${p.przedmiot} – zmiana klasy użytku`,
          kwota: grosze(-p.kwota * 0.25),
        }));
      wynik.push(
        wiersz(
          ANNA,
          KARTA_ANNY,
          rok,
          `${rok}-09-15`,
          'Decyzja zmieniająca łączne zobowiązanie pieniężne',
          true,
          zmiana,
          false,
        ),
      );
    }
    // the cooperative and the shop declare; the cooperative corrected one year, and an audit ended in a decision
    const spol = pozycjeRoku(obiekty(SPOLDZIELNIA), rok, dzis.y);
    if (w === -3) {
      wynik.push(
        wiersz(
          SPOLDZIELNIA,
          KARTA_SPOLDZIELNI,
          rok,
          `${rok}-01-29`,
          'Deklaracja na podatek od nieruchomości',
          false,
          spol.slice(0, -1),
        ),
        wiersz(
          SPOLDZIELNIA,
          KARTA_SPOLDZIELNI,
          rok,
          `${rok + 1}-10-14`,
          'Decyzja określająca wysokość zobowiązania podatkowego',
          true,
          spol.slice(-1).map((p) => ({ ...p, przedmiot: `${p.przedmiot} – nieujęta w deklaracji` })),
        ),
      );
    } else {
      wynik.push(
        wiersz(
          SPOLDZIELNIA,
          KARTA_SPOLDZIELNI,
          rok,
          `${rok}-01-30`,
          'Deklaracja na podatek od nieruchomości',
          false,
          spol,
        ),
      );
    }
    if (w === -2) {
      const korekta = spol
        .filter((p) => p.przedmiot.startsWith('Pawilon'))
        .map((p) => ({
          ...p,
          przedmiot: `${p.przedmiot} – korekta powierzchni`,
          kwota: grosze(p.kwota * 0.08),
        }));
      wynik.push(
        wiersz(
          SPOLDZIELNIA,
          KARTA_SPOLDZIELNI,
          rok,
          `${rok}-04-17`,
          'Korekta deklaracji na podatek od nieruchomości',
          false,
          korekta,
        ),
      );
    }
    wynik.push(
      wiersz(
        KWIACIARNIA,
        KARTA_KWIACIARNI,
        rok,
        `${rok}-01-24`,
        'Deklaracja na podatek od nieruchomości',
        false,
        pozycjeRoku(obiekty(KWIACIARNIA), rok, dzis.y),
      ),
    );
  }
  // the other demo persons: a decision each year on their flat (after the others, their numbers unchanged)
  for (const rok of lata)
    for (const [pesel, nrKarty] of MIESZKANIA_DROBNE)
      wynik.push(
        wiersz(
          pesel,
          nrKarty,
          rok,
          `${rok}-02-18`,
          'Decyzja ustalająca wymiar podatku',
          true,
          pozycjeRoku(obiekty(pesel), rok, dzis.y),
        ),
      );
  return wynik;
}

// ------------------------------------------------------------------------------------------------------------

async function wstaw(db: Db, tabela: string, kolumny: string[], wiersze: unknown[][]): Promise<void> {
  const w = kolumny.length;
  const values = wiersze
    .map((_, i) => `(${kolumny.map((_, j) => `$${i * w + j + 1}`).join(', ')})`)
    .join(',\n');
  if (wiersze.length > 0)
    await db.query(`INSERT INTO ${tabela} (${kolumny.join(', ')}) VALUES ${values}`, wiersze.flat());
}

const DZIEN = 86_400_000;
const przesun = (dzis: DateParts, dni: number): string => {
  const d = new Date(Date.UTC(dzis.y, dzis.m - 1, dzis.d) + dni * DZIEN);
  return toIsoDate({ y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() });
};

export async function seedPodatki(db: Db, dzis: Date = dzienUrzedu()): Promise<void> {
  await db.exec(`DELETE FROM pojazdy_podatnikow; DELETE FROM zameldowania_czasowe; DELETE FROM nieruchomosci;
    DELETE FROM wymiary_podatku`);
  const dzien: DateParts = { y: dzis.getFullYear(), m: dzis.getMonth() + 1, d: dzis.getDate() };
  await wstaw(
    db,
    'pojazdy_podatnikow',
    ['id', 'podmiot', 'nr_rejestracyjny', 'marka', 'nazwa_stawki', 'rok_od', 'rok_do'],
    generujPojazdyPodatnikow().map((p, i) => [
      i + 1,
      p.podmiot,
      p.nrRejestracyjny,
      p.marka,
      p.nazwaStawki,
      dzien.y + p.od,
      p.do === null ? null : dzien.y + p.do,
    ]),
  );
  await wstaw(
    db,
    'zameldowania_czasowe',
    [
      'id',
      'pesel',
      'nazwa_miejscowosci',
      'nazwa_ulicy',
      'nr_domu',
      'nr_lokalu',
      'data_zameldowania',
      'data_wymeldowania',
    ],
    generujZameldowania().map((z, i) => [
      i + 1,
      z.pesel,
      z.nazwaMiejscowosci,
      z.nazwaUlicy,
      z.nrDomu,
      z.nrLokalu,
      przesun(dzien, z.od),
      z.do === null ? null : przesun(dzien, z.do),
    ]),
  );
  const nieruchomosci = generujNieruchomosci();
  await wstaw(
    db,
    'nieruchomosci',
    [
      'id',
      'podmiot',
      'rodzaj',
      'nr_karty',
      'opis_podatku',
      'nazwa_stawki',
      'powierzchnia',
      'jednostka_powierzchni',
      'wartosc',
      'jednostka_wartosci',
      'identyfikator',
      'dokument_typ',
      'dokument_numer',
      'dokument_data',
    ],
    nieruchomosci.map((n, i) => [
      i + 1,
      n.podmiot,
      n.rodzaj,
      n.nrKarty,
      OPIS_PODATKU[stawkiPodatkow[n.nazwaStawki].podatek],
      n.nazwaStawki,
      n.powierzchnia,
      n.jednostkaPowierzchni,
      n.wartosc,
      n.wartosc === null ? null : 'zł',
      n.identyfikator,
      n.dokument?.typ ?? null,
      n.dokument?.numer ?? null,
      n.dokument?.data ?? null,
    ]),
  );
  await wstaw(
    db,
    'wymiary_podatku',
    [
      'id',
      'podmiot',
      'nr_karty',
      'rok_podatkowy',
      'data_wymiaru',
      'opis_wymiaru',
      'nr_decyzji',
      'podatek_rolny',
      'podatek_lesny',
      'podatek_od_nieruchomosci',
      'id_archiwum_druku',
      'pozycje',
    ],
    generujWymiary(dzien, nieruchomosci).map((w, i) => [
      i + 1,
      w.podmiot,
      w.nrKarty,
      w.rokPodatkowy,
      w.dataWymiaru,
      w.opisWymiaru,
      w.nrDecyzji,
      w.podatekRolny,
      w.podatekLesny,
      w.podatekOdNieruchomosci,
      w.idArchiwumDruku,
      JSON.stringify(w.pozycje),
    ]),
  );
}

/** The demo's data sets of this module (demo/seed/index.ts). */
export const zestawy: readonly ZestawDemo[] = [
  { nazwa: 'podatki', po: [], generuj: (db) => seedPodatki(db) },
];
