import { useMemo, useState, type FormEvent } from 'react';
import { kontoPaths, okSchema } from '../../core/api/konto.ts';
import { validatePassword, validatePasswordPair, type ValidationResult } from '../../core/rules/fields.ts';
import { apiErrorText } from '../../ui/api-error.ts';
import { PortalLink, routeQuery } from '../../ui/portal-link.tsx';
import { useWidget } from '../../ui/context.ts';
import { FormAlert } from './FormAlert.tsx';
import { PasswordFields } from './PasswordFields.tsx';
import './texts.ts';

/**
 * Set a password by link (spec 01 §2 `/nowe-haslo?link=…`): the `link` parameter of the e-mail is the change
 * code (kodZmianyHasla); the new password follows the password rule and is typed twice.
 */
export function NoweHaslo() {
  const { t, api } = useWidget();
  const kod = useMemo(() => routeQuery().get('link') ?? '', []);
  const [haslo, setHaslo] = useState('');
  const [powtorz, setPowtorz] = useState('');
  const [errors, setErrors] = useState<{ haslo?: ValidationResult; powtorz?: ValidationResult }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const title = t('rejestracja.noweHasloTytul');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const next = {
      haslo: validatePassword(haslo),
      powtorz: validatePasswordPair(haslo, powtorz),
    };
    setErrors(next);
    setAlert(null);
    if (next.haslo || next.powtorz) return;
    setBusy(true);
    try {
      await api.json(kontoPaths.ustawHaslo, okSchema, {
        method: 'POST',
        body: { noweHaslo: haslo, kodZmianyHasla: kod },
      });
      setDone(true);
    } catch (err) {
      setAlert(apiErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  let content;
  if (!kod)
    content = (
      <p role="alert" className="g-error">
        {t('rejestracja.brakLinku')}
      </p>
    );
  else if (done)
    content = (
      <>
        <p role="status" className="g-notice">
          {t('rejestracja.noweHasloUstawione')}
        </p>
        <PortalLink to="/logowanie">{t('rejestracja.doLogowania')}</PortalLink>
      </>
    );
  else
    content = (
      <>
        <FormAlert text={alert} />
        <form className="g-form" onSubmit={submit} noValidate>
          <PasswordFields
            haslo={haslo}
            powtorz={powtorz}
            onHaslo={setHaslo}
            onPowtorz={setPowtorz}
            errors={errors}
            labels={{ haslo: t('rejestracja.noweHaslo'), powtorz: t('rejestracja.powtorzHaslo') }}
          />
          <div className="g-form-actions">
            <button type="submit" className="g-button" disabled={busy}>
              {t('rejestracja.ustawHaslo')}
            </button>
          </div>
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
