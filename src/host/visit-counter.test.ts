import { describe, expect, it } from 'vitest';
import { visitCounted, visitCounterQuery } from './visit-counter.ts';

/** sessionStorage's part the counter uses, kept in a Map (the unit tests run without a DOM). */
function fakeStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
}

describe('visit counter (spec 01 §3, §7; issue 12 item 9)', () => {
  it('counts the first page of a browser session only; reloads read the counter', () => {
    const s = fakeStorage();
    expect(visitCounterQuery(s)).toEqual({});
    expect(visitCounterQuery(s)).toEqual({});
    visitCounted(s);
    expect(visitCounterQuery(s)).toEqual({ nowaWizyta: 'false' });
    expect(visitCounterQuery(fakeStorage())).toEqual({});
  });

  it('counts when the browser refuses session storage', () => {
    const s = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(visitCounterQuery(s)).toEqual({});
    expect(() => visitCounted(s)).not.toThrow();
  });
});
