import type {
  ApiDeklaracji,
  Deklaracja,
  StronaDeklaracji,
  UslugaDeklaracji,
  PierwszeDeklaracji,
  ModulyAtrybutow,
} from '../../registry/deklaracja.ts';

/**
 * Every dues service makes every call of the list, the card details and the payment (spec 02 §3, §4, §7), and
 * the documents of the card (the payment code, the calendar) and of the result page on a CMS page (the receipt).
 */
export const api: ApiDeklaracji = [
  '/naleznosci/dajNaleznosci',
  '/naleznosci/dajRaty',
  '/naleznosci/dajHistorieZaksiegowanychWplat',
  '/naleznosci/dajElementyDochodzeniaNaleznosci',
  '/naleznosci/dajWspolzobowiazanych',
  '/platnosci/drukDowoduWplaty',
  '/platnosci/kir/dodajPrzelew',
  '/platnosci/p24/dodajPrzelew',
  '/platnosci/dajStatusPlatnosci',
  '/platnosci/anulujZlecenie',
  '/platnosci/drukPotwierdzenia',
  '/platnosci/dajKodPlatnosci',
  '/naleznosci/kalendarz',
];
const usluga = (id: number, nazwa: string, route: string, typ: string): UslugaDeklaracji => ({
  id,
  nazwa,
  grupa: 'naleznosci',
  route: `/uslugi/${route}`,
  attrs: { typ },
});
/** A card's details: the query names the card and its kind of subject. */
const karta = (route: string): StronaDeklaracji => ({
  route,
  tytul: 'portal.naleznosci.karta',
  logowanie: 'usluga',
  attrs: { karta: '?karta', instytucja: '?instytucja' },
});

export default {
  tag: 'gmina-naleznosci',
  chroniona: true,
  uslugi: [
    usluga(
      17,
      'Należności do zapłaty – podatki gminne',
      'naleznosci-do-zaplaty-podatki-gminne',
      'podatki-gminne',
    ),
    usluga(
      18,
      'Należności do zapłaty – ewidencje niepodatkowe',
      'naleznosci-do-zaplaty-ewidencje-niepodatkowe',
      'ewidencje-niepodatkowe',
    ),
    usluga(
      19,
      'Należności do zapłaty – koncesje na alkohol',
      'naleznosci-do-zaplaty-koncesje-na-alkohol',
      'koncesje-na-alkohol',
    ),
    usluga(20, 'Należności do zapłaty', 'naleznosci-do-zaplaty', 'wszystkie'),
    usluga(22, 'Należności do zapłaty – odpady', 'naleznosci-do-zaplaty-odpady', 'odpady'),
    usluga(
      23,
      'Należności do zapłaty – woda i ścieki',
      'naleznosci-do-zaplaty-woda-i-scieki',
      'woda-i-scieki',
    ),
    usluga(
      26,
      'Należności do zapłaty – środek transportu',
      'naleznosci-do-zaplaty-srodek-transportu',
      'srodek-transportu',
    ),
  ],
  // the dues list of all kinds and one detail route per kind of card (spec 02 §2)
  strony: [
    {
      route: '/lista-naleznosci',
      tytul: 'portal.naleznosci.lista',
      logowanie: 'usluga',
      attrs: { typ: 'wszystkie' },
    },
    karta('/naleznosci-oplaty-lokalne'),
    karta('/naleznosci-oplaty-psy'),
    karta('/naleznosci-podatki-gminne'),
    karta('/naleznosci-podatek-od-srodkow-transportu'),
    karta('/naleznosci-oplaty-za-wode-i-scieki'),
    karta('/naleznosci-oplaty-za-usuwanie-odpadow'),
  ],
} satisfies Deklaracja;

/** What the loader starts with the element's code (issue 30; src/registry/deklaracja.ts). */
export const pierwsze: PierwszeDeklaracji = [
  '/naleznosci/dajNaleznosci?{podmiot}{!karta}',
  '/naleznosci/dajRaty?{podmiot}&idKartyNaleznosci={karta}',
];

/** A card's detail, fetched with the element's code when it shows a card (issue 30; Naleznosci.tsx `detal`). */
export const modulyAtrybutow: ModulyAtrybutow = { karta: ['./Karta.tsx'] };
