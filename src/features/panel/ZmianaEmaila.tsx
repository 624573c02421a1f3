import { useStore } from '@nanostores/react';
import { $userInfo } from '../../core/account.ts';
import { requestNavigation } from '../../core/navigation.ts';
import { showSnackbar } from '../../core/stores/snackbar.ts';
import { useWidget } from '../../ui/context.ts';
import { Field } from '../../ui/Field.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { useAccountSession } from '../../ui/session.ts';
import { FormActions, useForm } from '../../ui/FormFrame.tsx';
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
  const f = useForm<Form>({
    initial: EMPTY,
    guard: true,
    clearOnInput: true,
    focusErrors: true,
    validate: (v) => zmianaEmailaErrors(user?.email ?? '', v),
    onFailure: (err) => {
      const field = emailServerField(kodOf(err));
      const text = opisOf(err, t) ?? t('panelUzytkownika.bladZapisu');
      return field ? { kind: 'field', field, text } : { kind: 'snackbar', text };
    },
  });
  if (!user) return <Loader />;

  const back = () => {
    if (onDone) onDone();
    else requestNavigation('/panel-uzytkownika');
  };
  const submit = f.onSubmit(
    async (v) => {
      await zmienEmail(api, { nowyEmail: v.nowyEmail.trim(), haslo: v.haslo });
      $userInfo.set(await pobierzUzytkownika(api).catch(() => ({ ...user, email: v.nowyEmail.trim() })));
    },
    (r) => {
      if (!r.ok) return;
      f.form.reset();
      showSnackbar(t('panelUzytkownika.emailZmieniony'), { kind: 'confirmation' });
      back();
    },
  );

  const field = (k: EmailPole, type: string, autoComplete: string) => (
    <Field {...f.field(k)} label={t(`panelUzytkownika.${k}`)} type={type} autoComplete={autoComplete} t={t} />
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
        <FormActions
          busy={f.busy}
          label={t('panelUzytkownika.zapisz')}
          busyLabel={t('panelUzytkownika.zapisywanie')}
          cancel={{ label: t('panelUzytkownika.anuluj'), onClick: back }}
        />
      </form>
    </section>
  );
}

/** The element's screen (no props: back to the panel on success). */
export const ZmianaEmailaStrona = () => <ZmianaEmaila />;
