/**
 * The page's one snackbar and one information dialog (spec 01 §2), shared by every widget: the first widget
 * that mounts appends a single `<gmina-komunikaty>` to the body, rendered in its own shadow root.
 */
export const MESSAGES_TAG = 'gmina-komunikaty';

export function ensureMessagesHost(): void {
  if (document.querySelector(MESSAGES_TAG)) return;
  void import('./Messages.tsx').then(({ defineMessages }) => {
    defineMessages();
    if (!document.querySelector(MESSAGES_TAG)) document.body.append(document.createElement(MESSAGES_TAG));
  });
}
