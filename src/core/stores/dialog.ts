import { atom } from 'nanostores';

/** The information dialog of the shell (spec 01 §2): one at a time, shared by every widget on the page. */
export interface DialogState {
  /** i18n key or plain text of the title. */
  title: string;
  text?: string;
  onClose?: () => void;
  /** Makes it a yes/no question: called on yes (spec 01 §4 leave-form confirmation). */
  onConfirm?: () => void;
  /** Words of the two buttons of a question when "Tak"/"Nie" do not fit (e.g. "Przedłuż sesję"). */
  yesLabel?: string;
  noLabel?: string;
}

export const $dialog = atom<DialogState | null>(null);

export function openDialog(state: DialogState): void {
  $dialog.set(state);
}

export function closeDialog(): void {
  const d = $dialog.get();
  $dialog.set(null);
  d?.onClose?.();
}

export function confirmDialog(): void {
  const d = $dialog.get();
  $dialog.set(null);
  d?.onConfirm?.();
}

/** Closes the dialog only if it is still `state` (a newer message is left alone), without its onClose. */
export function dismissDialog(state: DialogState): void {
  if ($dialog.get() === state) $dialog.set(null);
}
