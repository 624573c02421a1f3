/**
 * Payment reminders (server/przypomnienia.ts, routes/przypomnienia.ts, sms.ts, migration 022): 7 days before the
 * effective due date and on the day, to accounts with the card's subject confirmed and a consent; once per
 * instalment, kind and channel even with two runs at once; never to a resident without consent; never with a
 * link or an account number; in the account's language; nothing for a paid instalment, an enforcement title or a
 * payment ordered; SMS through the demo outbox and through an HTTP gateway (a fake one on loopback), a refused SMS
 * tried again by the next run; the admin call, the CLI (spawned) and the daily timer.
 *
 * The dues of these tests are cards of their own in years no demo card has (2041–2046), for the demo subjects.
 */
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../server/app.ts';
import type { Db } from '../../server/db.ts';
import { wyslijPrzypomnienia, type WynikPrzypomnien } from '../../server/przypomnienia.ts';
import { trescEmail, trescSms, wypiszTekst } from '../../server/przypomnienia-tresc.ts';
import { przypomnienia } from '../../server/routes/przypomnienia.ts';
import { StartupError } from '../../server/startup.ts';
import { bramkaHttp, opisSms, smsDoPoczty, smsZeSrodowiska, type BramkaSms } from '../../server/sms.ts';
import { languages } from '../../src/core/i18n/languages.ts';
import { ADMIN_TOKEN, adminPost, ORIGIN } from './helpers.ts';
import { openKontoApi, post, zaloguj, type KontoApi } from './konto-helpers.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const JAN = '85010112352';
const JAN_EMAIL = 'jan.kowalski@poczta.example.pl';
const ANNA = '78031545683';
const PIOTR = '66071234573';
const TOMASZ = '82090908716';

let api: KontoApi;
let jan: string;
let sms: BramkaSms;
beforeAll(async () => {
  api = await openKontoApi();
  jan = await zaloguj(api.app, 'jan.kowalski');
  sms = smsDoPoczty(api.db, () => api.zegar.teraz);
});
afterAll(() => api?.db.close());

// ---- the tests' own dues

interface RataTestu {
  id: number;
  termin: string;
  kwota: number;
  nr?: string;
  odroczony?: string;
  splacona?: boolean;
  tytul?: boolean;
  zlecona?: boolean;
}

/** The card's individual account: 26 digits that no message may carry. */
const rachunek = (id: number) => String(61_000_000_000_000_000_000_000_000n + BigInt(id));
const rachunki: string[] = [];

