/**
 * Small pages of the shell (spec 01 §2): not found, "not available yet", per-service maintenance, payment
 * results and the cookie policy.
 */
import { lazy, Suspense, useState } from 'react';
import { withTexts } from '../../core/i18n/index.ts';
import { uslugi } from '../../registry/uslugi.ts';
import { Loader } from '../../ui/Loader.tsx';
import { useWidget } from '../../ui/context.ts';
import { Link } from '../portal-context.tsx';
import type { Route } from '../router.ts';
import { useServiceName } from '../names.ts';
import { Page } from './Page.tsx';

export function NotFound() {
  const { t } = useWidget();
  return (
    <Page title={t('portal.nieZnaleziono')}>
      <p>{t('portal.nieZnalezionoTresc')}</p>
      <p>
        <Link to="/">{t('portal.stronaGlowna')}</Link> ·{' '}
        <Link to="/mapa-strony">{t('portal.mapaStrony')}</Link>
      </p>
    </Page>
  );
}

/** A route of the spec whose screen is not built yet: says so plainly, never a blank page. */
export function NotYet({ title, service = false }: { title: string; service?: boolean }) {
  const { t } = useWidget();
  return (
    <Page title={title}>
      <p className="g-notice">{t(service ? 'portal.niedostepnaJeszcze' : 'portal.funkcjaNiedostepna')}</p>
      <p>
        <Link to="/lista-uslug">{t('portal.wrocDoListy')}</Link>
      </p>
    </Page>
  );
}

/** `/usluga-przerwa-techniczna?usluga=<id>`: one service is in maintenance (spec 01 §4). */
export function ServiceBreak({ route }: { route: Route }) {
  const { t } = useWidget();
  const name = useServiceName();
  const usluga = uslugi.find((u) => String(u.id) === route.query.get('usluga'));
  return (
    <Page title={t('portal.przerwaUslugi.tytul')}>
      <p>
        {usluga
          ? t('portal.przerwaUslugi.tresc', { nazwa: name(usluga.id, usluga.nazwa) })
          : t('portal.przerwaUslugi.trescOgolna')}
      </p>
      <p>
        <Link to="/lista-uslug">{t('portal.wrocDoListy')}</Link>
      </p>
    </Page>
  );
}

/**
 * `/platnosc-wynik?wynik=ok` (KIR) and `/platnosc-informacja?czySukces=true` (Przelewy24) (spec 02 §2): the
 * result of that payment as the server knows it, with a link to the online payment history (issue 13). The
 * result is its own chunk, fetched only on these pages.
 */
const wynikPlatnosci = () =>
  lazy(() =>
    import('../../features/platnosc/WynikPlatnosci.tsx')
      .then(withTexts)
      .then((m) => ({ default: m.WynikPlatnosci })),
  );

export function PaymentResult({ route, param }: { route: Route; param: 'wynik' | 'czySukces' }) {
  const { t } = useWidget();
  const value = route.query.get(param);
  // anything but the success value is a failure (spec 02 §2)
  const ok = param === 'wynik' ? value === 'ok' : value === 'true';
  // one lazy part per mount: after its code failed to come, the content area's retry mounts the page anew and
  // fetches it again (a lazy part made once would keep its failure for the life of the page)
  const [WynikPlatnosci] = useState(wynikPlatnosci);
  return (
    <Page title={t('portal.platnosc.tytul')}>
      <Suspense fallback={<Loader />}>
        <WynikPlatnosci wynik={ok ? 'ok' : 'blad'} dostawca={param === 'wynik' ? 'kir' : 'p24'} />
      </Suspense>
    </Page>
  );
}

export function CookiePolicy() {
  const { t } = useWidget();
  return (
    <Page title={t('portal.politykaCookie.tytul')}>
      {(['p1', 'p2', 'p3', 'p4'] as const).map((k) => (
        <p key={k}>{t(`portal.politykaCookie.${k}`)}</p>
      ))}
    </Page>
  );
}
