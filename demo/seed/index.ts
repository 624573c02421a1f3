/**
 * Demo data for the fictional gmina (DESIGN.md §4): generated from a fixed seed, once per data set.
 * Each set is recorded in `dane_demo` after it is complete; a set missing there is (re)generated from a clean
 * table, so opening the same database again never duplicates rows.
 *
 * The sets are found, not listed: each module of this folder that exports `zestawy` declares its sets (name, the
 * sets it needs made first, the generator), read from the folder when this module loads (the demo runs from its
 * sources, as server/routes/index.ts explains). Adding a set is adding its module.
 */
import { readdirSync } from 'node:fs';
import type { Db } from '../../server/db.ts';
import { seedUrzad } from './powloka.ts';
import { seedWyborUslug } from './dokumenty.ts';

/** A data set of the demo, declared by its module as one of `export const zestawy: readonly ZestawDemo[]`. */
export interface ZestawDemo {
  /** Its name in `dane_demo`. */
  nazwa: string;
  /** The sets whose rows it reads or must not be wiped by: generated before it. */
  po: readonly string[];
  generuj: (db: Db) => Promise<void>;
}

/**
 * Orders the sets so that each comes after the sets it needs (`po`), otherwise in the order found (file name, then
 * declaration). A name needed but not declared, a name declared twice or a cycle stops the start.
 */
export function uporzadkujZestawy(zestawy: readonly ZestawDemo[]): ZestawDemo[] {
  const wgNazwy = new Map<string, ZestawDemo>();
  for (const z of zestawy) {
    if (wgNazwy.has(z.nazwa)) throw new Error(`demo/seed: the data set "${z.nazwa}" is declared twice`);
    wgNazwy.set(z.nazwa, z);
  }
  const wynik: ZestawDemo[] = [];
  const stan = new Map<string, 'w toku' | 'gotowy'>();
  const odwiedz = (z: ZestawDemo, droga: readonly string[]) => {
    if (stan.get(z.nazwa) === 'gotowy') return;
    if (stan.get(z.nazwa) === 'w toku')
      throw new Error(`demo/seed: the data sets need each other: ${[...droga, z.nazwa].join(' → ')}`);
    stan.set(z.nazwa, 'w toku');
    for (const nazwa of z.po) {
      const potrzebny = wgNazwy.get(nazwa);
      if (!potrzebny)
        throw new Error(`demo/seed: the data set "${z.nazwa}" needs "${nazwa}", which no module declares`);
      odwiedz(potrzebny, [...droga, z.nazwa]);
    }
    stan.set(z.nazwa, 'gotowy');
    wynik.push(z);
  };
  for (const z of zestawy) odwiedz(z, []);
  return wynik;
}

/** Every data set of this folder, in the order they are made. */
export const zestawy: readonly ZestawDemo[] = uporzadkujZestawy(
  (
    await Promise.all(
      readdirSync(import.meta.dirname)
        .filter((f) => /^[a-z0-9-]+\.ts$/.test(f) && f !== 'index.ts')
        .sort()
        .map(
          async (f) =>
            ((await import(/* @vite-ignore */ `./${f}`)) as { zestawy?: readonly ZestawDemo[] }).zestawy ??
            [],
        ),
    )
  ).flat(),
);

/**
 * The demo step of opening the database (`openDatabase({seed: seedDemoData})`), after the migrations and the
 * server's default settings: the demo office's name and contact, then each data set not made yet.
 */
export async function seedDemoData(db: Db): Promise<string[]> {
  await seedUrzad(db);
  await seedWyborUslug(db);
  const { rows } = await db.query<{ nazwa: string }>('SELECT nazwa FROM dane_demo');
  const gotowe = new Set(rows.map((r) => r.nazwa));
  const wygenerowane: string[] = [];
  for (const z of zestawy) {
    if (gotowe.has(z.nazwa)) continue;
    await z.generuj(db);
    await db.query('INSERT INTO dane_demo (nazwa) VALUES ($1)', [z.nazwa]);
    wygenerowane.push(z.nazwa);
  }
  return wygenerowane;
}
