import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmLeave, hasUnsavedInput, setDirty } from './leave-guard.ts';

const form = {};
afterEach(() => setDirty(form, false));

describe('leave-form guard (spec 01 §4)', () => {
  it('leaves at once when there is no unsaved input', () => {
    const leave = vi.fn();
    const ask = vi.fn();
    confirmLeave(leave, ask);
    expect(leave).toHaveBeenCalledOnce();
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks first when a form holds unsaved input, and leaves only on yes', () => {
    setDirty(form, true);
    const leave = vi.fn();
    let yes: (() => void) | undefined;
    confirmLeave(leave, (onYes) => (yes = onYes));
    expect(leave).not.toHaveBeenCalled();
    yes?.();
    expect(leave).toHaveBeenCalledOnce();
    expect(hasUnsavedInput()).toBe(false);
  });
});
