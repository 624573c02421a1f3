import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { kodyBledow } from '../../core/api/konto.ts';
import { showSnackbar } from '../../core/stores/snackbar.ts';
import { msg, validateTotp } from '../../core/rules/fields.ts';
import { useWidget } from '../../ui/context.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { kodOf, opisOf, pobierz2Fa, potwierdzenie, zapisz2Fa } from './calls.ts';
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
  const [kod, setKod] = useState('');
  const [blad, setBlad] = useState<string | null>(null);
  const [bladTekst, setBladTekst] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reload, setReload] = useState(0);
  const kodRef = useRef<HTMLInputElement>(null);

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
    );
    setReload((n) => n + 1);
  };
  // errors are shown at the field of the confirmation dialog (PotwierdzenieHaslem)
  const off = async (wpisane: string) => {
    await zapisz2Fa(api, { czy2FaAktywne: false, ...potwierdzenie(wpisane) });
    setWylaczanie(false);
    saved(false);
  };
  const save = async (czy2FaAktywne: boolean, totp: string | null) => {
    setBusy(true);
    try {
      await zapisz2Fa(api, { czy2FaAktywne, totp });
      setKod('');
      setDialog(false);
      saved(czy2FaAktywne);
    } catch (e) {
      if (!totp) return showSnackbar(opisOf(e, t) ?? t('panelUzytkownika.bladZapisu'));
      // spec 01 §8: a wrong code shows 'Błędny kod TOTP' and clears the field
      setKod('');
      if (kodOf(e) === kodyBledow.zlyTotp) {
        setBlad(msg.totpInvalid);
        setBladTekst(null);
      } else setBladTekst(opisOf(e, t) ?? t('panelUzytkownika.bladZapisu'));
      kodRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const onSave = (e: FormEvent) => {
    e.preventDefault();
    if (on) {
      setKod('');
      setBlad(null);
      setBladTekst(null);
      setDialog(true);
    } else if (cfg?.czy2FaAktywne) setWylaczanie(true);
    else void save(false, null);
  };
  const confirm = (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    const err = validateTotp(kod);
    setBlad(err);
    setBladTekst(null);
    if (err) return kodRef.current?.focus();
    void save(true, kod.replace(/\s/g, ''));
  };
  // spec 01 §4: Enter (the form) or space submits the code
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === ' ') {
      e.preventDefault();
      confirm();
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
            <button type="submit" className="g-button" disabled={busy || on === cfg.czy2FaAktywne}>
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
        onClose={() => {
          setDialog(false);
          setKod('');
        }}
        actions={
          <>
            <button type="submit" form="g-totp-form" className="g-button" disabled={busy}>
              {t('panelUzytkownika.potwierdz')}
            </button>
            <button
              type="button"
              className="g-button g-secondary"
              onClick={() => {
                setDialog(false);
                setKod('');
              }}
            >
              {t('panelUzytkownika.anuluj')}
            </button>
          </>
        }
      >
        <form id="g-totp-form" className="g-form" onSubmit={confirm} noValidate>
          <Field
            ref={kodRef}
            label={t('panelUzytkownika.totpKod')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={kod}
            onValue={(v) => {
              setKod(v.replace(/\D/g, ''));
              setBlad(null);
              setBladTekst(null);
            }}
            onKeyDown={onKey}
            autoFocus
            t={t}
            error={blad}
            errorText={bladTekst}
          />
        </form>
      </Dialog>
    </section>
  );
}
