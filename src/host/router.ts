/**
 * The portal's router. On its own page the portal owns the address (history routing: `/lista-uslug`); on a
 * CMS page the CMS owns the path, so the portal keeps its route in the hash (`#/lista-uslug`). Either way a
 * route is a path, a query and an optional history state (spec 01 §2: the custom page "receives a link as
 * navigation state"), and the browser's back and forward buttons work.
 */
import { atom, type ReadableAtom } from 'nanostores';

export const routingModes = ['history', 'hash'] as const;
export type RoutingMode = (typeof routingModes)[number];

export interface Route {
  path: string;
  query: URLSearchParams;
  state: unknown;
}

export interface Router {
  $route: ReadableAtom<Route>;
  /** Goes to `to` (a path with an optional query); `replace` swaps the current history entry. */
  navigate(to: string, opts?: { state?: unknown; replace?: boolean }): void;
  /** The `href` for a path, so that links open in a new tab and copy correctly. */
  href(to: string): string;
  stop(): void;
}

/** Path without trailing slashes (except the root), query split off. */
export function parseTarget(target: string): { path: string; search: string } {
  const q = target.indexOf('?');
  const raw = q < 0 ? target : target.slice(0, q);
  const path = raw.replace(/\/+$/, '') || '/';
  return { path: path.startsWith('/') ? path : `/${path}`, search: q < 0 ? '' : target.slice(q) };
}

/**
 * In hash mode only `#/…` is a route of the portal: any other hash belongs to the page (a theme's "Skip to
 * content" link `#wp--skip-link--target`, an anchor, `#gmina-platnosc=…`) and leaves the route as it was — the
 * home page when the page was opened with it.
 */
const isOwnHash = (hash: string) => hash === '' || hash === '#' || hash.startsWith('#/');

function readLocation(mode: RoutingMode, current?: Route): Route {
  if (mode === 'hash' && !isOwnHash(location.hash))
    return current ?? { path: '/', query: new URLSearchParams(), state: null };
  const target =
    mode === 'hash' ? location.hash.replace(/^#/, '') || '/' : location.pathname + location.search;
  const { path, search } = parseTarget(target);
  return { path, query: new URLSearchParams(search), state: history.state };
}

export function createRouter(mode: RoutingMode): Router {
  const $route = atom<Route>(readLocation(mode));
  const sync = () => {
    const next = readLocation(mode, $route.get());
    if (next !== $route.get()) $route.set(next);
  };
  const href = (to: string) => (mode === 'hash' ? `#${to}` : to);
  addEventListener('popstate', sync);
  if (mode === 'hash') addEventListener('hashchange', sync);
  return {
    $route,
    href,
    navigate(to, { state = null, replace = false } = {}) {
      const url = mode === 'hash' ? location.pathname + location.search + href(to) : to;
      if (replace) history.replaceState(state, '', url);
      else history.pushState(state, '', url);
      sync();
    },
    stop() {
      removeEventListener('popstate', sync);
      removeEventListener('hashchange', sync);
    },
  };
}
