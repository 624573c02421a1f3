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
  'gmina-statusy-mieszkancow': 'src/widgets/statusy-mieszkancow/element.ts',
  'gmina-najpopularniejsze-imiona': 'src/widgets/najpopularniejsze-imiona/element.ts',
  'gmina-imiona-wg-roku': 'src/widgets/imiona-wg-roku/element.ts',
  'gmina-panel-uzytkownika': 'src/widgets/panel/element.ts',
  'gmina-zmiana-hasla': 'src/widgets/panel/zmiana-hasla.element.ts',
  'gmina-zmiana-email': 'src/widgets/panel/zmiana-email.element.ts',
  'gmina-sesja': 'src/widgets/sesja/element.ts',
  'gmina-podmiot': 'src/widgets/podmiot/element.ts',
} as const satisfies Record<string, string>;

export type BuiltTag = keyof typeof elementSources;
export const builtTags = Object.keys(elementSources) as BuiltTag[];
