import { useRef, useState, type FormEvent } from 'react';
import { requestNavigation } from '../../core/navigation.ts';
import { showSnackbar } from '../../core/stores/snackbar.ts';
import { useWidget } from '../../ui/context.ts';
import { Field } from '../../ui/Field.tsx';
import { useAccountSession } from '../../ui/session.ts';
import { useLeaveGuard } from '../../ui/useLeaveGuard.ts';
import { kodOf, opisOf, zmienHaslo } from './calls.ts';
import {
  hasloServerField,
  zmianaHaslaErrors,
  type HasloPole,
  type ZmianaHasla as Form,
} from '../../core/rules/konto.ts';
import './texts.ts';

const EMPTY: Form = { stareHaslo: '', noweHaslo: '', powtorzHaslo: '' };

/**
 * Change password (spec 01 §2, §5, §8): current password, new one twice. The rules are checked before sending;
 * the server's 1519 is shown at the current password, 1105 and 1502 at the new one, anything else as a snackbar.
 * Success: snackbar, and back to the panel (or `onDone` when shown inside the panel on a CMS page).
 */
export function ZmianaHasla({ onDone }: { onDone?: () => void }) {
  const { t, api } = useWidget();
  useAccountSession();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<HasloPole, string | null>>>({});
  const [server, setServer] = useState<{ field: HasloPole; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [visible, setVisible] = useState(false);
  const refs = {
    stareHaslo: useRef<HTMLInputElement>(null),
    noweHaslo: useRef<HTMLInputElement>(null),
    powtorzHaslo: useRef<HTMLInputElement>(null),
  };
  useLeaveGuard(
    form !== EMPTY && (form.stareHaslo !== '' || form.noweHaslo !== '' || form.powtorzHaslo !== ''),
  );

  const set = (k: HasloPole) => (v: string) => {
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
    const errs = zmianaHaslaErrors(form);
    setErrors(errs);
    setServer(null);
    const first = (Object.keys(refs) as HasloPole[]).find((k) => errs[k]);
    if (first) return refs[first].current?.focus();
    setBusy(true);
    try {
      await zmienHaslo(api, { stareHaslo: form.stareHaslo, noweHaslo: form.noweHaslo });
      setForm(EMPTY);
      showSnackbar(t('panelUzytkownika.hasloZmienione'));
      back();
    } catch (err) {
      const field = hasloServerField(kodOf(err));
      const text = opisOf(err, t) ?? t('panelUzytkownika.bladZapisu');
      if (field) {
        setServer({ field, text });
        refs[field].current?.focus();
      } else showSnackbar(text);
    } finally {
      setBusy(false);
    }
  };

  const field = (k: HasloPole, autoComplete: string) => (
    <Field
      ref={refs[k]}
      label={t(`panelUzytkownika.${k}`)}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={form[k]}
      onValue={set(k)}
      t={t}
      error={errors[k] ?? null}
      errorText={server?.field === k ? server.text : null}
      hint={k === 'noweHaslo' ? t('walidacja.hasloZaSlabe') : undefined}
    />
  );
  return (
    <section className="g-panel" aria-labelledby="g-haslo-title">
      <h2 id="g-haslo-title">{t('panelUzytkownika.zmienHaslo')}</h2>
      <form className="g-form" onSubmit={submit} noValidate>
        {field('stareHaslo', 'current-password')}
        {field('noweHaslo', 'new-password')}
        {field('powtorzHaslo', 'new-password')}
        <label className="g-check">
          <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.currentTarget.checked)} />
          {t('panelUzytkownika.pokaz')}
        </label>
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
export const ZmianaHaslaStrona = () => <ZmianaHasla />;
