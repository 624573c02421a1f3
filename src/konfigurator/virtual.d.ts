// Built by vite.config.ts from src/registry/uslugi.ts: each service's element, group key and protection.
declare module 'virtual:gmina-uslugi' {
  const uslugi: import('./katalog.ts').UslugaElementu[];
  export default uslugi;
}
