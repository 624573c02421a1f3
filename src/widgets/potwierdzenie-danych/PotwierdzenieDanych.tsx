import { useMemo } from 'react';
import { loadAccountOnce, storeLoginToken } from '../../core/account.ts';
import { kontoPaths, tokenResponseSchema, type PotwierdzenieDanych as Dane } from '../../core/api/konto.ts';
import { requestNavigation } from '../../core/navigation.ts';
import { $loginTarget, clearSession } from '../../core/stores/session.ts';
import { validateEmail, validateEmailRepeat } from '../../core/rules/fields.ts';
import { apiErrorText } from '../../ui/api-error.ts';
import { Field } from '../../ui/Field.tsx';
import { isPortalPath, routeQuery } from '../../ui/portal-link.tsx';
import { useWidget } from '../../ui/context.ts';
import { FormActions, FormMessage, useForm } from '../../ui/FormFrame.tsx';
import { FormAlert } from '../../features/rejestracja/FormAlert.tsx';
import '../../features/rejestracja/texts.ts';

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
  const f = useForm({
    initial: { email: dane?.email ?? '', email2: '' },
    validate: ({ email, email2 }) => ({
      email: validateEmail(email),
      email2: validateEmail(email) ? null : validateEmailRepeat(email, email2),
    }),
    onFailure: (err) => ({ kind: 'alert', text: apiErrorText(t, err) }),
  });
  const title = t('rejestracja.potwierdzTytul');

  const confirm = async ({ email }: { email: string }) => {
    const { token } = await api.json(kontoPaths.potwierdzenieDanych, tokenResponseSchema, {
      method: 'POST',
      query: { data: data! },
      body: { ...dane!, email: email.trim() },
    });
    storeLoginToken({ token, czyOgraniczony: false, czyNiepotwierdzony: false });
    await loadAccountOnce(api).catch((e: unknown) => {
      clearSession();
      throw e;
    });
  };
  const submit = f.onSubmit(confirm, (r) => {
    if (!r.ok) return;
    $loginTarget.set(undefined);
    const link = q.get('link');
    if (inPortal) requestNavigation(isPortalPath(link) ? link : '/lista-uslug');
  });

  let content;
  if (!dane) content = <FormMessage text={t('rejestracja.brakDanych')} />;
  else if (f.done) content = <FormMessage done text={t('rejestracja.potwierdzono')} />;
  else
    content = (
      <>
        <p className="g-intro">{t('rejestracja.potwierdzWstep')}</p>
        <FormAlert text={f.state.alert?.text ?? null} />
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
            value={f.values.email}
            onValue={(v) => f.form.set('email', v)}
            error={f.state.errors.email}
            autoComplete="email"
          />
          <Field
            t={t}
            type="email"
            label={t('rejestracja.powtorzEmail')}
            value={f.values.email2}
            onValue={(v) => f.form.set('email2', v)}
            error={f.state.errors.email2}
            autoComplete="email"
          />
          <FormActions busy={f.busy} label={t('rejestracja.potwierdz')} />
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
