import { atom } from 'nanostores';

/** Spec 01 §9: the snackbar closes after 3000 ms unless paused. */
export const SNACKBAR_MS = 3000;

export interface SnackbarState {
  text: string;
  paused: boolean;
  id: number;
}

export const $snackbar = atom<SnackbarState | null>(null);

let timer: ReturnType<typeof setTimeout> | undefined;
let counter = 0;

function schedule(): void {
  clearTimeout(timer);
  timer = setTimeout(closeSnackbar, SNACKBAR_MS);
}

/** Opens the snackbar with a (translated) text; a newer message replaces an older one. */
export function showSnackbar(text: string): void {
  counter += 1;
  $snackbar.set({ text, paused: false, id: counter });
  schedule();
}

export function pauseSnackbar(): void {
  const s = $snackbar.get();
  if (!s) return;
  clearTimeout(timer);
  $snackbar.set({ ...s, paused: true });
}

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
