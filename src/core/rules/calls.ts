/**
 * Which token a call carries and how a call's answer touches the session (spec 01 §6, §8).
 * Pure functions over the call path, so the whole rule table is unit-tested without a network.
 */

/**
 * Public calls carry no token (spec 02 §7: bearer token for non-public urls). Under /pst/ only the public
 * vehicle statistics (services 5 and 11, paths ours: src/core/api/pojazdy.ts) and their /pdf variants; the
 * rest of /pst/ is the protected tax module.
 */
const PUBLIC_PREFIXES = [
  '/pi/',
  '/fk/',
  '/el/',
  '/pst/dajLiczbePojazdowWgNorm',
  '/pst/dajLataStawekPojazdow',
  '/pst/dajStawkiPojazdow',
];
const PUBLIC_PATHS = [
  '/konfiguracja',
  '/status',
  '/lista-uslug',
  '/logowanieWezelKrajowyToken',
  '/logowanieEpuapToken',
];
/** Protected calls under a public prefix: the current registration of a person (service 27, spec 02 §7). */
const PROTECTED_UNDER_PUBLIC = ['/el/dajAktualneZameldowanie'];
/** Account calls made before a login exists (spec 01 §7 "Account"). */
const ACCOUNT_PREFIX = '/uzytkownicy/';

/**
 * Calls a restricted (unconfirmed or unverified) account may make with its restricted token. The spec does
 * not list them (spec 01 §6 "not shown"); our choice: what such a user needs to see and fix their account —
 * their own data, subjects, consents, e-mail/password change, 2FA, session extension and logout.
 */
export const RESTRICTED_ALLOWED = [
  '/uzytkownik/userInfo',
  '/uzytkownik/zmianaEmaila',
  '/uzytkownik/zmianaHasla',
  '/uzytkownik/zgody',
  '/uzytkownik/usunKonto',
  '/lista-podmiotow',
  '/konfiguracja2fa',
  '/pi/przedluzanieSesji',
  '/pi/wylogowanie',
] as const;

/** Calls whose 401 means "wrong credentials", not "session gone" (spec 01 §8: "except a few login-type calls"). */
const LOGIN_TYPE = [
  '/uzytkownicy/',
  '/logowanieWezelKrajowyToken',
  '/logowanieEpuapToken',
  '/pi/wylogowanie',
];

/**
 * Calls whose success does not reset the inactivity timer (spec 02 §8: "five exceptions, not shown").
 * Our five: those a page makes on its own, without a person doing anything.
 */
const NO_TOUCH = [
  '/status',
  '/konfiguracja',
  '/pi/licznik-odwiedzin',
  '/pi/przedluzanieSesji',
  '/pi/wylogowanie',
];

const matches = (path: string, list: readonly string[]) =>
  list.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p || path.startsWith(p + '/')));

export function isPublicPath(path: string): boolean {
  if (matches(path, PROTECTED_UNDER_PUBLIC)) return false;
  return matches(path, PUBLIC_PREFIXES) || matches(path, PUBLIC_PATHS) || path.startsWith(ACCOUNT_PREFIX);
}

export interface TokenState {
  token?: string | undefined;
  restrictedToken?: string | undefined;
}

export interface TokenDecision {
  /** Value of the Authorization header, if any. */
  authorization?: string;
  /** Store changes the rule demands (spec 01 §6). */
  dropRestricted?: boolean;
  dropFull?: boolean;
  clearUnconfirmed?: boolean;
}

/**
 * Spec 01 §6: for non-public calls with a full token, the full token is sent as bearer, the restricted token
 * dropped and the unconfirmed flag cleared; with only a restricted token and an allowed call, the restricted
 * token is sent and the full one removed; otherwise nothing is sent.
 */
export function chooseToken(path: string, { token, restrictedToken }: TokenState): TokenDecision {
  if (isPublicPath(path) && !matches(path, ['/pi/przedluzanieSesji', '/pi/wylogowanie'])) return {};
  if (token) return { authorization: `Bearer ${token}`, dropRestricted: true, clearUnconfirmed: true };
  if (restrictedToken && matches(path, RESTRICTED_ALLOWED)) {
    return { authorization: `Bearer ${restrictedToken}`, dropFull: true };
  }
  return {};
}

export const isLoginTypeCall = (path: string): boolean => matches(path, LOGIN_TYPE);
export const resetsInactivity = (path: string): boolean => !matches(path, NO_TOUCH);
