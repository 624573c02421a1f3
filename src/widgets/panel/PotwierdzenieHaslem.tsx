import { useId, useRef, useState, type FormEvent } from 'react';
import { msg } from '../../core/rules/fields.ts';
import { useWidget } from '../../ui/context.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { opisOf } from './calls.ts';

/**
 * A step that needs the person again, not only the session (issue 11 item 4: turning two-factor off, deleting
 * the account): a dialog with one password field. An empty field says 'Hasło nie może być puste'; a refusal of
 * the server (wrong password 1519, wrong code 1012) shows its description at the field, which is cleared and
 * focused. `onConfirm` gets the typed value and closes the dialog itself on success.
 */
export function PotwierdzenieHaslem({
  open,
  title,
  text,
  label,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  label: string;
  confirmLabel: string;
  onConfirm: (value: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useWidget();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [errorText, setErrorText] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  const formId = useId();
  const close = () => {
    setValue('');
    setError(null);
    setErrorText(null);
    onClose();
  };
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    setErrorText(null);
    if (value === '') {
      setError(msg.passwordEmpty);
      return ref.current?.focus();
    }
    setBusy(true);
    try {
      await onConfirm(value);
      setValue('');
    } catch (err) {
      setValue('');
      setErrorText(opisOf(err, t) ?? t('panelUzytkownika.bladZapisu'));
      ref.current?.focus();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      title={title}
      onClose={close}
      actions={
        <>
          <button type="submit" form={formId} className="g-button g-danger" disabled={busy}>
            {confirmLabel}
          </button>
          <button type="button" className="g-button g-secondary" onClick={close}>
            {t('panelUzytkownika.anuluj')}
          </button>
        </>
      }
    >
      <form id={formId} className="g-form" onSubmit={submit} noValidate>
        <p>{text}</p>
        <Field
          ref={ref}
          label={label}
          type="password"
          autoComplete="current-password"
          value={value}
          onValue={(v) => {
            setValue(v);
            setError(null);
            setErrorText(null);
          }}
          autoFocus
          t={t}
          error={error}
          errorText={errorText}
        />
      </form>
    </Dialog>
  );
}
