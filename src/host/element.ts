import { setFileConfig } from '../core/config.ts';
import { addTexts } from '../core/i18n/index.ts';
import pl from './i18n/pl.ts';
import { defineElement } from '../ui/element.tsx';
import { Portal, setPortalConfig } from './Portal.tsx';
import type { PortalConfig } from './portal-context.tsx';
import { routingModes } from './router.ts';
import css from './portal.css?inline';

const portalKeys = ['adresPlikow', 'przegladarkaInformacje', 'przegladarkaProcedury'] as const;

/** The standalone portal reads `/config.json` of its own origin (lowest-priority configuration). */
async function loadFileConfig(): Promise<void> {
  try {
    const res = await fetch('/config.json', { headers: { Accept: 'application/json' } });
    if (!res.ok) return;
    const json = (await res.json()) as Record<string, unknown>;
    setFileConfig(json);
    const portal: PortalConfig = {};
    for (const k of portalKeys) if (typeof json[k] === 'string') portal[k] = json[k];
    setPortalConfig(portal);
  } catch {
    /* no /config.json: the other configuration sources decide */
  }
}
// Embedded in a CMS page (hash routing) the page's own origin has no portal configuration: the loader's
// data-* attributes and the page's #gmina-config block configure it instead.
if (!document.querySelector('gmina-portal[routing="hash"]')) await loadFileConfig();

addTexts(pl, {
  en: () => import('./i18n/en.ts'),
  de: () => import('./i18n/de.ts'),
  uk: () => import('./i18n/uk.ts'),
});

/**
 * The whole portal as one element (spec 01 §2): top bar, side menu, home tiles, services list, file browser,
 * site map, custom pages, cookie notice, technical-break and payment-result pages, and every service route
 * mounted as its own element.
 *
 * @tag gmina-portal
 * @summary The whole portal as one element; an office serves it as its portal page.
 * @attr {"history" | "hash"} routing - `history` (default) when the portal owns the page's address; `hash` when
 *   it is embedded in a CMS page, which owns the path.
 * @example <gmina-portal></gmina-portal>
 */
defineElement({
  tag: 'gmina-portal',
  component: Portal,
  attributes: { routing: { values: routingModes } },
  styles: [css],
  handlesBreak: true,
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-portal': HTMLElement;
  }
}
