/** Set in session storage once this browser session's visit has been counted (issue 12 item 9). */
const COUNTED = 'gmina:wizytaPoliczona';
type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Spec 01 §3, §7 "visit counter (stored)": a visit is a browser session, not a page load. The first page of a
 * session counts it; later pages and reloads only read the counter. Without session storage every page counts,
 * as before.
 */
export function visitCounterQuery(storage: SessionStore = sessionStorage): { nowaWizyta?: 'false' } {
  let counted = false;
  try {
    counted = storage.getItem(COUNTED) === '1';
  } catch {
    /* storage refused: count */
  }
  return counted ? { nowaWizyta: 'false' } : {};
}

/** Called once the counting call succeeded, so a failed first call does not lose the visit. */
export function visitCounted(storage: SessionStore = sessionStorage): void {
  try {
    storage.setItem(COUNTED, '1');
  } catch {
    /* storage refused: the next page counts again */
  }
}
