/**
 * One transfer for instalments of several cards (`POST /platnosci/{kir|p24}/dodajPrzelewKoszyk`, beyond spec 02):
 * a basket of three cards is one transfer with one amount and one title; Przelewy24's signed notification is
 * verified and accepted; posting books each instalment on its own card; the KIR transfer goes to one account (the
 * office's collection account when the cards' accounts differ); ten parallel baskets overlapping one instalment
 * give exactly one transfer; the result calls (status, provider page, return, cancel) work for a basket; bad
 * bodies are a JSON 400, another subject's card a 403; the history shows the basket once with every row and its
 * card. Demo data: anna.nowak's cards (she owes on six of them, last year's waste arrears included).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Karta, RataZbiorcza, Wplata } from '../../src/core/api/naleznosci.ts';
import type { Platnosc, StatusPrzelewu } from '../../src/core/api/platnosci.ts';
import type { Zobowiazania } from '../../src/core/api/zobowiazania.ts';
import { czyWybieralna } from '../../src/core/rules/naleznosci.ts';
import { RACHUNEK_ZBIORCZY } from '../../demo/seed/powloka.ts';
import { odczytajHashtrans } from '../../server/platnosci/kir.ts';
import { podpisPowiadomienia } from '../../server/platnosci/p24.ts';
import type { KontoP24, SklepKir } from '../../server/dostawcy.ts';
import type { Platnosci } from '../../server/routes/platnosci.ts';
import { adminPost, openTestApiHttp, type TestApiHttp } from './helpers.ts';
import { call, get, PORTAL, post, SEKRET, zaloguj } from './konto-helpers.ts';

const ANNA = 'pesel=78031545683';
const JAN = 'pesel=85010112352';
const BRAK = { kod: 403, opis: 'Wybrany podmiot nie ma dostępu do tej usługi' };
const WAZNOSC = 30 * 60_000;

let api: TestApiHttp;
let pl: Platnosci;
let API: string;
let P24: KontoP24;
let KIR: SklepKir;
let anna: string;
let jan: string;
const zegar = { teraz: Date.UTC(2026, 10, 24, 9, 0, 0) };
beforeAll(async () => {
  api = await openTestApiHttp({
    portalUrl: PORTAL,
    tokenSecret: SEKRET,
    now: () => zegar.teraz,
    platnosci: { waznoscMs: WAZNOSC, ksiegowanieMs: 60_000 },
    ponowienia: { p24: [], kir: [] },
    naPlatnosci: (p) => (pl = p),
  });
  API = api.apiUrl;
  P24 = api.sym.dostawcy.p24!;
  KIR = api.sym.dostawcy.kir!;
  [anna, jan] = await Promise.all([zaloguj(api.app, 'anna.nowak'), zaloguj(api.app, 'jan.kowalski')]);
});
afterAll(() => api?.close());

// ---- helpers

interface KartaDoZaplaty {
  karta: Karta;
  raty: RataZbiorcza[];
}

const ratyKarty = async (id: number, q = ANNA, token = anna) =>
  (
    await get<{ karta: Karta; ratyZbiorcze: RataZbiorcza[] }>(
      api.app,
      `/naleznosci/dajRaty?${q}&idKartyNaleznosci=${id}`,
      token,
    )
  ).body;
const rata = async (karta: number, id: number) =>
  (await ratyKarty(karta)).ratyZbiorcze.find((r) => r.idNaleznosciRatyZbiorczej === id)!;

/**
 * anna's cards with instalments payable now, most of them first: a test that leaves a transfer open closes it at
 * its end (`zamknij`), so its instalments are payable again for the next one.
 */
