import { createContext } from 'react';
import { useContext } from 'react';
import type { TFunction } from '../core/i18n/index.ts';
import type { Api } from '../core/api/client.ts';
import type { GminaConfig } from '../core/config.ts';
import type { Language } from '../core/i18n/languages.ts';

/** What every widget gets from its element: texts in its language, its API client, its configuration. */
export interface WidgetEnv {
  tag: string;
  t: TFunction;
  lang: Language;
  api: Api;
  config: GminaConfig;
  /** Whether the widget runs inside the portal (which has a router) rather than on a CMS page. */
  inPortal: boolean;
}

export const WidgetContext = createContext<WidgetEnv | null>(null);

export function useWidget(): WidgetEnv {
  const env = useContext(WidgetContext);
  if (!env) throw new Error('useWidget() outside a gmina element');
  return env;
}
