import { useEffect, useRef, useState } from 'react';
import { kontoPaths, okSchema } from '../../core/api/konto.ts';
import { apiErrorText } from '../../ui/api-error.ts';
import { Loader } from '../../ui/Loader.tsx';
import { PortalLink, routeQuery } from '../../ui/portal-link.tsx';
import { useWidget } from '../../ui/context.ts';
import '../../features/rejestracja/texts.ts';

/**
 * Account activation (spec 01 §2 `/aktywacja-return-url?hash=…`, "takes a hash query parameter, no
 * interface"): sends the hash once and says how it went, with the way to the login page.
 */
export function Aktywacja() {
  const { t, api } = useWidget();
  const [state, setState] = useState<{ stan: 'trwa' | 'ok' } | { stan: 'blad'; text: string }>({
    stan: 'trwa',
  });
  // sent once: a later render (a new `t`) finds it sent
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const hash = routeQuery().get('hash');
    if (!hash) return setState({ stan: 'blad', text: t('rejestracja.brakLinku') });
    api.json(kontoPaths.aktywacja, okSchema, { method: 'POST', body: { hash } }).then(
      () => setState({ stan: 'ok' }),
      (e: unknown) => setState({ stan: 'blad', text: apiErrorText(t, e) }),
    );
  }, [api, t]);
  const title = t('rejestracja.aktywacjaTytul');
  return (
    <section className="g-konto" aria-label={title}>
      <h2>{title}</h2>
      {state.stan === 'trwa' && <Loader label={t('rejestracja.aktywowanie')} />}
      {state.stan === 'ok' && (
        <p role="status" className="g-notice">
          {t('rejestracja.aktywowano')}
        </p>
      )}
      {state.stan === 'blad' && (
        <p role="alert" className="g-error">
          {state.text}
        </p>
      )}
      {state.stan !== 'trwa' && <PortalLink to="/logowanie">{t('rejestracja.doLogowania')}</PortalLink>}
    </section>
  );
}
