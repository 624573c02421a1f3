/**
 * The password hashes of the requests, bounded (docs/load.md "The deadline day"): at most `naraz` scrypt hashes run
 * at once and at most `kolejka` wait; past that a call is refused at once with 429 and Retry-After. scrypt runs in
 * libuv's thread pool, which the PostgreSQL driver's SCRAM authentication and file I/O share: a burst of logins
 * that filled it made new database connections time out and dues lists fail. With `naraz` below the pool's size
 * one thread stays free for them, and an overload stays a slower (or refused) login, never a failed dues list.
 *
 * The server hashes through here only (tests/api/password-limit.test.ts checks that no other server module calls
 * hashPassword or verifyPassword); the demo seed and the scripts hash outside any request and call password.ts.
 */
import { availableParallelism } from 'node:os';
import { ApiError } from '../http.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** The limiter's size; the server's defaults are passwordLimitsFromEnv's, a bare `new PasswordLimiter()` is 1 and 0. */
export interface PasswordLimitOptions {
  /** Hashes running at once; the server's default: the cores, at most one thread fewer than libuv's pool. */
  naraz?: number;
  /** Hashes waiting for a place; the server's default: 8 per place (a few seconds' wait at ~0.4 s a hash). */
  kolejka?: number;
  /**
   * The longest wait, in seconds, a new call is given a place for, estimated from the hashes' recent times: on a
   * machine so loaded that a hash takes seconds, a short queue is already a long wait, and a resident is better told
   * at once when to try again. The server's default 10; a bare limiter has none.
   */
  czekanieS?: number;
}

/** libuv's thread pool: `UV_THREADPOOL_SIZE` as libuv reads it (1–1024), else its default 4. */
export function threadPoolSize(env: Record<string, string | undefined>): number {
  const n = Number(env['UV_THREADPOOL_SIZE']);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 1024) : 4;
}

/**
 * `GMINA_HASLA_NARAZ`, `GMINA_HASLA_KOLEJKA` and `GMINA_HASLA_CZEKANIE_S`; unset or not a whole number: the defaults. The hashes at once
 * stay below the thread pool's size whatever is set (one thread for the database driver), at least one.
 */
export function passwordLimitsFromEnv(
  env: Record<string, string | undefined>,
  rdzenie = availableParallelism(),
): Required<PasswordLimitOptions> {
  const calkowita = (nazwa: string, min: number) => {
    const n = Number(env[nazwa]);
    return env[nazwa]?.trim() && Number.isInteger(n) && n >= min ? n : undefined;
  };
  const najwyzej = Math.max(1, threadPoolSize(env) - 1);
  const naraz = Math.min(calkowita('GMINA_HASLA_NARAZ', 1) ?? Math.min(rdzenie, najwyzej), najwyzej);
  return {
    naraz,
    kolejka: calkowita('GMINA_HASLA_KOLEJKA', 0) ?? 8 * naraz,
    czekanieS: calkowita('GMINA_HASLA_CZEKANIE_S', 1) ?? 10,
  };
}

export const OPIS_ZAJETE_HASLA = (s: number) =>
  `Serwer jest teraz bardzo obciążony. Spróbuj ponownie za ${s} s.`;

/** A call refused because every place is taken: HTTP 429, Retry-After `ponowZaS` seconds (http.ts onError). */
export class PasswordHashesBusy extends ApiError {
  constructor(ponowZaS: number) {
    super(429, OPIS_ZAJETE_HASLA(ponowZaS), undefined, ponowZaS);
    this.name = 'PasswordHashesBusy';
  }
}

/**
 * A place taken in the limiter: running, or waiting its turn. Its hashes run once it is running; `release`
 * gives it back (idempotent), and must be called whatever happened: a place left waiting leaves the queue.
 */
export interface PasswordPlace {
  /** Runs `praca` once the place is running; its time feeds the estimate of Retry-After. */
  run<T>(praca: () => Promise<T>): Promise<T>;
  verify(haslo: string, zapis: string | null | undefined): Promise<boolean>;
  hash(haslo: string): Promise<string>;
  release(): void;
}

