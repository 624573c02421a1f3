import { useState, type FormEvent } from 'react';
import { validateEmail, validateRequired, type ValidationResult } from '../../core/rules/fields.ts';
import { apiErrorText } from '../../ui/api-error.ts';
import { Field } from '../../ui/Field.tsx';
import { PortalLink } from '../../ui/portal-link.tsx';
import { useWidget } from '../../ui/context.ts';
import { FormAlert } from './FormAlert.tsx';
import './texts.ts';

/**
 * The e-mail + login form of the password reminder and of the activation-link resend (spec 01 §3): both
 * fields required, the e-mail well formed; `send` makes the call. Success replaces the form by `doneText`;
 * a failure shows the server's description and keeps what was typed.
 */
export function EmailLoginForm({
  title,
  intro,
  doneText,
  submitLabel,
  send,
}: {
  title: string;
  intro: string;
  doneText: string;
  submitLabel: string;
  send: (v: { email: string; login: string }) => Promise<unknown>;
}) {
  const { t } = useWidget();
  const [email, setEmail] = useState('');
  const [login, setLogin] = useState('');
  const [errors, setErrors] = useState<{ email?: ValidationResult; login?: ValidationResult }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const next = { email: validateEmail(email), login: validateRequired(login) };
    setErrors(next);
    setAlert(null);
    if (next.email || next.login) return;
    setBusy(true);
    try {
      await send({ email: email.trim(), login: login.trim() });
      setDone(true);
    } catch (err) {
      setAlert(apiErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="g-konto" aria-label={title}>
      <h2>{title}</h2>
      {done ? (
        <>
          <p role="status" className="g-notice">
            {doneText}
          </p>
          <PortalLink to="/logowanie">{t('rejestracja.doLogowania')}</PortalLink>
        </>
      ) : (
        <>
          <p className="g-intro">{intro}</p>
          <FormAlert text={alert} />
          <form className="g-form" onSubmit={submit} noValidate>
            <Field
              t={t}
              label={t('rejestracja.login')}
              value={login}
              onValue={setLogin}
              error={errors.login}
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
            />
            <Field
              t={t}
              type="email"
              label={t('rejestracja.email')}
              value={email}
              onValue={setEmail}
              error={errors.email}
              autoComplete="email"
            />
            <div className="g-form-actions">
              <button type="submit" className="g-button" disabled={busy}>
                {submitLabel}
              </button>
              <PortalLink to="/logowanie">{t('rejestracja.doLogowania')}</PortalLink>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
