import { useMemo } from 'react';
import { kontoPaths, okSchema } from '../../core/api/konto.ts';
import { validatePassword, validatePasswordPair } from '../../core/rules/fields.ts';
import { apiErrorText } from '../../ui/api-error.ts';
import { PortalLink, routeQuery } from '../../ui/portal-link.tsx';
import { useWidget } from '../../ui/context.ts';
import { FormActions, FormMessage, useForm } from '../../ui/FormFrame.tsx';
import { FormAlert } from '../../features/rejestracja/FormAlert.tsx';
import { PasswordFields } from '../../features/rejestracja/PasswordFields.tsx';
import '../../features/rejestracja/texts.ts';

/**
 * Set a password by link (spec 01 §2 `/nowe-haslo?link=…`): the `link` parameter of the e-mail is the change
 * code (kodZmianyHasla); the new password follows the password rule and is typed twice.
 */
export function NoweHaslo() {
  const { t, api } = useWidget();
  const kod = useMemo(() => routeQuery().get('link') ?? '', []);
  const f = useForm({
    initial: { haslo: '', powtorz: '' },
    validate: (v) => ({
      haslo: validatePassword(v.haslo),
      powtorz: validatePasswordPair(v.haslo, v.powtorz),
    }),
    onFailure: (err) => ({ kind: 'alert', text: apiErrorText(t, err) }),
  });
  const title = t('rejestracja.noweHasloTytul');
  const submit = f.onSubmit(({ haslo }) =>
    api.json(kontoPaths.ustawHaslo, okSchema, {
      method: 'POST',
      body: { noweHaslo: haslo, kodZmianyHasla: kod },
    }),
  );

  let content;
  if (!kod) content = <FormMessage text={t('rejestracja.brakLinku')} />;
  else if (f.done)
    content = (
      <FormMessage done text={t('rejestracja.noweHasloUstawione')}>
        <PortalLink to="/logowanie">{t('rejestracja.doLogowania')}</PortalLink>
      </FormMessage>
    );
  else
    content = (
      <>
        <FormAlert text={f.state.alert?.text ?? null} />
        <form className="g-form" onSubmit={submit} noValidate>
          <PasswordFields
            haslo={f.values.haslo}
            powtorz={f.values.powtorz}
            onHaslo={(v) => f.form.set('haslo', v)}
            onPowtorz={(v) => f.form.set('powtorz', v)}
            errors={f.state.errors}
            labels={{ haslo: t('rejestracja.noweHaslo'), powtorz: t('rejestracja.powtorzHaslo') }}
          />
          <FormActions busy={f.busy} label={t('rejestracja.ustawHaslo')} />
        </form>
      </>
    );
  return (
    <section className="g-konto" aria-label={title}>
      <h2>{title}</h2>
      {content}
    </section>
  );
}
