/** What the loader leaves on the page for the chunks it loads (kept dependency-free: the loader imports it). */
export interface LoaderInfo {
  version: string;
  src: string;
  data: Record<string, string>;
  /**
   * Loads (once) the chunk that defines a tag; the portal uses it for the elements of its routes. Never rejects:
   * whether the tag is defined afterwards says whether it worked, and a failed load is tried again next time.
   */
  load: (tag: string) => Promise<unknown>;
  /** Tags this bundle can define. */
  tags: string[];
  /**
   * The first calls started with the elements' code (issue 30, src/pierwsze.ts), by address (query sorted): when
   * started, the Authorization they carry, the answer.
   */
  wstepne?: Map<string, { start: number; authorization: string | null; odpowiedz: Promise<Response> }>;
  /** Starts an element's first calls (set by src/pierwsze.ts when the loader has imported it). */
  zacznij?: (el: Element) => void;
  /** The answer of such a call for a GET of `url` with `init`, given once; else undefined (ask the server). */
  wstepna?: (url: string, init?: RequestInit) => Promise<Response> | undefined;
}

export const LOADER_KEY = Symbol.for('gmina.loader');
