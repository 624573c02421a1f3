import { useStore } from '@nanostores/react';
import { $cookieAccepted } from '../core/stores/settings.ts';
import { useWidget } from '../ui/context.ts';
import { Icon } from './Icon.tsx';
import { Link } from './portal-context.tsx';

/** Cookie notice (spec 01 §2): bottom right, a link to the policy, a close button that stores acceptance. */
export function CookieNotice() {
  const { t } = useWidget();
  const accepted = useStore($cookieAccepted);
  if (accepted) return null;
  return (
    <aside className="g-cookie" aria-label={t('portal.cookie.region')}>
      <p>
        {t('portal.cookie.tresc')} <Link to="/polityka-cookie">{t('portal.politykaCookie.tytul')}</Link>
      </p>
      <button
        type="button"
        className="g-icon-button"
        onClick={() => $cookieAccepted.set(true)}
        aria-label={t('portal.cookie.zamknij')}
        title={t('portal.cookie.zamknij')}
      >
        <Icon name="zamknij" />
      </button>
    </aside>
  );
}
