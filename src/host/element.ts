import { setFileConfig } from '../core/config.ts';
import { defineElement } from '../ui/element.tsx';
import { Portal } from './Portal.tsx';
import css from './portal.css?inline';

/** The standalone portal reads `/config.json` of its own origin (lowest-priority configuration). */
async function loadFileConfig(): Promise<void> {
  try {
    const res = await fetch('/config.json', { headers: { Accept: 'application/json' } });
    if (res.ok) setFileConfig((await res.json()) as Record<string, unknown>);
  } catch {
    /* no /config.json: the other configuration sources decide */
  }
}
await loadFileConfig();

/**
 * The standalone portal: routes of the spec mounted from the registry's elements.
 *
 * @tag gmina-portal
 * @summary The whole portal as one element; an office serves it as its portal page.
 * @example <gmina-portal></gmina-portal>
 */
defineElement({ tag: 'gmina-portal', component: Portal, attributes: {}, styles: [css] });

declare global {
  interface HTMLElementTagNameMap {
    'gmina-portal': HTMLElement;
  }
}