async function doZaplaty(): Promise<KartaDoZaplaty[]> {
  const { body } = await get<{ karty: Karta[] }>(api.app, `/naleznosci/dajNaleznosci?${ANNA}`, anna);
  const wynik: KartaDoZaplaty[] = [];
  for (const k of body.karty) {
    const raty = (await ratyKarty(k.idKartyNaleznosci)).ratyZbiorcze.filter(
      (r) => czyWybieralna(r) && r.kwotaRazem > 0,
    );
    if (raty.length) wynik.push({ karta: k, raty });
  }
  return wynik.sort((a, b) => b.raty.length - a.raty.length);
}
/** The first `ile` payable instalments of a card. */
const wez = (k: KartaDoZaplaty, ile = 1): KartaDoZaplaty => ({ karta: k.karta, raty: k.raty.slice(0, ile) });

const pozycje = (koszyk: readonly KartaDoZaplaty[]) =>
  koszyk.map((k) => ({
    idKartyNaleznosci: k.karta.idKartyNaleznosci,
    idNaleznosciRatyZbiorczej: k.raty.map((r) => r.idNaleznosciRatyZbiorczej),
  }));
const cialo = (koszyk: readonly KartaDoZaplaty[], extra: Record<string, unknown> = {}) => ({
  pozycje: pozycje(koszyk),
  nip: null,
  urlPowrotuOk: `${PORTAL}/platnosc-informacja?czySukces=true`,
  urlPowrotuBlad: `${PORTAL}/platnosc-informacja?czySukces=false`,
  ...extra,
});
const zamow = (dostawca: 'kir' | 'p24', body: unknown, token = anna, q = ANNA) =>
  post<{ idPrzelewu: string }>(api.app, `/platnosci/${dostawca}/dodajPrzelewKoszyk?${q}`, body, token);

const status = async (id: string, q = ANNA, token = anna) =>
  get<StatusPrzelewu>(api.app, `/platnosci/dajStatusPlatnosci?${q}&idPrzelewu=${id}`, token);
const grosze = (zl: number) => Math.round(zl * 100);
const suma = (koszyk: readonly KartaDoZaplaty[]) =>
  koszyk.reduce((s, k) => k.raty.reduce((s2, r) => s2 + grosze(r.kwotaRazem), s), 0);

async function sesja(id: string) {
  const { rows } = await api.db.query<{ sesja: string; token: string | null; kwota: number }>(
    'SELECT sesja, token, kwota_grosze AS kwota FROM platnosci_przelewy WHERE id = $1',
    [id],
  );
  return rows[0]!;
}
/** The notification Przelewy24 sends for a payment it took, signed with the shop's CRC key. */
async function podpisane(id: string) {
  const s = await sesja(id);
  const t = api.sym.p24.transakcja(s.sesja)!;
  const n = {
    merchantId: P24.merchantId,
    posId: P24.posId,
    sessionId: s.sesja,
    amount: s.kwota,
    originAmount: s.kwota,
    currency: 'PLN',
    orderId: t.orderId!,
    methodId: 154,
    statement: t.statement!,
  };
  return { ...n, sign: podpisPowiadomienia(n, P24.crc) };
}
const powiadomP24 = (n: unknown) =>
  api.app.request('/platnosci/p24/status', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(n),
  });
/** The browser's way to the provider: our redirect, then the provider's page over HTTP. */
async function stronaDostawcy(id: string) {
  const przejdz = await api.app.request(`/platnosci/przejdz/${id}`);
  expect(przejdz.status).toBe(302);
  return przejdz.headers.get('Location')!;
}
const historia = async () =>
  (await get<{ platnosci: Platnosc[] }>(api.app, `/platnosci/dajHistoriePlatnosci?${ANNA}`, anna)).body
    .platnosci;
/** Closes open attempts now (the office's switch): re-checked at the provider, expired, instalments free. */
const zamknij = (ids: string[]) => adminPost(api.app, '/admin/platnosci/sprawdz', { idPrzelewu: ids });

// ---- the flows

