/**
 * Tag → source module that defines that tag: the part of the registry the loader needs, derived from the
 * widgets' declarations (`src/widgets/<folder>/element.ts` beside each `declaration.ts`) and the portal.
 * Each module becomes its own hashed chunk; at build time `scripts/vite-loader-map.ts` writes into the loader,
 * per tag, that chunk and the chunks it imports, so the loader fetches them in parallel with no preload helper
 * of its own.
 */
import { deklaracje } from './deklaracje.ts';

export const elementSources: Readonly<Record<string, string>> = {
  'gmina-portal': 'src/host/element.ts',
  ...Object.fromEntries(deklaracje.map((d) => [d.tag, d.element])),
};

export type BuiltTag = string;
export const builtTags = Object.keys(elementSources);
