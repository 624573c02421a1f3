import { describe, expect, it } from 'vitest';
import { countAnnouncement, countLevel, COUNT_THRESHOLDS } from './character-count.ts';

/** The announcements of typing from `from` characters left down to `to`, one key at a time. */
function typing(from: number, to: number, step = -1): number[] {
  const said: number[] = [];
  let current: number | null = null;
  for (let left = from; left !== to; left += step) {
    const next = countAnnouncement(left, left + step, current);
    if (next !== null && next !== current) said.push(next);
    current = next;
  }
  return said;
}

describe('character counter announcements (issue 27 item 12)', () => {
  it('are made at 100, 50, 20, 10 and 0 characters left, not at every key', () => {
    expect(COUNT_THRESHOLDS).toEqual([100, 50, 20, 10, 0]);
    expect(typing(1000, 0)).toEqual([100, 50, 20, 10, 0]);
  });

  it('say the count reached when a paste jumps past a threshold', () => {
    expect(countAnnouncement(120, 43, null)).toBe(43);
    expect(countAnnouncement(43, 42, 43)).toBe(43);
  });

  it('fall silent when the text moves back away from a threshold, so reaching it again is heard', () => {
    expect(countAnnouncement(100, 101, 100)).toBeNull();
    expect(countAnnouncement(101, 100, null)).toBe(100);
  });

  it('say nothing while far from the limit', () => {
    expect(typing(1000, 101)).toEqual([]);
    expect(countLevel(101)).toBe(0);
    expect(countLevel(100)).toBe(1);
    expect(countLevel(0)).toBe(5);
  });
});
