import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import {
  $sessionRemaining,
  $sessionWarning,
  createSessionClock,
  formatRemaining,
  warnBefore,
  type Clock,
  type SessionClock,
} from './session-clock.ts';
import { $nip, $sessionEnd, $sessionLength, $token, clearSession } from './stores/session.ts';

useTestStorageEngine();

/** A clock whose time moves only when the test says so; intervals fire once per elapsed period. */
function fakeClock(start = 1_000_000) {
  let now = start;
  const timers = new Map<number, { fn: () => void; ms: number; next: number }>();
  let ids = 0;
  const clock: Clock = {
    now: () => now,
    setInterval(fn, ms) {
      timers.set(++ids, { fn, ms, next: now + ms });
      return ids;
    },
    clearInterval(id) {
      timers.delete(id as number);
    },
  };
  function advance(ms: number) {
    const target = now + ms;
    for (;;) {
      const due = [...timers.values()].filter((t) => t.next <= target).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      now = due.next;
      due.next += due.ms;
      due.fn();
    }
    now = target;
  }
  return { clock, advance, now: () => now, active: () => timers.size };
}

const MIN = 60_000;
let sc: SessionClock | null = null;

beforeEach(() => {
  cleanTestStorage();
  clearSession();
});
afterEach(() => {
  sc?.stop();
  sc = null;
});

function login(f: ReturnType<typeof fakeClock>, length = 10 * MIN) {
  $sessionLength.set(length);
  $sessionEnd.set(f.now() + length);
  $token.set('t');
  $nip.set('8567346215');
}

function setup(length = 10 * MIN) {
  const f = fakeClock();
  const deps = {
    clock: f.clock,
    extend: vi.fn(async () => 10 * MIN),
    logout: vi.fn(async () => clearSession()),
    onWarning: vi.fn(),
    onWarningOver: vi.fn(),
    onEnded: vi.fn(),
  };
  login(f, length);
  sc = createSessionClock(deps);
  return { f, deps };
}

describe('warning time (WCAG 2.2.1)', () => {
  it('a minute before the end; half a short session, never under 20 s', () => {
    expect(warnBefore(30 * MIN)).toBe(60_000);
    expect(warnBefore(undefined)).toBe(60_000);
    expect(warnBefore(90_000)).toBe(45_000);
    expect(warnBefore(40_000)).toBe(20_000);
    expect(warnBefore(10_000)).toBe(20_000);
  });

  it('formats minutes and seconds', () => {
    expect(formatRemaining(10 * MIN)).toBe('10:00');
    expect(formatRemaining(65_000)).toBe('1:05');
    expect(formatRemaining(400)).toBe('0:01');
    expect(formatRemaining(-5)).toBe('0:00');
  });
});

