import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Zgody } from '../../core/api/konto.ts';
import { normalizePhone } from '../../core/rules/fields.ts';
import { showSnackbar } from '../../core/stores/snackbar.ts';
import { useWidget } from '../../ui/context.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { opisOf, pobierzZgody, zapiszZgody } from './calls.ts';
import { orNull, zgodyErrors, type ZgodyForm } from '../../core/rules/konto.ts';

/**
 * Notification consents (spec 01 §3, §5, §8): SMS and e-mail, with the phone and the address each checked only
 * when its consent is on. Saving closes the dialog. A failed save keeps it open with the user's choices and says
 * why (the server's description, else 'Wystąpił błąd podczas zapisu'), so a change that did not happen is never
 * taken for done (issue 12 item 2; README "Behaviour where the specification is silent").
 */
export function ZgodyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, api } = useWidget();
  const [form, setForm] = useState<ZgodyForm | null>(null);
  const [errors, setErrors] = useState<{ email?: string | null; telefon?: string | null }>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const telRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setForm(null);
    setErrors({});
    setFailed(null);
    let live = true;
    pobierzZgody(api).then(
      (z: Zgody) =>
        live &&
        setForm({
          powiadomieniaEmail: z.powiadomieniaEmail,
          powiadomieniaSms: z.powiadomieniaSms,
          email: z.email ?? '',
          telefon: z.telefon ?? '',
        }),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form) return;
    const errs = zgodyErrors(form);
    setErrors(errs);
    setFailed(null);
    if (errs.email) return emailRef.current?.focus();
    if (errs.telefon) return telRef.current?.focus();
    setBusy(true);
    try {
      await zapiszZgody(api, {
        powiadomieniaEmail: form.powiadomieniaEmail,
        powiadomieniaSms: form.powiadomieniaSms,
        email: orNull(form.email),
        telefon: orNull(normalizePhone(form.telefon) ?? form.telefon),
      });
      showSnackbar(t('panelUzytkownika.zapisano'));
      onClose();
    } catch (err) {
      setFailed(opisOf(err, t) ?? t('panelUzytkownika.bladZapisu'));
    } finally {
      setBusy(false);
    }
  };

  const check = (k: 'powiadomieniaEmail' | 'powiadomieniaSms', label: string) => (
    <label className="g-check">
      <input
        type="checkbox"
        checked={form?.[k] ?? false}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          setForm((f) => (f ? { ...f, [k]: on } : f));
          setErrors((er) => ({ ...er, [k === 'powiadomieniaEmail' ? 'email' : 'telefon']: null }));
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
          <button type="submit" form="g-zgody-form" className="g-button" disabled={!form || busy}>
            {busy ? t('panelUzytkownika.zapisywanie') : t('panelUzytkownika.zapisz')}
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
          {failed && (
            <p role="alert" className="g-error">
              {failed}
            </p>
          )}
          {check('powiadomieniaEmail', t('panelUzytkownika.zgodaEmail'))}
          <Field
            ref={emailRef}
            label={t('panelUzytkownika.emailPowiadomien')}
            type="email"
            autoComplete="email"
            value={form.email}
            onValue={(v) => {
              setForm((f) => (f ? { ...f, email: v } : f));
              setErrors((er) => ({ ...er, email: null }));
            }}
            t={t}
            error={errors.email ?? null}
          />
          {check('powiadomieniaSms', t('panelUzytkownika.zgodaSms'))}
          <Field
            ref={telRef}
            label={t('panelUzytkownika.telefon')}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            value={form.telefon}
            onValue={(v) => {
              setForm((f) => (f ? { ...f, telefon: v } : f));
              setErrors((er) => ({ ...er, telefon: null }));
            }}
            t={t}
            error={errors.telefon ?? null}
          />
        </form>
      )}
    </Dialog>
  );
}
