/**
 * Unsaved input on the page (spec 01 §4: leaving a partly filled form asks for confirmation that the entered
 * data will be lost). Forms mark themselves dirty; navigation asks only while something is dirty.
 */
const dirty = new Set<object>();

export function setDirty(form: object, isDirty: boolean): void {
  if (isDirty) dirty.add(form);
  else dirty.delete(form);
}

export const hasUnsavedInput = (): boolean => dirty.size > 0;

/**
 * Runs `leave` at once when nothing is unsaved; otherwise asks `ask` first (a yes/no dialog) and runs `leave`
 * on yes, forgetting the abandoned input.
 */
export function confirmLeave(leave: () => void, ask: (onYes: () => void) => void): void {
  if (!hasUnsavedInput()) return leave();
  ask(() => {
    dirty.clear();
    leave();
  });
}
