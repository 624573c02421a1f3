import { kontoPaths } from '../../core/api/konto.ts';
import { portalBase } from '../../ui/portal-link.tsx';
import { useWidget } from '../../ui/context.ts';

/**
 * National-node and trusted-profile (ePUAP) login (spec 01 §7: by browser redirect with return URLs): the
 * browser goes to the provider's page with the portal's base address to come back to and the in-portal path
 * to open afterwards (`link`); the provider returns to `/return-url-ok`, `/return-url-potwierdz` or
 * `/return-url-blad`. The server accepts only allowlisted return addresses.
 */
export function IdentityButtons({ wezel, epuap, link }: { wezel: boolean; epuap: boolean; link: string }) {
  const { t, api } = useWidget();
  if (!wezel && !epuap) return null;
  const go = (path: string) => {
    const q = new URLSearchParams({ returnUrl: portalBase(), link });
    location.assign(`${api.baseURL}${path}?${q.toString()}`);
  };
  return (
    <div className="g-identity" role="group" aria-label={t('logowanie.innySposob')}>
      <p className="g-identity-title">{t('logowanie.innySposob')}</p>
      {wezel && (
        <button type="button" className="g-button g-secondary" onClick={() => go(kontoPaths.wezelKrajowy)}>
          {t('logowanie.wezelKrajowy')}
        </button>
      )}
      {epuap && (
        <button type="button" className="g-button g-secondary" onClick={() => go(kontoPaths.epuap)}>
          {t('logowanie.epuap')}
        </button>
      )}
    </div>
  );
}
