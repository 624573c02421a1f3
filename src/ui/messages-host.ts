/**
 * The page's one snackbar and one information dialog (spec 01 §2), shared by every widget: a single
 * `<gmina-komunikaty>` appended to the body, rendered in its own shadow root. Its code is fetched with the first
 * message or dialog of the page, not with the first widget: most pages never show one. A widget's own failure
 * text stays inside the widget too (ServiceError), so nothing is lost when the messages cannot be fetched
 * (offline); the next message tries again.
 */
import { $dialog } from '../core/stores/dialog.ts';
import { $snackbar } from '../core/stores/snackbar.ts';

export const MESSAGES_TAG = 'gmina-komunikaty';

let mounting: Promise<void> | undefined;

function mountHost(): Promise<void> {
  mounting ??= import('./Messages.tsx').then(
    ({ defineMessages }) => {
      defineMessages();
      if (!document.querySelector(MESSAGES_TAG)) document.body.append(document.createElement(MESSAGES_TAG));
    },
    () => {
      mounting = undefined;
    },
  );
  return mounting;
}

let watching = false;

/** Called by every widget as it mounts; the host itself comes with the first message or dialog. */
export function ensureMessagesHost(): void {
  if (watching) return;
  watching = true;
  const show = (value: unknown) => {
    if (value) void mountHost();
  };
  $snackbar.subscribe(show);
  $dialog.subscribe(show);
}
