import { useEffect, useId, useRef, type ReactNode } from 'react';

/** The element that has focus, looking inside shadow roots (our widgets live in them). */
function deepActiveElement(): HTMLElement | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement ? el : null;
}

/**
 * Accessible modal dialog on the native `<dialog>`: focus stays inside while it is open, Escape closes it, and
 * focus returns to where it was before. `actions` are the buttons; the first autofocused one gets focus.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  actions: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const id = useId();
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
