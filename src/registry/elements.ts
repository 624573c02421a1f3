/**
 * Tag → source module that defines that tag: the part of the registry the loader needs, kept apart from the
 * service table (`uslugi.ts`). Each module becomes its own hashed chunk; at build time `scripts/vite-loader-map.ts`
 * writes into the loader, per tag, that chunk and the chunks it imports, so the loader fetches them in
 * parallel with no preload helper of its own. A tag absent here is not built yet.
 */
export const elementSources = {
  'gmina-budzet': 'src/widgets/budzet/element.ts',
  'gmina-liczba-pojazdow': 'src/widgets/liczba-pojazdow/element.ts',
  'gmina-stawki-pojazdow': 'src/widgets/stawki-pojazdow/element.ts',
  'gmina-liczba-mieszkancow-wyborcow': 'src/widgets/liczba-mieszkancow-wyborcow/element.ts',
  'gmina-zameldowania-wg-plci-wieku': 'src/widgets/zameldowania/element.ts',
  'gmina-portal': 'src/host/element.ts',
  'gmina-listy-wyborcze': 'src/widgets/listy-wyborcze/element.ts',
  'gmina-kontakt': 'src/widgets/kontakt/element.ts',
  'gmina-statusy-i-rejestry': 'src/widgets/statusy-i-rejestry/element.ts',
  /** `/dokumenty`: the office's PDF documents (issue 15). */
  'gmina-dokumenty': 'src/widgets/dokumenty/element.ts',
  'gmina-statusy-mieszkancow': 'src/widgets/statusy-mieszkancow/element.ts',
  'gmina-najpopularniejsze-imiona': 'src/widgets/najpopularniejsze-imiona/element.ts',
  'gmina-imiona-wg-roku': 'src/widgets/imiona-wg-roku/element.ts',
  /** Login page (`/logowanie`, `/uzytkownicy/login2FA`): the form shared with the inline login. */
  'gmina-logowanie': 'src/widgets/logowanie/element.ts',
  /** Protected account summary with the inline login (`LoginGate`) for CMS pages. */
  'gmina-moje-konto': 'src/widgets/logowanie/moje-konto.element.ts',
  /** `/return-url-ok`: end of an identity login (token and link). */
  'gmina-logowanie-zewnetrzne': 'src/widgets/logowanie/logowanie-zewnetrzne.element.ts',
  /** `/return-url-blad`: failed identity login (trescBledu) above the login form. */
  'gmina-blad-logowania': 'src/widgets/logowanie/blad-logowania.element.ts',
  /** `/rejestracja`: registration with consents. */
  'gmina-rejestracja': 'src/widgets/rejestracja/element.ts',
  /** `/reset-haslo`: password reminder. */
  'gmina-przypomnienie-hasla': 'src/widgets/rejestracja/przypomnienie-hasla.element.ts',
  /** `/reset-link`: activation-link resend. */
  'gmina-link-aktywacyjny': 'src/widgets/rejestracja/link-aktywacyjny.element.ts',
  /** `/nowe-haslo?link=`: set a password by link. */
  'gmina-nowe-haslo': 'src/widgets/rejestracja/nowe-haslo.element.ts',
  /** `/aktywacja-return-url?hash=`: account activation. */
  'gmina-aktywacja': 'src/widgets/rejestracja/aktywacja.element.ts',
  /** `/return-url-potwierdz?data=&link=`: registration confirmation after an identity login. */
  'gmina-potwierdzenie-danych': 'src/widgets/rejestracja/potwierdzenie-danych.element.ts',
  'gmina-panel-uzytkownika': 'src/widgets/panel/element.ts',
  'gmina-zmiana-hasla': 'src/widgets/panel/zmiana-hasla.element.ts',
  'gmina-zmiana-email': 'src/widgets/panel/zmiana-email.element.ts',
  'gmina-sesja': 'src/widgets/sesja/element.ts',
  'gmina-podmiot': 'src/widgets/podmiot/element.ts',
  /** Dues list and card details (services 17–20, 22, 23, 26; /lista-naleznosci and the detail routes). */
  'gmina-naleznosci': 'src/widgets/naleznosci/element.ts',
  /** Online payment history (service 21). */
  'gmina-historia-platnosci': 'src/widgets/historia-platnosci/element.ts',
  /** Protected list services of spec 02 (issue 18): 14, 27, 29, 30. */
  'gmina-wykaz-pojazdow': 'src/widgets/wykaz-pojazdow/element.ts',
  'gmina-aktualne-zameldowanie': 'src/widgets/aktualne-zameldowanie/element.ts',
  'gmina-wymiar-podatku': 'src/widgets/wymiar-podatku/element.ts',
  'gmina-nieruchomosci': 'src/widgets/nieruchomosci/element.ts',
  'gmina-oplaty-lokalne': 'src/widgets/oplaty-lokalne/element.ts',
  'gmina-oplaty-za-zezwolenia': 'src/widgets/oplaty-za-zezwolenia/element.ts',
  'gmina-parametry-oplat-za-odpady': 'src/widgets/parametry-oplat-za-odpady/element.ts',
  'gmina-zwroty-akcyzy': 'src/widgets/zwroty-akcyzy/element.ts',
  'gmina-wnioski-o-zwroty-akcyzy': 'src/widgets/zwroty-akcyzy/wnioski.element.ts',
  'gmina-faktury-woda': 'src/widgets/faktury-woda/element.ts',
  'gmina-odczyt-licznikow': 'src/widgets/odczyt-licznikow/element.ts',
  'gmina-stan-wodomierzy': 'src/widgets/stan-wodomierzy/element.ts',
  'gmina-wyslij-zgloszenie': 'src/widgets/wyslij-zgloszenie/element.ts',
  'gmina-dane-korespondencyjne': 'src/widgets/dane-korespondencyjne/element.ts',
  'gmina-protokol-wymiany-wodomierza': 'src/widgets/protokol-wymiany-wodomierza/element.ts',
} as const satisfies Record<string, string>;

export type BuiltTag = keyof typeof elementSources;
export const builtTags = Object.keys(elementSources) as BuiltTag[];
