import { useMemo, useState, type FormEvent } from 'react';
import { loadAccountOnce, storeLoginToken } from '../../core/account.ts';
import { kontoPaths, tokenResponseSchema, type PotwierdzenieDanych as Dane } from '../../core/api/konto.ts';
import { requestNavigation } from '../../core/navigation.ts';
import { $loginTarget, clearSession } from '../../core/stores/session.ts';
import { validateEmail, validateEmailRepeat, type ValidationResult } from '../../core/rules/fields.ts';
import { apiErrorText } from '../../ui/api-error.ts';
import { Field } from '../../ui/Field.tsx';
import { isPortalPath, routeQuery } from '../../ui/portal-link.tsx';
import { useWidget } from '../../ui/context.ts';
import { FormAlert } from './FormAlert.tsx';
import './texts.ts';

/** `data` of the address: base64url JSON of the identity (konto.ts `potwierdzenieDanychSchema`), or null. */
export function decodeDane(data: string | null): Dane | null {
  if (!data) return null;
  try {
    const b64 = data.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
    const o: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (!o || typeof o !== 'object') return null;
    const r = o as Record<string, unknown>;
    const str = (k: string) => typeof r[k] === 'string';
    const strOrNull = (k: string) => r[k] === null || r[k] === undefined || str(k);
    if (!str('imie') || !str('nazwisko') || !str('token') || !strOrNull('email')) return null;
    if (!strOrNull('pesel') || !strOrNull('nip')) return null;
    const s = (k: string) => (str(k) ? (r[k] as string) : null);
    return {
      imie: s('imie')!,
      nazwisko: s('nazwisko')!,
      email: s('email') ?? '',
      pesel: s('pesel'),
      nip: s('nip'),
      token: s('token')!,
    };
  } catch {
    return null;
  }
}

/**
 * Registration confirmation after an identity login (spec 01 §2 `/return-url-potwierdz?data=…&link=…`): the
 * identity's name and PESEL or NIP as the provider gave them (read-only), the e-mail to confirm, typed twice.
 * Confirming creates the account, logs in and opens `link` (an in-portal path only).
 */
export function PotwierdzenieDanych() {
  const { t, api, inPortal } = useWidget();
  const q = useMemo(() => routeQuery(), []);
  const data = q.get('data');
  const dane = useMemo(() => decodeDane(data), [data]);
  const [email, setEmail] = useState(dane?.email ?? '');
  const [email2, setEmail2] = useState('');
  const [errors, setErrors] = useState<{ email?: ValidationResult; email2?: ValidationResult }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const title = t('rejestracja.potwierdzTytul');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !dane || !data) return;
    const next = {
      email: validateEmail(email),
      email2: validateEmail(email) ? null : validateEmailRepeat(email, email2),
    };
    setErrors(next);
    setAlert(null);
    if (next.email || next.email2) return;
    setBusy(true);
    try {
      const { token } = await api.json(kontoPaths.potwierdzenieDanych, tokenResponseSchema, {
        method: 'POST',
        query: { data },
        body: { ...dane, email: email.trim() },
      });
      storeLoginToken({ token, czyOgraniczony: false, czyNiepotwierdzony: false });
      await loadAccountOnce(api).catch((e: unknown) => {
        clearSession();
        throw e;
      });
      setDone(true);
      $loginTarget.set(undefined);
      const link = q.get('link');
      if (inPortal) requestNavigation(isPortalPath(link) ? link : '/lista-uslug');
    } catch (err) {
      setAlert(apiErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  let content;
  if (!dane)
    content = (
      <p role="alert" className="g-error">
        {t('rejestracja.brakDanych')}
      </p>
    );
  else if (done)
    content = (
      <p role="status" className="g-notice">
        {t('rejestracja.potwierdzono')}
      </p>
    );
  else
    content = (
      <>
        <p className="g-intro">{t('rejestracja.potwierdzWstep')}</p>
        <FormAlert text={alert} />
        <form className="g-form" onSubmit={submit} noValidate>
          <Field t={t} label={t('rejestracja.imie')} value={dane.imie} onValue={() => undefined} readOnly />
          <Field
            t={t}
            label={t('rejestracja.nazwisko')}
            value={dane.nazwisko}
            onValue={() => undefined}
            readOnly
          />
          {dane.pesel && (
            <Field
              t={t}
              label={t('rejestracja.pesel')}
              value={dane.pesel}
              onValue={() => undefined}
              readOnly
            />
          )}
          {dane.nip && (
            <Field t={t} label={t('rejestracja.nip')} value={dane.nip} onValue={() => undefined} readOnly />
          )}
          <Field
            t={t}
            type="email"
            label={t('rejestracja.email')}
            value={email}
            onValue={setEmail}
            error={errors.email}
            autoComplete="email"
          />
          <Field
            t={t}
            type="email"
            label={t('rejestracja.powtorzEmail')}
            value={email2}
            onValue={setEmail2}
            error={errors.email2}
            autoComplete="email"
          />
          <div className="g-form-actions">
            <button type="submit" className="g-button" disabled={busy}>
              {t('rejestracja.potwierdz')}
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
