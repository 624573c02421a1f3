import { useEffect, useState } from 'react';
import type { Zgody } from '../../core/api/konto.ts';
import { normalizePhone } from '../../core/rules/fields.ts';
import { showSnackbar } from '../../core/stores/snackbar.ts';
import { useWidget } from '../../ui/context.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { useForm } from '../../ui/FormFrame.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { useLatest } from '../../ui/useLatest.ts';
import { opisOf, pobierzZgody, zapiszZgody } from '../../features/panel/calls.ts';
import { orNull, zgodyErrors, type ZgodyForm } from '../../core/rules/konto.ts';

/**
 * Notification consents (spec 01 §3, §5, §8): SMS and e-mail, with the phone and the address each checked only
 * when its consent is on. They are the consents of the payment reminders (server/przypomnienia.ts), which the
 * dialog says; the language it is shown in is sent with the save and becomes the reminders' language. Saving closes the dialog. A failed save keeps it open with the user's choices and says
 * why (the server's description, else 'Wystąpił błąd podczas zapisu'), so a change that did not happen is never
 * taken for done (issue 12 item 2; docs/behaviour.md "Behaviour where the specification is silent").
 */
export function ZgodyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, api, lang } = useWidget();
  const [loaded, setLoaded] = useState(false);
  const f = useForm<ZgodyForm>({
    initial: { powiadomieniaEmail: false, powiadomieniaSms: false, email: '', telefon: '' },
    clearOnInput: true,
    focusErrors: true,
    validate: zgodyErrors,
    onFailure: (err) => ({ kind: 'alert', text: opisOf(err, t) ?? t('panelUzytkownika.bladZapisu') }),
  });
  const form = loaded ? f.values : null;
  // the consents are read when the dialog opens; a new onClose of the parent does not read them again
  const zamknij = useLatest(onClose);

  useEffect(() => {
    if (!open) return;
    setLoaded(false);
    f.form.reset();
    let live = true;
    pobierzZgody(api).then(
      (z: Zgody) => {
        if (!live) return;
        f.form.reset({
          powiadomieniaEmail: z.powiadomieniaEmail,
          powiadomieniaSms: z.powiadomieniaSms,
          email: z.email ?? '',
          telefon: z.telefon ?? '',
        });
        setLoaded(true);
      },
      () => live && zamknij.current(),
    );
    return () => {
      live = false;
    };
  }, [open, api, f.form, zamknij]);

  const submit = f.onSubmit(
    (v) =>
      zapiszZgody(
        api,
        {
          powiadomieniaEmail: v.powiadomieniaEmail,
          powiadomieniaSms: v.powiadomieniaSms,
          email: orNull(v.email),
          telefon: orNull(normalizePhone(v.telefon) ?? v.telefon),
        },
        lang,
      ),
    (r) => {
      if (!r.ok) return;
      showSnackbar(t('panelUzytkownika.zapisano'), { kind: 'confirmation' });
      onClose();
    },
  );
  const failed = f.state.alert?.text;

  const check = (k: 'powiadomieniaEmail' | 'powiadomieniaSms', label: string) => (
    <label className="g-check">
      <input
        type="checkbox"
        checked={form?.[k] ?? false}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          const tied = k === 'powiadomieniaEmail' ? 'email' : 'telefon';
          // the address or phone is checked only with its consent: its message goes with the change
          f.form.patch({ [k]: on, [tied]: f.values[tied] });
        }}
      />
      {label}
    </label>
  );

  return (
    <Dialog
      open={open}
      title={t('panelUzytkownika.zgody')}
      onClose={onClose}
      actions={
        <>
          <button type="submit" form="g-zgody-form" className="g-button" disabled={!form || f.busy}>
            {f.busy ? t('panelUzytkownika.zapisywanie') : t('panelUzytkownika.zapisz')}
          </button>
          <button type="button" className="g-button g-secondary" onClick={onClose}>
            {t('panelUzytkownika.anuluj')}
          </button>
        </>
      }
    >
      {!form ? (
        <Loader />
      ) : (
        <form id="g-zgody-form" className="g-form" onSubmit={submit} noValidate>
          <p>{t('panelUzytkownika.zgodyTresc')}</p>
          <p>{t('panelUzytkownika.zgodyPrzypomnienia')}</p>
          {failed && (
            <p role="alert" className="g-error">
              {failed}
            </p>
          )}
          {check('powiadomieniaEmail', t('panelUzytkownika.zgodaEmail'))}
          <Field
            {...f.field('email')}
            label={t('panelUzytkownika.emailPowiadomien')}
            type="email"
            autoComplete="email"
            t={t}
          />
          {check('powiadomieniaSms', t('panelUzytkownika.zgodaSms'))}
          <Field
            {...f.field('telefon')}
            label={t('panelUzytkownika.telefon')}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            t={t}
          />
        </form>
      )}
    </Dialog>
  );
}
