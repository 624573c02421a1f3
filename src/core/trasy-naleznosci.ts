/**
 * The detail route of each kind of dues card (spec 02 §2) and a card's address there: what the dues list and the
 * overview of everything owed open a card with. A module of its own, outside `src/core/rules/`: both elements load
 * it with their first chunk, so it sits in the shared chunk rather than pulling the dues rules into the overview's
 * page (size budgets, docs/development.md).
 */
import type { Aplikacja } from './api/naleznosci.ts';

export const trasySzczegolow = {
  OPLATY_LOKALNE: '/naleznosci-oplaty-lokalne',
  OPLATY_PSY: '/naleznosci-oplaty-psy',
  PODATKI_GMINNE: '/naleznosci-podatki-gminne',
  SRODKI_TRANSPORTU: '/naleznosci-podatek-od-srodkow-transportu',
  WODA_SCIEKI: '/naleznosci-oplaty-za-wode-i-scieki',
  ODPADY: '/naleznosci-oplaty-za-usuwanie-odpadow',
} as const satisfies Record<Aplikacja, string>;

/** A card's detail: its kind's route with the card and its kind of subject (the route leads to the list otherwise). */
export const trasaKarty = (aplikacja: Aplikacja, idKarty: number, czyInstytucja: boolean) =>
  `${trasySzczegolow[aplikacja]}?karta=${idKarty}&instytucja=${czyInstytucja}`;
