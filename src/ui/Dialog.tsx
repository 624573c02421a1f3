import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';

/** The element that has focus, looking inside shadow roots (our widgets live in them). */
function deepActiveElement(): HTMLElement | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement ? el : null;
}

/** Marks a warning inside a dialog's content: the dialog is described by it (`aria-describedby`). */
export const WARNING_CLASS = 'g-ostrzezenie';
let warnings = 0;

/**
 * Accessible modal dialog on the native `<dialog>`: focus stays inside while it is open, Escape closes it, and
 * focus returns to where it was before. `actions` are the buttons; the first autofocused one gets focus.
 * The dialog's description (`aria-describedby`) is `describedBy` (ids) followed by every warning in its content
 * (elements of class `g-ostrzezenie`, given an id if they have none): a screen reader says the warning with the
 * title as focus enters, not only if the resident reads on (issue 27 item 12, WCAG 1.3.1).
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  describedBy,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  actions: ReactNode;
  /** Ids of elements that describe the dialog, before its warnings. */
  describedBy?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const id = useId();
  // after every render, before the effect below opens the dialog: the warnings shown may change with the content
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ids = describedBy ? describedBy.split(/\s+/).filter(Boolean) : [];
    el.querySelectorAll<HTMLElement>(`.${WARNING_CLASS}`).forEach((w) => {
      w.id ||= `${id}-ostrzezenie-${String((warnings += 1))}`;
      ids.push(w.id);
    });
    if (ids.length) el.setAttribute('aria-describedby', ids.join(' '));
    else el.removeAttribute('aria-describedby');
  });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      returnTo.current = deepActiveElement();
      el.showModal();
    } else if (!open && el.open) {
      el.close();
    }
    if (!open && returnTo.current) {
      returnTo.current.focus();
      returnTo.current = null;
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="g-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id={`${id}-title`}>{title}</h2>
          {children}
          <div className="g-dialog-actions">{actions}</div>
        </>
      )}
    </dialog>
  );
}
