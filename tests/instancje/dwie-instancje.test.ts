/**
 * Two instances of the contract server on one PostgreSQL behind nginx (issue 23 §3), as an office that outgrows
 * one machine runs them: both from a production install (`npm ci --omit=dev`) started with the documented command
 * without `--demo`, the same token secret, nginx's client address trusted (`GMINA_CLIENT_IP_HEADER=X-Real-IP`),
 * the payment providers configured by environment at the demo's simulators (served by this process over HTTP,
 * notifying nginx's address). Everything goes through nginx; nginx says which instance answered (`X-Upstream`,
 * test configuration only). Sessions, lockouts, rate limits, notifications and the payment jobs hold across the
 * instances, and kill -9 of one during a burst of writes loses nothing that was acknowledged.
 *
 * Needs a PostgreSQL server (`GMINA_TEST_DATABASE_URL`, as `.ci/run` gives) and nginx (`/usr/sbin/nginx`, or
 * `NGINX`); `npm test` runs it as its own stage (scripts/test.mjs).
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RataZbiorcza } from '../../src/core/api/naleznosci.ts';
import { czyWybieralna } from '../../src/core/rules/naleznosci.ts';
import { migrations } from '../../server/migrations/index.ts';
import { podpisPowiadomienia } from '../../server/platnosci/p24.ts';
import { HASLO_DEMO } from '../../demo/seed/konto.ts';
import { symulatory, type Symulatory } from '../../demo/symulatory/index.ts';
import {
  bazaTestowa,
  instalacjaProdukcyjna,
  uruchomInstancje,
  uruchomNginx,
  wolnyPort,
  zadanie,
  type BazaTestowa,
  type Instancja,
  type Nginx,
  type OpcjeZadania,
} from './srodowisko.ts';

const SERWER_PG = process.env['GMINA_TEST_DATABASE_URL'];
const PORTAL = 'http://portal.example.pl';
const ADMIN = randomBytes(18).toString('base64url');
const SEKRET = randomBytes(32).toString('base64url');
const KSIEGOWANIE_S = 2;

type Kto = 'jan' | 'anna' | 'spoldzielnia';
const LOGIN: Record<Kto, string> = { jan: 'jan.kowalski', anna: 'anna.nowak', spoldzielnia: 'spoldzielnia' };
const PODMIOT: Record<Kto, string> = {
  jan: 'pesel=85010112352',
  anna: 'pesel=78031545683',
  spoldzielnia: 'nip=5252525259',
};

let instalacja: string | undefined;
let baza: BazaTestowa | undefined;
let pula: pg.Pool | undefined;
let sym: Symulatory;
let serwerSym: ServerType | undefined;
let nginx: Nginx | undefined;
const instancje: Instancja[] = [];
let A: Instancja;
let B: Instancja;
const tokeny = {} as Record<Kto, string>;
/** Transfers this file ordered. */
const zlecone: string[] = [];
/** Booked online payments before the first test (the seeded ones, and the one the jobs posted at start). */
let wplatyPrzed = 0;

/** A call through nginx. */
const api = <T = Record<string, unknown>>(sciezka: string, o: OpcjeZadania = {}) =>
  zadanie<T>(nginx!.url, sciezka, o);
const sql = async <T = Record<string, unknown>>(tekst: string, params: unknown[] = []) =>
  (await pula!.query(tekst, params)).rows as T[];
const sekundy = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
async function czekaj(co: string, warunek: () => Promise<boolean>, ms = 30_000) {
  const koniec = Date.now() + ms;
  while (!(await warunek())) {
    if (Date.now() > koniec) throw new Error(`waited ${ms / 1000} s for: ${co}`);
    await sekundy(200);
  }
}

async function zaloguj(login: string, zrodlo: string) {
  const r = await api<{ token: string }>('/uzytkownicy/getToken', {
    json: { login, haslo: HASLO_DEMO },
    zrodlo,
  });
  expect(r.status, `${login}: ${r.tekst}`).toBe(200);
  return r;
}