describe('session clock (spec 01 §4 "Session")', () => {
  it('counts down every second and warns once, 60 s before the end', () => {
    const { f, deps } = setup();
    expect($sessionRemaining.get()).toBe(10 * MIN);
    f.advance(8 * MIN);
    expect($sessionRemaining.get()).toBe(2 * MIN);
    expect(deps.onWarning).not.toHaveBeenCalled();
    f.advance(MIN - 1000);
    expect($sessionWarning.get()).toBe(false);
    f.advance(1000);
    expect($sessionWarning.get()).toBe(true);
    expect(deps.onWarning).toHaveBeenCalledTimes(1);
    f.advance(20_000);
    expect(deps.onWarning).toHaveBeenCalledTimes(1);
    expect($sessionRemaining.get()).toBe(40_000);
  });

  it('extend asks the server and moves the end; the warning closes', async () => {
    const { f, deps } = setup();
    f.advance(9.5 * MIN);
    expect($sessionWarning.get()).toBe(true);
    await sc!.extend();
    expect(deps.extend).toHaveBeenCalledTimes(1);
    expect($sessionEnd.get()).toBe(f.now() + 10 * MIN);
    expect($sessionWarning.get()).toBe(false);
    expect(deps.onWarningOver).toHaveBeenCalledTimes(1);
    expect($sessionRemaining.get()).toBe(10 * MIN);
  });

  it('a failed extension keeps the end and the warning', async () => {
    const { f, deps } = setup();
    deps.extend.mockRejectedValueOnce(new Error('offline'));
    f.advance(9.5 * MIN);
    const end = $sessionEnd.get();
    await sc!.extend();
    expect($sessionEnd.get()).toBe(end);
    expect($sessionWarning.get()).toBe(true);
  });

  it('a successful call elsewhere (end moved) lifts the warning at once', () => {
    const { f, deps } = setup();
    f.advance(9.5 * MIN);
    $sessionEnd.set(f.now() + 10 * MIN);
    expect($sessionWarning.get()).toBe(false);
    expect(deps.onWarningOver).toHaveBeenCalled();
  });

  it('at zero: server logout, everything cleared, "session ended" once, timer stopped', async () => {
    const { f, deps } = setup();
    f.advance(10 * MIN);
    await vi.waitFor(() => expect(deps.onEnded).toHaveBeenCalledWith('expired'));
    expect(deps.logout).toHaveBeenCalledTimes(1);
    expect($token.get()).toBeUndefined();
    expect($nip.get()).toBeUndefined();
    expect($sessionEnd.get()).toBeUndefined();
    expect(deps.onEnded).toHaveBeenCalledTimes(1);
    expect(f.active()).toBe(0);
    expect($sessionRemaining.get()).toBeNull();
  });

  it('a failing server logout still ends the session here', async () => {
    const { f, deps } = setup();
    deps.logout.mockImplementationOnce(async () => {
      clearSession();
      throw new Error('500');
    });
    f.advance(10 * MIN);
    await vi.waitFor(() => expect($token.get()).toBeUndefined());
    expect(deps.onEnded).not.toHaveBeenCalledWith('elsewhere');
  });

  it('the 40 s demo session warns at 20 s and ends at 40 s', async () => {
    const { f, deps } = setup(40_000);
    f.advance(19_000);
    expect(deps.onWarning).not.toHaveBeenCalled();
    f.advance(1000);
    expect(deps.onWarning).toHaveBeenCalledTimes(1);
    f.advance(20_000);
    await vi.waitFor(() => expect(deps.onEnded).toHaveBeenCalledWith('expired'));
  });

  it('logout from the user menu clears the session without the notice here', async () => {
    const { deps } = setup();
    await sc!.logout();
    expect(deps.logout).toHaveBeenCalledTimes(1);
    expect($token.get()).toBeUndefined();
    expect(deps.onEnded).not.toHaveBeenCalled();
  });

  it('an ended account: the session is cleared here without the server logout call, no notice (issue 12 item 9)', async () => {
    const { deps } = setup();
    await sc!.logout({ revoke: false });
    expect(deps.logout).not.toHaveBeenCalled();
    expect($token.get()).toBeUndefined();
    expect(deps.onEnded).not.toHaveBeenCalled();
  });

  it('cross-tab: the token removed by another tab ends the session here at once', () => {
    const { f, deps } = setup();
    f.advance(1000);
    // what the persisted atom does on the storage event of the other tab's logout
    clearSession();
    expect(deps.onEnded).toHaveBeenCalledWith('elsewhere');
    expect(deps.logout).not.toHaveBeenCalled();
    expect(f.active()).toBe(0);
    expect($sessionRemaining.get()).toBeNull();
  });

  it('a login in another tab starts the countdown here', () => {
    const f = fakeClock();
    sc = createSessionClock({ clock: f.clock, extend: async () => 0, logout: async () => clearSession() });
    expect($sessionRemaining.get()).toBeNull();
    login(f, 5 * MIN);
    expect($sessionRemaining.get()).toBe(5 * MIN);
    f.advance(1000);
    expect($sessionRemaining.get()).toBe(5 * MIN - 1000);
  });
});