interface Miejsce {
  stan: 'czeka' | 'dziala' | 'wolne';
  /** Resolves when the place is running. */
  gotowe: Promise<void>;
  start: () => void;
}

/** The first estimate of a hash's time before any was measured: scrypt 2^17 on one core (docs/load.md). */
const PIERWSZY_CZAS_MS = 400;

export class PasswordLimiter {
  readonly naraz: number;
  readonly kolejka: number;
  readonly czekanieS: number;
  #dzialajace = 0;
  readonly #czekajace: Miejsce[] = [];
  /** A moving average of a hash's time, for Retry-After. */
  #czasMs = PIERWSZY_CZAS_MS;

  constructor({ naraz = 1, kolejka = 0, czekanieS = Infinity }: PasswordLimitOptions = {}) {
    this.naraz = Math.max(1, Math.floor(naraz));
    this.kolejka = Math.max(0, Math.floor(kolejka));
    this.czekanieS = Math.max(0, czekanieS);
  }

  /** The estimate of one hash's time, ms: a moving average of the last ones (Retry-After, the longest wait). */
  get czasMs() {
    return this.#czasMs;
  }

  /** Places running and waiting now (tests, logs). */
  get stan() {
    return { dzialajace: this.#dzialajace, czekajace: this.#czekajace.length };
  }

  /**
   * Takes a place now — running if one is free, else the last in the queue — or throws PasswordHashesBusy
   * without waiting. A login takes its place before it counts an attempt (routes/konto.ts), so a refused login
   * is no failed attempt.
   */
  reserve(): PasswordPlace {
    if (
      this.#dzialajace >= this.naraz &&
      (this.#czekajace.length >= this.kolejka || this.#czekanieMs() > this.czekanieS * 1000)
    ) {
      throw new PasswordHashesBusy(this.#ponowZaS());
    }
    let start = () => undefined as void;
    const gotowe = new Promise<void>((ok) => (start = ok));
    const m: Miejsce = { stan: 'czeka', gotowe, start };
    if (this.#dzialajace < this.naraz) this.#uruchom(m);
    else this.#czekajace.push(m);
    const wykonaj = async <T>(praca: () => Promise<T>): Promise<T> => {
      if (m.stan === 'wolne') throw new Error('password place already released');
      await m.gotowe;
      const od = performance.now();
      try {
        return await praca();
      } finally {
        this.#czasMs = 0.8 * this.#czasMs + 0.2 * (performance.now() - od);
      }
    };
    return {
      run: wykonaj,
      verify: (haslo, zapis) => wykonaj(() => verifyPassword(haslo, zapis)),
      hash: (haslo) => wykonaj(() => hashPassword(haslo)),
      release: () => this.#zwolnij(m),
    };
  }

  /** One hash in a place of its own, released when it ends (registration, password change and reset). */
  async run<T>(praca: (miejsce: PasswordPlace) => Promise<T>): Promise<T> {
    const miejsce = this.reserve();
    try {
      return await praca(miejsce);
    } finally {
      miejsce.release();
    }
  }

  #uruchom(m: Miejsce) {
    m.stan = 'dziala';
    this.#dzialajace++;
    m.start();
  }

  #zwolnij(m: Miejsce) {
    if (m.stan === 'wolne') return;
    if (m.stan === 'czeka') {
      this.#czekajace.splice(this.#czekajace.indexOf(m), 1);
    } else {
      this.#dzialajace--;
      // the freed place goes to the longest waiting
      const nastepny = this.#czekajace.shift();
      if (nastepny) this.#uruchom(nastepny);
    }
    m.stan = 'wolne';
  }

  /** Until the places taken now have run: the running and the waiting, `naraz` at a time. */
  #czekanieMs(): number {
    return Math.ceil((this.#dzialajace + this.#czekajace.length) / this.naraz) * this.#czasMs;
  }

  /** Seconds until the places taken now have run (Retry-After). */
  #ponowZaS(): number {
    return Math.max(1, Math.ceil(this.#czekanieMs() / 1000));
  }
}
