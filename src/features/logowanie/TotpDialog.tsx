import { useEffect, useId, type KeyboardEvent } from 'react';
import { msg, validateTotp } from '../../core/rules/fields.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { useForm } from '../../ui/FormFrame.tsx';
import { useWidget } from '../../ui/context.ts';

/** `onCode`'s "wrong code", as a failure of the submit. */
const WRONG = Symbol('zly kod');

/**
 * The one-time-code dialog of a two-factor login (spec 01 §4): six digits; Enter or space submits; a wrong
 * code shows 'Błędny kod TOTP' and clears the field. `onCode` resolves to `false` for a wrong code and throws
 * (a text) for other failures, which are shown as they are.
 */
export function TotpDialog({
  open,
  onCode,
  onCancel,
}: {
  open: boolean;
  onCode: (code: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useWidget();
  const formId = useId();
  const f = useForm({
    initial: { code: '' },
    focusErrors: true,
    validate: ({ code }) => {
      const problem = validateTotp(code);
      return { code: problem && (problem === msg.fieldEmpty ? msg.fieldEmpty : msg.totpInvalid) };
    },
    onFailure: (err) =>
      err === WRONG
        ? { kind: 'field', field: 'code', clear: true, error: msg.totpInvalid }
        : {
            kind: 'field',
            field: 'code',
            clear: true,
            text: err instanceof Error ? err.message : String(err),
          },
  });
  const input = f.ref<HTMLInputElement>('code');

  useEffect(() => {
    if (!open) return;
    f.form.reset();
    // the dialog's content mounts with it: focus the field once it is there
    requestAnimationFrame(() => input.current?.focus());
  }, [open, f.form, input]);

  const submit = f.onSubmit(
    async ({ code }) => {
      if (!(await onCode(code.replace(/\s/g, '')))) throw WRONG;
    },
    // a code that breaks the rule is typed again from the start
    (r) => !r.ok && 'invalid' in r && f.form.patch({ code: '' }),
  );

  // spec 01 §4: space submits as Enter does (a code never contains a space worth typing)
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === ' ') {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <Dialog
      open={open}
      title={t('logowanie.totpTytul')}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="g-button g-secondary" onClick={onCancel}>
            {t('logowanie.anuluj')}
          </button>
          <button type="submit" form={formId} className="g-button" disabled={f.busy}>
            {t('logowanie.potwierdz')}
          </button>
        </>
      }
    >
      <form id={formId} className="g-form" onSubmit={submit} noValidate>
        <p>{t('logowanie.totpOpis')}</p>
        <Field
          {...f.field('code')}
          t={t}
          label={t('logowanie.totpKod')}
          onKeyDown={onKeyDown}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
        />
      </form>
    </Dialog>
  );
}
