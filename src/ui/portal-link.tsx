/**
 * Links between the account screens, and the query of the address they were opened with. Inside the portal a
 * link is a real `href` (new tab, copy link) routed in place by the portal's router (`requestNavigation`); on a
 * CMS page nothing navigates, so such links are left out. The query is read the way the portal routes: from
 * the hash when the portal keeps its route there (`#/nowe-haslo?link=…`), else from the address itself.
 */
import type { MouseEvent, ReactNode } from 'react';
import { requestNavigation } from '../core/navigation.ts';
import { useWidget } from './context.ts';

const hashRouted = () => location.hash.startsWith('#/');

/** Query parameters of the current address (or of the portal's hash route). */
export function routeQuery(): URLSearchParams {
  if (hashRouted()) {
    const h = location.hash;
    const q = h.indexOf('?');
    return new URLSearchParams(q < 0 ? '' : h.slice(q));
  }
  return new URLSearchParams(location.search);
}

/** The `href` of an in-portal path, as the portal's router writes it. */
export function portalHref(to: string): string {
  return hashRouted() ? `#${to}` : to;
}

/**
 * The portal's own base address, to which a provider or an e-mail link returns (`<base>/return-url-ok`):
 * the origin for history routing, the page and `#` for hash routing.
 */
export function portalBase(): string {
  return hashRouted() ? location.origin + location.pathname + location.search + '#' : location.origin;
}

/** Whether `link` is a path inside the portal (no scheme, no `//host`, no backslash tricks): no open redirect. */
export function isPortalPath(link: string | null | undefined): link is string {
  return typeof link === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(link);
}

/** An in-portal link; nothing on a CMS page, where there is no portal to go to. */
export function PortalLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  const { inPortal } = useWidget();
  if (!inPortal) return null;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    requestNavigation(to);
  };
  return (
    <a href={portalHref(to)} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
