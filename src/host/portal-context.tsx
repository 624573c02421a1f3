/**
 * What every page of the portal shares: the router, the portal's own configuration and a guarded link
 * (spec 01 §4: leaving a partly filled form asks for confirmation that entered data will be lost).
 */
import { createContext, useContext, type ReactNode } from 'react';
import { confirmLeave } from '../core/leave-guard.ts';
import { openDialog } from '../core/stores/dialog.ts';
import type { Router } from './router.ts';
import { useWidget } from '../ui/context.ts';

/** Portal-only options of `/config.json` (docs/operation.md "Portal configuration"). */
export interface PortalConfig {
  /** Office site address the browser's files open from (spec 01 §2); default: the API's `/pi/pliki/`. */
  adresPlikow?: string;
  /** API paths of the two file browsers (spec 01 §7 "GET on a configured path"). */
  przegladarkaInformacje?: string;
  przegladarkaProcedury?: string;
}

export interface PortalEnv {
  router: Router;
  config: PortalConfig;
  /** Goes to an in-portal path, asking first when a form holds unsaved input. */
  go(to: string, state?: unknown): void;
}

export const PortalContext = createContext<PortalEnv | null>(null);

export function usePortal(): PortalEnv {
  const env = useContext(PortalContext);
  if (!env) throw new Error('usePortal() outside <gmina-portal>');
  return env;
}

export function useGuardedGo(router: Router): PortalEnv['go'] {
  const { t } = useWidget();
  return (to, state) =>
    confirmLeave(
      () => router.navigate(to, { state }),
      (onYes) => openDialog({ title: t('wspolne.opuscicFormularz'), onConfirm: onYes }),
    );
}

export interface LinkProps {
  to: string;
  state?: unknown;
  children: ReactNode;
  className?: string;
  onNavigate?: () => void;
  'aria-current'?: 'page';
}

/** An in-portal link: a real `href` (new tab, copy link), routed in place on a plain click. */
export function Link({ to, state, children, className, onNavigate, ...rest }: LinkProps) {
  const { router, go } = usePortal();
  return (
    <a
      href={router.href(to)}
      className={className}
      aria-current={rest['aria-current']}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        onNavigate?.();
        go(to, state);
      }}
    >
      {children}
    </a>
  );
}

/** A link leaving the portal; opened in a new tab when the office says so, and then announced as such. */
export function ExternalLink({
  href,
  newTab,
  children,
  className,
}: {
  href: string;
  newTab: boolean;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useWidget();
  return newTab ? (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="g-visually-hidden"> {t('portal.nowaKarta')}</span>
    </a>
  ) : (
    <a href={href} className={className} rel="noopener">
      {children}
    </a>
  );
}
