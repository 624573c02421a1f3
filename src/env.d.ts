declare const __GMINA_VERSION__: string;
declare const __GMINA_BUILD_YEAR__: number;

declare module 'virtual:gmina-chunk-map' {
  /** Per tag without `gmina-`: the hash of its chunk, then the chunks it imports, separated by spaces. */
  const map: Record<string, string>;
  export default map;
}

declare module 'virtual:gmina-deklaracja' {
  /** The importing widget's own declaration (src/widgets/<folder>/declaration.ts): tag and access rules. */
  const deklaracja: {
    tag: string;
    chroniona: boolean;
    wymagany: import('./registry/deklaracja.ts').Wymagany;
  };
  export default deklaracja;
}
