import { useId } from 'react';
import { msg } from '../../core/rules/fields.ts';
import { useWidget } from '../../ui/context.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { useForm } from '../../ui/FormFrame.tsx';
import { opisOf } from '../../features/panel/calls.ts';

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
  const f = useForm({
    initial: { value: '' },
    clearOnInput: true,
    focusErrors: true,
    validate: (v) => ({ value: v.value === '' ? msg.passwordEmpty : null }),
    onFailure: (err) => ({
      kind: 'field',
      field: 'value',
      clear: true,
      text: opisOf(err, t) ?? t('panelUzytkownika.bladZapisu'),
    }),
  });
  const formId = useId();
  const close = () => {
    f.form.reset();
    onClose();
  };
  const submit = f.onSubmit(
    (v) => onConfirm(v.value),
    (r) => r.ok && f.form.reset(),
  );
  return (
    <Dialog
      open={open}
      title={title}
      onClose={close}
      actions={
        <>
          <button type="submit" form={formId} className="g-button g-danger" disabled={f.busy}>
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
          {...f.field('value')}
          label={label}
          type="password"
          autoComplete="current-password"
          autoFocus
          t={t}
        />
      </form>
    </Dialog>
  );
}