describe('a basket of three cards', () => {
  it('is one transfer; P24’s signed notification accepts it; posting pays each instalment on its own card', async () => {
    const karty = await doZaplaty();
    expect(karty.length, 'anna owes on at least three cards').toBeGreaterThanOrEqual(3);
    expect(karty[0]!.raty.length, 'one card with two payable instalments').toBeGreaterThanOrEqual(2);
    const koszyk = [wez(karty[0]!, 2), wez(karty[1]!), wez(karty[2]!)];
    const symbole = koszyk.map((k) => k.karta.symbolKarty);
    const res = await zamow('p24', cialo(koszyk));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.idPrzelewu;
    expect(id).toMatch(/^[0-9a-f]{32}$/);

    // one transfer: one amount, one title, every instalment a row of it with its own card
    const { rows: przelewy } = await api.db.query<{ n: number }>(
      `SELECT count(DISTINCT r.przelew_id)::int AS n FROM platnosci_przelewy_raty r
        WHERE r.rata_zbiorcza_id = ANY($1::int[])`,
      [koszyk.flatMap((k) => k.raty.map((r) => r.idNaleznosciRatyZbiorczej))],
    );
    expect(przelewy[0]!.n).toBe(1);
    const { rows: wiersze } = await api.db.query<{ rata: number; karta: number }>(
      'SELECT rata_zbiorcza_id AS rata, karta_id AS karta FROM platnosci_przelewy_raty WHERE przelew_id = $1',
      [id],
    );
    expect(wiersze.map((w) => `${w.karta}:${w.rata}`).sort()).toEqual(
      koszyk
        .flatMap((k) => k.raty.map((r) => `${k.karta.idKartyNaleznosci}:${r.idNaleznosciRatyZbiorczej}`))
        .sort(),
    );
    const stan = (await status(id)).body;
    expect(stan).toMatchObject({
      status: 'ZLECONA',
      dostawca: 'p24',
      tytul: `Należności ${symbole.join(', ')}`,
    });
    expect(grosze(stan.kwota)).toBe(suma(koszyk));
    // ordered at once, on each card
    for (const k of koszyk)
      for (const r of k.raty)
        expect((await rata(k.karta.idKartyNaleznosci, r.idNaleznosciRatyZbiorczej)).zleconoPlatnoscZP24).toBe(
          true,
        );
    // the provider's page asks for the whole amount
    const strona = await (await fetch(await stronaDostawcy(id))).text();
    expect(strona).toContain((suma(koszyk) / 100).toLocaleString('pl-PL', { minimumFractionDigits: 2 }));

    // the payer pays; P24's signed notification is verified with P24 and accepted
    await api.sym.p24.zaplac((await sesja(id)).token!, { powiadom: false });
    const n = await powiadomP24(await podpisane(id));
    expect([n.status, await n.json()]).toEqual([200, { status: 'success' }]);
    expect((await status(id)).body.status).toBe('ZAAKCEPTOWANA');

    // posting: each instalment paid on its own card, a booked payment of that card for each
    expect(await pl.jobs.ksieguj([id])).toEqual([id]);
    expect((await status(id)).body.status).toBe('ZAKSIEGOWANA');
    for (const k of koszyk) {
      const { ratyZbiorcze } = await ratyKarty(k.karta.idKartyNaleznosci);
      for (const r of k.raty)
        expect(
          ratyZbiorcze.find((x) => x.idNaleznosciRatyZbiorczej === r.idNaleznosciRatyZbiorczej),
        ).toMatchObject({
          czySplacona: true,
          kwotaRazem: 0,
          zleconoPlatnoscZP24: false,
        });
      const { body } = await get<{ wplaty: Wplata[] }>(
        api.app,
        `/naleznosci/dajHistorieZaksiegowanychWplat?${ANNA}&idKartyNaleznosci=${k.karta.idKartyNaleznosci}`,
        anna,
      );
      const internetowe = body.wplaty.filter((w) => w.typ === 'Płatność internetowa');
      expect(internetowe.map((w) => grosze(w.suma)).sort(), k.karta.symbolKarty).toEqual(
        k.raty.map((r) => grosze(r.kwotaRazem)).sort(),
      );
      expect(internetowe.every((w) => w.opis.startsWith('Płatność internetowa Przelewy24 – '))).toBe(true);
    }
    // the overview owes them no more
    const { body: po } = await get<Zobowiazania>(api.app, `/naleznosci/dajZobowiazania?${ANNA}`, anna);
    const zaplacone = new Set(koszyk.flatMap((k) => k.raty.map((r) => r.idNaleznosciRatyZbiorczej)));
    expect(po.raty.filter((r) => zaplacone.has(r.idNaleznosciRatyZbiorczej))).toEqual([]);

    // the history: the basket once, with every row and its card; the recipient is the collection account
    const wpisy = (await historia()).filter((p) => p.idTransakcji === id);
    expect(wpisy).toHaveLength(1);
    const wpis = wpisy[0]!;
    expect(wpis.opisPlatnosci.status).toBe('ZAKSIEGOWANA');
    expect(wpis.tytul).toBe(`Należności ${symbole.join(', ')}`);
    expect(grosze(wpis.kwota)).toBe(suma(koszyk));
    expect(wpis.raty.map((r) => `${r.idKartyNaleznosci}:${r.symbolKarty}`).sort()).toEqual(
      koszyk.flatMap((k) => k.raty.map(() => `${k.karta.idKartyNaleznosci}:${k.karta.symbolKarty}`)).sort(),
    );
    expect(wpis.opisPlatnosci.transakcjaP24!.iban).toBe(`PL${RACHUNEK_ZBIORCZY}`);
  });
});

