import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { msg, validateTotp } from '../../core/rules/fields.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { useWidget } from '../../ui/context.ts';

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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [errorText, setErrorText] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setCode('');
    setError(null);
    setErrorText(null);
    // the dialog's content mounts with it: focus the field once it is there
    requestAnimationFrame(() => input.current?.focus());
  }, [open]);

  const wrong = (key: string) => {
    setCode('');
    setError(key);
    input.current?.focus();
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    setErrorText(null);
    const problem = validateTotp(code);
    if (problem) return wrong(problem === msg.fieldEmpty ? msg.fieldEmpty : msg.totpInvalid);
    setBusy(true);
    try {
      const ok = await onCode(code.replace(/\s/g, ''));
      if (!ok) wrong(msg.totpInvalid);
    } catch (err) {
      setCode('');
      setError(null);
      setErrorText(err instanceof Error ? err.message : String(err));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

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
          <button type="submit" form={formId} className="g-button" disabled={busy}>
            {t('logowanie.potwierdz')}
          </button>
        </>
      }
    >
      <form id={formId} className="g-form" onSubmit={submit} noValidate>
        <p>{t('logowanie.totpOpis')}</p>
        <Field
          ref={input}
          t={t}
          label={t('logowanie.totpKod')}
          value={code}
          onValue={setCode}
          onKeyDown={onKeyDown}
          error={error}
          errorText={errorText}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
        />
      </form>
    </Dialog>
  );
}
