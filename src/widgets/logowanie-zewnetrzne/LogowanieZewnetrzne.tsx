import { useEffect, useRef, useState } from 'react';
import { loadAccountOnce, storeLoginToken } from '../../core/account.ts';
import { requestNavigation } from '../../core/navigation.ts';
import { $loginTarget, clearSession } from '../../core/stores/session.ts';
import { apiErrorText } from '../../ui/api-error.ts';
import { useWidget } from '../../ui/context.ts';
import { Loader } from '../../ui/Loader.tsx';
import { isPortalPath, PortalLink, routeQuery } from '../../ui/portal-link.tsx';
import { DEFAULT_TARGET } from '../../features/logowanie/destination.ts';
import '../../features/logowanie/texts.ts';

/**
 * Takes `token` out of the address in place, leaving no history entry, so that the session token stays neither
 * in the history nor in a later Referer (issue 11). Under hash routing (`#/return-url-ok?…`) only the hash
 * changes; a relative `#…` keeps the path and its query.
 */
function dropToken(): void {
  const q = routeQuery();
  q.delete('token');
  const rest = `${q}` ? `?${q}` : '';
  const h = location.hash;
  history.replaceState(
    history.state,
    '',
    h.startsWith('#/') ? h.slice(0, (h + '?').indexOf('?')) + rest : location.pathname + rest + h,
  );
}

/**
 * `/return-url-ok?token=…&link=…` (spec 01 §2): the end of an identity login. Stores the token, loads the
 * user, subjects and session, and forwards to `link` — only an in-portal path is followed (no open redirect;
 * anything else goes to the services list).
 */
export function LogowanieZewnetrzne() {
  const { t, api, inPortal } = useWidget();
  const [state, setState] = useState<{ stan: 'trwa' | 'ok' } | { stan: 'blad'; text: string }>({
    stan: 'trwa',
  });
  // started once: a later render (a new `t`) finds it started
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const q = routeQuery();
    const token = q.get('token');
    const link = q.get('link');
    if (token) dropToken();
    if (!token) return setState({ stan: 'blad', text: t('logowanie.brakTokenu') });
    storeLoginToken({ token, czyOgraniczony: false, czyNiepotwierdzony: false });
    loadAccountOnce(api).then(
      () => {
        setState({ stan: 'ok' });
        $loginTarget.set(undefined);
        if (inPortal) requestNavigation(isPortalPath(link) ? link : DEFAULT_TARGET);
      },
      (e: unknown) => {
        clearSession();
        setState({ stan: 'blad', text: apiErrorText(t, e) });
      },
    );
  }, [api, inPortal, t]);
  const title = t('logowanie.zewnetrzne');
  return (
    <section className="g-logowanie" aria-label={title}>
      <h2>{title}</h2>
      {state.stan === 'trwa' && <Loader label={t('logowanie.logowanieTrwa')} />}
      {state.stan === 'ok' && <p role="status">{t('logowanie.zalogowano')}</p>}
      {state.stan === 'blad' && (
        <>
          <p role="alert" className="g-error">
            {state.text}
          </p>
          <PortalLink to="/logowanie">{t('logowanie.doLogowania')}</PortalLink>
        </>
      )}
    </section>
  );
}
