/**
 * The shape of a widget's declaration: each folder of `src/widgets/` holds one element, and its
 * `declaration.ts` says everything the rest of the product needs to know of it — its tag, the services of the
 * spec it renders (id, name, group, portal route, attributes), the portal pages that show it, whether it needs
 * login and which kind of subject — and, in its named export `api`, the contract's calls its services make. The registry (`uslugi.ts`, `elements.ts`), the
 * portal's routes, the loader's map, the manifest, the README catalogue and the contract server's guards are
 * derived from the declarations (`deklaracje.ts`). Declarations are plain data: they import nothing at run time,
 * because the portal, the server and the build scripts all read them.
 */

/** Kind of subject a service needs, if any (spec 02 §6). */
export type Wymagany = 'instytucja' | 'osoba' | null;

/** Groups of the services list (spec 01 §2), by key, with their Polish names. */
export const grupyUslug = {
  budzet: 'Budżet gminy',
  mieszkancy: 'Mieszkańcy i wybory',
  pojazdy: 'Pojazdy',
  naleznosci: 'Należności i płatności',
  woda: 'Woda i ścieki',
  podatki: 'Podatki i opłaty lokalne',
} as const;
export type GrupaUslug = keyof typeof grupyUslug;

/** A service of the spec's services list (spec 01 §2, spec 02 §2) rendered by the element. */
export interface UslugaDeklaracji {
  /** Service id of the spec (uslugaId). */
  id: number;
  /** Polish name as the services list shows it. */
  nazwa: string;
  /** Group on the services list. */
  grupa: GrupaUslug;
  /** Portal route (spec 01 §2, spec 02 §2). */
  route: string;
  /** Attributes the portal sets on the element for this service. */
  attrs?: Readonly<Record<string, string>>;
}

/**
 * Paths of the contract's calls the element's services make (`src/core/api/`), the declaration's named export
 * `api`: one list when every service of the element makes the same calls, else one per service id. A call
 * answers 503 while every service using it is in its technical break (spec 01 §4), and the server's guard of a
 * protected call asks for the kind of subject of the services using it. Kept out of the default export so that
 * the browser bundle, which does not need them, leaves them out.
 */
export type ApiDeklaracji = readonly string[] | Readonly<Record<number, readonly string[]>>;

/**
 * The calls the element makes first, the declaration's named export `pierwsze` (issue 30): the loader starts them
 * while the element's chunks download, and the element's first load takes their answers from there, once
 * (`src/loader.ts`, `src/core/api/client.ts`). Only calls whose address the loader can know before any code of
 * the element runs: a path of the element's `api` and a query whose values are
 * - `{podmiot}`: the stored current subject, `pesel=…` or `nip=…` (a call with it waits for no subject list);
 * - `{name}`: the element's attribute `name` (the call is not started without it);
 * - `{!name}`: nothing, and the call is started only when the element has no attribute `name`.
 *
 * `/konfiguracja` is started for every element; a protected element (`chroniona`) also gets the account's
 * `/uzytkownik/userInfo` and `/lista-podmiotow` first, and its calls start only with a stored, unexpired session.
 */
export type PierwszeDeklaracji = readonly string[];

/**
 * Per attribute, the modules the element imports lazily but needs for its first screen when it has that attribute,
 * the declaration's named export `modulyAtrybutow` (issue 30), as paths from the widget's folder: the dues card's
 * detail (`karta`). The build finds their chunks and src/pierwsze.ts has them fetched beside the element's own
 * (`modulepreload`) when the element has the attribute, instead of after its first render.
 */
export type ModulyAtrybutow = Readonly<Record<string, readonly string[]>>;

/** A page of the portal's shell (not of the services list) that shows the element. */
export interface StronaDeklaracji {
  route: string;
  /** Key of the page's title in the portal's texts. */
  tytul: string;
  /**
   * The page needs login (a logged-out visitor goes to /logowanie, the target remembered): `konto` — any
   * account, a restricted one too (its own account pages); `usluga` — as a protected service: the target kept
   * with its query, a restricted account sent to its panel.
   */
  logowanie?: 'konto' | 'usluga';
  /** Attributes set on the element; a value `?name` is the query parameter `name` (empty when absent). */
  attrs?: Readonly<Record<string, string>>;
}

export interface Deklaracja {
  /** The custom element: `gmina-` and the name of its folder. */
  tag: `gmina-${string}`;
  /** Needs login (spec 01 §6); absent: public. */
  chroniona?: boolean;
  /** Kind of subject the element's services need (spec 02 §6); absent: any. */
  wymagany?: Exclude<Wymagany, null>;
  uslugi?: readonly UslugaDeklaracji[];
  strony?: readonly StronaDeklaracji[];
}
