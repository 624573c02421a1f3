import { $loginTarget } from '../../core/stores/session.ts';

/** Where a login without a remembered target lands in the portal (docs/behaviour.md). */
export const DEFAULT_TARGET = '/lista-uslug';

/** Where a restricted account lands: its panel, with the banners telling how to confirm the identity. */
export const RESTRICTED_TARGET = '/panel-uzytkownika';

/** The account routes a restricted account may open (spec 01 §6 "restricted users reach a limited set of routes"). */
const RESTRICTED_ROUTES = ['/panel-uzytkownika', '/zmiana-hasla', '/zmiana-email'];

/**
 * Where to go after a login (spec 01 §4 "redirects to the stored target or the default"; "a restricted token
 * leads to the restricted state with a redirect"): the remembered target, which is then forgotten, or the
 * default; a restricted account goes to the target only when it is one of its routes, else to its panel.
 */
export function loginDestination(restricted: boolean): string {
  const target = $loginTarget.get();
  $loginTarget.set(undefined);
  if (!restricted) return target ?? DEFAULT_TARGET;
  const path = target?.split('?')[0];
  return target && path && RESTRICTED_ROUTES.includes(path) ? target : RESTRICTED_TARGET;
}