describe.skipIf(!SERWER_PG)('two instances of the contract server behind nginx', () => {
  beforeAll(async () => {
    // the install (npm ci, the longer part) and the database at once
    [instalacja, baza] = await Promise.all([
      instalacjaProdukcyjna(),
      bazaTestowa(SERWER_PG!, { demo: true }),
    ]);
    pula = new pg.Pool({ connectionString: baza.url, max: 3 });
    const portNginx = await wolnyPort();
    const nginxUrl = `http://127.0.0.1:${portNginx}`;

    // the providers' simulators on a loopback port of this process, notifying nginx as real ones would
    let obsluga: (r: Request) => Response | Promise<Response> = () => new Response(null, { status: 503 });
    serwerSym = serve({ fetch: (r) => obsluga(r), port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((ok) => serwerSym!.once('listening', () => ok()));
    const symUrl = `http://127.0.0.1:${(serwerSym.address() as AddressInfo).port}/symulatory`;
    sym = await symulatory({
      url: symUrl,
      apiUrl: nginxUrl,
      portalOrigins: [PORTAL],
      ponowienia: { p24: [], kir: [] },
    });
    const korzen = new Hono();
    korzen.route('/symulatory', sym.app);
    obsluga = korzen.fetch;
    const { p24, kir } = sym.dostawcy;

    // what an office sets on every instance (docs/operation.md "Running it for real")
    const env: Record<string, string> = {
      DATABASE_URL: baza.url,
      GMINA_ADMIN_TOKEN: ADMIN,
      GMINA_TOKEN_SECRET: SEKRET,
      GMINA_CLIENT_IP_HEADER: 'X-Real-IP',
      GMINA_API_URL: nginxUrl,
      GMINA_PORTAL_URL: PORTAL,
      GMINA_ALLOWED_ORIGINS: PORTAL,
      GMINA_P24_URL: p24!.url,
      GMINA_P24_MERCHANT_ID: String(p24!.merchantId),
      GMINA_P24_POS_ID: String(p24!.posId),
      GMINA_P24_CRC: p24!.crc,
      GMINA_P24_API_KEY: p24!.apiKey,
      GMINA_KIR_URL: kir!.url,
      GMINA_KIR_ID_CLIENT: kir!.idClient,
      GMINA_KIR_HASLO: kir!.haslo,
      // the payment jobs every second on each instance (default 10 s), posting 2 s after acceptance
      GMINA_ZADANIA_CO: '1s',
      GMINA_KSIEGOWANIE: `${KSIEGOWANIE_S}s`,
      GMINA_PDF_WATKI: '1',
    };
    const [a, b] = await Promise.all([
      uruchomInstancje(instalacja, 'A', env),
      uruchomInstancje(instalacja, 'B', env),
    ]);
    A = a;
    B = b;
    instancje.push(a, b);
    nginx = await uruchomNginx(portNginx, instancje);

    // the seeded transfer accepted long ago is posted by the jobs of the first second: then the count starts
    await czekaj(
      'the jobs post the seeded accepted transfer',
      async () => (await sql(`SELECT 1 FROM platnosci_przelewy WHERE status = 'ZAAKCEPTOWANA'`)).length === 0,
    );
    wplatyPrzed = await wplatyInternetowe();
    for (const kto of Object.keys(LOGIN) as Kto[])
      tokeny[kto] = (await zaloguj(LOGIN[kto], '127.0.0.9')).body.token;
  });

  afterAll(async () => {
    await nginx?.zatrzymaj();
    await Promise.all(instancje.map((i) => i.zatrzymaj()));
    if (serwerSym) {
      const zamkniety = new Promise<void>((ok) => serwerSym!.close(() => ok()));
      if ('closeAllConnections' in serwerSym) serwerSym.closeAllConnections();
      await zamkniety;
    }
    await pula?.end();
    await baza?.usun();
    if (instalacja) await rm(instalacja, { recursive: true, force: true });
  });

  it('two instances started at once on an empty database both start; each migration is applied once', async () => {
    const pusta = await bazaTestowa(SERWER_PG!, { demo: false });
    const para: Instancja[] = [];
    try {
      const env = { DATABASE_URL: pusta.url, GMINA_ADMIN_TOKEN: ADMIN, GMINA_TOKEN_SECRET: SEKRET };
      const starty = await Promise.allSettled([
        uruchomInstancje(instalacja!, 'C', env),
        uruchomInstancje(instalacja!, 'D', env),
      ]);
      for (const s of starty) if (s.status === 'fulfilled') para.push(s.value);
      expect(starty.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual(['ok', 'ok']);
      for (const i of para) expect((await zadanie(`http://${i.adres}`, '/status')).status).toBe(200);
      const c = new pg.Client({ connectionString: pusta.url });
      await c.connect();
      try {
        const { rows } = await c.query<{ id: string }>('SELECT id FROM migrations ORDER BY id');
        expect(rows.map((r) => r.id)).toEqual(migrations.map((m) => m.id).sort());
      } finally {
        await c.end();
      }
    } finally {
      await Promise.all(para.map((i) => i.zatrzymaj()));
      await pusta.usun();
    }
  });

  it('the production install answers from both instances, as a server: no demo outbox, providers from the environment, PDFs', async () => {
    const odpowiedzi = await seria(6, () => api('/status'));
    expect(new Set(odpowiedzi.map((r) => r.upstream))).toEqual(new Set([A.adres, B.adres]));
    expect(odpowiedzi.map((r) => r.status)).toEqual(Array(6).fill(200));
    for (const r of await seria(2, () => api('/demo/poczta'))) expect(r.status).toBe(404);
    const konfiguracja = await api<{ czyP24: boolean; czyKir: boolean }>('/konfiguracja');
    expect(konfiguracja.body).toMatchObject({ czyP24: true, czyKir: true });
    // a PDF from each instance: the worker thread of the install renders it
    const lata = await api<{ lataBudzetowe: number[] }>('/fk/gmina/dajLataBudzetowe');
    const rok = lata.body.lataBudzetowe.at(-1)!;
    const pdfy = await seria(2, () => api<Buffer>(`/fk/gmina/dajDochodyBudzetu/pdf?rok=${rok}`));
    expect(new Set(pdfy.map((r) => r.upstream)).size).toBe(2);
    for (const r of pdfy) {
      expect(r.status).toBe(200);
      expect(r.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('a login answered by one instance holds on the other; a logout through either ends it on both', async () => {
    const login = await zaloguj('jan.kowalski', '127.0.0.2');
    const { token } = login.body;
    const inna = login.upstream === A.adres ? B.adres : A.adres;
    const info = await seria(2, () => api<{ login: string }>('/uzytkownik/userInfo', { token }));
    expect(info.map((r) => r.upstream)).toContain(inna);
    for (const r of info) expect([r.status, r.body.login]).toEqual([200, 'jan.kowalski']);

    const wyloguj = await api('/pi/wylogowanie', { json: {}, token });
    expect(wyloguj.status).toBe(200);
    const potem = await seria(2, () => api('/uzytkownik/userInfo', { token }));
    expect(new Set(potem.map((r) => r.upstream)).size).toBe(2);
    for (const r of potem) expect(r.status).toBe(401);
  });

  it('a technical break switched on through one instance is on at both, and off again', async () => {
    const admin = (czy: boolean) =>
      api('/admin/przerwa-techniczna', { json: { czyPrzerwaTechniczna: czy }, token: ADMIN });
    expect((await admin(true)).status).toBe(200);
    try {
      const w = await seria(2, () => api('/fk/gmina/dajLataBudzetowe'));
      expect(new Set(w.map((r) => r.upstream)).size).toBe(2);
      for (const r of w) expect(r.status).toBe(503);
    } finally {
      expect((await admin(false)).status).toBe(200);
    }
    for (const r of await seria(2, () => api('/fk/gmina/dajLataBudzetowe'))) expect(r.status).toBe(200);
  });

  it('five wrong passwords spread over both instances lock the login on both', async () => {
    const zle = await seria(5, () =>
      api<{ kod: number }>('/uzytkownicy/getToken', {
        json: { login: 'tomasz.lewandowski', haslo: 'zle-haslo' },
        zrodlo: '127.0.0.3',
      }),
    );
    expect(new Set(zle.map((r) => r.upstream)).size).toBe(2);
    for (const r of zle) expect([r.status, r.body.kod]).toEqual([401, 1001]);
    // the right password now: refused by both (one instance alone has seen only two or three failures)
    const potem = await seria(2, () =>
      api<{ kod: number }>('/uzytkownicy/getToken', {
        json: { login: 'tomasz.lewandowski', haslo: HASLO_DEMO },
        zrodlo: '127.0.0.3',
      }),
    );
    expect(new Set(potem.map((r) => r.upstream)).size).toBe(2);
    for (const r of potem) {
      expect([r.status, r.body.kod]).toEqual([429, 1010]);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('a rate limit of 30 a minute per client is reached after 30 calls over both instances, per client address', async () => {
    const captcha = (zrodlo: string) => api('/uzytkownicy/captcha?rodzaj=pytanie', { zrodlo });
    const dozwolone = await seria(30, () => captcha('127.0.0.4'));
    expect(dozwolone.map((r) => r.status)).toEqual(Array(30).fill(200));
    const naA = dozwolone.filter((r) => r.upstream === A.adres).length;
    expect([naA, 30 - naA]).toEqual([15, 15]);
    const ponad = await seria(2, () => captcha('127.0.0.4'));
    expect(new Set(ponad.map((r) => r.upstream)).size).toBe(2);
    for (const r of ponad) {
      expect(r.status).toBe(429);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    // another client (nginx's X-Real-IP, trusted by the instances) has its own count
    expect((await captcha('127.0.0.5')).status).toBe(200);
  });

  it('a P24 payment ordered through one instance is notified by the provider to the other and accepted once', async () => {
    const w = await wolna();
    const { id, upstream: zamawiajaca } = await zlec('p24', w);
    const strona = await stronaDostawcy(id);
    expect(strona.startsWith(`${sym.dostawcy.p24!.url}/trnRequest/`)).toBe(true);
    // nginx alternates: the provider's notification (its next request) goes to the other instance
    const druga = zamawiajaca === A.adres ? B.adres : A.adres;
    await nastepnaNa(druga);
    const powrot = await formularz(strona, { akcja: 'zaplac', metoda: '25' });
    expect(await wynikPowrotu(powrot)).toBe(`${PORTAL}/platnosc-wynik?wynik=ok`);

    const powiadomienia = (await nginx!.dziennik()).filter((l) =>
      l.startsWith('POST /platnosci/p24/status '),
    );
    expect(powiadomienia).toEqual([`POST /platnosci/p24/status 200 ${druga}`]);
    expect(await status(id)).toMatch(/^(ZAAKCEPTOWANA|ZAKSIEGOWANA)$/);
    expect(await przyjete(id)).toEqual([true]);
  });

  it('one notification delivered to both instances at once is accepted once', async () => {
    const w = await wolna();
    const { id } = await zlec('p24', w);
    const token = new URL(await stronaDostawcy(id)).pathname.split('/').at(-1)!;
    // the payer pays; the provider's notification is lost, and sent again to both instances at once below
    await sym.p24.zaplac(token, { powiadom: false });
    const t = sym.p24.transakcja(id)!;
    const n = {
      merchantId: sym.dostawcy.p24!.merchantId,
      posId: sym.dostawcy.p24!.posId,
      sessionId: id,
      amount: t.amount,
      originAmount: t.amount,
      currency: t.currency,
      orderId: t.orderId!,
      methodId: t.methodId!,
      statement: t.statement!,
    };
    const tresc = { ...n, sign: podpisPowiadomienia(n, sym.dostawcy.p24!.crc) };
    const oba = await Promise.all([1, 2].map(() => api('/platnosci/p24/status', { json: tresc })));
    expect(new Set(oba.map((r) => r.upstream)).size).toBe(2);
    for (const r of oba) expect([r.status, r.body]).toEqual([200, { status: 'success' }]);
    expect(await status(id)).toMatch(/^(ZAAKCEPTOWANA|ZAKSIEGOWANA)$/);
    const log = await sql<{ przyjete: boolean; powod: string | null }>(
      'SELECT przyjete, powod FROM platnosci_powiadomienia WHERE przelew_id = $1 ORDER BY id',
      [id],
    );
    expect(log.filter((p) => p.przyjete)).toHaveLength(1);
    expect(log.filter((p) => !p.przyjete).map((p) => p.powod)).toEqual(['powtórzone (już przyjęte)']);
  });

  it('the posting jobs of both instances book each accepted transfer once: one booked payment per instalment', async () => {
    for (const dostawca of ['kir', 'kir', 'p24'] as const) {
      const w = await wolna();
      const { id } = await zlec(dostawca, w);
      const strona = await stronaDostawcy(id);
      const powrot =
        dostawca === 'p24'
          ? await formularz(strona, { akcja: 'zaplac', metoda: '25' })
          : await formularz(`${sym.dostawcy.kir!.url}/pbl`, {
              hashtrans: new URL(strona).searchParams.get('hashtrans')!,
              bank: '2',
              akcja: 'akceptuj',
            });
      expect(await wynikPowrotu(powrot)).toBe(`${PORTAL}/platnosc-wynik?wynik=ok`);
    }
    await czekaj('every accepted transfer posted', async () => {
      const stany = await sql<{ status: string }>(
        'SELECT status FROM platnosci_przelewy WHERE id = ANY($1::text[])',
        [zlecone],
      );
      return stany.every((s) => s.status === 'ZAKSIEGOWANA');
    });
    await sprawdzKsiegowania();
  });

  it('the expiry jobs of both instances change each attempt once: unpaid ones expire, a paid one is accepted', async () => {
    const proby: { id: string; wolna: Wolna }[] = [];
    for (const dostawca of ['p24', 'kir', 'p24'] as const) {
      const w = await wolna();
      proby.push({ id: (await zlec(dostawca, w)).id, wolna: w });
    }
    // the last one is paid, but its notification is lost: the re-check before expiry finds it
    const zaplacona = proby.at(-1)!.id;
    await sym.p24.zaplac(new URL(await stronaDostawcy(zaplacona)).pathname.split('/').at(-1)!, {
      powiadom: false,
    });
    const ids = proby.map((p) => p.id);
    const wersje = await sql<{ id: string; wersja: number }>(
      'SELECT id, wersja FROM platnosci_przelewy WHERE id = ANY($1::text[])',
      [ids],
    );
    // the office closes them now through both instances at once, while both instances' timers run too
    const zamknij = () =>
      api<{ wygasle: number; poprawione: number }>('/admin/platnosci/sprawdz', {
        json: { idPrzelewu: ids },
        token: ADMIN,
      });
    const oba = await Promise.all([zamknij(), zamknij()]);
    expect(new Set(oba.map((r) => r.upstream)).size).toBe(2);
    for (const r of oba) expect(r.status).toBe(200);
    // what each job run counts is what its own statements changed: never more than there was to change
    expect(oba.reduce((s, r) => s + r.body.wygasle, 0)).toBeLessThanOrEqual(2);
    expect(oba.reduce((s, r) => s + r.body.poprawione, 0)).toBeLessThanOrEqual(1);
    await czekaj('the attempts expired or accepted', async () => {
      const stany = await sql<{ status: string }>(
        `SELECT status FROM platnosci_przelewy WHERE id = ANY($1::text[])
            AND status IN ('ZLECONA', 'W_WERYFIKACJI', 'ODRZUCONA')`,
        [ids],
      );
      return stany.length === 0;
    });
    const po = await sql<{ id: string; wersja: number; status: string }>(
      'SELECT id, wersja, status FROM platnosci_przelewy WHERE id = ANY($1::text[])',
      [ids],
    );
    for (const p of po) {
      expect(p.wersja, p.id).toBe(wersje.find((w) => w.id === p.id)!.wersja + 1);
      expect(p.status, p.id).toMatch(p.id === zaplacona ? /^ZA(AKCEPTOWANA|KSIEGOWANA)$/ : /^WYGASLA$/);
    }
    // the expired ones' instalments are free again and hold nothing
    for (const { id, wolna: w } of proby.slice(0, 2)) {
      const r = (await raty(w.kto, w.karta)).find(
        (x) => x.idNaleznosciRatyZbiorczej === w.rata.idNaleznosciRatyZbiorczej,
      )!;
      expect([r.zleconoPlatnoscZKIR, r.zleconoPlatnoscZP24], id).toEqual([false, false]);
    }
    expect(
      await sql('SELECT 1 FROM platnosci_blokady WHERE przelew_id = ANY($1::text[])', [ids.slice(0, 2)]),
    ).toEqual([]);
    // and the paid one is posted once, as every other
    await czekaj('the paid attempt posted', async () => (await status(zaplacona)) === 'ZAKSIEGOWANA');
    await sprawdzKsiegowania();
    // and no job run of either instance failed on the other's work
    for (const i of [A, B]) expect(i.wyjscie(), i.nazwa).not.toContain('[platnosci] jobs:');
  });

  it('kill -9 of one instance during a burst of writes loses nothing acknowledged; the other then serves everything', async () => {
    // writers: five accounts each saving its notification consents with a growing number, one save after another,
    // and two anonymous ones asking for captchas (each a new row), from addresses of their own
    const konta = ['jan.kowalski', 'anna.nowak', 'spoldzielnia', 'piotr.wisniewski', 'katarzyna.zajac'];
    const sesje = new Map<string, string>();
    for (const login of konta) sesje.set(login, (await zaloguj(login, '127.0.0.7')).body.token);
    const potwierdzony = new Map<string, number>();
    const wyslany = new Map<string, number>();
    const captche: string[] = [];
    const odpowiedzi: { status: number; upstream: string; poZabiciu: boolean }[] = [];
    let zabity = false;
    let dosc = false;
    const telefon = (n: number) => String(600_000_000 + n);

    const zgody = async (login: string) => {
      for (let n = 1; !dosc; n++) {
        wyslany.set(login, n);
        const r = await api('/uzytkownik/zgody', {
          json: { powiadomieniaEmail: false, powiadomieniaSms: true, email: null, telefon: telefon(n) },
          token: sesje.get(login)!,
        }).catch(() => null);
        odpowiedzi.push({ status: r?.status ?? 0, upstream: r?.upstream ?? '', poZabiciu: zabity });
        if (r?.status === 200) potwierdzony.set(login, n);
      }
    };
    const captcha = async (k: number) => {
      for (let n = 0; !dosc; n++) {
        const r = await api<{ id: string }>('/uzytkownicy/captcha?rodzaj=pytanie', {
          zrodlo: `127.0.${10 + k}.${(n % 250) + 1}`,
        }).catch(() => null);
        odpowiedzi.push({ status: r?.status ?? 0, upstream: r?.upstream ?? '', poZabiciu: zabity });
        if (r?.status === 200) captche.push(r.body.id);
      }
    };
    const ok = () => odpowiedzi.filter((r) => r.status === 200).length;
    const piszacy = [...konta.map(zgody), captcha(0), captcha(1)];

    await czekaj('60 acknowledged writes', async () => ok() >= 60);
    const przed = ok();
    A.proces.kill('SIGKILL');
    zabity = true;
    await czekaj('60 more acknowledged writes', async () => ok() >= przed + 60);
    dosc = true;
    await Promise.all(piszacy);
    expect(A.proces.signalCode).toBe('SIGKILL');

    // every acknowledged save is in the database: the stored number is the last acknowledged one or a later one
    // that was sent (a save in flight when the instance died may have been written without its answer)
    const zapisane = await sql<{ login: string; telefon: string }>(
      `SELECT u.login, z.telefon FROM zgody_powiadomien z JOIN uzytkownicy u ON u.id = z.uzytkownik_id
        WHERE u.login = ANY($1::text[])`,
      [konta],
    );
    for (const login of konta) {
      const n = Number(zapisane.find((z) => z.login === login)!.telefon) - 600_000_000;
      expect(n, login).toBeGreaterThanOrEqual(potwierdzony.get(login)!);
      expect(n, login).toBeLessThanOrEqual(wyslany.get(login)!);
    }
    const wBazie = await sql<{ id: string }>('SELECT id FROM captcha WHERE id = ANY($1::text[])', [captche]);
    expect(wBazie.length).toBe(captche.length);
    expect(captche.length).toBeGreaterThan(10);
    // only the requests in flight to the killed instance may have failed (one per writer at most)
    expect(odpowiedzi.filter((r) => r.status !== 200).length).toBeLessThanOrEqual(piszacy.length);
    const poZabiciu = odpowiedzi.filter((r) => r.poZabiciu && r.status === 200);
    expect(poZabiciu.length).toBeGreaterThanOrEqual(60);

    // the survivor serves everything: a login, the session's calls, the dues, an order, the public calls
    const login = await zaloguj('anna.nowak', '127.0.0.8');
    const token = login.body.token;
    const po = [
      login,
      await api('/uzytkownik/userInfo', { token }),
      await api('/uzytkownik/zgody', { token }),
      await api(`/naleznosci/dajNaleznosci?${PODMIOT.anna}`, { token }),
      await api('/uzytkownicy/captcha?rodzaj=pytanie', { zrodlo: '127.0.0.8' }),
      ...(await seria(4, () => api('/status'))),
      await api('/konfiguracja'),
    ];
    for (const r of po) expect([r.status, r.upstream]).toEqual([200, B.adres]);
    expect((await zlec('kir', await wolna())).upstream).toBe(B.adres);
    expect(B.wyjscie()).not.toContain('[platnosci] jobs:');
  });
});

// ---- helpers

/** `n` calls one after another (nginx alternates them between the instances). */
async function seria<T>(n: number, f: () => Promise<T>): Promise<T[]> {
  const wynik: T[] = [];
  for (let i = 0; i < n; i++) wynik.push(await f());
  return wynik;
}

/** Makes nginx's next request go to `cel`: with one worker its round robin alternates strictly. */
async function nastepnaNa(cel: string) {
  for (let i = 0; i < 3; i++) if ((await api('/status')).upstream !== cel) return;
  throw new Error(`nginx keeps answering from ${cel}`);
}

async function wplatyInternetowe() {
  const [r] = await sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM naleznosci_wplaty WHERE typ = 'Płatność internetowa'`,
  );
  return r!.n;
}

/**
 * Each instalment of the transfers this file ordered and that are posted has exactly one booked payment: the
 * booked online payments grew by exactly their number, and each is paid.
 */
async function sprawdzKsiegowania() {
  const [r] = await sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM platnosci_przelewy_raty r JOIN platnosci_przelewy p ON p.id = r.przelew_id
      WHERE p.id = ANY($1::text[]) AND p.status = 'ZAKSIEGOWANA'`,
    [zlecone],
  );
  expect(r!.n).toBeGreaterThan(0);
  expect(await wplatyInternetowe()).toBe(wplatyPrzed + r!.n);
  const niesplacone = await sql(
    `SELECT r.rata_zbiorcza_id FROM platnosci_przelewy_raty r JOIN platnosci_przelewy p ON p.id = r.przelew_id
       JOIN naleznosci_raty_zbiorcze z ON z.id = r.rata_zbiorcza_id
      WHERE p.id = ANY($1::text[]) AND p.status = 'ZAKSIEGOWANA' AND NOT z.czy_splacona`,
    [zlecone],
  );
  expect(niesplacone).toEqual([]);
}

interface Wolna {
  kto: Kto;
  karta: number;
  rata: RataZbiorcza;
}
const uzyte = new Set<number>();

async function raty(kto: Kto, karta: number): Promise<RataZbiorcza[]> {
  const r = await api<{ ratyZbiorcze: RataZbiorcza[] }>(
    `/naleznosci/dajRaty?${PODMIOT[kto]}&idKartyNaleznosci=${karta}`,
    { token: tokeny[kto] },
  );
  expect(r.status, r.tekst).toBe(200);
  return r.body.ratyZbiorcze;
}

/** A payable collective instalment of the demo data that no earlier test used. */
async function wolna(): Promise<Wolna> {
  for (const kto of Object.keys(LOGIN) as Kto[]) {
    const r = await api<{ karty: { idKartyNaleznosci: number }[] }>(
      `/naleznosci/dajNaleznosci?${PODMIOT[kto]}`,
      { token: tokeny[kto] },
    );
    expect(r.status, r.tekst).toBe(200);
    for (const k of r.body.karty) {
      const rata = (await raty(kto, k.idKartyNaleznosci)).find(
        (x) => czyWybieralna(x) && x.kwotaRazem > 0 && !uzyte.has(x.idNaleznosciRatyZbiorczej),
      );
      if (rata) {
        uzyte.add(rata.idNaleznosciRatyZbiorczej);
        return { kto, karta: k.idKartyNaleznosci, rata };
      }
    }
  }
  throw new Error('no payable instalment left');
}

/** Orders the instalment of `w` through nginx as its owner. */
async function zlec(dostawca: 'kir' | 'p24', w: Wolna) {
  const r = await api<{ idPrzelewu: string }>(`/platnosci/${dostawca}/dodajPrzelew?${PODMIOT[w.kto]}`, {
    json: {
      idKartyNaleznosci: w.karta,
      idNaleznosciRatyZbiorczej: [w.rata.idNaleznosciRatyZbiorczej],
      nip: w.kto === 'spoldzielnia' ? '5252525259' : null,
      urlPowrotuBlad: `${PORTAL}/platnosc-wynik?wynik=blad`,
      urlPowrotuOk: `${PORTAL}/platnosc-wynik?wynik=ok`,
      idNaleznosciRaty: w.rata.raty.map((x) => x.idNaleznosciRaty),
    },
    token: tokeny[w.kto],
  });
  expect(r.status, r.tekst).toBe(200);
  zlecone.push(r.body.idPrzelewu);
  return { id: r.body.idPrzelewu, upstream: r.upstream };
}

/** The browser's way to the provider: our redirect (through nginx) to the provider's page. */
async function stronaDostawcy(id: string): Promise<string> {
  const r = await api(`/platnosci/przejdz/${id}`);
  expect(r.status).toBe(302);
  return String(r.headers.location);
}

/** The payer's form on the provider's page, posted to the provider (not through nginx). */
function formularz(adres: string, pola: Record<string, string>) {
  return fetch(adres, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(pola).toString(),
  });
}

/** The provider sends the payer back to our return address (nginx's), which sends them on to the portal. */
async function wynikPowrotu(res: Response): Promise<string> {
  expect(res.status).toBe(303);
  const adres = new URL(res.headers.get('Location')!);
  expect(adres.origin).toBe(nginx!.url);
  const r = await api(adres.pathname + adres.search);
  expect(r.status).toBe(303);
  return String(r.headers.location);
}

async function status(id: string) {
  const [r] = await sql<{ status: string }>('SELECT status FROM platnosci_przelewy WHERE id = $1', [id]);
  return r?.status;
}

async function przyjete(id: string) {
  return (
    await sql<{ przyjete: boolean }>(
      'SELECT przyjete FROM platnosci_powiadomienia WHERE przelew_id = $1 AND przyjete ORDER BY id',
      [id],
    )
  ).map((p) => p.przyjete);
}
