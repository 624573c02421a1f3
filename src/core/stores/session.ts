import { computed } from 'nanostores';
import { persistentFlag, persistentNumber, persistentString } from './persist.ts';

/** Full-access token and restricted token (spec 01 §6), kept in local storage as the spec says. */
export const $token = persistentString('token');
export const $restrictedToken = persistentString('tokenOgraniczony');
export const $nip = persistentString('nip');
export const $pesel = persistentString('pesel');
export const $unconfirmed = persistentFlag('niepotwierdzony');
/** Session end, epoch milliseconds (spec 01 §4). */
export const $sessionEnd = persistentNumber('koniecSesji');
/** Session length from the server (userInfo.czasSesji, ms); lets a successful call push the end out again. */
export const $sessionLength = persistentNumber('czasSesji');

export const $loggedIn = computed([$token, $restrictedToken], (t, r) => Boolean(t || r));

/**
 * Spec 01 §4: successful responses of most calls reset the inactivity timer, i.e. the session end moves to
 * now + session length. Does nothing when logged out or when the length is unknown.
 */
export function touchSession(now = Date.now()): void {
  const length = $sessionLength.get();
  if ($loggedIn.get() && length) $sessionEnd.set(now + length);
}

/** Spec 01 §4 logout / expiry / HTTP 401: tokens, NIP, PESEL, unconfirmed flag and session data go. */
export function clearSession(): void {
  $token.set(undefined);
  $restrictedToken.set(undefined);
  $nip.set(undefined);
  $pesel.set(undefined);
  $unconfirmed.set(false);
  $sessionEnd.set(undefined);
  $sessionLength.set(undefined);
}

let extender: (() => void) | null = null;

/** The account module registers how a session is extended on the server (`/pi/przedluzanieSesji`). */
export function setSessionExtender(fn: (() => void) | null): void {
  extender = fn;
}

/** Spec 01 §4: changing the page of a data table also extends the session. */
export function extendSessionOnActivity(): void {
  if (!$loggedIn.get()) return;
  if (extender) extender();
  else touchSession();
}

/**
 * Where a visitor was going when a protected service sent them to login (spec 01 §6 "redirect to login,
 * remembering the target"); the login screen goes there after success. Only in-portal paths are kept.
 */
export const $loginTarget = persistentString('celLogowania');

export function rememberLoginTarget(path: string): void {
  $loginTarget.set(path.startsWith('/') && !path.startsWith('//') ? path : undefined);
}
