import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $snackbar,
  closeSnackbar,
  pauseSnackbar,
  resumeSnackbar,
  showSnackbar,
  SNACKBAR_MS,
} from './snackbar.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  closeSnackbar();
  vi.useRealTimers();
});

describe('snackbar (spec 01 §4, §9)', () => {
  it('closes itself after 3000 ms', () => {
    showSnackbar('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    vi.advanceTimersByTime(SNACKBAR_MS - 1);
    expect($snackbar.get()?.text).toBe('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    vi.advanceTimersByTime(1);
    expect($snackbar.get()).toBeNull();
    expect(SNACKBAR_MS).toBe(3000);
  });

  it('stays open while paused and closes 3000 ms after resuming', () => {
    showSnackbar('a');
    pauseSnackbar();
    vi.advanceTimersByTime(60_000);
    expect($snackbar.get()).toMatchObject({ text: 'a', paused: true });
    resumeSnackbar();
    vi.advanceTimersByTime(SNACKBAR_MS);
    expect($snackbar.get()).toBeNull();
  });

  it('lets a newer message replace an older one with a fresh timer', () => {
    showSnackbar('a');
    vi.advanceTimersByTime(2000);
    showSnackbar('b');
    vi.advanceTimersByTime(2000);
    expect($snackbar.get()?.text).toBe('b');
  });
});
