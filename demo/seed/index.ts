/**
 * Demo data for the fictional gmina (DESIGN.md §4): generated from a fixed seed, once per data set.
 * Each set is recorded in `dane_demo` after it is complete; a set missing there is (re)generated from a clean
 * table, so opening the same database again never duplicates rows.
 */
import type { Db } from '../../server/db.ts';
import { seedBudzet } from './budzet.ts';
import { seedPojazdyMeldunki } from './pojazdy-meldunki.ts';
import { seedPowloka, seedUrzad } from './powloka.ts';
import { seedKatalogiJezyki, seedTresci } from './tresci.ts';
import { seedWyboryRejestry } from './wybory-rejestry.ts';
import { seedStatystykiEl } from './statystyki-el.ts';
import { seedKonto } from './konto.ts';
import { seedNaleznosci } from './naleznosci.ts';
import { seedPodatki } from './podatki.ts';
import { seedOplatyIZwroty } from './oplaty-i-zwroty.ts';
import { datePartsOf } from '../../src/core/dates.ts';
import { dzienUrzedu } from '../../server/dzien-urzedu.ts';
import { seedWoda } from './woda.ts';
import { seedDokumenty, seedWyborUslug } from './dokumenty.ts';

const zestawy: { nazwa: string; generuj: (db: Db) => Promise<void> }[] = [
  { nazwa: 'powloka', generuj: seedPowloka },
  { nazwa: 'budzet', generuj: seedBudzet },
  { nazwa: 'tresci', generuj: seedTresci },
  { nazwa: 'katalogi-jezyki', generuj: seedKatalogiJezyki },
  { nazwa: 'pojazdy-meldunki', generuj: (db) => seedPojazdyMeldunki(db) },
  { nazwa: 'wybory-rejestry', generuj: (db) => seedWyboryRejestry(db) },
  { nazwa: 'statystyki-el', generuj: seedStatystykiEl },
  { nazwa: 'konto', generuj: seedKonto },
  { nazwa: 'naleznosci', generuj: (db) => seedNaleznosci(db) },
  { nazwa: 'podatki', generuj: (db) => seedPodatki(db) },
  { nazwa: 'oplaty-i-zwroty', generuj: (db) => seedOplatyIZwroty(db, datePartsOf(dzienUrzedu())) },
  { nazwa: 'woda', generuj: (db) => seedWoda(db) },
  { nazwa: 'dokumenty', generuj: seedDokumenty },
];

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
