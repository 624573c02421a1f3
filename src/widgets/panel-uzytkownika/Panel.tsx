import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $userInfo } from '../../core/account.ts';
import { $serverConfig } from '../../core/api/konfiguracja.ts';
import { requestNavigation } from '../../core/navigation.ts';
import { openDialog } from '../../core/stores/dialog.ts';
import { $loginTarget, $restrictedToken, $token } from '../../core/stores/session.ts';
import { useWidget } from '../../ui/context.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { useAccountSession } from '../../ui/session.ts';
import { potwierdzenie, usunKonto } from '../../features/panel/calls.ts';
import { DwaEtapy } from './DwaEtapy.tsx';
import { PotwierdzenieHaslem } from './PotwierdzenieHaslem.tsx';
import { showCorrespondence } from '../../core/rules/konto.ts';
import { ZgodyDialog } from './ZgodyDialog.tsx';
import { ZmianaEmaila } from '../../features/panel/ZmianaEmaila.tsx';
import { ZmianaHasla } from '../../features/panel/ZmianaHasla.tsx';
import '../../features/panel/texts.ts';

/** Whether only a restricted token is held (spec 01 §6: unconfirmed or unverified account). */
export function useRestricted(): boolean {
  const token = useStore($token);
  const restricted = useStore($restrictedToken);
  return !token && Boolean(restricted);
}

/**
 * User panel (spec 01 §2 "User panel", §4, §6): the user's data read-only, banners for an unconfirmed and an
 * unverified account, and the account's actions — change e-mail, change password, notification consents,
 * correspondence data (office flag, full login only), two-factor setup (office flag) and account deletion after
 * a question that also asks for the password (issue 11 item 4), which then logs out. In the portal the two changes are their own pages; on a CMS page they
 * open in place.
 */
export function PanelUzytkownika() {
  const { t, api, inPortal } = useWidget();
  const { loggedIn, clock } = useAccountSession();
  const user = useStore($userInfo);
  const restricted = useRestricted();
  const cfg = useStore($serverConfig)[api.baseURL];
  const [zgody, setZgody] = useState(false);
  const [koresp, setKoresp] = useState(false);
  const [usuwanie, setUsuwanie] = useState(false);
  const [inPlace, setInPlace] = useState<null | 'email' | 'haslo'>(null);

  if (!loggedIn) return <p className="g-notice">{t('panelUzytkownika.niezalogowany')}</p>;
  if (!user) return <Loader />;

  const open = (what: 'email' | 'haslo') => {
    const path = what === 'email' ? '/zmiana-email' : '/zmiana-hasla';
    if (!inPortal || !requestNavigation(path)) setInPlace(what);
  };
  if (inPlace === 'email') return <ZmianaEmaila onDone={() => setInPlace(null)} />;
  if (inPlace === 'haslo') return <ZmianaHasla onDone={() => setInPlace(null)} />;

  const usun = async (wpisane: string) => {
    await usunKonto(api, potwierdzenie(wpisane));
    setUsuwanie(false);
    // The account and its sessions are gone (issue 12 item 9): the page goes home before the session is cleared,
    // so the panel's login guard does not remember it as a login target; the session is cleared here without
    // the logout call (its token is void: a server may refuse it with 401), and so is any remembered target.
    requestNavigation('/');
    await clock.logout({ revoke: false });
    $loginTarget.set(undefined);
    openDialog({
      title: t('panelUzytkownika.kontoUsuniete'),
      onClose: () => requestNavigation('/'),
    });
  };

  const value = (v: string | null) => v || t('panelUzytkownika.brak');
  return (
    <section className="g-panel" aria-labelledby="g-panel-title">
      <h2 id="g-panel-title">{t('panelUzytkownika.tytul')}</h2>
      {user.czyNiepotwierdzony && (
        <p className="g-banner" role="note">
          {t('panelUzytkownika.niepotwierdzone')}
        </p>
      )}
      {user.czyNiezweryfikowany && (
        <p className="g-banner" role="note">
          {t('panelUzytkownika.niezweryfikowane')}
        </p>
      )}
      <section className="g-card" aria-labelledby="g-panel-dane">
        <h3 id="g-panel-dane">{t('panelUzytkownika.dane')}</h3>
        <dl className="g-panel-dane">
          <dt>{t('panelUzytkownika.imie')}</dt>
          <dd>{value(user.imie)}</dd>
          <dt>{t('panelUzytkownika.nazwisko')}</dt>
          <dd>{value(user.nazwisko)}</dd>
          <dt>{t('panelUzytkownika.login')}</dt>
          <dd>{value(user.login)}</dd>
          <dt>{t('panelUzytkownika.email')}</dt>
          <dd>{value(user.email)}</dd>
          <dt>{t('panelUzytkownika.pesel')}</dt>
          <dd>{value(user.pesel)}</dd>
          <dt>{t('panelUzytkownika.nip')}</dt>
          <dd>{value(user.nip)}</dd>
        </dl>
      </section>
      <section className="g-card" aria-labelledby="g-panel-akcje">
        <h3 id="g-panel-akcje">{t('panelUzytkownika.akcje')}</h3>
        <div className="g-panel-akcje">
          <button type="button" className="g-button g-secondary" onClick={() => open('email')}>
            {t('panelUzytkownika.zmienEmail')}
          </button>
          <button type="button" className="g-button g-secondary" onClick={() => open('haslo')}>
            {t('panelUzytkownika.zmienHaslo')}
          </button>
          <button type="button" className="g-button g-secondary" onClick={() => setZgody(true)}>
            {t('panelUzytkownika.zgody')}
          </button>
          {showCorrespondence(cfg?.czyWidoczneDaneKorespondencyjne, restricted) && (
            <button
              type="button"
              className="g-button g-secondary"
              // the portal has the service (issue 17); on a CMS page the note says how to change the data
              onClick={() =>
                (inPortal && requestNavigation('/uslugi/dane-korespondencyjne')) || setKoresp(true)
              }
            >
              {t('panelUzytkownika.daneKorespondencyjne')}
            </button>
          )}
          <button type="button" className="g-button g-danger" onClick={() => setUsuwanie(true)}>
            {t('panelUzytkownika.usunKonto')}
          </button>
        </div>
      </section>
      {cfg?.czy2Fa && <DwaEtapy />}
      <ZgodyDialog open={zgody} onClose={() => setZgody(false)} />
      <PotwierdzenieHaslem
        open={usuwanie}
        title={t('panelUzytkownika.usunKontoPytanie')}
        text={t('panelUzytkownika.usunKontoHaslo')}
        label={t('panelUzytkownika.haslo')}
        confirmLabel={t('panelUzytkownika.usunKonto')}
        onConfirm={usun}
        onClose={() => setUsuwanie(false)}
      />
      <Dialog
        open={koresp}
        title={t('panelUzytkownika.daneKorespondencyjne')}
        onClose={() => setKoresp(false)}
        actions={
          <button type="button" className="g-button" onClick={() => setKoresp(false)} autoFocus>
            {t('wspolne.ok')}
          </button>
        }
      >
        <p>
          {user.imie} {user.nazwisko}, {user.email}
        </p>
        <p>{t('panelUzytkownika.daneKorespondencyjneTresc')}</p>
      </Dialog>
    </section>
  );
}
