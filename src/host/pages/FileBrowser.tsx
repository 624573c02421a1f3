import {
  getPrzegladarka,
  portalPaths,
  type KatalogPrzegladarki,
  type SekcjaPrzegladarki,
  type WezelPrzegladarki,
} from '../../core/api/portal.ts';
import { useWidget } from '../../ui/context.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { useLoaded } from '../../ui/useLoaded.tsx';
import { Icon } from '../Icon.tsx';
import { ExternalLink, Link, usePortal } from '../portal-context.tsx';
import type { Route } from '../router.ts';
import { Page } from './Page.tsx';
import { targetOf } from './Home.tsx';

/** Folder path in the address: indices of the folders entered, e.g. `?katalog=0.1`. */
export function folderTrail(root: WezelPrzegladarki, param: string | null): KatalogPrzegladarki[] | null {
  const trail: KatalogPrzegladarki[] = [];
  let node: Omit<KatalogPrzegladarki, 'nazwa'> = root;
  for (const part of param ? param.split('.') : []) {
    if (!/^\d+$/.test(part)) return null;
    const next: KatalogPrzegladarki | undefined = node.katalogi[Number(part)];
    if (!next) return null;
    trail.push(next);
    node = next;
  }
  return trail;
}

/**
 * File and page browser of `/informacje` and `/procedury` (spec 01 §2): folders, pages, files, a back entry
 * and a breadcrumb. Entering a folder pushes a view onto the browser's history, so Back returns to the
 * previous folder; files open from the office's site address in a new tab.
 */
export function FileBrowser({ sekcja, route }: { sekcja: SekcjaPrzegladarki; route: Route }) {
  const { t, api, lang } = useWidget();
  const { config } = usePortal();
  const path =
    (sekcja === 'informacje' ? config.przegladarkaInformacje : config.przegladarkaProcedury) ??
    portalPaths.przegladarka(sekcja);
  // the folders in the page's language, asked again when it changes (issue 12 item 4)
  const tree = useLoaded(() => getPrzegladarka(api, path, lang), [api, path, lang], {
    onFailure: 'quiet',
    look: 'line',
  });
  const base = `/${sekcja}`;
  const param = route.query.get('katalog');
  const filesBase = config.adresPlikow ?? `${api.baseURL}${portalPaths.pliki}/`;

  if (!tree.data) return <Page title={t(`portal.${sekcja}`)}>{tree.fallback}</Page>;

  const root = tree.data;
  const trail = folderTrail(root, param);
  if (!trail)
    return (
      <Page title={root.nazwaMenu}>
        <p>{t('portal.katalogNieIstnieje')}</p>
        <Link to={base}>{root.nazwaMenu}</Link>
      </Page>
    );
  const indices = param ? param.split('.') : [];
  const at = (depth: number) => (depth === 0 ? base : `${base}?katalog=${indices.slice(0, depth).join('.')}`);
  const here: Omit<KatalogPrzegladarki, 'nazwa'> = trail.at(-1) ?? root;
  const names = [root.nazwaMenu, ...trail.map((k) => k.nazwa)];
  const empty = here.katalogi.length + here.strony.length + here.pliki.length === 0;

  return (
    <Page title={names.at(-1)!}>
      {trail.length > 0 && (
        <nav aria-label={t('portal.sciezka')} className="g-breadcrumb">
          <ol>
            {names.map((n, depth) => (
              <li key={depth}>
                {depth === names.length - 1 ? (
                  <span aria-current="page">{n}</span>
                ) : (
                  <Link to={at(depth)}>{n}</Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <ul className="g-browser">
        {trail.length > 0 && (
          <li>
            <Link to={at(trail.length - 1)} className="g-entry">
              <Icon name="wstecz" />
              <span>{t('portal.wstecz', { nazwa: names.at(-2) })}</span>
            </Link>
          </li>
        )}
        {here.katalogi.map((k, i) => (
          <li key={`k${i}`}>
            <Link to={`${base}?katalog=${[...indices, i].join('.')}`} className="g-entry">
              <Icon name="folder" />
              <span>{k.nazwa}</span>
              <span className="g-entry-kind">{t('portal.katalog')}</span>
            </Link>
          </li>
        ))}
        {here.strony.map((s) => (
          <li key={`s${s.link}`}>
            <Link to={targetOf({ link: s.link, typ: 'STRONA_WLASNA' })} className="g-entry">
              <Icon name="strona" />
              <span>{s.nazwa}</span>
              <span className="g-entry-kind">{t('portal.strona')}</span>
            </Link>
          </li>
        ))}
        {here.pliki.map((p) => (
          <li key={`p${p.link}`}>
            <ExternalLink href={new URL(p.link, filesBase).href} newTab className="g-entry">
              <Icon name="plik" />
              <span>{p.nazwa}</span>
              <span className="g-entry-kind">
                {t('portal.plik', { rozszerzenie: p.rozszerzenie.toUpperCase() })}
              </span>
            </ExternalLink>
          </li>
        ))}
      </ul>
      {empty && <EmptyState text={t('portal.katalogPusty')} />}
    </Page>
  );
}