async function karta(
  db: Db,
  k: { id: number; pesel?: string; nip?: string; rok: number; symbol: string },
  raty: RataTestu[],
) {
  rachunki.push(rachunek(k.id));
  await db.query(
    `INSERT INTO naleznosci_karty (id, czy_instytucja, pesel, nip, rok, aplikacja, symbol_karty, numer_konta,
       nazwa_platnika) VALUES ($1, $2, $3, $4, $5, 'PODATKI_GMINNE', $6, $7, 'Płatnik testowy')`,
    [k.id, k.nip !== undefined, k.pesel ?? null, k.nip ?? null, k.rok, k.symbol, rachunek(k.id)],
  );
  for (const r of raty) {
    await db.query(
      `INSERT INTO naleznosci_raty_zbiorcze (id, karta_id, termin_platnosci, termin_odroczony, kwota_raty,
         kwota_glowna, czy_splacona, jest_tytul_wykonawczy, zlecono_platnosc_p24, jest_odroczenie_terminu)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        r.id,
        k.id,
        r.termin,
        r.odroczony ?? null,
        r.kwota,
        r.splacona ? 0 : r.kwota,
        r.splacona ?? false,
        r.tytul ?? false,
        r.zlecona ?? false,
        r.odroczony !== undefined,
      ],
    );
    await db.query(
      `INSERT INTO naleznosci_raty (id, rata_zbiorcza_id, nr_raty, rodzaj_oplaty, kwota)
       VALUES ($1, $1, $2, 'Podatek od nieruchomości', $3)`,
      [r.id, r.nr ?? 'I', r.kwota],
    );
  }
}

interface Wiadomosc {
  id: number;
  adresat: string;
  temat: string;
  tresc: string;
  linki: string[];
  kanal: 'email' | 'sms';
}

/** Every message the server sent, in order (the demo outbox: `poczta`). */
async function poczta(od = 0): Promise<Wiadomosc[]> {
  const { rows } = await api.db.query<Wiadomosc>(
    'SELECT id, adresat, temat, tresc, linki, kanal FROM poczta WHERE id > $1 ORDER BY id',
    [od],
  );
  return rows;
}
const ostatnia = async () => (await poczta()).at(-1)?.id ?? 0;

const uruchom = (dzien: string, bramka: BramkaSms | null = sms) =>
  wyslijPrzypomnienia(api.db, dzien, { teraz: () => api.zegar.teraz, sms: bramka });

const zgody = (body: Record<string, unknown>, jezyk?: string) =>
  post(api.app, `/uzytkownik/zgody${jezyk ? `?jezyk=${jezyk}` : ''}`, body, jan);

/** The reminders claimed for these instalments: `id/kind/channel/state`. */
async function zapisy(ids: number[]): Promise<string[]> {
  const { rows } = await api.db.query<{ k: string }>(
    `SELECT rata_zbiorcza_id || '/' || rodzaj || '/' || kanal || '/' || stan AS k FROM przypomnienia
      WHERE rata_zbiorcza_id = ANY($1::int[]) ORDER BY rata_zbiorcza_id, rodzaj, kanal`,
    [ids],
  );
  return rows.map((r) => r.k);
}

// ---- the message text

describe('the message (przypomnienia-tresc.ts)', () => {
  const pozycje = [
    { aplikacja: 'PODATKI_GMINNE', symbolKarty: 'PN/2041/000001', nrRat: ['II'], kwota: 1234.5 },
    { aplikacja: 'ODPADY', symbolKarty: 'OD/2041/000002', nrRat: ['CALOSC'], kwota: 80 },
  ] as const;

  it('in every language: the office, the card, the instalment, the date, the amount and how to stop them', () => {
    const stop = {
      pl: 'Aby nie otrzymywać przypomnień, wyłącz powiadomienia w panelu konta.',
      en: 'To stop receiving reminders, switch off notifications in your account panel.',
      de: 'Wenn Sie keine Erinnerungen mehr erhalten möchten, schalten Sie die Benachrichtigungen im Kontobereich aus.',
      uk: 'Щоб не отримувати нагадувань, вимкніть сповіщення в панелі облікового запису.',
    };
    const slowa = {
      pl: ['Podatki gminne, karta PN/2041/000001, rata II', 'karta OD/2041/000002, całość', 'za 7 dni'],
      en: [
        'Municipal taxes, card PN/2041/000001, instalment II',
        'card OD/2041/000002, in full',
        'in 7 days',
      ],
      de: [
        'Gemeindesteuern, Karte PN/2041/000001, Rate II',
        'Karte OD/2041/000002, Gesamtbetrag',
        'in 7 Tagen',
      ],
      uk: [
        'Місцеві податки, картка PN/2041/000001, внесок II',
        'картка OD/2041/000002, уся сума',
        'через 7 днів',
      ],
    };
    for (const jezyk of languages) {
      const p = {
        jezyk,
        rodzaj: '7dni' as const,
        termin: '2041-03-15',
        urzad: 'Urząd Gminy Testowo',
        pozycje,
      };
      const { temat, tresc } = trescEmail(p);
      const s = trescSms(p);
      expect(wypiszTekst(jezyk)).toBe(stop[jezyk]);
      for (const tekst of [tresc, s]) {
        expect(tekst, jezyk).toContain('Urząd Gminy Testowo');
        expect(tekst, jezyk).toContain('15.03.2041');
        expect(tekst, jezyk).toContain(stop[jezyk]);
        for (const slowo of slowa[jezyk]) expect(tekst, jezyk).toContain(slowo);
        // the amount in the reader's currency style, the number in the product's Polish format
        expect(tekst.replaceAll('\u00a0', ' '), jezyk).toMatch(/1 234,50/);
      }
      expect(temat, jezyk).toContain('15.03.2041');
      // an SMS has no no-break space (not in the GSM alphabet)
      expect(s, jezyk).not.toContain('\u00a0');
    }
    const dzis = trescEmail({
      jezyk: 'pl',
      rodzaj: 'dzis',
      termin: '2041-03-15',
      urzad: 'Urząd Gminy',
      pozycje: [pozycje[0]],
    });
    expect(dzis.temat).toBe('Przypomnienie: dziś mija termin płatności (15.03.2041)');
    expect(dzis.tresc).toContain('przypomina, że dziś, 15.03.2041, mija termin płatności:');
    expect(
      trescEmail({ jezyk: 'en', rodzaj: 'dzis', termin: '2041-03-15', urzad: 'U', pozycje }).tresc,
    ).toContain('the following payments are due today');
  });
});

// ---- who gets what, when

describe('7 days before and on the day', () => {
  // D = 2041-03-08, D + 7 = 2041-03-15
  beforeAll(() =>
    karta(api.db, { id: 910001, pesel: JAN, rok: 2041, symbol: 'PN/2041/000001' }, [
      { id: 9100011, termin: '2041-03-15', kwota: 250, nr: 'I' },
      { id: 9100012, termin: '2041-03-08', kwota: 120.5, nr: 'II' },
      { id: 9100013, termin: '2041-03-15', kwota: 333.33, nr: 'III', splacona: true },
      { id: 9100014, termin: '2041-03-15', kwota: 444.44, nr: 'IV', tytul: true },
      { id: 9100015, termin: '2041-03-15', kwota: 555.55, nr: 'V', zlecona: true },
      // deferred to D + 7: its new date counts; another deferred away from D + 7 does not
      { id: 9100016, termin: '2041-02-15', odroczony: '2041-03-15', kwota: 666.66, nr: 'VI' },
      { id: 9100017, termin: '2041-03-15', odroczony: '2041-04-15', kwota: 777.77, nr: 'VII' },
    ]),
  );

  it('day D: the instalments due D + 7 in one e-mail, those due D in another; nothing else', async () => {
    const od = await ostatnia();
    const w = await uruchom('2041-03-08');
    expect(w).toEqual({ dzien: '2041-03-08', wyslane: 3, wiadomosci: 2, pominiete: 0, bledy: 0 });
    const [za7, dzis, ...reszta] = await poczta(od);
    expect(reszta).toEqual([]);
    expect(za7).toMatchObject({ adresat: JAN_EMAIL, kanal: 'email', linki: [] });
    expect(za7!.temat).toBe('Przypomnienie: termin płatności 15.03.2041');
    expect(za7!.tresc).toContain('Urząd Gminy Zielona Dolina przypomina, że za 7 dni, 15.03.2041');
    expect(za7!.tresc).toContain('- Podatki gminne, karta PN/2041/000001, rata I: 250,00\u00a0zł');
    expect(za7!.tresc).toContain('- Podatki gminne, karta PN/2041/000001, rata VI: 666,66\u00a0zł');
    expect(dzis!.temat).toBe('Przypomnienie: dziś mija termin płatności (08.03.2041)');
    expect(dzis!.tresc).toContain('- Podatki gminne, karta PN/2041/000001, rata II: 120,50\u00a0zł');
    // paid, enforcement title, payment ordered, deferred elsewhere: never
    for (const kwota of ['333,33', '444,44', '555,55', '777,77']) {
      expect(za7!.tresc).not.toContain(kwota);
      expect(dzis!.tresc).not.toContain(kwota);
    }
    expect(za7!.tresc).not.toContain('120,50');
    expect(dzis!.tresc).not.toContain('250,00');
    expect(await zapisy([9100011, 9100012, 9100013, 9100014, 9100015, 9100016, 9100017])).toEqual([
      '9100011/7dni/email/WYSLANE',
      '9100012/dzis/email/WYSLANE',
      '9100016/7dni/email/WYSLANE',
    ]);
  });

  it('a run again the same day sends nothing twice', async () => {
    const od = await ostatnia();
    expect(await uruchom('2041-03-08')).toEqual({
      dzien: '2041-03-08',
      wyslane: 0,
      wiadomosci: 0,
      pominiete: 3,
      bledy: 0,
    });
    expect(await poczta(od)).toEqual([]);
  });

  it('the day before nothing is due; on D + 7 the on-the-day reminder, not for an instalment paid meanwhile', async () => {
    const od = await ostatnia();
    expect(await uruchom('2041-03-07')).toMatchObject({ wyslane: 0, wiadomosci: 0 });
    await api.db.query(
      'UPDATE naleznosci_raty_zbiorcze SET czy_splacona = true, kwota_glowna = 0 WHERE id = 9100011',
    );
    expect(await uruchom('2041-03-15')).toMatchObject({ wyslane: 1, wiadomosci: 1, bledy: 0 });
    const [m, ...reszta] = await poczta(od);
    expect(reszta).toEqual([]);
    expect(m!.temat).toBe('Przypomnienie: dziś mija termin płatności (15.03.2041)');
    expect(m!.tresc).toContain('rata VI: 666,66\u00a0zł');
    expect(m!.tresc).not.toContain('250,00');
  });
});

describe('once, even with two runs at once', () => {
  const ids = [0, 1, 2, 3, 4].flatMap((i) => [9200010 + i, 9200020 + i]);
  beforeAll(async () => {
    // jan by e-mail and SMS
    expect(
      (
        await zgody({
          powiadomieniaEmail: true,
          powiadomieniaSms: true,
          email: JAN_EMAIL,
          telefon: '600 700 800',
        })
      ).status,
    ).toBe(200);
    await karta(
      api.db,
      { id: 920001, pesel: JAN, rok: 2042, symbol: 'PN/2042/000001' },
      [0, 1, 2, 3, 4].flatMap((i) => [
        { id: 9200010 + i, termin: '2042-05-15', kwota: 10 + i, nr: `${i + 1}` },
        { id: 9200020 + i, termin: '2042-05-08', kwota: 20 + i, nr: `${i + 6}` },
      ]),
    );
  });

  it('two services on one database (Promise.all): each instalment, kind and channel once', async () => {
    const od = await ostatnia();
    const a = przypomnienia(api.db, () => api.zegar.teraz, { godzina: null, coMs: 1000, sms });
    const b = przypomnienia(api.db, () => api.zegar.teraz, { godzina: null, coMs: 1000, sms });
    const wyniki = await Promise.all([a.uruchom('2042-05-08'), b.uruchom('2042-05-08')]);
    const suma = (k: keyof WynikPrzypomnien) => wyniki.reduce((s, w) => s + Number(w[k]), 0);
    // 10 instalments × 2 channels, each sent by one of the runs and skipped by the other
    expect([suma('wyslane'), suma('pominiete'), suma('bledy')]).toEqual([20, 20, 0]);
    const nowe = await poczta(od);
    for (const kanal of ['email', 'sms'] as const) {
      for (const [kwota, rodzaj] of [0, 1, 2, 3, 4].flatMap((i) => [
        [`${10 + i},00`, 'za 7 dni'],
        [`${20 + i},00`, 'dziś'],
      ])) {
        const z = nowe.filter((m) => m.kanal === kanal && m.tresc.includes(`: ${kwota}`));
        expect(z, `${kanal} ${kwota}`).toHaveLength(1);
        expect(z[0]!.tresc).toContain(rodzaj);
      }
    }
    expect(nowe.filter((m) => m.kanal === 'sms').every((m) => m.adresat === '600700800')).toBe(true);
    const rekordy = await zapisy(ids);
    expect(rekordy).toHaveLength(20);
    expect(new Set(rekordy).size).toBe(20);
    expect(rekordy.every((r) => r.endsWith('/WYSLANE'))).toBe(true);
  });

  it('two instances (two API apps on one database), the admin call at once: nothing more goes', async () => {
    const od = await ostatnia();
    const druga = createApiApp({ db: api.db, allowedOrigins: [ORIGIN], adminToken: ADMIN_TOKEN, demo: true });
    const [r1, r2] = await Promise.all([
      adminPost(api.app, '/admin/przypomnienia', { dzien: '2042-05-08' }),
      adminPost(druga, '/admin/przypomnienia', { dzien: '2042-05-08' }),
    ]);
    const w = [(await r1.json()) as WynikPrzypomnien, (await r2.json()) as WynikPrzypomnien];
    expect(w.map((x) => [x.wyslane, x.pominiete])).toEqual([
      [0, 20],
      [0, 20],
    ]);
    expect(await poczta(od)).toEqual([]);
  });
});

describe('consent', () => {
  beforeAll(() =>
    karta(api.db, { id: 930001, pesel: JAN, rok: 2043, symbol: 'PN/2043/000001' }, [
      { id: 9300011, termin: '2043-03-15', kwota: 31 },
      { id: 9300012, termin: '2043-05-15', kwota: 32 },
      { id: 9300013, termin: '2043-09-15', kwota: 33 },
    ]),
  );

  it('off: nothing (and nothing claimed); on: sent; off again: nothing more', async () => {
    const wylaczone = { powiadomieniaEmail: false, powiadomieniaSms: false, email: JAN_EMAIL, telefon: null };
    expect((await zgody(wylaczone)).status).toBe(200);
    let od = await ostatnia();
    expect(await uruchom('2043-03-08')).toMatchObject({ wyslane: 0, pominiete: 0 });
    expect(await poczta(od)).toEqual([]);
    expect(await zapisy([9300011])).toEqual([]);

    // switched on the same day: the reminder of that day still goes
    expect((await zgody({ ...wylaczone, powiadomieniaEmail: true })).status).toBe(200);
    od = await ostatnia();
    expect(await uruchom('2043-03-08')).toMatchObject({ wyslane: 1, wiadomosci: 1 });
    expect((await poczta(od)).map((m) => [m.adresat, m.kanal])).toEqual([[JAN_EMAIL, 'email']]);
    od = await ostatnia();
    expect(await uruchom('2043-05-08')).toMatchObject({ wyslane: 1 });
    expect(await poczta(od)).toHaveLength(1);

    // unticked in the panel: no more reminders
    expect((await zgody(wylaczone)).status).toBe(200);
    od = await ostatnia();
    expect(await uruchom('2043-09-08')).toMatchObject({ wyslane: 0 });
    expect(await uruchom('2043-09-15')).toMatchObject({ wyslane: 0 });
    expect(await poczta(od)).toEqual([]);
  });

  it('only to an active, unrestricted account with the subject confirmed', async () => {
    // piotr.wisniewski's PESEL is not confirmed, tomasz.lewandowski's data are unverified (a restricted token,
    // which sees no dues): with their consent on, their dues are not reminded to them
    await api.db.query(
      `UPDATE zgody_powiadomien SET powiadomienia_email = true, email = 'ktos@poczta.example.pl'
        WHERE uzytkownik_id IN (SELECT id FROM uzytkownicy WHERE login IN ('piotr.wisniewski', 'tomasz.lewandowski'))`,
    );
    await karta(api.db, { id: 930002, pesel: PIOTR, rok: 2043, symbol: 'PN/2043/000002' }, [
      { id: 9300021, termin: '2043-10-15', kwota: 34 },
    ]);
    await karta(api.db, { id: 930003, pesel: TOMASZ, rok: 2043, symbol: 'PN/2043/000003' }, [
      { id: 9300031, termin: '2043-10-15', kwota: 35 },
    ]);
    const od = await ostatnia();
    expect(await uruchom('2043-10-08')).toMatchObject({ wyslane: 0 });
    expect(await poczta(od)).toEqual([]);
  });
});

describe('language', () => {
  beforeAll(() =>
    karta(api.db, { id: 940001, pesel: JAN, rok: 2044, symbol: 'PN/2044/000001' }, [
      { id: 9400011, termin: '2044-03-15', kwota: 41 },
      { id: 9400012, termin: '2044-05-15', kwota: 42 },
      { id: 9400013, termin: '2044-09-15', kwota: 43 },
      { id: 9400014, termin: '2044-11-15', kwota: 44 },
    ]),
  );

  it('the consents saved in German: the reminder is German', async () => {
    const r = await zgody(
      { powiadomieniaEmail: true, powiadomieniaSms: false, email: JAN_EMAIL, telefon: null },
      'de',
    );
    expect(r.status).toBe(200);
    const od = await ostatnia();
    await uruchom('2044-03-08');
    const [m] = await poczta(od);
    expect(m!.temat).toBe('Erinnerung: Zahlungsfrist 15.03.2044');
    expect(m!.tresc).toContain('Guten Tag,');
    expect(m!.tresc).toContain('Gemeindesteuern, Karte PN/2044/000001, Rate I: 41,00\u00a0PLN');
    expect(m!.tresc).toContain(
      'Wenn Sie keine Erinnerungen mehr erhalten möchten, schalten Sie die Benachrichtigungen im Kontobereich aus.',
    );
  });

  it('a login in English makes it English; a call naming no language keeps it', async () => {
    const r = await post<{ token: string }>(api.app, '/uzytkownicy/getToken?jezyk=en', {
      login: 'jan.kowalski',
      haslo: 'Gmina#2024',
    });
    expect(r.status).toBe(200);
    await zaloguj(api.app, 'jan.kowalski');
    let od = await ostatnia();
    await uruchom('2044-05-08');
    expect((await poczta(od))[0]!.temat).toBe('Reminder: payment due on 15.05.2044');
    // a language the portal does not have changes nothing; Ukrainian does
    const zgodaEmail = { powiadomieniaEmail: true, powiadomieniaSms: false, email: JAN_EMAIL, telefon: null };
    expect((await zgody(zgodaEmail, 'xx')).status).toBe(200);
    od = await ostatnia();
    await uruchom('2044-09-08');
    expect((await poczta(od))[0]!.temat).toBe('Reminder: payment due on 15.09.2044');
    expect((await zgody(zgodaEmail, 'uk')).status).toBe(200);
    od = await ostatnia();
    await uruchom('2044-11-08');
    expect((await poczta(od))[0]!.temat).toBe('Нагадування: термін оплати 15.11.2044');
    await api.db.query("UPDATE uzytkownicy SET jezyk = 'pl' WHERE login = 'jan.kowalski'");
  });
});

describe('SMS', () => {
  let bramka: Server;
  let url: string;
  const zadania: { auth: string | undefined; typ: string | undefined; body: URLSearchParams }[] = [];
  let odpowiedz: { status: number; body: string } = { status: 200, body: '{"count":1,"list":[]}' };
  beforeAll(async () => {
    bramka = createServer((req: IncomingMessage, res) => {
      let dane = '';
      req.on('data', (c: Buffer) => (dane += c.toString()));
      req.on('end', () => {
        zadania.push({
          auth: req.headers.authorization,
          typ: req.headers['content-type'],
          body: new URLSearchParams(dane),
        });
        res.writeHead(odpowiedz.status, { 'Content-Type': 'application/json' }).end(odpowiedz.body);
      });
    });
    await new Promise<void>((ok) => bramka.listen(0, '127.0.0.1', ok));
    url = `http://127.0.0.1:${(bramka.address() as AddressInfo).port}/sms.do`;
    expect(
      (
        await zgody({
          powiadomieniaEmail: false,
          powiadomieniaSms: true,
          email: null,
          telefon: '600700800',
        })
      ).status,
    ).toBe(200);
    await karta(api.db, { id: 950001, pesel: JAN, rok: 2045, symbol: 'PN/2045/000001' }, [
      { id: 9500011, termin: '2045-03-15', kwota: 51 },
      { id: 9500012, termin: '2045-05-15', kwota: 52 },
      { id: 9500013, termin: '2045-09-15', kwota: 53 },
    ]);
  });
  afterAll(() => new Promise<void>((ok) => bramka?.close(() => ok())));

  it('the gateway from the environment: both variables or none; an http(s) address', () => {
    expect(smsZeSrodowiska({})).toBeNull();
    expect(opisSms(null)).toContain('not configured (SMS reminders off; set GMINA_SMS_URL, GMINA_SMS_TOKEN');
    expect(() => smsZeSrodowiska({ GMINA_SMS_URL: 'https://api.smsapi.pl/sms.do' })).toThrow(
      /only in part: set also GMINA_SMS_TOKEN/,
    );
    expect(() => smsZeSrodowiska({ GMINA_SMS_TOKEN: 't' })).toThrow(StartupError);
    expect(() => smsZeSrodowiska({ GMINA_SMS_URL: 'ftp://x', GMINA_SMS_TOKEN: 't' })).toThrow(
      /GMINA_SMS_URL/,
    );
    const k = smsZeSrodowiska({
      GMINA_SMS_URL: 'https://api.smsapi.pl/sms.do',
      GMINA_SMS_TOKEN: 't',
      GMINA_SMS_NADAWCA: 'GMINA',
    });
    expect(k).toEqual({ url: 'https://api.smsapi.pl/sms.do', token: 't', nadawca: 'GMINA' });
    expect(opisSms(bramkaHttp(k!))).toBe('SMS gateway: configured at https://api.smsapi.pl/sms.do');
  });

  it('through the HTTP gateway: the number, the text, the sender and the token', async () => {
    const http = bramkaHttp({ url, token: 'tajny-token', nadawca: 'GMINA' });
    const od = await ostatnia();
    expect(await uruchom('2045-03-08', http)).toMatchObject({ wyslane: 1, wiadomosci: 1, bledy: 0 });
    expect(zadania).toHaveLength(1);
    const z = zadania[0]!;
    expect(z.auth).toBe('Bearer tajny-token');
    expect(z.typ).toContain('application/x-www-form-urlencoded');
    expect(z.body.get('to')).toBe('48600700800');
    expect(z.body.get('from')).toBe('GMINA');
    expect(z.body.get('message')).toBe(
      'Urząd Gminy Zielona Dolina: za 7 dni (15.03.2045) mija termin płatności: Podatki gminne, karta PN/2045/000001, rata I: 51,00 zł. Aby nie otrzymywać przypomnień, wyłącz powiadomienia w panelu konta.',
    );
    // the gateway sent it: nothing in the outbox
    expect(await poczta(od)).toEqual([]);
  });

  it('a refusal is recorded and the next run tries again; a gateway error in a 200 is a refusal too', async () => {
    const http = bramkaHttp({ url, token: 'tajny-token' });
    odpowiedz = { status: 500, body: 'awaria' };
    expect(await uruchom('2045-05-08', http)).toMatchObject({ wyslane: 0, bledy: 1 });
    expect(await zapisy([9500012])).toEqual(['9500012/7dni/sms/BLAD']);
    odpowiedz = { status: 200, body: '{"error":101,"message":"Authorization failed"}' };
    expect(await uruchom('2045-05-08', http)).toMatchObject({ wyslane: 0, bledy: 1 });
    odpowiedz = { status: 200, body: '{"count":1,"list":[]}' };
    expect(await uruchom('2045-05-08', http)).toMatchObject({ wyslane: 1, bledy: 0, pominiete: 0 });
    expect(await uruchom('2045-05-08', http)).toMatchObject({ wyslane: 0, pominiete: 1 });
    const { rows } = await api.db.query<{ proby: number; stan: string }>(
      'SELECT proby, stan FROM przypomnienia WHERE rata_zbiorcza_id = 9500012',
    );
    expect(rows).toEqual([{ proby: 3, stan: 'WYSLANE' }]);
    expect(zadania.slice(-3).every((z) => z.body.get('from') === null)).toBe(true);
  });

  it('in demo mode the outbox gets it, marked as SMS; with no gateway nothing is sent nor claimed', async () => {
    const od = await ostatnia();
    expect(await uruchom('2045-09-08', null)).toMatchObject({ wyslane: 0, pominiete: 0, bledy: 0 });
    expect(await zapisy([9500013])).toEqual([]);
    // the demo API sends through the outbox (createApiApp's default in demo mode)
    const r = await adminPost(api.app, '/admin/przypomnienia', { dzien: '2045-09-08' });
    expect(await r.json()).toMatchObject({ wyslane: 1, wiadomosci: 1 });
    const [m] = await poczta(od);
    expect(m).toMatchObject({ adresat: '600700800', kanal: 'sms', temat: 'SMS' });
    expect(m!.tresc).toContain('PN/2045/000001, rata I: 53,00 zł');
    const strona = await (await api.app.request('/demo/poczta?adresat=600700800')).text();
    expect(strona).toContain('<strong>SMS do:</strong> 600700800');
  });
});

