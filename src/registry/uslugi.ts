/**
 * The registry of the product: every service of spec 01 §2 and spec 02 §2 with its element, attributes,
 * portal route and access rules, derived from the widgets' declarations (`deklaracje.ts`). The portal's routes,
 * the contract server's services list and guards, `custom-elements.json` and the README catalogue read it; the
 * loader uses `elements.ts` (at run time the loader hands the built tags over as `loaderInfo().tags`).
 */
import { grupyUslug, type Deklaracja, type StronaDeklaracji, type Wymagany } from './deklaracja.ts';
import { deklaracje } from './deklaracje.ts';

export { grupyUslug, type Wymagany } from './deklaracja.ts';

export interface UslugaWpis {
  /** Service id of the spec (uslugaId). */
  id: number;
  /** Polish name as the services list shows it. */
  nazwa: string;
  /** Group on the services list (its Polish name). */
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
  /** Paths of the contract's calls the service makes (the declaration's `api`; empty in the browser bundle). */
  api: readonly string[];
}

/** Every service, by id. */
export const uslugi: readonly UslugaWpis[] = deklaracje
  .flatMap((d) =>
    (d.uslugi ?? []).map((u): UslugaWpis => ({
      id: u.id,
      nazwa: u.nazwa,
      grupa: grupyUslug[u.grupa],
      route: u.route,
      tag: d.tag,
      ...(u.attrs ? { attrs: { ...u.attrs } } : {}),
      chroniona: d.chroniona ?? false,
      wymagany: d.wymagany ?? null,
      api: Array.isArray(d.api) ? d.api : ((d.api as Record<number, readonly string[]>)[u.id] ?? []),
    })),
  )
  .sort((a, b) => a.id - b.id);

/** Whether the element of a service exists in this build, given the built tags (`elements.ts` keys). */
export const isBuilt = (u: Pick<UslugaWpis, 'tag'>, builtTags: readonly string[]): boolean =>
  builtTags.includes(u.tag);

export const uslugaByRoute = (path: string): UslugaWpis | undefined => uslugi.find((u) => u.route === path);

/** A page of the portal's shell shown by an element (account pages, contact, documents, dues). */
export interface StronaWpis extends StronaDeklaracji {
  tag: string;
}

/** The shell's pages shown by an element, by route. */
export const stronyElementow: Readonly<Record<string, StronaWpis>> = Object.fromEntries(
  deklaracje.flatMap((d: Deklaracja) => (d.strony ?? []).map((s) => [s.route, { ...s, tag: d.tag }])),
);
