/**
 * Server flags (`GET /konfiguracja`), fetched once per page and API address and shared by all widgets.
 * A failed call leaves the flags unknown (null): widgets then keep their defaults rather than break.
 */
import { map } from 'nanostores';
import type { Api } from './client.ts';
import { konfiguracjaSchema, powlokaPaths, type Konfiguracja } from './powloka.ts';

/** Flags per API base address; `null` = could not be read, absent = not asked yet. */
export const $serverConfig = map<Record<string, Konfiguracja | null>>({});

const pending = new Map<string, Promise<Konfiguracja | null>>();

export function loadServerConfig(api: Api): Promise<Konfiguracja | null> {
  let p = pending.get(api.baseURL);
  if (!p) {
    p = api.json(powlokaPaths.konfiguracja, konfiguracjaSchema).then(
      (cfg) => cfg,
      () => null,
    );
    p.then((cfg) => $serverConfig.setKey(api.baseURL, cfg));
    pending.set(api.baseURL, p);
  }
  return p;
}
