/**
 * Schema migrations, applied in order and recorded in `migrations`. Each migration is one SQL string run as
 * one multi-statement query, which PostgreSQL (and PGlite) execute as one implicit transaction: a failing
 * migration leaves nothing half-applied. Never edit an applied migration; add the next one.
 */
import type { Db } from '../db.ts';
import { powloka } from './001-powloka.ts';
import { budzet } from './002-budzet.ts';
import { tresci } from './006-tresci.ts';
import { pojazdyMeldunki } from './004-pojazdy-meldunki.ts';
import { wyboryRejestry } from './005-wybory-rejestry.ts';
import { statystykiEl } from './003-statystyki-el.ts';
import { tresciJezyki } from './016-tresci-jezyki.ts';
import { katalogiJezyki } from './017-katalogi-jezyki.ts';
import { konto } from './007-konto.ts';
import { limity } from './008-limity.ts';
import { podmiotyPotwierdzone } from './009-podmioty-potwierdzone.ts';
import { totpSzyfrowanie } from './010-totp-szyfrowanie.ts';
import { naleznosci } from './011-naleznosci.ts';
import { podatki } from './013-podatki.ts';
import { oplatyIZwroty } from './014-oplaty-i-zwroty.ts';
import { woda } from './012-woda.ts';
import { dokumenty } from './018-dokumenty.ts';
import { platnosci } from './019-platnosci.ts';
import { logowaniaSaml } from './020-logowania-saml.ts';

export interface Migration {
  id: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  { id: '001-powloka', sql: powloka },
  { id: '002-budzet', sql: budzet },
  { id: '006-tresci', sql: tresci },
  { id: '004-pojazdy-meldunki', sql: pojazdyMeldunki },
  { id: '005-wybory-rejestry', sql: wyboryRejestry },
  { id: '003-statystyki-el', sql: statystykiEl },
  { id: '007-konto', sql: konto },
  { id: '008-limity', sql: limity },
  { id: '009-podmioty-potwierdzone', sql: podmiotyPotwierdzone },
  { id: '010-totp-szyfrowanie', sql: totpSzyfrowanie },
  { id: '011-naleznosci', sql: naleznosci },
  { id: '013-podatki', sql: podatki },
  { id: '014-oplaty-i-zwroty', sql: oplatyIZwroty },
  { id: '016-tresci-jezyki', sql: tresciJezyki },
  { id: '017-katalogi-jezyki', sql: katalogiJezyki },
  { id: '012-woda', sql: woda },
  { id: '018-dokumenty', sql: dokumenty },
  { id: '019-platnosci', sql: platnosci },
  { id: '020-logowania-saml', sql: logowaniaSaml },
];

const kod = (e: unknown) => (e as { code?: unknown }).code;
/** Another instance created the same object at the same moment (unique key of the catalogue, or the object). */
const rownoczesnie = (e: unknown) => kod(e) === '23505' || kod(e) === '42P07';

/**
 * Applies the pending migrations in order. Several instances of the server may start at once on one PostgreSQL
 * database: each migration's transaction writes its id first, so an instance applying the same migration at the
 * same moment waits on that key until the first one commits, then fails on it (23505) and takes the migration as
 * applied (docs/operation.md "Running it for real").
 */
export async function applyMigrations(db: Db): Promise<string[]> {
  const tabela = `CREATE TABLE IF NOT EXISTS migrations (
    id text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`;
  // two "IF NOT EXISTS" at once may still collide in the catalogue: the second try finds the table
  await db.exec(tabela).catch((e: unknown) => (rownoczesnie(e) ? db.exec(tabela) : Promise.reject(e)));
  const { rows } = await db.query<{ id: string }>('SELECT id FROM migrations');
  const applied = new Set(rows.map((r) => r.id));
  const done: string[] = [];
  for (const m of migrations) {
    if (applied.has(m.id)) continue;
    try {
      // The id is ours (a constant above), so inlining it into the statement is safe.
      await db.exec(`INSERT INTO migrations (id) VALUES ('${m.id}');\n${m.sql}`);
      done.push(m.id);
    } catch (e) {
      // a unique violation of the migration itself is not taken for another instance's work
      const { rows: juz } = await db.query('SELECT 1 FROM migrations WHERE id = $1', [m.id]);
      if (!rownoczesnie(e) || juz.length === 0) throw e;
    }
  }
  return done;
}