describe('the office: admin call, CLI and the daily timer', () => {
  beforeAll(async () => {
    expect(
      (await zgody({ powiadomieniaEmail: true, powiadomieniaSms: false, email: JAN_EMAIL, telefon: null }))
        .status,
    ).toBe(200);
    await karta(api.db, { id: 960001, pesel: JAN, rok: 2046, symbol: 'PN/2046/000001' }, [
      { id: 9600011, termin: '2046-03-15', kwota: 61 },
      { id: 9600012, termin: '2046-05-15', kwota: 62 },
    ]);
    // anna.nowak consents by e-mail and SMS in the demo data: her card reaches her
    await karta(api.db, { id: 960002, pesel: ANNA, rok: 2046, symbol: 'PN/2046/000002' }, [
      { id: 9600021, termin: '2046-05-15', kwota: 63 },
    ]);
  });

  it('POST /admin/przypomnienia: admin token, a real day or none', async () => {
    expect((await adminPost(api.app, '/admin/przypomnienia', {}, null)).status).toBe(401);
    expect((await adminPost(api.app, '/admin/przypomnienia', {}, 'zly-token')).status).toBe(401);
    for (const body of [{ dzien: '2046-02-30' }, { dzien: '8.03.2046' }, { dzien: 20460308 }, { inne: 1 }]) {
      const r = await adminPost(api.app, '/admin/przypomnienia', body);
      expect([r.status, await r.json()], JSON.stringify(body)).toEqual([
        400,
        { kod: 400, opis: 'Niepoprawny dzień (yyyy-MM-dd)' },
      ]);
    }
    // no day: the office's today (the API's clock: 23 Nov 2026 — nothing of these tests is due)
    const r = await adminPost(api.app, '/admin/przypomnienia', {});
    expect(await r.json()).toMatchObject({ dzien: '2026-11-23' });
  });

  it('the CLI `admin.ts przypomnienia --dzien`, spawned against the running API', async () => {
    const server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((ok) => server.once('listening', () => ok()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const cli = (...args: string[]) =>
      new Promise<{ kod: number | null; wyjscie: string }>((ok) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...args], {
          cwd: ROOT,
          env: { ...process.env, GMINA_ADMIN_TOKEN: ADMIN_TOKEN, GMINA_API_URL: base },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let wyjscie = '';
        child.stdout.on('data', (d: Buffer) => (wyjscie += d.toString()));
        child.stderr.on('data', (d: Buffer) => (wyjscie += d.toString()));
        child.once('exit', (kod) => ok({ kod, wyjscie }));
      });
    try {
      const od = await ostatnia();
      const [zly, dobry] = await Promise.all([
        cli('przypomnienia', '--dzien', '8.03.2046'),
        cli('przypomnienia', '--dzien', '2046-03-08'),
      ]);
      expect(zly.kod).toBe(2);
      expect(zly.wyjscie).toContain('RRRR-MM-DD');
      expect(dobry.kod).toBe(0);
      expect(JSON.parse(dobry.wyjscie)).toEqual({
        dzien: '2046-03-08',
        wyslane: 1,
        wiadomosci: 1,
        pominiete: 0,
        bledy: 0,
      });
      expect((await poczta(od)).map((m) => [m.adresat, m.temat])).toEqual([
        [JAN_EMAIL, 'Przypomnienie: termin płatności 15.03.2046'],
      ]);
    } finally {
      await new Promise<void>((ok) => server.close(() => ok()));
    }
  }, 60_000);

  it('the timer runs the day once from the office hour (and not before it)', async () => {
    const zegar = { teraz: Date.UTC(2046, 4, 8, 5, 30) }; // 07:30 in Warsaw (CEST)
    const p = przypomnienia(api.db, () => zegar.teraz, { godzina: 8, coMs: 20, sms });
    try {
      const od = await ostatnia();
      await new Promise((ok) => setTimeout(ok, 200));
      expect(await poczta(od)).toEqual([]);
      zegar.teraz = Date.UTC(2046, 4, 8, 6, 5); // 08:05
      // jan by e-mail; anna.nowak by e-mail and SMS (the demo's consents)
      await expect.poll(async () => (await poczta(od)).length, { timeout: 10_000 }).toBe(3);
      await new Promise((ok) => setTimeout(ok, 200));
      expect((await poczta(od)).map((m) => m.adresat).sort()).toEqual([
        '600100200',
        'anna.nowak@poczta.example.pl',
        JAN_EMAIL,
      ]);
    } finally {
      p.stop();
    }
  });
});

describe('never a link nor an account number', () => {
  it('in any message these tests made the server send', async () => {
    const { rows } = await api.db.query<Wiadomosc>(
      `SELECT id, adresat, temat, tresc, linki, kanal FROM poczta
        WHERE temat LIKE 'Przypomnienie%' OR temat LIKE 'Erinnerung%' OR temat LIKE 'Reminder%'
           OR temat LIKE 'Нагадування%' OR kanal = 'sms'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(15);
    for (const m of rows) {
      const tekst = `${m.temat}\n${m.tresc}`;
      expect(m.linki, tekst).toEqual([]);
      expect(tekst, tekst).not.toMatch(/https?:|:\/\/|www\./i);
      // an NRB: 26 digits, or 2 + 6 × 4 digits separated by spaces (formatAccountNumber)
      expect(tekst.replace(/[\u00a0\u202f]/g, ' '), tekst).not.toMatch(/\d{26}|\d{2}( ?\d{4}){6}/);
      for (const r of rachunki) expect(tekst).not.toContain(r.slice(2));
    }
  });
});
