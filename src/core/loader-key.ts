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
}

export const LOADER_KEY = Symbol.for('gmina.loader');
