/**
 * The registry of the product: every service of spec 01 §2 and spec 02 §2 with its element, attributes,
 * portal route and access rules. The portal's routes, the contract server's services list,
 * `custom-elements.json` and the README catalogue are derived from it; the loader uses `elements.ts`, whose
 * keys say which elements are built (at run time the loader hands them over as `loaderInfo().tags`).
 */
export type Wymagany = 'instytucja' | 'osoba' | null;

export interface UslugaWpis {
  /** Service id of the spec (uslugaId). */
  id: number;
  /** Polish name as the services list shows it. */
  nazwa: string;
  /** Group on the services list. */
  grupa: string;
  /** Portal route (spec 01 §2, spec 02 §2). */
  route: string;
  /** Custom element that renders the service, with its attributes. */
  tag: string;
  attrs?: Record<string, string>;
  /** Needs login (spec 01 §6). */
  chroniona: boolean;
  /** Kind of subject the service needs, if any (spec 02 §6). */
  wymagany: Wymagany;
}

const G_BUDZET = 'Budżet gminy';
const G_MIESZKANCY = 'Mieszkańcy i wybory';
const G_POJAZDY = 'Pojazdy';
const G_NALEZNOSCI = 'Należności i płatności';
const G_WODA = 'Woda i ścieki';
const G_PODATKI = 'Podatki i opłaty lokalne';

/** Group names by key, for the portal's translations of the services list. */
export const grupyUslug = {
  budzet: G_BUDZET,
  mieszkancy: G_MIESZKANCY,
  pojazdy: G_POJAZDY,
  naleznosci: G_NALEZNOSCI,
  woda: G_WODA,
  podatki: G_PODATKI,
} as const;

const pub = { chroniona: false, wymagany: null } as const;
const prot = { chroniona: true, wymagany: null } as const;

