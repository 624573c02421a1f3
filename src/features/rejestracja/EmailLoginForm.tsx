import { validateEmail, validateRequired } from '../../core/rules/fields.ts';
import { apiErrorText } from '../../ui/api-error.ts';
import { Field } from '../../ui/Field.tsx';
import { PortalLink } from '../../ui/portal-link.tsx';
import { useWidget } from '../../ui/context.ts';
import { FormActions, FormMessage, useForm } from '../../ui/FormFrame.tsx';
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
  const f = useForm({
    initial: { login: '', email: '' },
    validate: (v) => ({ email: validateEmail(v.email), login: validateRequired(v.login) }),
    onFailure: (err) => ({ kind: 'alert', text: apiErrorText(t, err) }),
  });
  const submit = f.onSubmit((v) => send({ email: v.email.trim(), login: v.login.trim() }));

  return (
    <section className="g-konto" aria-label={title}>
      <h2>{title}</h2>
      {f.done ? (
        <FormMessage done text={doneText}>
          <PortalLink to="/logowanie">{t('rejestracja.doLogowania')}</PortalLink>
        </FormMessage>
      ) : (
        <>
          <p className="g-intro">{intro}</p>
          <FormAlert text={f.state.alert?.text ?? null} />
          <form className="g-form" onSubmit={submit} noValidate>
            <Field
              t={t}
              label={t('rejestracja.login')}
              {...f.field('login')}
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
            />
            <Field
              t={t}
              type="email"
              label={t('rejestracja.email')}
              {...f.field('email')}
              autoComplete="email"
            />
            <FormActions busy={f.busy} label={submitLabel}>
              <PortalLink to="/logowanie">{t('rejestracja.doLogowania')}</PortalLink>
            </FormActions>
          </form>
        </>
      )}
    </section>
  );
}
