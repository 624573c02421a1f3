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

export async function applyMigrations(db: Db): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    id text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await db.query<{ id: string }>('SELECT id FROM migrations');
  const applied = new Set(rows.map((r) => r.id));
  const done: string[] = [];
  for (const m of migrations) {
    if (applied.has(m.id)) continue;
    // The id is ours (a constant above), so inlining it into the statement is safe.
    await db.exec(`${m.sql};\nINSERT INTO migrations (id) VALUES ('${m.id}')`);
    done.push(m.id);
  }
  return done;
}
