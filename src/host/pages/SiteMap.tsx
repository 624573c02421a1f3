import { getMapaStrony, type WezelMapy } from '../../core/api/portal.ts';
import { useWidget } from '../../ui/context.ts';
import { useLoaded } from '../../ui/useLoaded.tsx';
import { uslugaByRoute } from '../../registry/uslugi.ts';
import { useGroupName, useServiceName } from '../names.ts';
import { ExternalLink, Link } from '../portal-context.tsx';
import { Page } from './Page.tsx';

function target(n: WezelMapy): string {
  return n.state ? `${n.link}?nazwaPliku=${encodeURIComponent(n.state.nazwaPliku)}` : n.link;
}

/**
 * Service and group names are product texts: in the services list's translation (issue 12 item 4). A service
 * is known by its route; a group is a node of the services list whose children are services.
 */
function useNodeName() {
  const serviceName = useServiceName();
  const groupName = useGroupName();
  return (n: WezelMapy): string => {
    const usluga = uslugaByRoute(n.link);
    if (usluga) return serviceName(usluga.id, n.nazwa);
    if (n.link === '/lista-uslug' && n.dzieci.some((d) => uslugaByRoute(d.link))) return groupName(n.nazwa);
    return n.nazwa;
  };
}

function Tree({ nodes, name }: { nodes: WezelMapy[]; name: (n: WezelMapy) => string }) {
  return (
    <ul>
      {nodes.map((n, i) => (
        <li key={i}>
          {/^https?:/.test(n.link) ? (
            <ExternalLink href={n.link} newTab>
              {name(n)}
            </ExternalLink>
          ) : (
            <Link to={target(n)} state={n.state}>
              {name(n)}
            </Link>
          )}
          {n.dzieci.length > 0 && <Tree nodes={n.dzieci} name={name} />}
        </li>
      ))}
    </ul>
  );
}

/** Site map (spec 01 §2): a tree of links from `/pi/mapaStrony`. */
export function SiteMap() {
  const { t, api, lang } = useWidget();
  const name = useNodeName();
  const map = useLoaded(() => getMapaStrony(api, lang), [api, lang], { onFailure: 'quiet', look: 'line' });
  return (
    <Page title={t('portal.mapaStrony')}>
      {map.fallback}
      {map.data && (
        <nav aria-label={t('portal.mapaStrony')} className="g-sitemap">
          <Tree nodes={map.data} name={name} />
        </nav>
      )}
    </Page>
  );
}
