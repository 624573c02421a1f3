import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { kodyBledow } from '../../core/api/konto.ts';
import { showSnackbar } from '../../core/stores/snackbar.ts';
import { msg, validateTotp } from '../../core/rules/fields.ts';
import { useWidget } from '../../ui/context.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { useForm } from '../../ui/FormFrame.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { kodOf, opisOf, pobierz2Fa, potwierdzenie, zapisz2Fa } from '../../features/panel/calls.ts';
import { PotwierdzenieHaslem } from './PotwierdzenieHaslem.tsx';

interface Konfiguracja {
  czy2FaAktywne: boolean;
  qrCode: string | null;
  key: string | null;
}

/**
 * Two-factor setup (spec 01 §4 "Two-factor setup", shown when the office has `czy2Fa`): a switch, the QR code
 * and the key for the authenticator app; saving with it on asks for a code in a dialog (Enter or space submits)
 * and confirming saves; saving off asks for the password or a current code first (issue 11 item 4: a session
 * alone must not remove the second factor). Afterwards the code is cleared and the dialog closed.
 */
export function DwaEtapy() {
  const { t, api } = useWidget();
  const [cfg, setCfg] = useState<Konfiguracja | null>(null);
  const [on, setOn] = useState(false);
  const [dialog, setDialog] = useState(false);
  const [wylaczanie, setWylaczanie] = useState(false);
  const [reload, setReload] = useState(0);
  const f = useForm({
    initial: { kod: '' },
    clearOnInput: true,
    focusErrors: true,
    validate: (v) => ({ kod: validateTotp(v.kod) }),
    // spec 01 §8: a wrong code shows 'Błędny kod TOTP' and clears the field
    onFailure: (e) =>
      kodOf(e) === kodyBledow.zlyTotp
        ? { kind: 'field', field: 'kod', clear: true, error: msg.totpInvalid }
        : {
            kind: 'field',
            field: 'kod',
            clear: true,
            text: opisOf(e, t) ?? t('panelUzytkownika.bladZapisu'),
          },
  });

  useEffect(() => {
    let live = true;
    pobierz2Fa(api).then(
      (c) => {
        if (!live) return;
        setCfg(c);
        setOn(c.czy2FaAktywne);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, reload]);

  const saved = (czy2FaAktywne: boolean) => {
    showSnackbar(
      t(czy2FaAktywne ? 'panelUzytkownika.dwaEtapyWlaczone' : 'panelUzytkownika.dwaEtapyWylaczone'),
      { kind: 'confirmation' },
    );
    setReload((n) => n + 1);
  };
  // errors are shown at the field of the confirmation dialog (PotwierdzenieHaslem)
  const off = async (wpisane: string) => {
    await zapisz2Fa(api, { czy2FaAktywne: false, ...potwierdzenie(wpisane) });
    setWylaczanie(false);
    saved(false);
  };
  const zamknij = () => {
    setDialog(false);
    f.form.reset();
  };

  const onSave = (e: FormEvent) => {
    e.preventDefault();
    if (on) {
      f.form.reset();
      setDialog(true);
    } else if (cfg?.czy2FaAktywne) setWylaczanie(true);
    // off while it is off: the save button is disabled (nothing changed), there is nothing to send
  };
  const confirm = f.onSubmit(
    (v) => zapisz2Fa(api, { czy2FaAktywne: true, totp: v.kod.replace(/\s/g, '') }),
    (r) => {
      if (!r.ok) return;
      zamknij();
      saved(true);
    },
  );
  // spec 01 §4: Enter (the form) or space submits the code
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === ' ') {
      e.preventDefault();
      void confirm();
    }
  };

  return (
    <section className="g-card" aria-labelledby="g-2fa-title">
      <h3 id="g-2fa-title">{t('panelUzytkownika.dwaEtapy')}</h3>
      {!cfg ? (
        <Loader />
      ) : (
        <form className="g-form" onSubmit={onSave} noValidate>
          <p>{t('panelUzytkownika.dwaEtapyTresc')}</p>
          <label className="g-check">
            <input
              type="checkbox"
              role="switch"
              checked={on}
              onChange={(e) => setOn(e.currentTarget.checked)}
            />
            {t('panelUzytkownika.dwaEtapyWlacz')}
          </label>
          {on && !cfg.czy2FaAktywne && cfg.key && (
            <div className="g-2fa-setup">
              <p>{t('panelUzytkownika.dwaEtapyKod')}</p>
              {cfg.qrCode && (
                <img
                  className="g-2fa-qr"
                  src={cfg.qrCode}
                  alt={t('panelUzytkownika.kodQr')}
                  width="192"
                  height="192"
                />
              )}
              <p>
                {t('panelUzytkownika.klucz')}: <code className="g-2fa-key">{cfg.key}</code>
              </p>
            </div>
          )}
          <div className="g-form-actions">
            <button type="submit" className="g-button" disabled={f.busy || on === cfg.czy2FaAktywne}>
              {t('panelUzytkownika.zapisz')}
            </button>
          </div>
        </form>
      )}
      <PotwierdzenieHaslem
        open={wylaczanie}
        title={t('panelUzytkownika.wylaczDwaEtapyPytanie')}
        text={t('panelUzytkownika.wylaczDwaEtapyTresc')}
        label={t('panelUzytkownika.hasloLubKod')}
        confirmLabel={t('panelUzytkownika.wylacz')}
        onConfirm={off}
        onClose={() => setWylaczanie(false)}
      />
      <Dialog
        open={dialog}
        title={t('panelUzytkownika.totpTytul')}
        onClose={zamknij}
        actions={
          <>
            <button type="submit" form="g-totp-form" className="g-button" disabled={f.busy}>
              {t('panelUzytkownika.potwierdz')}
            </button>
            <button type="button" className="g-button g-secondary" onClick={zamknij}>
              {t('panelUzytkownika.anuluj')}
            </button>
          </>
        }
      >
        <form id="g-totp-form" className="g-form" onSubmit={confirm} noValidate>
          <Field
            {...f.field('kod')}
            label={t('panelUzytkownika.totpKod')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            onValue={(v) => f.form.set('kod', v.replace(/\D/g, ''))}
            onKeyDown={onKey}
            autoFocus
            t={t}
          />
        </form>
      </Dialog>
    </section>
  );
}
