/**
 * A service is its own files, found rather than listed (issue 25): the server's domains (server/routes), the
 * migrations (server/migrations) and the demo's data sets (demo/seed) are each read from their folder, so adding
 * one is adding its file. These tests hold what the finding must keep: every file counts, the order is defined,
 * and an office's database is never migrated again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db.ts';
import { deriveTotpKey } from '../../server/konto/cipher.ts';
import { applyMigrations, migracjeZPlikow, migrations } from '../../server/migrations/index.ts';
import { wymagaTokenu } from '../../server/routes/admin.ts';
import {
  domeny,
  ETAPY,
  plikiTras,
  uporzadkujDomeny,
  type KontekstDomeny,
} from '../../server/routes/index.ts';
import { uporzadkujZestawy, zestawy, type ZestawDemo } from '../../demo/seed/index.ts';
import { openTestDatabase } from './helpers.ts';
import { PasswordLimiter } from '../../server/konto/password-limit.ts';

const root = join(import.meta.dirname, '../..');
const katalog = (dir: string) =>
  readdirSync(join(root, dir)).filter((f) => f.endsWith('.ts') && f !== 'index.ts');

/** A fresh PGlite database with nothing applied (openDatabase would migrate it at once). */
async function pustaBaza(): Promise<Db> {
  const pg = new PGlite();
  await pg.waitReady;
  return {
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await pg.query<T>(sql, params)).rows }),
    exec: async (sql) => void (await pg.exec(sql)),
    close: () => pg.close(),
  };
}

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

describe('server domains (server/routes)', () => {
  const kontekst = (): KontekstDomeny => ({
    db,
    konto: {
      db,
      teraz: Date.now,
      sekret: Buffer.alloc(32, 1),
      totpKey: deriveTotpKey(Buffer.alloc(32, 1)),
      portalUrl: 'http://127.0.0.1:4173',
      portalOrigins: ['http://127.0.0.1:4173'],
      apiUrl: 'http://127.0.0.1:4173/api',
      dostawcy: {},
      hasla: new PasswordLimiter({ kolejka: 1000 }),
    },
    dostawcy: {},
    platnosci: {},
    adminToken: 't',
    wymagaTokenu: wymagaTokenu('t'),
  });
  /** Each domain's routes as `[method, path]`, mounted alone. */
  const trasy = () =>
    domeny.map((d) => {
      const app = new Hono();
      d.montuj(app, kontekst());
      return { nazwa: d.nazwa, trasy: app.routes.map((r) => [r.method, r.path] as const) };
    });

  it('every module of the folder is a domain or a part that a domain of the folder imports', () => {
    expect(plikiTras).toEqual(katalog('server/routes').sort());
    const nazwy = domeny.map((d) => d.nazwa);
    for (const plik of plikiTras) {
      const tekst = readFileSync(join(root, 'server/routes', plik), 'utf8');
      const nazwa = plik.replace(/\.ts$/, '');
      if (/^export const domena\b/m.test(tekst)) {
        expect(nazwy, plik).toContain(nazwa);
        continue;
      }
      const importujacy = plikiTras.filter((p) =>
        readFileSync(join(root, 'server/routes', p), 'utf8').includes(`from './${plik}'`),
      );
      expect(importujacy, `${plik} is neither a domain nor a part of one`).not.toEqual([]);
    }
    // the public data, the account, a protected service, the operation
    expect(nazwy).toEqual(
      expect.arrayContaining(['budzet', 'konto', 'naleznosci', 'platnosci', 'admin', 'poczta']),
    );
  });

  it('mounts stage by stage (public, account, subject, operation), by name within a stage', () => {
    const klucz = domeny.map((d) => [ETAPY.indexOf(d.etap), d.nazwa] as const);
    const posortowane = [...klucz].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
    expect(klucz).toEqual(posortowane);
    const etap = Object.fromEntries(domeny.map((d) => [d.nazwa, d.etap]));
    expect([etap['budzet'], etap['tozsamosc'], etap['woda'], etap['admin']]).toEqual([
      'publiczna',
      'konto',
      'podmiot',
      'obsluga',
    ]);
    expect(domeny.filter((d) => d.tylkoDemo).map((d) => d.nazwa)).toEqual(['poczta']);
    // the forms of identity logins come before KIR's notification, as the hygiene had them
    expect(domeny.flatMap((d) => d.sciezkiFormularzy ?? []).at(-1)).toBe('/platnosci/kir/status');
  });

  it('no two domains answer one path, so the order within a stage changes nothing', () => {
    const wzor = (p: string) =>
      new RegExp(
        `^${p
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/:[^/]+/g, '[^/]+')
          .replace(/\*/g, '.*')}$`,
      );
    const wszystkie = trasy();
    expect(wszystkie.flatMap((d) => d.trasy).length).toBeGreaterThan(100);
    const kolizje: string[] = [];
    for (const a of wszystkie)
      for (const b of wszystkie) {
        if (a === b) continue;
        for (const [ma, pa] of a.trasy)
          for (const [mb, pb] of b.trasy)
            if (
              (ma === mb || ma === 'ALL' || mb === 'ALL') &&
              wzor(pa).test(pb) &&
              !(a.nazwa === 'admin' && pa === '/admin/*')
            )
              kolizje.push(`${a.nazwa} ${ma} ${pa} ~ ${b.nazwa} ${mb} ${pb}`);
      }
    // the one overlap: the admin token's check of admin.ts guards every /admin/ path, the payments' switches too
    // (the same check as their own, mounted after them)
    expect(kolizje).toEqual([]);
  });

  it('a module without a domain is skipped; a domain of the wrong shape stops the start', () => {
    const montuj = () => undefined;
    const znalezione = uporzadkujDomeny([
      ['z.ts', { domena: { etap: 'obsluga', montuj } }],
      ['pomocnik.ts', { formatuj: () => '' }],
      ['a.ts', { domena: { etap: 'podmiot', montuj } }],
      ['b.ts', { domena: { etap: 'publiczna', montuj } }],
    ]);
    expect(znalezione.map((d) => d.nazwa)).toEqual(['b', 'a', 'z']);
    expect(() => uporzadkujDomeny([['x.ts', { domena: { etap: 'wszedzie', montuj } }]])).toThrow(
      /server\/routes\/x\.ts/,
    );
    expect(() => uporzadkujDomeny([['x.ts', { domena: { etap: 'podmiot' } }]])).toThrow(/montuj/);
  });
});

