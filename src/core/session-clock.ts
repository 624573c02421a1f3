/**
 * The session clock (spec 01 §4 "Session"; WCAG 2.2.1 Timing Adjustable): counts down to `$sessionEnd`, warns
 * early enough to react, extends on request (`/pi/przedluzanieSesji`) and ends the session at zero — server
 * logout (failure ignored), tokens, NIP, PESEL and session data cleared, then "session ended".
 *
 * Every tab runs its own clock over the same persisted stores, so an end in one tab reaches the others through
 * the browser's `storage` event on the token (the persisted atoms follow it): a tab that sees the token go
 * without having ended the session itself reports the session as ended elsewhere. Framework-free: the time
 * source and the reactions are passed in, so the whole rule is unit-tested with a fake clock.
 */
import { atom } from 'nanostores';
import * as z from 'zod/mini';
import type { Api } from './api/client.ts';
import { logout } from './api/sesja.ts';
import {
  $loggedIn,
  $restrictedToken,
  $sessionEnd,
  $sessionLength,
  $token,
  clearSession,
} from './stores/session.ts';

/** Warn a minute before the end: well above the 20 s WCAG 2.2.1 asks for. */
export const WARN_BEFORE_MS = 60_000;
/** WCAG 2.2.1: at least 20 s to react. */
export const MIN_WARNING_MS = 20_000;
export const TICK_MS = 1000;

/**
 * When to warn for a session of `length` ms: a minute before the end, but for sessions shorter than two
 * minutes at half the length (never under 20 s), so a short session is not in "warning" from its start.
 */
export function warnBefore(length: number | undefined): number {
  if (!length) return WARN_BEFORE_MS;
  return Math.max(MIN_WARNING_MS, Math.min(WARN_BEFORE_MS, Math.floor(length / 2)));
}

/** Minutes and seconds of the countdown, e.g. `4:07` (rounded up, so 0:00 means the end). */
export function formatRemaining(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export interface Clock {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
};

export type EndReason = 'expired' | 'elsewhere';

export interface SessionClockDeps {
  clock?: Clock;
  /** Asks the server for more time; resolves with the remaining milliseconds. */
  extend: () => Promise<number>;
  /** Server logout that clears the stored session whatever the server answers (`core/api/sesja.ts`). */
  logout: () => Promise<void>;
  /** The countdown reached the warning time (once per approach to the end). */
  onWarning?: () => void;
  /** The warning no longer applies (extended here or in another tab, or the session is gone). */
  onWarningOver?: () => void;
  /** The session ended: here at zero, or in another tab (logout or expiry there). */
  onEnded?: (reason: EndReason) => void;
}

/** Remaining milliseconds of the session, or null when logged out; updated every second. */
export const $sessionRemaining = atom<number | null>(null);
/** True from the warning time until the end or an extension. */
export const $sessionWarning = atom(false);

export interface SessionClock {
  stop(): void;
  /** Extend on the server and move the end (spec 01 §4). Failures leave the end as it was. */
  extend(): Promise<void>;
  /**
   * Logout from the user menu: the same clearing as at zero, without the "session ended" notice here.
   * `revoke: false` skips the server's logout call, for a session the server has already ended (a deleted
   * account: the call could only be refused).
   */
  logout(options?: { revoke?: boolean }): Promise<void>;
  /** Re-evaluates now (called by the timer; exposed for tests). */
  tick(): void;
}

export function createSessionClock(deps: SessionClockDeps): SessionClock {
  const clock = deps.clock ?? systemClock;
  let timer: unknown = null;
  /** Set while this tab itself clears the session, so that its own clearing is not read as "elsewhere". */
  let endingHere = false;
  let wasLoggedIn = $loggedIn.get();

  const setWarning = (on: boolean) => {
    if ($sessionWarning.get() === on) return;
    $sessionWarning.set(on);
    if (on) deps.onWarning?.();
    else deps.onWarningOver?.();
  };

  const stopTimer = () => {
    if (timer !== null) clock.clearInterval(timer);
    timer = null;
  };

  async function endHere(notify: boolean, revoke = true) {
    endingHere = true;
    stopTimer();
    setWarning(false);
    $sessionRemaining.set(null);
    try {
      if (revoke) await deps.logout();
    } catch {
      /* spec 01 §8: a failed logout call is ignored, logout proceeds */
    }
    clearSession();
    endingHere = false;
    wasLoggedIn = false;
    if (notify) deps.onEnded?.('expired');
  }

  function tick() {
    if (endingHere) return;
    const end = $sessionEnd.get();
    if (!$loggedIn.get() || end === undefined) {
      $sessionRemaining.set(null);
      setWarning(false);
      return;
    }
    const remaining = end - clock.now();
    if (remaining <= 0) {
      $sessionRemaining.set(0);
      void endHere(true);
      return;
    }
    $sessionRemaining.set(remaining);
    setWarning(remaining <= warnBefore($sessionLength.get()));
  }

  function startTimer() {
    if (timer === null) timer = clock.setInterval(tick, TICK_MS);
  }

  const unsubscribers = [
    $loggedIn.subscribe((loggedIn) => {
      if (loggedIn) {
        wasLoggedIn = true;
        startTimer();
        tick();
        return;
      }
      stopTimer();
      $sessionRemaining.set(null);
      setWarning(false);
      // the token went while this tab did not end the session: another tab logged out or expired
      if (wasLoggedIn && !endingHere) {
        wasLoggedIn = false;
        deps.onEnded?.('elsewhere');
      }
    }),
    // an extension (here, in another tab, or a successful call) moves the end: the countdown follows at once
    $sessionEnd.listen(() => tick()),
  ];

  return {
    tick,
    stop() {
      stopTimer();
      unsubscribers.forEach((u) => u());
      $sessionRemaining.set(null);
      $sessionWarning.set(false);
    },
    async extend() {
      if (!$loggedIn.get()) return;
      try {
        const ms = await deps.extend();
        $sessionEnd.set(clock.now() + ms);
      } catch {
        /* the end stays; the countdown keeps warning */
      }
    },
    logout: (options) => endHere(false, options?.revoke ?? true),
  };
}

const przedluzenieSchema = z.object({ czasDoKoncaSesji: z.number() });

/** The server side of the clock over the product's API client (spec 01 §7 "Shell"). */
export function apiSessionDeps(api: Api): Pick<SessionClockDeps, 'extend' | 'logout'> {
  return {
    async extend() {
      const token = $token.get() ?? $restrictedToken.get();
      const res = await api.json('/pi/przedluzanieSesji', przedluzenieSchema, {
        method: 'POST',
        body: { token },
      });
      return res.czasDoKoncaSesji;
    },
    logout: () => logout(api),
  };
}
