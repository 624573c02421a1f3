declare const __GMINA_VERSION__: string;
declare const __GMINA_BUILD_YEAR__: number;

declare module 'virtual:gmina-chunk-map' {
  /** Per tag without `gmina-`: the hash of its chunk, then the chunks it imports, separated by spaces. */
  const map: Record<string, string>;
  export default map;
  /** The name of the first calls' chunk (`chunks/<name>.js`, src/pierwsze.ts). */
  export const pierwszePlik: string;
}

declare module 'virtual:gmina-pierwsze' {
  /**
   * Per tag: `*` for a protected element, then its first calls without the leading `/`, separated by `|`
   * (the declarations' `pierwsze`, scripts/vite-loader-map.ts).
   */
  const pierwsze: Record<string, string>;
  export default pierwsze;
  /**
   * Per tag and attribute, the chunks (`chunks/<name>.js`, names separated by spaces) of the lazy modules the
   * element's first screen needs with that attribute (the declarations' `modulyAtrybutow`); written by the build,
   * empty before it.
   */
  export const moduly: Record<string, Record<string, string> | undefined>;
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
