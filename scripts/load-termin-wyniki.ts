/**
 * The figures of the deadline-day scenario (scripts/load-termin.ts), kept free of I/O so they are tested
 * (tests/load-termin.test.ts): percentiles of a step's times, a step's row, and the highest arrival rate whose
 * every step answered in time and without errors.
 */

/** The steps of a resident's visit, in order. */
export const KROKI = ['logowanie', 'naleznosci', 'karta', 'zlecenie', 'powiadomienie'] as const;
export type Krok = (typeof KROKI)[number];

/** The p-th percentile (0–100) by nearest rank: a time some call really took; NaN for no calls. */
export function percentyl(czasy: readonly number[], p: number): number {
  if (czasy.length === 0) return NaN;
  const posortowane = [...czasy].sort((a, b) => a - b);
  const pozycja = Math.ceil((p / 100) * posortowane.length);
  return posortowane[Math.min(posortowane.length, Math.max(1, pozycja)) - 1]!;
}

/** What one step of the visits of one arrival rate came to. */
export interface WynikKroku {
  krok: Krok;
  /** Calls answered as expected. */
  udane: number;
  /** Calls answered otherwise, failed or timed out (the resident's later steps are not made). */
  bledy: number;
  p50: number;
  p99: number;
}

/** The row of a step from the times of its answered calls (ms) and its number of errors. */
export function wynikKroku(krok: Krok, czasy: readonly number[], bledy: number): WynikKroku {
  const zaokraglony = (ms: number) => (Number.isNaN(ms) ? NaN : Math.round(ms));
  return {
    krok,
    udane: czasy.length,
    bledy,
    p50: zaokraglony(percentyl(czasy, 50)),
    p99: zaokraglony(percentyl(czasy, 99)),
  };
}

/** True when every step of an arrival rate was answered with p99 under `limitMs` and none failed. */
export const wTerminie = (kroki: readonly WynikKroku[], limitMs: number) =>
  kroki.length > 0 && kroki.every((k) => k.bledy === 0 && k.udane > 0 && k.p99 < limitMs);

/**
 * The highest arrival rate (residents a second) whose steps were all in time, taken from the lowest rate up:
 * a rate above one that failed does not count (a lucky run past the knee is no capacity). Null when none was.
 */
export function najwyzszaStawka(
  stopnie: readonly { stawka: number; kroki: readonly WynikKroku[] }[],
  limitMs: number,
): number | null {
  let najwyzsza: number | null = null;
  for (const s of [...stopnie].sort((a, b) => a.stawka - b.stawka)) {
    if (!wTerminie(s.kroki, limitMs)) break;
    najwyzsza = s.stawka;
  }
  return najwyzsza;
}
