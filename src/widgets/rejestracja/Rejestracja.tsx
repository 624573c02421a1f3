import { useId, useRef } from 'react';
import {
  kontoPaths,
  okSchema,
  rejestracjaZgodySchema,
  type Rejestracja as Payload,
} from '../../core/api/konto.ts';
import { LANGUAGE_PARAM } from '../../core/api/client.ts';
import { sanitizePeselInput } from '../../core/rules/fields.ts';
import { apiErrorText } from '../../ui/api-error.ts';
import { Field } from '../../ui/Field.tsx';
import { PortalLink, portalBase } from '../../ui/portal-link.tsx';
import { useWidget } from '../../ui/context.ts';
import { FormActions, FormMessage, useForm } from '../../ui/FormFrame.tsx';
import { useLoaded } from '../../ui/useLoaded.tsx';
import { FormAlert } from '../../features/rejestracja/FormAlert.tsx';
import { PasswordFields } from '../../features/rejestracja/PasswordFields.tsx';
import {
  emptyRegistration,
  nipDigits,
  validateRegistration,
  type RegistrationValues,
} from '../../core/rules/konto.ts';
import '../../features/rejestracja/texts.ts';

/**
 * Registration (spec 01 §2, §3 "Registration payload", §5): name, login, e-mail twice, password twice with its
 * strength, PESEL for a person or NIP for an institution, and the consents the office asks for
 * (`/pi/rejestracjaZgody`, 'Wymagana zgoda'). Success tells the person to open the activation link from the
 * e-mail; a failure shows the server's description and keeps everything typed.
 */
