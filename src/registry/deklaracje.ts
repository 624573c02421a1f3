/**
 * Every widget's declaration (`src/widgets/<folder>/declaration.ts`, see `deklaracja.ts`), sorted by tag: the one
 * source of the registry. A bundle (the portal, the tests) gets them by `import.meta.glob` at build time; Node
 * (the contract server, the build scripts, the browser journeys) reads the folders and imports the files it
 * finds, through tsx when Node alone cannot load TypeScript (the bundled Vite configuration). Adding a widget
 * folder with its declaration adds it everywhere; no list is edited.
 */
import type { ApiDeklaracji, Deklaracja, ModulyAtrybutow, PierwszeDeklaracji } from './deklaracja.ts';

export interface DeklaracjaElementu extends Deklaracja {
  /** The module of the element (`src/widgets/<folder>/element.ts`, from the repository root; empty in the browser). */
  element: string;
  /** The contract's calls (the declaration's `api`); none in the browser bundle, which does not use them. */
  api: ApiDeklaracji;
  /** The calls the loader starts with the element's code (the declaration's `pierwsze`); none in the browser. */
  pierwsze: PierwszeDeklaracji;
  /**
   * Per attribute, the lazily imported modules its first screen needs (the declaration's `modulyAtrybutow`), as
   * paths from the repository root; none in the browser.
   */
  modulyAtrybutow: ModulyAtrybutow;
}

/** Where a folder keeps its declaration, beside its `element.ts`. */
export const PLIK_DEKLARACJI = 'declaration.ts';
const modulElementu = (folder: string) => `src/widgets/${folder}/element.ts`;
/** The declaration's `modulyAtrybutow`, its paths from the widget's folder made paths from the repository root. */
const zFolderu = (folder: string, moduly: ModulyAtrybutow = {}): ModulyAtrybutow =>
  Object.fromEntries(
    Object.entries(moduly).map(([atrybut, pliki]) => [
      atrybut,
      pliki.map((p) => `src/widgets/${folder}/${p.replace(/^\.\//, '')}`),
    ]),
  );

/** The patterns are written out in each call: `import.meta.glob` takes literals only. */
function zPaczki(): DeklaracjaElementu[] {
  const moduly = import.meta.glob<Deklaracja>('./*/declaration.ts', {
    base: '../widgets',
    eager: true,
    import: 'default',
  });
  // the element's module and the calls only where the server's code runs (the tests): the browser uses neither
  if (!import.meta.env.SSR)
    return Object.values(moduly).map((d) => ({
      ...d,
      element: '',
      api: [],
      pierwsze: [],
      modulyAtrybutow: {},
    }));
  const api: Record<
    string,
    { api?: ApiDeklaracji; pierwsze?: PierwszeDeklaracji; modulyAtrybutow?: ModulyAtrybutow }
  > = import.meta.glob('./*/declaration.ts', {
    base: '../widgets',
    eager: true,
  });
  return Object.entries(moduly).map(([sciezka, d]) => {
    const folder = sciezka.split('/').at(-2)!;
    return {
      ...d,
      element: modulElementu(folder),
      api: api[sciezka]?.api ?? [],
      pierwsze: api[sciezka]?.pierwsze ?? [],
      modulyAtrybutow: zFolderu(folder, api[sciezka]?.modulyAtrybutow),
    };
  });
}

async function zDysku(): Promise<DeklaracjaElementu[]> {
  const { readdirSync, existsSync } = process.getBuiltinModule('node:fs');
  const widgets = new URL('../widgets/', /* @vite-ignore */ import.meta.url);
  const folders = readdirSync(widgets, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(new URL(`${d.name}/${PLIK_DEKLARACJI}`, widgets)))
    .map((d) => d.name);
  type Modul = {
    default: Deklaracja;
    api?: ApiDeklaracji;
    pierwsze?: PierwszeDeklaracji;
    modulyAtrybutow?: ModulyAtrybutow;
  };
  const wczytaj = async (url: string): Promise<Modul> => {
    try {
      return (await import(/* @vite-ignore */ url)) as Modul;
    } catch (e) {
      if ((e as { code?: unknown }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw e;
      // plain Node (the bundled Vite configuration): tsx loads the TypeScript file
      const api = 'tsx/esm/api';
      const { tsImport } = (await import(/* @vite-ignore */ api)) as {
        tsImport: (s: string, parent: string) => Promise<Modul>;
      };
      return tsImport(url, import.meta.url);
    }
  };
  return Promise.all(
    folders.map(async (folder) => {
      const modul = await wczytaj(new URL(`${folder}/${PLIK_DEKLARACJI}`, widgets).href);
      return {
        ...modul.default,
        element: modulElementu(folder),
        api: modul.api ?? [],
        pierwsze: modul.pierwsze ?? [],
        modulyAtrybutow: zFolderu(folder, modul.modulyAtrybutow),
      };
    }),
  );
}

/** Every declaration with its element's module, sorted by tag. */
export const deklaracje: readonly DeklaracjaElementu[] = (import.meta.env ? zPaczki() : await zDysku()).sort(
  (a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0),
);
