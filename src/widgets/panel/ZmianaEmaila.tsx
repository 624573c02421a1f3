import { useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $userInfo } from '../../core/account.ts';
import { requestNavigation } from '../../core/navigation.ts';
import { showSnackbar } from '../../core/stores/snackbar.ts';
import { useWidget } from '../../ui/context.ts';
import { Field } from '../../ui/Field.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { useAccountSession } from '../../ui/session.ts';
import { useLeaveGuard } from '../../ui/useLeaveGuard.ts';
import { kodOf, opisOf, pobierzUzytkownika, zmienEmail } from './calls.ts';
import {
  emailServerField,
  zmianaEmailaErrors,
  type EmailPole,
  type ZmianaEmaila as Form,
} from '../../core/rules/konto.ts';
import './texts.ts';

const EMPTY: Form = { nowyEmail: '', powtorzEmail: '', haslo: '' };

/**
 * Change e-mail (spec 01 §2, §5, §8): the current address read-only, the new one twice and the password. The
 * server's 1511 is shown at the new address, 1519 at the password, anything else as a snackbar. Success: the
 * user's data are read again, snackbar, back to the panel.
 */
export function ZmianaEmaila({ onDone }: { onDone?: () => void }) {
  const { t, api } = useWidget();
  useAccountSession();
  const user = useStore($userInfo);
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<EmailPole, string | null>>>({});
  const [server, setServer] = useState<{ field: EmailPole; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = {
    nowyEmail: useRef<HTMLInputElement>(null),
    powtorzEmail: useRef<HTMLInputElement>(null),
    haslo: useRef<HTMLInputElement>(null),
  };
  useLeaveGuard(form.nowyEmail !== '' || form.powtorzEmail !== '' || form.haslo !== '');
  if (!user) return <Loader />;

  const set = (k: EmailPole) => (v: string) => {
    setForm((f) => ({ ...f, [k]: v }));
    setErrors((e) => ({ ...e, [k]: null }));
    if (server?.field === k) setServer(null);
  };
  const back = () => {
    if (onDone) onDone();
    else requestNavigation('/panel-uzytkownika');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = zmianaEmailaErrors(user.email, form);
    setErrors(errs);
    setServer(null);
    const first = (Object.keys(refs) as EmailPole[]).find((k) => errs[k]);
    if (first) return refs[first].current?.focus();
    setBusy(true);
    try {
      await zmienEmail(api, { nowyEmail: form.nowyEmail.trim(), haslo: form.haslo });
      setForm(EMPTY);
      $userInfo.set(await pobierzUzytkownika(api).catch(() => ({ ...user, email: form.nowyEmail.trim() })));
      showSnackbar(t('panelUzytkownika.emailZmieniony'));
      back();
    } catch (err) {
      const field = emailServerField(kodOf(err));
      const text = opisOf(err, t) ?? t('panelUzytkownika.bladZapisu');
      if (field) {
        setServer({ field, text });
        refs[field].current?.focus();
      } else showSnackbar(text);
    } finally {
      setBusy(false);
    }
  };

  const field = (k: EmailPole, type: string, autoComplete: string) => (
    <Field
      ref={refs[k]}
      label={t(`panelUzytkownika.${k}`)}
      type={type}
      autoComplete={autoComplete}
      value={form[k]}
      onValue={set(k)}
      t={t}
      error={errors[k] ?? null}
      errorText={server?.field === k ? server.text : null}
    />
  );
  return (
    <section className="g-panel" aria-labelledby="g-email-title">
      <h2 id="g-email-title">{t('panelUzytkownika.zmienEmail')}</h2>
      <form className="g-form" onSubmit={submit} noValidate>
        <Field
          label={t('panelUzytkownika.aktualnyEmail')}
          type="email"
          value={user.email}
          onValue={() => undefined}
          readOnly
          t={t}
        />
        {field('nowyEmail', 'email', 'email')}
        {field('powtorzEmail', 'email', 'off')}
        {field('haslo', 'password', 'current-password')}
        <div className="g-form-actions">
          <button type="submit" className="g-button" disabled={busy}>
            {busy ? t('panelUzytkownika.zapisywanie') : t('panelUzytkownika.zapisz')}
          </button>
          <button type="button" className="g-button g-secondary" onClick={back}>
            {t('panelUzytkownika.anuluj')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The element's screen (no props: back to the panel on success). */
export const ZmianaEmailaStrona = () => <ZmianaEmaila />;