describe('one account per KIR transfer', () => {
  it('cards with different accounts: the office’s collection account; none set: refused; one card: its own', async () => {
    const karty = await doZaplaty();
    const dwie = [wez(karty[0]!), wez(karty[1]!)];
    expect(dwie[0]!.karta.numerKontaBankowego).not.toBe(dwie[1]!.karta.numerKontaBankowego);
    const res = await zamow('kir', cialo(dwie));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.idPrzelewu;
    const adres = await stronaDostawcy(id);
    const z = odczytajHashtrans(new URL(adres).searchParams.get('hashtrans')!, KIR.haslo)!;
    expect(z.account).toBe(RACHUNEK_ZBIORCZY);
    expect(z.amount).toBe(`${Math.floor(suma(dwie) / 100)},${String(suma(dwie) % 100).padStart(2, '0')}`);
    const kir = (await historia()).find((p) => p.idTransakcji === id)!.opisPlatnosci.transakcjaKIR!;
    expect(kir.akceptantNumerRachunku).toBe(RACHUNEK_ZBIORCZY);
    expect((await zamknij([id])).status).toBe(200);
    expect((await status(id)).body.status).toBe('WYGASLA');

    // the office has no collection account: no one account to send it to
    expect((await adminPost(api.app, '/admin/ustawienia', { rachunekZbiorczy: null })).status).toBe(200);
    try {
      for (const d of ['kir', 'p24'] as const)
        expect((await zamow(d, cialo(dwie))).body, d).toEqual({
          kod: 400,
          opis: 'Rat z kart o różnych rachunkach nie można zapłacić jednym przelewem: urząd nie podał rachunku zbiorczego',
        });
      // one card needs none: its own account, and the card's title as spec 02's call gives it
      const jedna = await zamow('kir', cialo([dwie[0]!]));
      expect(jedna.status).toBe(200);
      const z1 = odczytajHashtrans(
        new URL(await stronaDostawcy(jedna.body.idPrzelewu)).searchParams.get('hashtrans')!,
        KIR.haslo,
      )!;
      expect(z1.account).toBe(dwie[0]!.karta.numerKontaBankowego);
      expect((await status(jedna.body.idPrzelewu)).body.tytul).toMatch(
        new RegExp(
          `^.+ ${dwie[0]!.karta.symbolKarty.replace(/\//g, '\\/')} – (rata [IVX]+|całość|zaległość)`,
        ),
      );
      await zamknij([jedna.body.idPrzelewu]);
    } finally {
      const r = await adminPost(api.app, '/admin/ustawienia', { rachunekZbiorczy: RACHUNEK_ZBIORCZY });
      expect(await r.json()).toMatchObject({ rachunekZbiorczy: RACHUNEK_ZBIORCZY });
    }
    // an account that is not a valid NRB is not taken
    expect((await adminPost(api.app, '/admin/ustawienia', { rachunekZbiorczy: '1'.repeat(26) })).status).toBe(
      400,
    );
  });
});

