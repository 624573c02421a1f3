import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../server/app.ts';
import { openDatabase, type Db } from '../../server/db.ts';
import { applyMigrations, migrations } from '../../server/migrations/index.ts';
import { czytajDochody, czytajWydatki } from '../../server/routes/budzet.ts';
import { generujDochody, generujWydatki, lataDemo } from '../../demo/seed/budzet.ts';
import { seedDemoData } from '../../demo/seed/index.ts';
import { openTestDatabase } from './helpers.ts';

const byKey = <T extends { rozdzial: string; paragraf: string }>(rows: T[]) =>
  [...rows].sort((a, b) => `${a.rozdzial}${a.paragraf}`.localeCompare(`${b.rozdzial}${b.paragraf}`));

async function budzetOf(db: Db) {
  const out: Record<number, unknown> = {};
  for (const rok of lataDemo())
    out[rok] = { d: await czytajDochody(db, rok), w: await czytajWydatki(db, rok) };
  return out;
}

describe('deterministic demo data', () => {
  let a: Db;
  let b: Db;
  beforeAll(async () => {
    [a, b] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  // the embedded database's own setting: a PostgreSQL server is configured by its administrator
  it.skipIf(process.env['GMINA_TEST_DATABASE_URL'])(
    'runs the embedded PostgreSQL with small shared buffers (idle memory, issue 11 "Load")',
    async () => {
      const { rows } = await a.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(rows[0]?.shared_buffers).toBe('16MB');
    },
  );

  it('gives two fresh databases identical budgets', async () => {
    const [x, y] = await Promise.all([budzetOf(a), budzetOf(b)]);
    expect(Object.keys(x)).toHaveLength(lataDemo().length);
    expect(x).toEqual(y);
  });

  it('stores exactly what the seeded generator produces', async () => {
    const biezacy = new Date().getFullYear();
    for (const rok of lataDemo()) {
      expect(await czytajDochody(a, rok)).toEqual(byKey(generujDochody(rok, biezacy)));
      expect(await czytajWydatki(a, rok)).toEqual(byKey(generujWydatki(rok, biezacy)));
    }
  });

  it('does nothing when migrations and seed run again', async () => {
    expect(await applyMigrations(a)).toEqual([]);
    expect(await seedDemoData(a)).toEqual([]);
    const { rows } = await a.query<{ n: number }>('SELECT count(*)::int AS n FROM migrations');
    expect(rows[0]?.n).toBe(migrations.length);
  });
});

// PGlite's own storage: nothing of it changes on a PostgreSQL server, so the run there leaves it to the PGlite run
describe.skipIf(process.env['GMINA_TEST_DATABASE_URL'])('openDatabase({dataDir})', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gmina-db-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('persists data across reopening without seeding twice', async () => {
    const dataDir = join(dir, 'db');
    const first = await openDatabase({ dataDir, seed: seedDemoData });
    const app = createApiApp({ db: first, allowedOrigins: [], adminToken: 't', demo: false });
    const licznik = (await (await app.request('/pi/licznik-odwiedzin')).json()) as {
      wartoscLicznika: number;
    };
    await first.query("UPDATE ustawienia SET wartosc = 'true' WHERE klucz = 'czyCaptcha'");
    const count = async (db: Db, table: string) =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;
    const before = {
      d: await count(first, 'budzet_dochody'),
      w: await count(first, 'budzet_wydatki'),
      m: await count(first, 'menu_boczne'),
    };
    expect(before.d).toBeGreaterThan(0);
    await first.close();

    const second = await openDatabase({ dataDir, seed: seedDemoData });
    try {
      expect({
        d: await count(second, 'budzet_dochody'),
        w: await count(second, 'budzet_wydatki'),
        m: await count(second, 'menu_boczne'),
      }).toEqual(before);
      const { rows } = await second.query<{ wartosc: number }>('SELECT wartosc FROM licznik_odwiedzin');
      expect(rows[0]?.wartosc).toBe(licznik.wartoscLicznika);
      const flag = await second.query<{ wartosc: unknown }>(
        "SELECT wartosc FROM ustawienia WHERE klucz = 'czyCaptcha'",
      );
      expect(flag.rows[0]?.wartosc).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe('openDatabase() without a seed: a server started outside demo mode', () => {
  it('creates the schema and the default settings, but no demo data and no demo account', async () => {
    const db = await openDatabase();
    try {
      const konta = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM uzytkownicy');
      const budzet = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM dane_demo');
      const ustawienia = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ustawienia');
      expect(konta.rows[0]?.n).toBe(0);
      expect(budzet.rows[0]?.n).toBe(0);
      expect(ustawienia.rows[0]?.n).toBeGreaterThan(0);
      // the demo office's name and contact are demo data: a new office sets its own (docs/operation.md "Running it for real")
      const demoweUstawienia = await db.query<{ klucz: string }>(
        "SELECT klucz FROM ustawienia WHERE klucz IN ('urzad', 'kontakt', 'wyborUslug')",
      );
      expect(demoweUstawienia.rows).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
