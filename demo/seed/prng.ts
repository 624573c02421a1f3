/**
 * Seeded pseudo-random numbers for the demo data (DESIGN.md §4: generated deterministically), on the server's
 * generator (server/prng.ts): the same seed always gives the same database.
 */
import { stream, type Random } from '../../server/prng.ts';

export type { Random };

/** The one seed of the demo gmina. Change it and every generated figure changes. */
export const DEMO_SEED = 0x5a1e7a;

/** A generator for one named stream of the demo data, e.g. `streamFor('budzet:dochody:2024')`. */
export function streamFor(label: string, seed = DEMO_SEED): Random {
  return stream(label, seed);
}

export const between = (rnd: Random, min: number, max: number): number => min + (max - min) * rnd();
export const chance = (rnd: Random, p: number): boolean => rnd() < p;
