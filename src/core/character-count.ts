/**
 * When the remaining-characters counter is announced (issue 27 item 12, after GOV.UK's character count): a
 * screen reader hears it as the text nears the limit — at 100, 50, 20, 10 and 0 characters left — instead of
 * after every key. The visible count still follows every key.
 */
export const COUNT_THRESHOLDS: readonly number[] = [100, 50, 20, 10, 0];

/** How near the limit `left` is: how many thresholds it has reached. */
export const countLevel = (left: number, thresholds = COUNT_THRESHOLDS): number =>
  thresholds.filter((t) => left <= t).length;

/**
 * The count the live region says after the count left went from `before` to `left`, given what it says now
 * (`current`, null for nothing): the new count when a threshold was reached; nothing when the text moved back
 * away from one (so reaching it again is heard again); else unchanged.
 */
export function countAnnouncement(
  before: number,
  left: number,
  current: number | null,
  thresholds = COUNT_THRESHOLDS,
): number | null {
  const from = countLevel(before, thresholds);
  const to = countLevel(left, thresholds);
  if (to > from) return left;
  if (to < from) return null;
  return current;
}