describe('no double charge', () => {
  it('ten parallel baskets overlapping one instalment give exactly one transfer (the others 409)', async () => {
    const karty = await doZaplaty();
    const wspolna = wez(karty[0]!);
    const inne = karty.slice(1).map((k) => wez(k));
    expect(inne.length).toBeGreaterThanOrEqual(2);
    const licz = async () =>
      (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM platnosci_przelewy')).rows[0]!.n;
    const wierszeWspolnej = async () =>
      (
        await api.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM platnosci_przelewy_raty WHERE rata_zbiorcza_id = $1',
          [wspolna.raty[0]!.idNaleznosciRatyZbiorczej],
        )
      ).rows[0]!.n;
    const przed = await licz();
    // (earlier tests' closed transfers may hold rows of it: only the new one counts)
    const wierszePrzed = await wierszeWspolnej();
    const odpowiedzi = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        zamow(i % 2 ? 'kir' : 'p24', cialo([wspolna, inne[i % inne.length]!])),
      ),
    );
    expect(odpowiedzi.map((o) => o.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await licz()).toBe(przed + 1);
    const id = odpowiedzi.find((o) => o.status === 200)!.body.idPrzelewu;
    expect(await wierszeWspolnej()).toBe(wierszePrzed + 1);
    // only the transfer that won holds instalments: the refused baskets hold nothing, not even their own
    const { rows: blokady } = await api.db.query<{ przelew: string }>(
      `SELECT DISTINCT przelew_id AS przelew FROM platnosci_blokady WHERE rata_zbiorcza_id = ANY($1::int[])`,
      [[wspolna, ...inne].flatMap((k) => k.raty.map((r) => r.idNaleznosciRatyZbiorczej))],
    );
    expect(blokady.map((b) => b.przelew)).toEqual([id]);
    await zamknij([id]);
  });
});

describe('the result calls work for a basket', () => {
  it('status for its subject only; the provider’s page and the return; "Anuluj zlecenie" of one instalment frees all', async () => {
    const karty = await doZaplaty();
    const koszyk = [wez(karty[0]!), wez(karty[1]!)];
    const id = (await zamow('p24', cialo(koszyk))).body.idPrzelewu;
    expect((await status(id)).status).toBe(200);
    // another account's subject, and the subject of another account's token: the same 403
    expect((await status(id, JAN, jan)).body).toEqual(BRAK);
    expect((await status(id, ANNA, jan)).body).toEqual(BRAK);
    // the payer cancels at the provider: back to the failure address, still ordered (nothing from a return)
    const adres = await stronaDostawcy(id);
    expect(adres.startsWith(`${P24.url}/trnRequest/`)).toBe(true);
    const anuluj = await fetch(adres, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ akcja: 'anuluj' }).toString(),
    });
    const powrot = await api.app.request(anuluj.headers.get('Location')!.slice(API.length));
    expect(powrot.headers.get('Location')).toBe(`${PORTAL}/platnosc-informacja?czySukces=false`);
    expect((await status(id)).body.status).toBe('ZLECONA');
    // the resident cancels it on the second card: the whole transfer ends, every instalment of it is free
    const druga = koszyk[1]!;
    const res = await post(
      api.app,
      `/platnosci/anulujZlecenie?${ANNA}`,
      {
        idKartyNaleznosci: druga.karta.idKartyNaleznosci,
        idNaleznosciRatyZbiorczej: druga.raty[0]!.idNaleznosciRatyZbiorczej,
      },
      anna,
    );
    expect([res.status, res.body]).toEqual([200, { idPrzelewu: id, status: 'WYGASLA' }]);
    for (const k of koszyk)
      for (const r of k.raty) {
        const po = await rata(k.karta.idKartyNaleznosci, r.idNaleznosciRatyZbiorczej);
        expect([po.zleconoPlatnoscZP24, po.zleconoPlatnoscZKIR]).toEqual([false, false]);
      }
    // and orderable again
    const znowu = await zamow('kir', cialo(koszyk));
    expect(znowu.status).toBe(200);
    await zamknij([znowu.body.idPrzelewu]);
  });
});

