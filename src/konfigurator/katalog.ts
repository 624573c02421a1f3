/**
 * The configurator's list of elements, built from the generated `custom-elements.json` (scripts/manifest.mjs):
 * an element added to the registry appears here with no change to the configurator. The registry's services
 * list gives each element its group and says whether the reader logs in inside the widget.
 */

/** The parts of a Custom Elements Manifest (schema 2.0.0) the configurator reads. */
export interface Manifest {
  modules: {
    declarations?: {
      tagName?: string;
      summary?: string;
      attributes?: { name: string; type?: { text: string }; description?: string }[];
      cssProperties?: { name: string; description?: string }[];
      cssParts?: { name: string; description?: string }[];
    }[];
  }[];
}

/** One service of the registry as the configurator needs it (virtual:gmina-uslugi, built from uslugi.ts). */
export interface UslugaElementu {
  /** Service id of the spec (uslugaId). */
  id: number;
  tag: string;
  /** Key of the group (grupyUslug in src/registry/uslugi.ts). */
  grupa: string;
  chroniona: boolean;
  attrs?: Record<string, string>;
}

export interface Atrybut {
  name: string;
  description: string;
  /** Allowed values when the manifest's type is an enumeration of strings; otherwise a free value. */
  values: string[] | null;
}

export interface Element {
  tag: string;
  summary: string;
  /** The reader logs in inside the widget (a protected service of the registry). */
  chroniony: boolean;
  /** Attributes the editor sets (api and lang are set by the snippet's script tag and the language choice). */
  attributes: Atrybut[];
  /** Attribute values of the element's first service, as a starting point. */
  start: Record<string, string>;
  /** Ids of the services of the list this element renders. */
  uslugi: number[];
}

export interface Grupa {
  /** Key of the services list's group, or `inne` for elements that are no service of the list. */
  klucz: string;
  elements: Element[];
}

export const INNE = 'inne';
const SET_ELSEWHERE = new Set(['api', 'lang']);

/** `"a" | "b"` → ['a', 'b']; any other type (string, number, …) → null. */
export function enumValues(type: string | undefined): string[] | null {
  if (!type) return null;
  const parts = type.split('|').map((p) => p.trim());
  const values = parts.map((p) => /^"([^"]*)"$/.exec(p)?.[1]);
  return values.every((v): v is string => v !== undefined) ? values : null;
}

/**
 * Groups in the services list's order (the registry's), each with its public elements first and its protected
 * ones after; elements that are no service of the list (contact, account, portal…) come last, under `inne`.
 */
export function katalog(manifest: Manifest, uslugi: readonly UslugaElementu[]): Grupa[] {
  const groupOrder = [...new Set(uslugi.map((u) => u.grupa)), INNE];
  const byGroup = new Map<string, Element[]>(groupOrder.map((g) => [g, []]));
  for (const mod of manifest.modules) {
    for (const d of mod.declarations ?? []) {
      if (!d.tagName) continue;
      const services = uslugi.filter((u) => u.tag === d.tagName);
      const grupa = services[0]?.grupa ?? INNE;
      byGroup.get(grupa)!.push({
        tag: d.tagName,
        summary: d.summary ?? '',
        chroniony: services.some((u) => u.chroniona),
        attributes: (d.attributes ?? [])
          .filter((a) => !SET_ELSEWHERE.has(a.name))
          .map((a) => ({ name: a.name, description: a.description ?? '', values: enumValues(a.type?.text) })),
        start: { ...services[0]?.attrs },
        uslugi: services.map((u) => u.id),
      });
    }
  }
  return groupOrder
    .map((klucz) => ({
      klucz,
      // stable sort: the manifest's order within public and within protected
      elements: byGroup.get(klucz)!.sort((a, b) => Number(a.chroniony) - Number(b.chroniony)),
    }))
    .filter((g) => g.elements.length > 0);
}

/** The theme tokens every element documents (the manifest's CSS properties, from src/ui/base.css). */
export function tokens(manifest: Manifest): { name: string; description: string }[] {
  const first = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.cssProperties?.length);
  return (first?.cssProperties ?? []).map((p) => ({ name: p.name, description: p.description ?? '' }));
}
