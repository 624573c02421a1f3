declare const __GMINA_VERSION__: string;
declare const __GMINA_BUILD_YEAR__: number;

declare module 'virtual:gmina-chunk-map' {
  /** Per tag without `gmina-`: the hash of its chunk, then the chunks it imports, separated by spaces. */
  const map: Record<string, string>;
  export default map;
}
