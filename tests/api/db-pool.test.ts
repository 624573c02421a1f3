/**
 * PostgreSQL's connection pool (server/db.ts `poolOptions`, docs/load.md "The deadline day"): connections once open
 * stay open, so no new connection has to authenticate under a burst of logins, and a query that gets no
 * connection fails after a bounded wait instead of hanging. The first part runs pg-pool with a stand-in client (no
 * server needed); the second, on the PostgreSQL stage only, reads the server's own view of the connections.
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { poolOptions, type Db } from '../../server/db.ts';
import { openTestDatabase } from './helpers.ts';

/**
 * The part of pg.Client that pg-pool uses: `connect` answers at once, or, when `odpowiada` is false, not until the
 * client is ended (as a connection whose authentication never finishes).
 */
function klientZastepczy(odpowiada: { teraz: boolean }) {
  return class extends EventEmitter {
    _queryable = true;
    _ending = false;
    #laczenie: ((e?: Error) => void) | null = null;
    connect(cb: (e?: Error) => void) {
      if (odpowiada.teraz) void Promise.resolve().then(() => cb());
      else this.#laczenie = cb;
    }
    isConnected() {
      return false;
    }
    end(cb?: () => void) {
      this._ending = true;
      this.#laczenie?.(new Error('Connection terminated'));
      this.#laczenie = null;
      this.emit('end');
      cb?.();
    }
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('poolOptions with pg-pool', () => {
  it('keeps idle connections open however long they are idle', async () => {
    vi.useFakeTimers();
    const pool = new pg.Pool({
      ...poolOptions('postgres://127.0.0.1/x'),
      Client: klientZastepczy({ teraz: true }) as never,
    });
    const klienci = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    for (const k of klienci) k.release();
    expect(pool.idleCount).toBe(3);
    // node-pg's default would have closed them after 10 s
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(pool.totalCount).toBe(3);
    expect(pool.idleCount).toBe(3);
    await pool.end();
  });

  it('fails a query that gets no connection after a bounded wait', async () => {
    vi.useFakeTimers();
    const pool = new pg.Pool({
      ...poolOptions('postgres://127.0.0.1/x'),
      Client: klientZastepczy({ teraz: false }) as never,
    });
    let blad: unknown = null;
    const proba = pool.connect().then(
      () => undefined,
      (e: unknown) => (blad = e),
    );
    await vi.advanceTimersByTimeAsync(9_000);
    expect(blad).toBeNull();
    await vi.advanceTimersByTimeAsync(2_000);
    await proba;
    expect(String(blad)).toMatch(/timeout/);
    await pool.end();
  });
});

describe.runIf(process.env['GMINA_TEST_DATABASE_URL'])('the pool on PostgreSQL', () => {
  let db: Db | undefined;
  afterEach(() => db?.close());

  it('still has its connections open on the server after 11 s idle', { timeout: 60_000 }, async () => {
    db = await openTestDatabase();
    // three queries at once: the pool opens three connections
    await Promise.all([1, 2, 3].map(() => db!.query('SELECT pg_sleep(0.3)')));
    await new Promise((ok) => setTimeout(ok, 11_000));
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()',
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(3);
  });
});