describe('migrations (server/migrations)', () => {
  const pliki = katalog('server/migrations').sort();

  it('applies exactly the files to a fresh database, in the order of their numbers', async () => {
    expect(pliki.length).toBeGreaterThanOrEqual(19);
    const ids = pliki.map((f) => f.replace(/\.ts$/, ''));
    expect(migrations.map((m) => m.id)).toEqual(ids);
    const pusta = await pustaBaza();
    try {
      expect(await applyMigrations(pusta)).toEqual(ids);
      const { rows } = await pusta.query<{ id: string }>('SELECT id FROM migrations ORDER BY applied_at, id');
      expect(rows.map((r) => r.id)).toEqual(ids);
      expect(await applyMigrations(pusta)).toEqual([]);
    } finally {
      await pusta.close();
    }
  });

  it('leaves an existing database as it is: nothing applied again, its records untouched', async () => {
    const przed = await db.query<{ id: string; applied_at: Date }>(
      'SELECT id, applied_at FROM migrations ORDER BY id',
    );
    expect(przed.rows.map((r) => r.id)).toEqual(migrations.map((m) => m.id));
    expect(await applyMigrations(db)).toEqual([]);
    const po = await db.query<{ id: string; applied_at: Date }>(
      'SELECT id, applied_at FROM migrations ORDER BY id',
    );
    expect(po.rows).toEqual(przed.rows);
  });

  it('a database migrated in the former order (006 before 003) gets only what it lacks, by number', async () => {
    const pusta = await pustaBaza();
    try {
      const dawne = ['001-powloka', '002-budzet', '006-tresci', '004-pojazdy-meldunki'];
      await pusta.exec(
        'CREATE TABLE migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      for (const id of dawne)
        await pusta.exec(
          `INSERT INTO migrations (id) VALUES ('${id}');\n${migrations.find((m) => m.id === id)!.sql}`,
        );
      const reszta = migrations.map((m) => m.id).filter((id) => !dawne.includes(id));
      expect(reszta.slice(0, 2)).toEqual(['003-statystyki-el', '005-wybory-rejestry']);
      expect(await applyMigrations(pusta)).toEqual(reszta);
    } finally {
      await pusta.close();
    }
  });

  it('a misnamed file, a repeated number or a file without exactly one SQL export stops the start', () => {
    expect(
      migracjeZPlikow([
        ['010-b.ts', { b: 'SELECT 2' }],
        ['002-a.ts', { a: 'SELECT 1' }],
      ]),
    ).toEqual([
      { id: '002-a', sql: 'SELECT 1' },
      { id: '010-b', sql: 'SELECT 2' },
    ]);
    expect(() => migracjeZPlikow([['15-a.ts', { a: '' }]])).toThrow(/15-a\.ts.*NNN-name/);
    expect(() =>
      migracjeZPlikow([
        ['015-a.ts', { a: '' }],
        ['015-b.ts', { b: '' }],
      ]),
    ).toThrow(/015-a\.ts and 015-b\.ts/);
    expect(() => migracjeZPlikow([['015-a.ts', {}]])).toThrow(/exports 0 SQL strings/);
    expect(() => migracjeZPlikow([['015-a.ts', { a: 'x', b: 'y' }]])).toThrow(/exports 2 SQL strings/);
  });
});

describe('demo data sets (demo/seed)', () => {
  const zestaw = (nazwa: string, po: string[] = []): ZestawDemo => ({
    nazwa,
    po,
    generuj: async () => undefined,
  });

  it('every set found is made in the seeded database, each after the sets it needs', async () => {
    const nazwy = zestawy.map((z) => z.nazwa);
    const { rows } = await db.query<{ nazwa: string }>('SELECT nazwa FROM dane_demo');
    expect(rows.map((r) => r.nazwa).sort()).toEqual([...nazwy].sort());
    expect(nazwy).toEqual(expect.arrayContaining(['konto', 'naleznosci', 'tresci', 'katalogi-jezyki']));
    for (const z of zestawy)
      for (const p of z.po)
        expect(nazwy.indexOf(p), `${z.nazwa} after ${p}`).toBeLessThan(nazwy.indexOf(z.nazwa));
    // the dues' payments are made by a demo account
    expect(zestawy.find((z) => z.nazwa === 'naleznosci')?.po).toContain('konto');
    // every module declaring sets is found
    const deklaruja = katalog('demo/seed').filter((f) =>
      /^export const zestawy\b/m.test(readFileSync(join(root, 'demo/seed', f), 'utf8')),
    );
    expect(deklaruja.length).toBeGreaterThanOrEqual(12);
    for (const f of deklaruja) {
      const modul = (await import(/* @vite-ignore */ `../../demo/seed/${f}`)) as { zestawy: ZestawDemo[] };
      for (const z of modul.zestawy) expect(nazwy, f).toContain(z.nazwa);
    }
  });

  it('orders by what each set needs, otherwise as found', () => {
    const kolejnosc = uporzadkujZestawy([
      zestaw('a', ['d']),
      zestaw('b'),
      zestaw('c', ['b', 'a']),
      zestaw('d'),
    ]).map((z) => z.nazwa);
    expect(kolejnosc).toEqual(['d', 'a', 'b', 'c']);
  });

  it('a cycle, a name no module declares or a name declared twice stops the start', () => {
    expect(() => uporzadkujZestawy([zestaw('a', ['b']), zestaw('b', ['c']), zestaw('c', ['a'])])).toThrow(
      /a → b → c → a/,
    );
    expect(() => uporzadkujZestawy([zestaw('a', ['brak'])])).toThrow(/"a" needs "brak"/);
    expect(() => uporzadkujZestawy([zestaw('a'), zestaw('a')])).toThrow(/"a" is declared twice/);
  });
});