export const uslugi: readonly UslugaWpis[] = [
  {
    id: 1,
    nazwa: 'Dochody budżetu',
    grupa: G_BUDZET,
    route: '/uslugi/budzet-dochody',
    tag: 'gmina-budzet',
    attrs: { rodzaj: 'dochody' },
    ...pub,
  },
  {
    id: 2,
    nazwa: 'Wydatki budżetu',
    grupa: G_BUDZET,
    route: '/uslugi/budzet-wydatki',
    tag: 'gmina-budzet',
    attrs: { rodzaj: 'wydatki' },
    ...pub,
  },
  {
    id: 3,
    nazwa: 'Statusy mieszkańców',
    grupa: G_MIESZKANCY,
    route: '/uslugi/statusy-mieszkancow',
    tag: 'gmina-statusy-mieszkancow',
    ...pub,
  },
  {
    id: 4,
    nazwa: 'Sprawdzenie w spisie wyborców',
    grupa: G_MIESZKANCY,
    route: '/uslugi/listy-wyborcze',
    tag: 'gmina-listy-wyborcze',
    ...pub,
  },
  {
    id: 5,
    nazwa: 'Liczba pojazdów wg sposobu opodatkowania',
    grupa: G_POJAZDY,
    route: '/uslugi/liczba-pojazdow',
    tag: 'gmina-liczba-pojazdow',
    ...pub,
  },
  {
    id: 7,
    nazwa: 'Liczba mieszkańców i wyborców',
    grupa: G_MIESZKANCY,
    route: '/uslugi/liczba-mieszkancow-wyborcow',
    tag: 'gmina-liczba-mieszkancow-wyborcow',
    ...pub,
  },
  {
    id: 10,
    nazwa: 'Zameldowania wg płci i wieku',
    grupa: G_MIESZKANCY,
    route: '/uslugi/zameldowania-wg-plci-wieku',
    tag: 'gmina-zameldowania-wg-plci-wieku',
    ...pub,
  },
  {
    id: 11,
    nazwa: 'Stawki podatku od środków transportowych',
    grupa: G_POJAZDY,
    route: '/uslugi/stawki-pojazdow',
    tag: 'gmina-stawki-pojazdow',
    ...pub,
  },
  {
    id: 12,
    nazwa: 'Najpopularniejsze imiona',
    grupa: G_MIESZKANCY,
    route: '/uslugi/najpopularniejsze-imiona',
    tag: 'gmina-najpopularniejsze-imiona',
    ...pub,
  },
  {
    id: 13,
    nazwa: 'Najpopularniejsze imiona wg roku urodzenia',
    grupa: G_MIESZKANCY,
    route: '/uslugi/najpopularniejsze-imiona-wg-roku',
    tag: 'gmina-imiona-wg-roku',
    ...pub,
  },
  {
    id: 14,
    nazwa: 'Wykaz pojazdów',
    grupa: G_POJAZDY,
    route: '/uslugi/wykaz-pojazdow',
    tag: 'gmina-wykaz-pojazdow',
    ...prot,
  },
  {
    id: 15,
    nazwa: 'Odczyty liczników',
    grupa: G_WODA,
    route: '/uslugi/odczyt-licznikow',
    tag: 'gmina-odczyt-licznikow',
    ...prot,
  },
  {
    id: 16,
    nazwa: 'Faktury za wodę',
    grupa: G_WODA,
    route: '/uslugi/lista-faktur-woda',
    tag: 'gmina-faktury-woda',
    ...prot,
  },
  {
    id: 17,
    nazwa: 'Należności do zapłaty – podatki gminne',
    grupa: G_NALEZNOSCI,
    route: '/uslugi/naleznosci-do-zaplaty-podatki-gminne',
    tag: 'gmina-naleznosci',
    attrs: { typ: 'podatki-gminne' },
    ...prot,
  },
  {
    id: 18,
    nazwa: 'Należności do zapłaty – ewidencje niepodatkowe',
    grupa: G_NALEZNOSCI,
    route: '/uslugi/naleznosci-do-zaplaty-ewidencje-niepodatkowe',
    tag: 'gmina-naleznosci',
    attrs: { typ: 'ewidencje-niepodatkowe' },
    ...prot,
  },
  {
    id: 19,
    nazwa: 'Należności do zapłaty – koncesje na alkohol',
    grupa: G_NALEZNOSCI,
    route: '/uslugi/naleznosci-do-zaplaty-koncesje-na-alkohol',
    tag: 'gmina-naleznosci',
    attrs: { typ: 'koncesje-na-alkohol' },
    ...prot,
  },
  {
    id: 20,
    nazwa: 'Należności do zapłaty',
    grupa: G_NALEZNOSCI,
    route: '/uslugi/naleznosci-do-zaplaty',
    tag: 'gmina-naleznosci',
    attrs: { typ: 'wszystkie' },
    ...prot,
  },
  {
    id: 21,
    nazwa: 'Historia płatności internetowych',
    grupa: G_NALEZNOSCI,
    route: '/uslugi/historia-platnosci-internetowych',
    tag: 'gmina-historia-platnosci',
    ...prot,
  },
  {
    id: 22,
    nazwa: 'Należności do zapłaty – odpady',
    grupa: G_NALEZNOSCI,
    route: '/uslugi/naleznosci-do-zaplaty-odpady',
    tag: 'gmina-naleznosci',
    attrs: { typ: 'odpady' },
    ...prot,
  },
  {
    id: 23,
    nazwa: 'Należności do zapłaty – woda i ścieki',
    grupa: G_NALEZNOSCI,
    route: '/uslugi/naleznosci-do-zaplaty-woda-i-scieki',
    tag: 'gmina-naleznosci',
    attrs: { typ: 'woda-i-scieki' },
    ...prot,
  },
  {
    id: 24,
    nazwa: 'Wyślij zgłoszenie',
    grupa: G_WODA,
    route: '/uslugi/wyslij-zgloszenie',
    tag: 'gmina-wyslij-zgloszenie',
    ...prot,
  },
  {
    id: 25,
    nazwa: 'Stan wodomierzy',
    grupa: G_WODA,
    route: '/uslugi/stan-wodomierzy',
    tag: 'gmina-stan-wodomierzy',
    ...prot,
  },
  {
    id: 26,
    nazwa: 'Należności do zapłaty – środek transportu',
    grupa: G_NALEZNOSCI,
    route: '/uslugi/naleznosci-do-zaplaty-srodek-transportu',
    tag: 'gmina-naleznosci',
    attrs: { typ: 'srodek-transportu' },
    ...prot,
  },
  {
    id: 27,
    nazwa: 'Aktualne zameldowanie',
    grupa: G_MIESZKANCY,
    route: '/uslugi/aktualne-zameldowanie-osoby',
    tag: 'gmina-aktualne-zameldowanie',
    chroniona: true,
    wymagany: 'osoba',
  },
  {
    id: 29,
    nazwa: 'Wymiar podatku',
    grupa: G_PODATKI,
    route: '/uslugi/wymiar-podatku',
    tag: 'gmina-wymiar-podatku',
    ...prot,
  },
  {
    id: 30,
    nazwa: 'Nieruchomości',
    grupa: G_PODATKI,
    route: '/uslugi/nieruchomosci-osoby',
    tag: 'gmina-nieruchomosci',
    ...prot,
  },
  {
    id: 32,
    nazwa: 'Opłaty lokalne',
    grupa: G_PODATKI,
    route: '/uslugi/oplaty-lokalne',
    tag: 'gmina-oplaty-lokalne',
    ...prot,
  },
  {
    id: 33,
    nazwa: 'Opłaty za zezwolenia',
    grupa: G_PODATKI,
    route: '/uslugi/oplaty-za-zezwolenia',
    tag: 'gmina-oplaty-za-zezwolenia',
    chroniona: true,
    wymagany: 'instytucja',
  },
  {
    id: 34,
    nazwa: 'Parametry opłat za odpady',
    grupa: G_PODATKI,
    route: '/uslugi/parametry-oplat-za-odpady-osoby',
    tag: 'gmina-parametry-oplat-za-odpady',
    ...prot,
  },
  {
    id: 35,
    nazwa: 'Zwroty akcyzy za olej napędowy',
    grupa: G_PODATKI,
    route: '/uslugi/zwroty-akcyzy-za-olej',
    tag: 'gmina-zwroty-akcyzy',
    ...prot,
  },
  {
    id: 36,
    nazwa: 'Wnioski o zwrot akcyzy za olej napędowy',
    grupa: G_PODATKI,
    route: '/uslugi/wnioski-o-zwroty-akcyzy-za-olej',
    tag: 'gmina-wnioski-o-zwroty-akcyzy',
    ...prot,
  },
  {
    id: 39,
    nazwa: 'Dane korespondencyjne',
    grupa: G_WODA,
    route: '/uslugi/dane-korespondencyjne',
    tag: 'gmina-dane-korespondencyjne',
    ...prot,
  },
  {
    id: 40,
    nazwa: 'Protokół wymiany wodomierza',
    grupa: G_WODA,
    route: '/uslugi/protokol-wymiany-wodomierza',
    tag: 'gmina-protokol-wymiany-wodomierza',
    ...prot,
  },
];

/** Whether the element of a service exists in this build, given the built tags (`elements.ts` keys). */
export const isBuilt = (u: Pick<UslugaWpis, 'tag'>, builtTags: readonly string[]): boolean =>
  builtTags.includes(u.tag);

export const uslugaByRoute = (path: string): UslugaWpis | undefined => uslugi.find((u) => u.route === path);
