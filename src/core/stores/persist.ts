import { persistentAtom } from '@nanostores/persistent';

/**
 * Values the spec keeps in local storage (spec 01 §3 "Values kept in local storage"), all under one prefix
 * so an office page's own keys never collide with ours. Absent or empty values are removed rather than
 * stored as empty strings (spec 01 §4: empty field values are stored as null).
 */
export const STORAGE_PREFIX = 'gmina:';

export function persistentString(name: string) {
  return persistentAtom<string | undefined>(STORAGE_PREFIX + name, undefined, {
    encode: (v) => (v ? v : undefined),
    decode: (s) => s,
  });
}

export function persistentFlag(name: string) {
  return persistentAtom<boolean>(STORAGE_PREFIX + name, false, {
    encode: (v) => (v ? 'true' : undefined),
    decode: (s) => s === 'true',
  });
}

export function persistentNumber(name: string) {
  return persistentAtom<number | undefined>(STORAGE_PREFIX + name, undefined, {
    encode: (v) => (v === undefined ? undefined : String(v)),
    decode: (s) => {
      const n = Number(s);
      return Number.isFinite(n) ? n : undefined;
    },
  });
}
