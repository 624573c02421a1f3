import { getKafelki, type Kafelek } from '../../core/api/portal.ts';
import { useWidget } from '../../ui/context.ts';
import { useLoaded } from '../../ui/useLoaded.tsx';
import { ExternalLink, Link } from '../portal-context.tsx';
import { Icon } from '../Icon.tsx';
import { Page } from './Page.tsx';

/** Where a tile or a menu item leads (spec 01 §3 item types). */
export function targetOf(item: { link: string; typ: Kafelek['typ'] }): string {
  if (item.typ === 'STRONA_WLASNA') return `/strona-wlasna?nazwaPliku=${encodeURIComponent(item.link)}`;
  return item.link;
}

/** Home (spec 01 §2): the tile grid the office configured (`/pi/kafelki`). */
export function Home() {
  const { t, api, lang } = useWidget();
  const tiles = useLoaded(() => getKafelki(api, lang), [api, lang], { onFailure: 'quiet', look: 'line' });
  return (
    <Page title={t('portal.tytul')}>
      <p className="g-lead">{t('portal.witaj')}</p>
      <h2 className="g-visually-hidden">{t('portal.naSkroty')}</h2>
      {tiles.fallback}
      {tiles.data && (
        <ul className="g-tiles">
          {tiles.data.map((k) => {
            const content = (
              <>
                <Icon name={k.ikona} />
                <span className="g-tile-name">{k.nazwa}</span>
                {k.opis && <span className="g-tile-text">{k.opis}</span>}
              </>
            );
            return (
              <li key={`${k.typ}:${k.link}`}>
                {k.typ === 'LINK' ? (
                  <ExternalLink href={k.link} newTab className="g-tile">
                    {content}
                  </ExternalLink>
                ) : (
                  <Link to={targetOf(k)} className="g-tile">
                    {content}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
