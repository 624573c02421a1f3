/**
 * Where the core asks to go (spec 01 §8: 401 → root, 503 → break page, failed budget call → services list).
 * The portal registers its router; embedded widgets on a CMS page have no router, so by default nothing
 * navigates and the widgets show the state in place instead (break notice, login offer).
 */
export type NavigationTarget = '/' | '/przerwa-techniczna' | '/lista-uslug' | (string & {});

let handler: ((to: NavigationTarget) => void) | null = null;

export function setNavigationHandler(h: ((to: NavigationTarget) => void) | null): void {
  handler = h;
}

export function requestNavigation(to: NavigationTarget): boolean {
  if (!handler) return false;
  handler(to);
  return true;
}

export const hasNavigationHandler = (): boolean => handler !== null;
