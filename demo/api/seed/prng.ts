/**
 * Seeded pseudo-random numbers for the demo data (DESIGN.md §4: generated deterministically). mulberry32 is
 * tiny, fast and good enough for fake figures; the same seed always gives the same database.
 */

/** The one seed of the demo gmina. Change it and every generated figure changes. */
export const DEMO_SEED = 0x5a1e7a;

export type Random = () => number;

export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 32-bit FNV-1a of a label, so each data set (and year) gets its own independent stream. */
export function hashLabel(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A generator for one named stream of the demo data, e.g. `streamFor('budzet:dochody:2024')`. */
export function streamFor(label: string, seed = DEMO_SEED): Random {
  return mulberry32(hashLabel(label) ^ seed);
}

export const between = (rnd: Random, min: number, max: number): number => min + (max - min) * rnd();
export const chance = (rnd: Random, p: number): boolean => rnd() < p;
