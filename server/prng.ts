/**
 * Seeded pseudo-random numbers: mulberry32 is tiny, fast and good enough for pictures and fake figures; each
 * label gets its own independent stream, and the same label and seed always give the same numbers. The server
 * draws the meter photos of a replacement protocol with it (routes/woda-protokol.ts); the demo's seed its data.
 */

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

/** 32-bit FNV-1a of a label, so each label gets its own stream. */
export function hashLabel(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The generator of one named stream under `seed`, e.g. `stream('woda:zdjecie:ZD-1', seed)`. */
export const stream = (label: string, seed: number): Random => mulberry32(hashLabel(label) ^ seed);
