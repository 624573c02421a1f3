import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $snackbar,
  closeSnackbar,
  pauseSnackbar,
  resumeSnackbar,
  showSnackbar,
  snackbarDuration,
  snackbarEdge,
  SNACKBAR_MIN_MS,
} from './snackbar.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  closeSnackbar();
  vi.useRealTimers();
});

const HOUR = 3_600_000;

describe('snackbar (spec 01 §4, §9; issue 27 item 9)', () => {
  it('keeps an error until it is closed', () => {
    showSnackbar('Usługa chwilowo niedostępna. Spróbuj ponownie później', { kind: 'error' });
    vi.advanceTimersByTime(HOUR);
    expect($snackbar.get()).toMatchObject({
      text: 'Usługa chwilowo niedostępna. Spróbuj ponownie później',
      kind: 'error',
      ms: null,
    });
    closeSnackbar();
    expect($snackbar.get()).toBeNull();
  });

  it('keeps a message given no kind (the existing callers) until it is closed, as an error', () => {
    showSnackbar('Wystąpił błąd podczas wysyłania zgłoszenia');
    vi.advanceTimersByTime(HOUR);
    expect($snackbar.get()).toMatchObject({ kind: 'error', ms: null });
  });

  it('closes a confirmation after at least 10 s', () => {
    showSnackbar('Zgłoszenie zostało wysłane', { kind: 'confirmation' });
    vi.advanceTimersByTime(SNACKBAR_MIN_MS - 1);
    expect($snackbar.get()?.text).toBe('Zgłoszenie zostało wysłane');
    vi.advanceTimersByTime(1);
    expect($snackbar.get()).toBeNull();
  });

  it('gives a long confirmation more time, by its length', () => {
    expect(SNACKBAR_MIN_MS).toBeGreaterThanOrEqual(10_000);
    expect(snackbarDuration('OK')).toBe(SNACKBAR_MIN_MS);
    const long = 'Adres e-mail został zmieniony. '.repeat(5);
    expect(snackbarDuration(long)).toBeGreaterThan(SNACKBAR_MIN_MS);
    expect(snackbarDuration(long + long)).toBe(2 * snackbarDuration(long));
    showSnackbar(long, { kind: 'confirmation' });
    vi.advanceTimersByTime(snackbarDuration(long) - 1);
    expect($snackbar.get()?.text).toBe(long);
    vi.advanceTimersByTime(1);
    expect($snackbar.get()).toBeNull();
  });

  it('keeps a paused confirmation open and gives it its full time again after resuming', () => {
    showSnackbar('a', { kind: 'confirmation' });
    vi.advanceTimersByTime(SNACKBAR_MIN_MS - 100);
    pauseSnackbar();
    vi.advanceTimersByTime(HOUR);
    expect($snackbar.get()).toMatchObject({ text: 'a', paused: true });
    resumeSnackbar();
    expect($snackbar.get()?.paused).toBe(false);
    vi.advanceTimersByTime(SNACKBAR_MIN_MS - 1);
    expect($snackbar.get()?.text).toBe('a');
    vi.advanceTimersByTime(1);
    expect($snackbar.get()).toBeNull();
  });

  it('does not mark an error as paused (it has no timer to pause)', () => {
    showSnackbar('b', { kind: 'error' });
    pauseSnackbar();
    expect($snackbar.get()?.paused).toBe(false);
  });

  it('lets a newer message replace an older one with a fresh timer', () => {
    showSnackbar('a', { kind: 'confirmation' });
    vi.advanceTimersByTime(SNACKBAR_MIN_MS - 1000);
    showSnackbar('b', { kind: 'confirmation' });
    vi.advanceTimersByTime(SNACKBAR_MIN_MS - 1000);
    expect($snackbar.get()?.text).toBe('b');
  });

  it('lets an error replacing a confirmation stay (the old timer does not close it)', () => {
    showSnackbar('a', { kind: 'confirmation' });
    showSnackbar('b', { kind: 'error' });
    vi.advanceTimersByTime(HOUR);
    expect($snackbar.get()?.text).toBe('b');
  });
});

describe('snackbarEdge (WCAG 2.4.11)', () => {
  // a 300 px wide, 60 px high message at the right of a 1000 × 800 view, 16 px from the edges
  const box = { left: 684, right: 984, height: 60 };
  const at = (top: number, left = 700, h = 40, w = 100) => ({
    top,
    bottom: top + h,
    left,
    right: left + w,
  });

  it('stays at the bottom with nothing focused or a focused control elsewhere', () => {
    expect(snackbarEdge(null, box, 800, 16)).toBe('bottom');
    expect(snackbarEdge(at(300), box, 800, 16)).toBe('bottom');
    // beside it, at the same height
    expect(snackbarEdge(at(740, 100), box, 800, 16)).toBe('bottom');
    // just above it (bottom edge at 724, the message's top)
    expect(snackbarEdge(at(684), box, 800, 16)).toBe('bottom');
  });

  it('moves to the top when the focused control is under it at the bottom', () => {
    expect(snackbarEdge(at(740), box, 800, 16)).toBe('top');
    expect(snackbarEdge(at(700), box, 800, 16)).toBe('top');
  });

  it('covers less of a control taller than the view', () => {
    // a text area from 16 px to 784 px: under both places, equally: the bottom stays
    expect(snackbarEdge(at(16, 700, 768), box, 800, 16)).toBe('bottom');
    // from 60 px down past the view: the top covers less
    expect(snackbarEdge(at(60, 700, 1000), box, 800, 16)).toBe('top');
  });
});
