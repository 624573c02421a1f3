declare const __GMINA_VERSION__: string;
declare const __GMINA_BUILD_YEAR__: number;

declare module 'virtual:gmina-chunk-map' {
  const map: Record<string, string[]>;
  export default map;
}
