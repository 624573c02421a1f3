import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { licznikSchema, menuBoczneSchema, powlokaPaths } from '../core/api/powloka.ts';
import { formatCount } from '../core/format.ts';
import { $visitCounter } from '../core/stores/settings.ts';
import { useWidget } from '../ui/context.ts';
import { useLoaded } from '../ui/useLoaded.tsx';
import { targetOf } from './pages/Home.tsx';
import { ExternalLink, Link } from './portal-context.tsx';
import type { Route } from './router.ts';
import { visitCounted, visitCounterQuery } from './visit-counter.ts';

type Item = {
  nazwa: string;
  link: string;
  typ: 'STRONA_WLASNA' | 'STRONA_WBUDOWANA' | 'LINK';
  nowaKarta: boolean;
};

/** Default items (spec 01 §2) when the office's menu cannot be read or is empty. */
const defaults = [
  ['stronaGlowna', '/'],
  ['procedury', '/procedury'],
  ['informacje', '/informacje'],
  ['uslugi', '/lista-uslug'],
  ['statusy', '/statusy-i-rejestry'],
] as const;

/** Whether an item points at the page on screen (a service page counts under the services list). */
function isCurrent(to: string, route: Route): boolean {
  const [path, search = ''] = to.split('?');
  if (path !== route.path) return false;
  return !search || new URLSearchParams(search).toString() === route.query.toString();
}

/**
 * Side menu (spec 01 §2, §3): the office's items from `/pi/menuBoczne` in `pozycja` order, only visible ones;
 * the office contact block; the visit counter when enabled (asked once per page load, counted once per browser session, and stored).
 */
export function SideMenu({ route, onChoose }: { route: Route; onChoose: () => void }) {
  const { t, api, lang } = useWidget();
  // the office's names in the page's language, asked again when it changes (issue 12 item 4); a failure says
  // nothing: the default items stand in
  const menu = useLoaded(
    () => api.json(powlokaPaths.menuBoczne, menuBoczneSchema, { query: { jezyk: lang } }),
    [api, lang],
    { onFailure: 'quiet' },
  );
  // counted once per browser session; later pages only read it (visit-counter.ts)
  const counter = useLoaded(
    () => api.json(powlokaPaths.licznik, licznikSchema, { query: visitCounterQuery() }),
    [api],
    { onFailure: 'quiet' },
  );
  const visits = useStore($visitCounter);
  const licznik = counter.data;
  useEffect(() => {
    if (!licznik) return;
    $visitCounter.set(licznik.wartoscLicznika);
    visitCounted();
  }, [licznik]);

  const fromServer: Item[] = menu.data
    ? [...menu.data.menuBoczneElementy]
        .filter((m) => m.czyWidoczny)
        .sort((a, b) => a.pozycja - b.pozycja)
        .map((m) => ({ nazwa: m.nazwa, link: m.link, typ: m.typ, nowaKarta: m.czyOtwieracWNowejKarcie }))
    : [];
  const loading = menu.resource.status === 'loading';
  const items: Item[] =
    fromServer.length > 0 || loading
      ? fromServer
      : defaults.map(([key, link]) => ({
          nazwa: t(`portal.domyslneMenu.${key}`),
          link,
          typ: 'STRONA_WBUDOWANA',
          nowaKarta: false,
        }));
  const kontakt = menu.data?.kontakt ?? null;

  return (
    <>
      {/* the navigation landmark is the whole side menu, drawn by the portal around this */}
      <div>
        <ul className="g-side-items">
          {items.map((m) => {
            const to = targetOf(m);
            return (
              <li key={`${m.typ}:${m.link}`}>
                {m.typ === 'LINK' ? (
                  <ExternalLink href={m.link} newTab={m.nowaKarta}>
                    {m.nazwa}
                  </ExternalLink>
                ) : (
                  <Link
                    to={to}
                    onNavigate={onChoose}
                    aria-current={isCurrent(to, route) ? 'page' : undefined}
                  >
                    {m.nazwa}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      {kontakt && (kontakt.nazwaUrzedu || kontakt.adres) && (
        <section className="g-side-contact" aria-labelledby="g-side-contact-title">
          <h2 id="g-side-contact-title">{t('portal.kontaktUrzedu')}</h2>
          <address>
            {kontakt.nazwaUrzedu && <strong>{kontakt.nazwaUrzedu}</strong>}
            {kontakt.adres && <span>{kontakt.adres}</span>}
            {kontakt.kodPocztowy && <span>{kontakt.kodPocztowy}</span>}
            {kontakt.telefon && (
              <span>
                {t('portal.telefon')}{' '}
                <a href={`tel:${kontakt.telefon.replace(/[^\d+]/g, '')}`}>{kontakt.telefon}</a>
              </span>
            )}
            {kontakt.email && (
              <span>
                {t('portal.email')} <a href={`mailto:${kontakt.email}`}>{kontakt.email}</a>
              </span>
            )}
          </address>
        </section>
      )}
      {licznik?.czyWlaczony && visits !== undefined && (
        <p className="g-counter">{t('portal.licznik', { liczba: formatCount(visits) })}</p>
      )}
    </>
  );
}
