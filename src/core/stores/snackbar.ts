import { atom } from 'nanostores';

/**
 * What a message is, for how long it stays (issue 27 item 9, WCAG 2.2.1 Timing Adjustable):
 * - `error` (and any message given no kind): stays until the resident closes it — a failure read too late is a
 *   failure not read at all;
 * - `confirmation` (e.g. "Zgłoszenie zostało wysłane"): closes itself after `snackbarDuration`, paused while
 *   hovered or focused or by its pause button.
 */
export type SnackbarKind = 'error' | 'confirmation';

export interface SnackbarOptions {
  kind?: SnackbarKind;
}

/**
 * The least time a confirmation stays (ms). Spec 01 §9 says 3000 ms; issue 27 item 9 found that too short to
 * read (WCAG 2.2.1), so a confirmation stays at least 10 s, longer for a longer text.
 */
export const SNACKBAR_MIN_MS = 10_000;
/** Reading time per character (ms): about 8 characters a second, a slow reader's pace. */
export const SNACKBAR_MS_PER_CHAR = 120;

/** How long a confirmation of this text stays open: at least SNACKBAR_MIN_MS, longer for a long text. */
export function snackbarDuration(text: string): number {
  return Math.max(SNACKBAR_MIN_MS, Array.from(text).length * SNACKBAR_MS_PER_CHAR);
}

export interface SnackbarState {
  text: string;
  kind: SnackbarKind;
  /** Auto-close delay in ms; null: stays until closed. */
  ms: number | null;
  paused: boolean;
  id: number;
}

export const $snackbar = atom<SnackbarState | null>(null);

let timer: ReturnType<typeof setTimeout> | undefined;
let counter = 0;

function schedule(): void {
  clearTimeout(timer);
  const ms = $snackbar.get()?.ms;
  if (ms != null) timer = setTimeout(closeSnackbar, ms);
}

/**
 * Opens the snackbar with a (translated) text; a newer message replaces an older one. A message given no kind
 * is kept until closed (as an error): only a caller that knows it is a mere confirmation lets it close itself.
 */
export function showSnackbar(text: string, options: SnackbarOptions = {}): void {
  const kind = options.kind ?? 'error';
  counter += 1;
  $snackbar.set({
    text,
    kind,
    ms: kind === 'confirmation' ? snackbarDuration(text) : null,
    paused: false,
    id: counter,
  });
  schedule();
}

/** Stops the auto-close (hover, focus or the pause button); the message stays until resumed or closed. */
export function pauseSnackbar(): void {
  const s = $snackbar.get();
  if (!s || s.paused || s.ms === null) return;
  clearTimeout(timer);
  $snackbar.set({ ...s, paused: true });
}

/** Starts the auto-close again, with the full time to read. */
export function resumeSnackbar(): void {
  const s = $snackbar.get();
  if (!s || !s.paused) return;
  $snackbar.set({ ...s, paused: false });
  schedule();
}

export function closeSnackbar(): void {
  clearTimeout(timer);
  $snackbar.set(null);
}

/** A box on the screen in CSS px (a DOMRect's edges). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * The edge the snackbar sits at so that it does not hide the focused control (WCAG 2.4.11 Focus Not Obscured):
 * the bottom (spec 01: bottom right) unless the focused box lies under it there; then the top, where the same
 * box is `inset` from the viewport's top. When the focused box is under both (a control taller than the view),
 * the edge that covers less of it.
 */
export function snackbarEdge(
  focused: Box | null,
  snackbar: { left: number; right: number; height: number },
  viewportHeight: number,
  inset: number,
): 'bottom' | 'top' {
  if (!focused) return 'bottom';
  const { left, right, height } = snackbar;
  const atBottom = { left, right, bottom: viewportHeight - inset, top: viewportHeight - inset - height };
  const atTop = { left, right, top: inset, bottom: inset + height };
  const bottom = overlap(focused, atBottom);
  return bottom > 0 && overlap(focused, atTop) < bottom ? 'top' : 'bottom';
}