export function Rejestracja() {
  const { t, api, lang } = useWidget();
  const id = useId();
  // the office's texts of the consents in the page's language, also when the reader chose none (issue 12 item 3);
  // a failure says the server's words with a retry
  const zgody = useLoaded(
    () =>
      api.json(kontoPaths.rejestracjaZgody, rejestracjaZgodySchema, { query: { [LANGUAGE_PARAM]: lang } }),
    [api, lang],
    { onFailure: 'quiet', errorText: (err) => apiErrorText(t, err) },
  );
  const f = useForm({
    initial: emptyRegistration,
    guard: true,
    isDirty: (values) => Object.entries(values).some(([k, x]) => k !== 'rodzaj' && x !== '' && x !== false),
    validate: (values) => (zgody.data ? validateRegistration(values, zgody.data) : {}),
    onFailure: (err) => ({ kind: 'alert', text: apiErrorText(t, err) }),
  });
  const v = f.values;
  const errors = f.state.errors;
  const formRef = useRef<HTMLFormElement>(null);

  const set =
    <K extends keyof RegistrationValues>(k: K) =>
    (x: RegistrationValues[K]) =>
      f.form.set(k, x);

  const title = t('rejestracja.tytul');
  if (f.done)
    return (
      <section className="g-konto" aria-label={title}>
        <h2>{title}</h2>
        <FormMessage done text={t('rejestracja.sukces')}>
          <PortalLink to="/logowanie">{t('rejestracja.doLogowania')}</PortalLink>
        </FormMessage>
      </section>
    );

  if (zgody.resource.status === 'error')
    return (
      <section className="g-konto" aria-label={title}>
        <h2>{title}</h2>
        {zgody.fallback}
      </section>
    );
  if (!zgody.data) return zgody.fallback;
  const z = zgody.data;

  const register = async (v: RegistrationValues) => {
    const body: Payload = {
      imie: v.imie.trim(),
      nazwisko: v.nazwisko.trim(),
      login: v.login.trim(),
      haslo: v.haslo,
      email: v.email.trim(),
      pesel: v.rodzaj === 'osoba' ? v.pesel : null,
      nip: v.rodzaj === 'instytucja' ? nipDigits(v.nip) : null,
      returnUrl: `${portalBase()}/aktywacja-return-url`,
      czyZgodaNaPrzetwarzanieDanych: v.zgodaDane,
      czyZgodaNaRegulamin: v.zgodaRegulamin,
    };
    await api.json(kontoPaths.rejestracja, okSchema, { method: 'POST', body });
  };
  const submit = f.onSubmit(register, (r) => {
    // the first field with a message gets focus
    if (!r.ok && 'invalid' in r)
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
  });

  const consent = (key: 'zgodaDane' | 'zgodaRegulamin', text: string) => {
    const err = errors[key];
    const errId = `${id}-${key}-err`;
    return (
      <div className="g-consent">
        <input
          type="checkbox"
          id={`${id}-${key}`}
          checked={v[key]}
          onChange={(e) => set(key)(e.currentTarget.checked)}
          aria-invalid={err ? true : undefined}
          aria-describedby={errId}
        />
        <label htmlFor={`${id}-${key}`}>{text}</label>
        <span id={errId} className="g-error g-field-error" aria-live="polite">
          {err ? t(err) : ''}
        </span>
      </div>
    );
  };

  return (
    <section className="g-konto" aria-label={title}>
      <h2>{title}</h2>
      <p className="g-intro">{t('rejestracja.wstep')}</p>
      <FormAlert text={f.state.alert?.text ?? null} />
      <form ref={formRef} className="g-form" onSubmit={submit} noValidate>
        <fieldset className="g-choice">
          <legend>{t('rejestracja.rodzaj')}</legend>
          {(['osoba', 'instytucja'] as const).map((r) => (
            <span key={r} className="g-choice-item">
              <input
                type="radio"
                id={`${id}-${r}`}
                name={`${id}-rodzaj`}
                value={r}
                checked={v.rodzaj === r}
                onChange={() => set('rodzaj')(r)}
              />
              <label htmlFor={`${id}-${r}`}>{t(`rejestracja.${r}`)}</label>
            </span>
          ))}
        </fieldset>
        <Field
          t={t}
          label={t('rejestracja.imie')}
          value={v.imie}
          onValue={set('imie')}
          error={errors.imie}
          autoComplete="given-name"
        />
        <Field
          t={t}
          label={t('rejestracja.nazwisko')}
          value={v.nazwisko}
          onValue={set('nazwisko')}
          error={errors.nazwisko}
          autoComplete="family-name"
        />
        {v.rodzaj === 'osoba' ? (
          <Field
            t={t}
            label={t('rejestracja.pesel')}
            value={v.pesel}
            onValue={(x) => set('pesel')(sanitizePeselInput(x))}
            error={errors.pesel}
            inputMode="numeric"
            maxLength={11}
            autoComplete="off"
          />
        ) : (
          <Field
            t={t}
            label={t('rejestracja.nip')}
            value={v.nip}
            onValue={set('nip')}
            error={errors.nip}
            inputMode="numeric"
            maxLength={13}
            autoComplete="off"
          />
        )}
        <Field
          t={t}
          label={t('rejestracja.login')}
          value={v.login}
          onValue={set('login')}
          error={errors.login}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
        />
        <Field
          t={t}
          type="email"
          label={t('rejestracja.email')}
          value={v.email}
          onValue={set('email')}
          error={errors.email}
          autoComplete="email"
        />
        <Field
          t={t}
          type="email"
          label={t('rejestracja.powtorzEmail')}
          value={v.email2}
          onValue={set('email2')}
          error={errors.email2}
          autoComplete="email"
        />
        <PasswordFields
          haslo={v.haslo}
          powtorz={v.haslo2}
          onHaslo={set('haslo')}
          onPowtorz={set('haslo2')}
          errors={{ haslo: errors.haslo ?? null, powtorz: errors.haslo2 ?? null }}
        />
        {z.czyPytacOZgodeNaPrzetwarzanieDanych && consent('zgodaDane', z.trescZgodyNaPrzetwarzanieDanych)}
        {z.czyPytacOZgodeNaRegulamin && consent('zgodaRegulamin', z.trescRegulaminu)}
        <FormActions busy={f.busy} label={t('rejestracja.zarejestruj')}>
          <PortalLink to="/logowanie">{t('rejestracja.maszKonto')}</PortalLink>
        </FormActions>
      </form>
    </section>
  );
}
