import { useState } from 'react';
import { requestNavigation } from '../../core/navigation.ts';
import { showSnackbar } from '../../core/stores/snackbar.ts';
import { useWidget } from '../../ui/context.ts';
import { Field } from '../../ui/Field.tsx';
import { useAccountSession } from '../../ui/session.ts';
import { FormActions, useForm } from '../../ui/FormFrame.tsx';
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
  const [visible, setVisible] = useState(false);
  const f = useForm<Form>({
    initial: EMPTY,
    guard: true,
    clearOnInput: true,
    focusErrors: true,
    validate: zmianaHaslaErrors,
    onFailure: (err) => {
      const field = hasloServerField(kodOf(err));
      const text = opisOf(err, t) ?? t('panelUzytkownika.bladZapisu');
      return field ? { kind: 'field', field, text } : { kind: 'snackbar', text };
    },
  });
  const back = () => {
    if (onDone) onDone();
    else requestNavigation('/panel-uzytkownika');
  };
  const submit = f.onSubmit(
    (v) => zmienHaslo(api, { stareHaslo: v.stareHaslo, noweHaslo: v.noweHaslo }),
    (r) => {
      if (!r.ok) return;
      f.form.reset();
      showSnackbar(t('panelUzytkownika.hasloZmienione'), { kind: 'confirmation' });
      back();
    },
  );

  const field = (k: HasloPole, autoComplete: string) => (
    <Field
      {...f.field(k)}
      label={t(`panelUzytkownika.${k}`)}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      t={t}
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
export const ZmianaHaslaStrona = () => <ZmianaHasla />;