describe('checks of the basket', () => {
  it('bad bodies are a JSON 400, another subject’s card 403, an ordered instalment 409; nothing is ordered', async () => {
    const karty = await doZaplaty();
    const koszyk = [wez(karty[0]!), wez(karty[1]!)];
    const jednaKarta = koszyk[0]!;
    const niezamowione = async () => {
      for (const k of koszyk)
        for (const r of k.raty) {
          const po = await rata(k.karta.idKartyNaleznosci, r.idNaleznosciRatyZbiorczej);
          expect([po.zleconoPlatnoscZKIR, po.zleconoPlatnoscZP24]).toEqual([false, false]);
        }
    };
    const dwadziesciaJeden = Array.from({ length: 21 }, (_, i) => ({
      idKartyNaleznosci: i + 1,
      idNaleznosciRatyZbiorczej: [i + 1],
    }));
    const zle: [string, unknown, string?][] = [
      ['no body', null],
      ['no cards', cialo([], { pozycje: [] })],
      ['21 cards', cialo([], { pozycje: dwadziesciaJeden })],
      [
        'a card twice',
        cialo([], { pozycje: [...pozycje([jednaKarta]), ...pozycje([jednaKarta])] }),
        'Każda karta może wystąpić w koszyku tylko raz',
      ],
      [
        'a card with no instalments',
        cialo([], { pozycje: [{ idKartyNaleznosci: 1, idNaleznosciRatyZbiorczej: [] }] }),
      ],
      [
        'instalments named one by one (a basket pays whole collective instalments)',
        cialo([], { pozycje: [{ ...pozycje([jednaKarta])[0]!, idNaleznosciRaty: [1] }] }),
      ],
      ['an unknown field', { ...cialo(koszyk), kwota: 1 }],
      ['a foreign return', cialo(koszyk, { urlPowrotuOk: 'https://evil.example/ok' })],
      ['a NIP for a person', cialo(koszyk, { nip: '5252525259' })],
      [
        'an id beyond the integers',
        cialo([], { pozycje: [{ idKartyNaleznosci: 2 ** 31, idNaleznosciRatyZbiorczej: [1] }] }),
      ],
    ];
    for (const [co, body, opis] of zle) {
      const r = await call(api.app, 'POST', `/platnosci/p24/dodajPrzelewKoszyk?${ANNA}`, {
        body,
        token: anna,
      });
      expect([r.status, (r.body as { kod?: number }).kod], co).toEqual([400, 400]);
      if (opis) expect((r.body as { opis: string }).opis, co).toBe(opis);
    }
    expect((await zamow('p24', cialo(koszyk), '')).status).toBe(401);

    // another subject's card in the basket (jan's), or anna's card asked as jan: the same 403 as another subject
    const { body: janKarty } = await get<{ karty: Karta[] }>(
      api.app,
      `/naleznosci/dajNaleznosci?${JAN}`,
      jan,
    );
    const obca = (await ratyKarty(janKarty.karty[0]!.idKartyNaleznosci, JAN, jan)).ratyZbiorcze[0]!;
    const zObca = [
      ...pozycje(koszyk),
      {
        idKartyNaleznosci: janKarty.karty[0]!.idKartyNaleznosci,
        idNaleznosciRatyZbiorczej: [obca.idNaleznosciRatyZbiorczej],
      },
    ];
    expect((await zamow('p24', cialo([], { pozycje: zObca }))).body).toEqual(BRAK);
    expect((await zamow('p24', cialo(koszyk), jan, JAN)).body).toEqual(BRAK);
    // an instalment of another of anna's cards named under this card
    const cudza = [
      {
        idKartyNaleznosci: jednaKarta.karta.idKartyNaleznosci,
        idNaleznosciRatyZbiorczej: [koszyk[1]!.raty[0]!.idNaleznosciRatyZbiorczej],
      },
    ];
    expect((await zamow('p24', cialo([], { pozycje: cudza }))).body).toEqual(BRAK);

    // an instalment that cannot be paid online (jan's enforcement title) in jan's basket
    let tytul: { karta: number; rata: number } | null = null;
    for (const k of janKarty.karty) {
      const r = (await ratyKarty(k.idKartyNaleznosci, JAN, jan)).ratyZbiorcze.find(
        (x) => !x.czySplacona && x.jestTytulWykonawczy,
      );
      if (r) tytul = { karta: k.idKartyNaleznosci, rata: r.idNaleznosciRatyZbiorczej };
      if (tytul) break;
    }
    const janBody = cialo([], {
      pozycje: [{ idKartyNaleznosci: tytul!.karta, idNaleznosciRatyZbiorczej: [tytul!.rata] }],
    });
    expect((await zamow('p24', janBody, jan, JAN)).body).toEqual({
      kod: 400,
      opis: 'Wybranych rat nie można zapłacić przez internet',
    });
    await niezamowione();

    // an instalment ordered already (by the one-card call): the basket holding it is a 409, nothing else held
    const jeden = await post<{ idPrzelewu: string }>(
      api.app,
      `/platnosci/kir/dodajPrzelew?${ANNA}`,
      {
        idKartyNaleznosci: jednaKarta.karta.idKartyNaleznosci,
        idNaleznosciRatyZbiorczej: [jednaKarta.raty[0]!.idNaleznosciRatyZbiorczej],
        nip: null,
        urlPowrotuBlad: `${PORTAL}/platnosc-wynik?wynik=blad`,
        urlPowrotuOk: `${PORTAL}/platnosc-wynik?wynik=ok`,
        idNaleznosciRaty: jednaKarta.raty[0]!.raty.map((x) => x.idNaleznosciRaty),
      },
      anna,
    );
    expect(jeden.status).toBe(200);
    expect((await zamow('p24', cialo(koszyk))).status).toBe(409);
    const drugiej = await rata(
      koszyk[1]!.karta.idKartyNaleznosci,
      koszyk[1]!.raty[0]!.idNaleznosciRatyZbiorczej,
    );
    expect([drugiej.zleconoPlatnoscZKIR, drugiej.zleconoPlatnoscZP24]).toEqual([false, false]);
    await zamknij([jeden.body.idPrzelewu]);
    await niezamowione();
  });

  it('the title of a long basket is cut by whole symbols to what a transfer title holds (140 characters)', async () => {
    const { tytulKoszyka } = await import('../../server/routes/platnosci.ts');
    const symbole = Array.from({ length: 20 }, (_, i) => `PN/2026/${String(100000 + i)}`);
    const t = tytulKoszyka(symbole);
    expect(t.length).toBeLessThanOrEqual(140);
    expect(t).toMatch(/^Należności PN\/2026\/100000, PN\/2026\/100001, .+ i \d+ inne$/);
    const ile = Number(/i (\d+) inne$/.exec(t)![1]);
    expect(t.split(', ')).toHaveLength(20 - ile);
    expect(tytulKoszyka(symbole.slice(0, 3))).toBe(
      'Należności PN/2026/100000, PN/2026/100001, PN/2026/100002',
    );
  });
});
