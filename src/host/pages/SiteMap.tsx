import { getMapaStrony, type WezelMapy } from '../../core/api/portal.ts';
import { useWidget } from '../../ui/context.ts';
import { Loader } from '../../ui/Loader.tsx';
import { useResource } from '../../ui/useResource.ts';
import { ExternalLink, Link } from '../portal-context.tsx';
import { Page } from './Page.tsx';

function target(n: WezelMapy): string {
  return n.state ? `${n.link}?nazwaPliku=${encodeURIComponent(n.state.nazwaPliku)}` : n.link;
}

function Tree({ nodes }: { nodes: WezelMapy[] }) {
  return (
    <ul>
      {nodes.map((n, i) => (
        <li key={i}>
          {/^https?:/.test(n.link) ? (
            <ExternalLink href={n.link} newTab>
              {n.nazwa}
            </ExternalLink>
          ) : (
            <Link to={target(n)} state={n.state}>
              {n.nazwa}
            </Link>
          )}
          {n.dzieci.length > 0 && <Tree nodes={n.dzieci} />}
        </li>
      ))}
    </ul>
  );
}

/** Site map (spec 01 §2): a tree of links from `/pi/mapaStrony`. */
export function SiteMap() {
  const { t, api } = useWidget();
  const map = useResource(() => getMapaStrony(api), [api]);
  return (
    <Page title={t('portal.mapaStrony')}>
      {map.status === 'loading' && <Loader />}
      {map.status === 'error' && <p className="g-error">{t('wspolne.bladPobierania')}</p>}
      {map.status === 'ok' && (
        <nav aria-label={t('portal.mapaStrony')} className="g-sitemap">
          <Tree nodes={map.data} />
        </nav>
      )}
    </Page>
  );
}
