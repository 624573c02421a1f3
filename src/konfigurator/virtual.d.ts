// Built by scripts/vite-konfigurator.ts from the registry and the portal's texts.
declare module 'virtual:gmina-uslugi' {
  const uslugi: import('./katalog.ts').UslugaElementu[];
  export default uslugi;
  /** Per language: the services list's group names by key and each service's name by id (the portal's texts). */
  export const nazwy: Record<string, { grupy: Record<string, string>; uslugi: Record<string, string> }>;
}
