import { useStore } from '@nanostores/react';
import { requestNavigation } from '../../core/navigation.ts';
import { $restrictedToken, $token } from '../../core/stores/session.ts';
import { useWidget } from '../../ui/context.ts';
import { PortalLink } from '../../ui/portal-link.tsx';
import { useAccount } from '../../features/logowanie/account-load.ts';
import { DEFAULT_TARGET, loginDestination } from '../../features/logowanie/destination.ts';
import { LoginForm, type LoginDone } from '../../features/logowanie/LoginForm.tsx';
import { RestrictedNotice } from '../../features/logowanie/RestrictedNotice.tsx';

/**
 * The login page (spec 01 §2 `/logowanie`, `/uzytkownicy/login2FA`; §4 "Login"). In the portal a full login
 * goes to the remembered target (then forgotten) or the services list, a restricted one to the user panel
 * (the restricted state with its banners); on a CMS page the element stays and says who is logged in.
 */
export function Logowanie() {
  const { t, api, inPortal } = useWidget();
  const { loggedIn, user } = useAccount(api);
  const restrictedToken = useStore($restrictedToken);
  const token = useStore($token);
  const restricted = Boolean(restrictedToken) && !token;
  const title = t('logowanie.tytul');

  const onDone = ({ restricted }: LoginDone) => {
    if (!inPortal) return;
    requestNavigation(loginDestination(restricted));
  };

  return (
    <section className="g-logowanie" aria-label={title}>
      <h2>{title}</h2>
      {loggedIn ? (
        <div aria-live="polite">
          {user && (
            <p>
              {t('logowanie.zalogowanyJako', { kto: `${user.imie} ${user.nazwisko}`.trim() || user.login })}
            </p>
          )}
          {restricted && user && <RestrictedNotice user={user} />}
          <PortalLink to={DEFAULT_TARGET}>{t('logowanie.przejdzDoUslug')}</PortalLink>
        </div>
      ) : (
        <>
          <p className="g-intro">{t('logowanie.wstep')}</p>
          <LoginForm onDone={onDone} />
        </>
      )}
    </section>
  );
}
