/**
 * Online payments on the contract server (issue 13): the providers' signs against vectors computed elsewhere
 * (Python's hashlib), the whole P24 and KIR flows through the simulated providers, verification, idempotent
 * notifications, refusal of forged / replayed / out-of-order / wrong-amount ones, expiry, the re-check that
 * corrects a failed payment to paid, posting, ten parallel orders, and the subject checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RataZbiorcza } from '../../src/core/api/naleznosci.ts';
import type { StatusPrzelewu } from '../../src/core/api/platnosci.ts';
import { czyWybieralna } from '../../src/core/rules/naleznosci.ts';
import {
  hashStatusu,
  hashtrans,
  kwotaKir,
  odczytajHashtrans,
  sha256,
  type ZadanieKir,
} from '../../server/platnosci/kir.ts';
import { podpisPowiadomienia, podpisRejestracji, type PowiadomienieP24 } from '../../server/platnosci/p24.ts';
import type { KontoP24, SklepKir } from '../../server/dostawcy.ts';
import type { Platnosci } from '../../server/routes/platnosci.ts';
import { ADMIN_TOKEN, openTestApiHttp, type TestApiHttp } from './helpers.ts';
import { call, get, PORTAL, post, SEKRET, zaloguj } from './konto-helpers.ts';

// the API and the simulated providers on a real HTTP server: the payment code reaches them over HTTP
let API: string;
let P24: KontoP24;
let KIR: SklepKir;
const WAZNOSC = 30 * 60_000;
const KSIEGOWANIE = 60_000;
const JAN = 'pesel=85010112352';
const ANNA = 'pesel=78031545683';
const BRAK = { kod: 403, opis: 'Wybrany podmiot nie ma dostępu do tej usługi' };

let api: TestApiHttp;
let pl: Platnosci;
const zegar = { teraz: Date.UTC(2026, 10, 24, 9, 0, 0) };
let jan: string;
let anna: string;
let spoldzielnia: string;
beforeAll(async () => {
  api = await openTestApiHttp({
    portalUrl: PORTAL,
    tokenSecret: SEKRET,
    now: () => zegar.teraz,
    platnosci: { waznoscMs: WAZNOSC, ksiegowanieMs: KSIEGOWANIE },
    ponowienia: { p24: [], kir: [] },
    naPlatnosci: (p) => (pl = p),
  });
  API = api.apiUrl;
  P24 = api.sym.dostawcy.p24!;
  KIR = api.sym.dostawcy.kir!;
  [jan, anna, spoldzielnia] = await Promise.all([
    zaloguj(api.app, 'jan.kowalski'),
    zaloguj(api.app, 'anna.nowak'),
    zaloguj(api.app, 'spoldzielnia'),
  ]);
});
afterAll(() => api?.close());

/** Moves the server's clock; sessions end with their inactivity time, so both residents log in again. */
async function przesun(ms: number) {
  zegar.teraz += ms;
  [jan, anna, spoldzielnia] = await Promise.all([
    zaloguj(api.app, 'jan.kowalski'),
    zaloguj(api.app, 'anna.nowak'),
    zaloguj(api.app, 'spoldzielnia'),
  ]);
}

describe('signs (vectors computed independently with Python hashlib)', () => {
  it('P24 registration: SHA-384 of the JSON in P24 key order, slashes and letters unescaped', async () => {
    const f = {
      sessionId: 'a1b2c3/ż',
      merchantId: 118765,
      amount: 12345,
      currency: 'PLN',
      crc: '0123456789abcdef',
    };
    const wektor =
      '81894ea2d0574bc55d7657ac15c3ac127929b38d4f01ad5ebd2afa569dd5ce1a4a7f006c5f93b8a1f74a98313f70e675';
    expect(podpisRejestracji(f)).toBe(wektor);
    // and the same through WebCrypto over the literal text P24 documents
    const tekst =
      '{"sessionId":"a1b2c3/ż","merchantId":118765,"amount":12345,"currency":"PLN","crc":"0123456789abcdef"}';
    const skrot = await crypto.subtle.digest('SHA-384', new TextEncoder().encode(tekst));
    expect(Buffer.from(skrot).toString('hex')).toBe(wektor);
  });

  it('P24 notification: SHA-384 over the ten fields in order', () => {
    const n = {
      merchantId: 118765,
      posId: 118765,
      sessionId: 'a1b2c3',
      amount: 12345,
      originAmount: 12345,
      currency: 'PLN',
      orderId: 318000001,
      methodId: 154,
      statement: 'p24-ABC',
    };
    expect(podpisPowiadomienia(n, '0123456789abcdef')).toBe(
      '4b43220dccdd8e5e562a435ece0a5a93e649b33dbb5d71761cc5e99c30f95b3eddfb6482e13f7bdfb8d8e21c7bcdd228',
    );
  });

  it('KIR: SHA-256 of the tagged fields and the password; a changed field breaks it', () => {
    const z: ZadanieKir = {
      id_client: 'GMINA',
      id_trans: 't1',
      date_valid: '24-11-2026 10:30:00',
      amount: '123,45',
      currency: 'PLN',
      email: 'a@b.pl',
      account: '61109010140000071219812874',
      accname: 'Urząd^^X^^PL',
      backpage: 'http://x/ok',
      backpagereject: 'http://x/blad',
    };
    const tekst = Buffer.from(hashtrans(z, 'tajne'), 'base64').toString('utf8');
    expect(
      tekst.endsWith('<hash>2ab6df7cda41f5054b28639cd51f7a75109b7c98b3ce940dab2ea266edcbe1cb</hash>'),
    ).toBe(true);
    expect(odczytajHashtrans(hashtrans(z, 'tajne'), 'tajne')).toEqual(z);
    expect(odczytajHashtrans(hashtrans(z, 'tajne'), 'inne')).toBeNull();
    const zmienione = Buffer.from(tekst.replace('123,45', '1,00'), 'utf8').toString('base64');
    expect(odczytajHashtrans(zmienione, 'tajne')).toBeNull();
    expect(hashStatusu('2', '123,45', 't1', 'tajne')).toBe(
      '77215fdb9acfad180a6c49287bc922a5fb144c1d4a633a2b96678145390bf4f2',
    );
    expect(kwotaKir(12345)).toBe('123,45');
    expect(kwotaKir(7)).toBe('0,07');
  });
});

// ---- helpers of the flows

type Kto = 'jan' | 'anna' | 'spoldzielnia';
const PODMIOT: Record<Kto, string> = { jan: JAN, anna: ANNA, spoldzielnia: 'nip=5252525259' };
const token = (kto: Kto) => ({ jan, anna, spoldzielnia })[kto];
interface Wolna {
  kto: Kto;
  karta: number;
  rata: RataZbiorcza;
}
const uzyte = new Set<number>();
/** A payable collective instalment (jan's, anna's, then the housing cooperative's) not used by an earlier test. */
async function wolna(ktorzy: readonly Kto[] = ['jan', 'anna', 'spoldzielnia']): Promise<Wolna> {
  for (const kto of ktorzy) {
    const { body } = await get<{ karty: { idKartyNaleznosci: number }[] }>(
      api.app,
      `/naleznosci/dajNaleznosci?${PODMIOT[kto]}`,
      token(kto),
    );
    for (const k of body.karty) {
      const r = await raty(kto, k.idKartyNaleznosci);
      const rata = r.find(
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
async function raty(kto: Kto, karta: number): Promise<RataZbiorcza[]> {
  const { body } = await get<{ ratyZbiorcze: RataZbiorcza[] }>(
    api.app,
    `/naleznosci/dajRaty?${PODMIOT[kto]}&idKartyNaleznosci=${karta}`,
    token(kto),
  );
  return body.ratyZbiorcze;
}
const rataPo = async (w: Wolna) =>
  (await raty(w.kto, w.karta)).find((r) => r.idNaleznosciRatyZbiorczej === w.rata.idNaleznosciRatyZbiorczej)!;

const cialo = (w: Wolna, extra: Record<string, unknown> = {}) => ({
  idKartyNaleznosci: w.karta,
  idNaleznosciRatyZbiorczej: [w.rata.idNaleznosciRatyZbiorczej],
  nip: w.kto === 'spoldzielnia' ? '5252525259' : null,
  urlPowrotuBlad: `${PORTAL}/platnosc-wynik?wynik=blad`,
  urlPowrotuOk: `${PORTAL}/platnosc-wynik?wynik=ok`,
  idNaleznosciRaty: w.rata.raty.map((x) => x.idNaleznosciRaty),
  ...extra,
});
/** Orders the instalment of `w` as its owner, or as `jako` with the subject `q`. */
const zlec = (
  dostawca: 'kir' | 'p24',
  w: Wolna,
  extra: Record<string, unknown> = {},
  jako?: string,
  q?: string,
) =>
  post<{ idPrzelewu: string }>(
    api.app,
    `/platnosci/${dostawca}/dodajPrzelew?${q ?? PODMIOT[w.kto]}`,
    cialo(w, extra),
    jako ?? token(w.kto),
  );
const stan = async (id: string, w: Wolna) =>
  (
    await get<StatusPrzelewu>(
      api.app,
      `/platnosci/dajStatusPlatnosci?${PODMIOT[w.kto]}&idPrzelewu=${id}`,
      token(w.kto),
    )
  ).body.status;
const sciezka = (adres: string | null) => {
  expect(adres?.startsWith(API)).toBe(true);
  return adres!.slice(API.length);
};
/** The browser's way: our redirect, then the provider's page (over HTTP, at the provider's address). */
async function stronaDostawcy(id: string) {
  const przejdz = await api.app.request(`/platnosci/przejdz/${id}`);
  expect(przejdz.status).toBe(302);
  const adres = przejdz.headers.get('Location')!;
  const strona = await fetch(adres);
  expect(strona.status).toBe(200);
  return { adres, html: await strona.text() };
}
/** The payer's form on the provider's page, posted to the provider over HTTP. */
const formularz = (adres: string, pola: Record<string, string>) =>
  fetch(adres, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(pola).toString(),
  });
/** The payer comes back: our return address decides where, from the state the server knows. */
async function powrot(res: Response): Promise<string | null> {
  expect(res.status).toBe(303);
  const r = await api.app.request(sciezka(res.headers.get('Location')));
  expect(r.status).toBe(303);
  return r.headers.get('Location');
}
async function powiadomienia(id: string) {
  const { rows } = await api.db.query<{ przyjete: boolean; powod: string | null }>(
    'SELECT przyjete, powod FROM platnosci_powiadomienia WHERE przelew_id = $1 ORDER BY id',
    [id],
  );
  return rows;
}
async function sesja(id: string) {
  const { rows } = await api.db.query<{ sesja: string; token: string | null; kwota: number }>(
    'SELECT sesja, token, kwota_grosze AS kwota FROM platnosci_przelewy WHERE id = $1',
    [id],
  );
  return rows[0]!;
}
const powiadomP24 = (n: PowiadomienieP24) =>
  api.app.request('/platnosci/p24/status', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(n),
  });
async function podpisane(id: string, zmiany: Partial<PowiadomienieP24> = {}, orderId = 999_000_001) {
  const s = await sesja(id);
  const n = {
    merchantId: P24.merchantId,
    posId: P24.posId,
    sessionId: s.sesja,
    amount: s.kwota,
    originAmount: s.kwota,
    currency: 'PLN',
    orderId,
    methodId: 154,
    statement: 'p24-X',
    ...zmiany,
  };
  return { ...n, sign: podpisPowiadomienia(n, P24.crc) };
}

describe('Przelewy24', () => {
  it('order → provider page → pay → notification verified → back to the OK page → posted after the delay', async () => {
    const w = await wolna();
    const { status, body } = await zlec('p24', w);
    expect(status, JSON.stringify(body)).toBe(200);
    const id = body.idPrzelewu;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    // ordered at once: the instalment shows the provider and cannot be chosen again
    expect((await rataPo(w)).zleconoPlatnoscZP24).toBe(true);
    expect(await stan(id, w)).toBe('ZLECONA');

    const { adres, html } = await stronaDostawcy(id);
    expect(adres.startsWith(`${P24.url}/trnRequest/`)).toBe(true);
    expect(adres).toMatch(/\/trnRequest\/[0-9A-F]{35}$/);
    expect(html).toContain(w.rata.kwotaRazem.toLocaleString('pl-PL', { minimumFractionDigits: 2 }));
    const zaplata = await formularz(adres, { akcja: 'zaplac', metoda: '25' });
    expect(await powrot(zaplata)).toBe(`${PORTAL}/platnosc-wynik?wynik=ok`);
    expect(await stan(id, w)).toBe('ZAAKCEPTOWANA');
    expect(await powiadomienia(id)).toEqual([{ przyjete: true, powod: null }]);

    // the provider repeats a notification only until it is verified: nothing more arrives
    await api.sym.p24.ponow();
    expect(await powiadomienia(id)).toHaveLength(1);

    // posting waits for its delay
    expect(await pl.jobs.ksieguj()).not.toContain(id);
    expect((await rataPo(w)).czySplacona).toBe(false);
    await przesun(KSIEGOWANIE);
    expect(await pl.jobs.ksieguj()).toContain(id);
    expect(await stan(id, w)).toBe('ZAKSIEGOWANA');
    const po = await rataPo(w);
    expect(po).toMatchObject({ czySplacona: true, kwotaRazem: 0, zleconoPlatnoscZP24: false });
    const { body: wplaty } = await get<{ wplaty: { typ: string; suma: number }[] }>(
      api.app,
      `/naleznosci/dajHistorieZaksiegowanychWplat?${PODMIOT[w.kto]}&idKartyNaleznosci=${w.karta}`,
      token(w.kto),
    );
    const internetowe = wplaty.wplaty.filter((x) => x.typ === 'Płatność internetowa');
    expect(internetowe.map((x) => x.suma)).toEqual([w.rata.kwotaRazem]);
    // the history has it with its instalments' labels as the card has them (each reader says them in words)
    const { body: historia } = await get<{
      platnosci: {
        idTransakcji: string;
        opisPlatnosci: { status: string };
        raty: { opisNrRaty: string }[];
      }[];
    }>(api.app, `/platnosci/dajHistoriePlatnosci?${PODMIOT[w.kto]}`, token(w.kto));
    const wpis = historia.platnosci.find((p) => p.idTransakcji === id)!;
    expect(wpis.opisPlatnosci.status).toBe('ZAKSIEGOWANA');
    expect(wpis.raty.map((r) => r.opisNrRaty)).toEqual([
      [...new Set(w.rata.raty.map((x) => x.nrRaty))].join(','),
    ]);
    // posting again changes nothing
    expect(await pl.jobs.ksiegujWszystkie()).not.toContain(id);
  });

  it('refuses forged, wrong-amount, foreign and replayed notifications, logging each; nothing is paid', async () => {
    const w = await wolna();
    const id = (await zlec('p24', w)).body.idPrzelewu;
    const dobre = await podpisane(id);
    const odrzucone: [string, PowiadomienieP24][] = [
      ['niepoprawny podpis', { ...dobre, sign: dobre.sign.replace(/^./, (z) => (z === 'a' ? 'b' : 'a')) }],
      [
        'kwota lub waluta inna niż zlecona',
        await podpisane(id, { amount: dobre.amount - 1, originAmount: dobre.amount - 1 }),
      ],
      ['kwota lub waluta inna niż zlecona', await podpisane(id, { currency: 'EUR' })],
      ['obcy sprzedawca', await podpisane(id, { merchantId: 1 })],
      // the sign over another amount than the one sent
      ['niepoprawny podpis', { ...dobre, amount: 1, originAmount: 1 }],
    ];
    for (const [powod, n] of odrzucone) {
      const res = await powiadomP24(n);
      expect(res.status, powod).toBe(400);
    }
    // a correctly signed notification for a payment P24 never took fails its verification: not accepted
    expect((await powiadomP24(dobre)).status).toBe(503);
    expect(await stan(id, w)).toBe('W_WERYFIKACJI');
    expect((await powiadomienia(id)).map((p) => [p.przyjete, p.powod])).toEqual([
      ...odrzucone.slice(1, 3).map(([p]) => [false, p]),
      [false, 'weryfikacja nieudana'],
    ]);
    // the forged ones (bad sign) name no transfer in the log, but they are logged
    const { rows } = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM platnosci_powiadomienia WHERE przelew_id IS NULL AND powod = 'niepoprawny podpis'`,
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(2);
    expect((await rataPo(w)).czySplacona).toBe(false);

    // now the payer really pays; its notification is accepted; a replay of it changes nothing
    const { token } = await sesja(id);
    await api.sym.p24.zaplac(token!, { powiadom: false });
    await api.sym.p24.ponow();
    expect(await stan(id, w)).toBe('ZAAKCEPTOWANA');
    const prawdziwe = api.sym.p24.transakcja(id)!;
    const powtorka = await podpisane(
      id,
      { methodId: 154, statement: prawdziwe.statement! },
      prawdziwe.orderId,
    );
    expect((await powiadomP24(powtorka)).status).toBe(200);
    // the same session with another order id (a replay of another payment) is refused
    expect((await powiadomP24(await podpisane(id, {}, 123))).status).toBe(400);
    expect((await powiadomienia(id)).slice(-2).map((p) => p.powod)).toEqual([
      'powtórzone (już przyjęte)',
      'inne zamówienie dla przyjętej płatności',
    ]);
    await przesun(KSIEGOWANIE);
    await pl.jobs.ksieguj([id]);
    const { rows: wplaty } = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM naleznosci_wplaty WHERE karta_id = $1 AND typ = 'Płatność internetowa'`,
      [w.karta],
    );
    expect(wplaty[0]!.n).toBeGreaterThanOrEqual(1);
    expect((await powiadomP24(powtorka)).status).toBe(200);
    expect(await stan(id, w)).toBe('ZAKSIEGOWANA');
  });

  it('cancel at the provider → the failure page; the instalment is held until the attempt expires', async () => {
    const w = await wolna();
    const id = (await zlec('p24', w)).body.idPrzelewu;
    const { adres } = await stronaDostawcy(id);
    expect(await powrot(await formularz(adres, { akcja: 'anuluj' }))).toBe(
      `${PORTAL}/platnosc-wynik?wynik=blad`,
    );
    // nothing is marked from a return: still ordered (a payment may still come), holding the instalment
    expect(await stan(id, w)).toBe('ZLECONA');
    expect((await zlec('p24', w)).status).toBe(409);
    expect((await zlec('kir', w)).status).toBe(409);
    await przesun(WAZNOSC - 1000);
    expect((await pl.jobs.wygas()).wygasle).toBe(0);
    zegar.teraz += 1000;
    expect(await pl.jobs.wygas()).toEqual({ wygasle: 1, poprawione: 0 });
    expect(await stan(id, w)).toBe('WYGASLA');
    expect((await rataPo(w)).zleconoPlatnoscZP24).toBe(false);
    // an expired attempt's page no longer takes a payment, and a late notification is out of order
    const przejdz = await api.app.request(`/platnosci/przejdz/${id}`);
    expect(sciezka(przejdz.headers.get('Location'))).toBe(`/platnosci/powrot/${id}`);
    expect((await powiadomP24(await podpisane(id))).status).toBe(400);
    expect((await powiadomienia(id)).at(-1)?.powod).toBe('płatność wygasła (kolejność zdarzeń)');
    // free again
    expect((await zlec('p24', w)).status).toBe(200);
  });

  it('a payment whose notification was lost is found by the re-check before expiry and accepted', async () => {
    const w = await wolna();
    const id = (await zlec('p24', w)).body.idPrzelewu;
    await api.sym.p24.zaplac((await sesja(id)).token!, { powiadom: false });
    expect(await stan(id, w)).toBe('ZLECONA');
    await przesun(WAZNOSC);
    // (the attempt the previous test left open expires here too)
    expect(await pl.jobs.wygas()).toMatchObject({ poprawione: 1 });
    expect(await stan(id, w)).toBe('ZAAKCEPTOWANA');
    expect((await rataPo(w)).zleconoPlatnoscZP24).toBe(true);
  });
});

describe('a notification that pairs one subject’s payment with another’s transfer', () => {
  it('is refused (the sign or the amount gives it away) and pays neither', async () => {
    // two open attempts of two subjects (jan's and anna's instalments)
    const a = await wolna(['jan', 'anna']);
    const b = await wolna(['spoldzielnia']);
    const idA = (await zlec('p24', a)).body.idPrzelewu;
    const idB = (await zlec('p24', b)).body.idPrzelewu;
    const sA = await sesja(idA);
    const sB = await sesja(idB);
    // A's signed notification with B's session: the sign no longer matches
    const nA = await podpisane(idA);
    expect((await powiadomP24({ ...nA, sessionId: sB.sesja })).status).toBe(400);
    // correctly signed for B's session but with A's amount (when they differ): the amount is not B's
    if (sA.kwota !== sB.kwota) {
      const nB = await podpisane(idB, { amount: sA.kwota, originAmount: sA.kwota });
      expect((await powiadomP24(nB)).status).toBe(400);
    }
    expect(await stan(idA, a)).toBe('ZLECONA');
    expect(await stan(idB, b)).toBe('ZLECONA');
    expect((await rataPo(a)).czySplacona || (await rataPo(b)).czySplacona).toBe(false);
  });
});

describe('KIR Paybynet', () => {
  it('hashed request → bank choice → accepted notification → OK page; the amount and account are the card’s', async () => {
    const w = await wolna();
    const id = (await zlec('kir', w)).body.idPrzelewu;
    expect((await rataPo(w)).zleconoPlatnoscZKIR).toBe(true);
    const { adres, html } = await stronaDostawcy(id);
    const z = odczytajHashtrans(new URL(adres, API).searchParams.get('hashtrans')!, KIR.haslo)!;
    const { body } = await get<{ karta: { numerKontaBankowego: string } }>(
      api.app,
      `/naleznosci/dajRaty?${PODMIOT[w.kto]}&idKartyNaleznosci=${w.karta}`,
      token(w.kto),
    );
    expect(z).toMatchObject({
      id_client: KIR.idClient,
      amount: kwotaKir(Math.round(w.rata.kwotaRazem * 100)),
      currency: 'PLN',
      account: body.karta.numerKontaBankowego,
    });
    expect(html).toContain('Wybierz bank');
    // the transfer's title as the bank will have it: the reference the result page and the history give
    expect(html).toContain(`<dt>Tytuł przelewu</dt><dd>Płatność ${id}</dd>`);
    const res = await formularz(`${KIR.url}/pbl`, {
      hashtrans: new URL(adres, API).searchParams.get('hashtrans')!,
      bank: '2',
      akcja: 'akceptuj',
    });
    expect(await powrot(res)).toBe(`${PORTAL}/platnosc-wynik?wynik=ok`);
    expect(await stan(id, w)).toBe('ZAAKCEPTOWANA');
    // a late "rejected" for an accepted order is out of order; a forged or wrong-amount one is refused
    const kir = (
      newStatus: string,
      transAmount: string,
      hash = hashStatusu(newStatus, transAmount, id, KIR.haslo),
    ) => formularz(`${API}/platnosci/kir/status`, { newStatus, transAmount, paymentId: id, hash });
    const kwota = kwotaKir(Math.round(w.rata.kwotaRazem * 100));
    expect((await kir('3', kwota)).status).toBe(400);
    expect((await kir('2', kwota, sha256('podrobione'))).status).toBe(400);
    expect((await kir('2', '0,01')).status).toBe(400);
    const replay = await kir('2', kwota);
    expect([replay.status, await replay.text()]).toEqual([200, 'OK']);
    expect(await stan(id, w)).toBe('ZAAKCEPTOWANA');
    expect((await powiadomienia(id)).map((p) => p.powod)).toEqual([
      null,
      'odrzucenie po przyjęciu (kolejność zdarzeń)',
      'kwota inna niż zlecona',
      'powtórzone (już przyjęte)',
    ]);
  });

  /** Orders `w` by KIR and rejects it on the bank's page: the failure page. */
  async function odrzucona(w: Wolna) {
    const id = (await zlec('kir', w)).body.idPrzelewu;
    const { adres } = await stronaDostawcy(id);
    const hashtransu = new URL(adres, API).searchParams.get('hashtrans')!;
    const res = await formularz(`${KIR.url}/pbl`, { hashtrans: hashtransu, akcja: 'odrzuc' });
    expect(await powrot(res)).toBe(`${PORTAL}/platnosc-wynik?wynik=blad`);
    expect(await stan(id, w)).toBe('ODRZUCONA');
    return id;
  }

  it('rejected at the bank → the failure page and the instalment free at once; found paid by the re-check later → accepted and posted', async () => {
    const w = await wolna();
    const id = await odrzucona(w);
    // "Raty można ponownie wybrać do zapłaty" is true: the card offers the instalment again (issue 26 item 1)
    const po = await rataPo(w);
    expect([po.zleconoPlatnoscZKIR, po.zleconoPlatnoscZP24]).toEqual([false, false]);
    await api.sym.kir.ustaw(id, 2, { powiadom: false });
    await przesun(WAZNOSC);
    // (attempts earlier tests left open expire here too)
    expect(await pl.jobs.wygas()).toMatchObject({ poprawione: 1 });
    expect(await stan(id, w)).toBe('ZAAKCEPTOWANA');
    expect((await rataPo(w)).zleconoPlatnoscZKIR).toBe(true);
    expect(await pl.jobs.ksieguj([id])).toEqual([id]);
    expect((await rataPo(w)).czySplacona).toBe(true);
    // asked once: a later run changes nothing
    expect(await pl.jobs.wygas()).toMatchObject({ poprawione: 0 });
  });

  it('rejected, ordered again, then the first found paid after all: the instalment is paid once, by the second', async () => {
    const w = await wolna(['spoldzielnia', 'anna', 'jan']);
    const pierwsza = await odrzucona(w);
    const druga = (await zlec('p24', w)).body.idPrzelewu;
    expect(druga).toBeTruthy();
    await api.sym.kir.ustaw(pierwsza, 2, { powiadom: false });
    // the bank's late "accepted" notification while the second order holds the instalment: refused
    const kwota = kwotaKir(Math.round(w.rata.kwotaRazem * 100));
    const kir = await formularz(`${API}/platnosci/kir/status`, {
      newStatus: '2',
      transAmount: kwota,
      paymentId: pierwsza,
      hash: hashStatusu('2', kwota, pierwsza, KIR.haslo),
    });
    expect(kir.status).toBe(409);
    expect(await stan(pierwsza, w)).toBe('ODRZUCONA');
    await api.sym.p24.zaplac((await sesja(druga)).token!);
    expect(await stan(druga, w)).toBe('ZAAKCEPTOWANA');
    // the re-check at the first one's expiry finds it paid: not booked against the instalment, logged for the office
    await przesun(WAZNOSC);
    await pl.jobs.wygas();
    expect(await stan(pierwsza, w)).toBe('ODRZUCONA');
    expect((await powiadomienia(pierwsza)).at(-1)).toEqual({
      przyjete: false,
      powod: 'zapłacona po odrzuceniu, a raty zlecone ponownie lub zapłacone (do zwrotu przez urząd)',
    });
    const posted = await pl.jobs.ksiegujWszystkie();
    expect(posted).toContain(druga);
    expect(posted).not.toContain(pierwsza);
    const { rows } = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM platnosci_przelewy
        WHERE status IN ('ZAAKCEPTOWANA', 'ZAKSIEGOWANA') AND id = ANY($1::text[])`,
      [[pierwsza, druga]],
    );
    expect(rows[0]!.n).toBe(1);
    expect((await rataPo(w)).czySplacona).toBe(true);
  });
});

describe('no double charge', () => {
  it('a payment accepted while the expiry job is between its question to P24 and its change keeps its hold', async () => {
    const w = await wolna(['spoldzielnia']);
    const id = (await zlec('p24', w)).body.idPrzelewu;
    const { token } = await sesja(id);
    await przesun(WAZNOSC);
    // the payer pays (and P24 notifies) right after the job heard "not paid" and before it expires the attempt
    const query = api.db.query.bind(api.db);
    let raz = true;
    api.db.query = async (sql: string, params?: unknown[]) => {
      if (raz && sql.includes("'WYGASLA'") && params?.[0] === id) {
        raz = false;
        await api.sym.p24.zaplac(token!);
      }
      return query(sql, params);
    };
    try {
      await pl.jobs.wygas();
    } finally {
      api.db.query = query;
    }
    expect(raz).toBe(false);
    expect(await stan(id, w)).toBe('ZAAKCEPTOWANA');
    expect((await rataPo(w)).zleconoPlatnoscZP24).toBe(true);
    expect((await zlec('kir', w)).status).toBe(409);
  });

  it('two postings at once book each payment once', async () => {
    const a = await wolna(['spoldzielnia']);
    const b = await wolna(['spoldzielnia']);
    for (const w of [a, b]) {
      const id = (await zlec('kir', w)).body.idPrzelewu;
      const { adres } = await stronaDostawcy(id);
      const hashtransu = new URL(adres, API).searchParams.get('hashtrans')!;
      await formularz(`${KIR.url}/pbl`, { hashtrans: hashtransu, akcja: 'akceptuj' });
      expect(await stan(id, w)).toBe('ZAAKCEPTOWANA');
    }
    const [x, y] = await Promise.all([pl.jobs.ksiegujWszystkie(), pl.jobs.ksiegujWszystkie()]);
    expect(x.length + y.length).toBeGreaterThanOrEqual(2);
    expect(new Set([...x, ...y]).size).toBe(x.length + y.length);
    for (const w of [a, b]) expect((await rataPo(w)).czySplacona).toBe(true);
  });

  it('ten parallel orders of the same instalment give exactly one transfer', async () => {
    const w = await wolna();
    const odpowiedzi = await Promise.all(
      Array.from({ length: 10 }, (_, i) => zlec(i % 2 ? 'kir' : 'p24', w)),
    );
    expect(odpowiedzi.map((o) => o.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const { rows } = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM platnosci_przelewy_raty WHERE rata_zbiorcza_id = $1`,
      [w.rata.idNaleznosciRatyZbiorczej],
    );
    expect(rows[0]!.n).toBe(1);
  });
});

describe('checks of the add-transfer call', () => {
  it('401 without a session, 403 for another account’s subject, card or transfer', async () => {
    const w = await wolna(['jan', 'anna']);
    uzyte.delete(w.rata.idNaleznosciRatyZbiorczej);
    const inny: Kto = w.kto === 'jan' ? 'anna' : 'jan';
    expect((await zlec('p24', w, {}, '')).status).toBe(401);
    // the owner's token with the other person's subject
    expect((await zlec('p24', w, {}, token(w.kto), PODMIOT[inny])).body).toEqual(BRAK);
    // the other person's own subject, this card
    expect((await zlec('p24', w, {}, token(inny), PODMIOT[inny])).body).toEqual(BRAK);
    const id = (await zlec('p24', w)).body.idPrzelewu;
    uzyte.add(w.rata.idNaleznosciRatyZbiorczej);
    const obcy = await get(
      api.app,
      `/platnosci/dajStatusPlatnosci?${PODMIOT[inny]}&idPrzelewu=${id}`,
      token(inny),
    );
    expect(obcy.body).toEqual(BRAK);
    const nieznany = `/platnosci/dajStatusPlatnosci?${JAN}&idPrzelewu=${'0'.repeat(32)}`;
    expect((await get(api.app, nieznany, jan)).body).toEqual(BRAK);
    expect((await get(api.app, `/platnosci/dajStatusPlatnosci?${JAN}&idPrzelewu=x`, jan)).status).toBe(400);
  });

  it('400 for bad bodies, foreign return addresses, a NIP for a person, unpayable instalments; off providers', async () => {
    const w = await wolna(['jan', 'anna']);
    uzyte.delete(w.rata.idNaleznosciRatyZbiorczej);
    const zle: [string, unknown][] = [
      ['no body', null],
      ['no instalments', cialo(w, { idNaleznosciRatyZbiorczej: [] })],
      ['foreign return', cialo(w, { urlPowrotuOk: 'https://evil.example/ok' })],
      ['script return', cialo(w, { urlPowrotuBlad: 'javascript:alert(1)' })],
      ['a NIP for a person', cialo(w, { nip: '5252525259' })],
      ['part of a collective instalment', cialo(w, { idNaleznosciRaty: [] })],
      ['unknown field', { ...cialo(w), kwota: 1 }],
    ];
    for (const [co, body] of zle) {
      const r = await call(api.app, 'POST', `/platnosci/p24/dodajPrzelew?${PODMIOT[w.kto]}`, {
        body,
        token: token(w.kto),
      });
      expect(r.status, co).toBe(400);
    }
    // paid or enforcement-title instalments are not payable online
    const { body } = await get<{ karty: { idKartyNaleznosci: number }[] }>(
      api.app,
      `/naleznosci/dajNaleznosci?${JAN}`,
      jan,
    );
    let niewybieralna: Wolna | null = null;
    for (const k of body.karty) {
      const r = (await raty('jan', k.idKartyNaleznosci)).find((x) => !czyWybieralna(x));
      if (r) niewybieralna = { kto: 'jan', karta: k.idKartyNaleznosci, rata: r };
      if (niewybieralna) break;
    }
    expect([400, 409]).toContain((await zlec('p24', niewybieralna!)).status);

    const admin = (b: unknown) =>
      api.app.request('/admin/ustawienia', {
        method: 'POST',
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(b),
      });
    expect((await admin({ czyKir: false })).status).toBe(200);
    expect((await zlec('kir', w)).body).toMatchObject({
      kod: 400,
      opis: 'Ten sposób płatności jest niedostępny',
    });
    await admin({ czyKir: true });
    // nothing was ordered by any of them
    const po = await rataPo(w);
    expect(po.zleconoPlatnoscZKIR || po.zleconoPlatnoscZP24).toBe(false);
  });

  it('a sign or hash with letters beyond ASCII, or an id beyond the integers, is a 400, not a crash', async () => {
    const w = await wolna();
    uzyte.delete(w.rata.idNaleznosciRatyZbiorczej);
    const n = await podpisane('0'.repeat(32)).catch(() => null);
    const p24 = await powiadomP24({
      ...(n ?? {
        merchantId: P24.merchantId,
        posId: P24.posId,
        sessionId: 'x',
        amount: 1,
        originAmount: 1,
        currency: 'PLN',
        orderId: 1,
        methodId: 1,
        statement: 'x',
      }),
      sign: 'ż'.repeat(96),
    });
    expect(p24.status).toBe(400);
    const kir = await formularz(`${API}/platnosci/kir/status`, {
      newStatus: '2',
      transAmount: '1,00',
      paymentId: '0'.repeat(32),
      hash: 'ż'.repeat(64),
    });
    expect(kir.status).toBe(400);
    const duze = await zlec('p24', w, { idKartyNaleznosci: 2 ** 31 });
    expect(duze.status).toBe(400);
  });

  it('admin posting needs the admin token', async () => {
    const r = await api.app.request('/admin/platnosci/zaksieguj', { method: 'POST' });
    expect(r.status).toBe(401);
    const ok = await api.app.request('/admin/platnosci/sprawdz', {
      method: 'POST',
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(ok.status).toBe(200);
  });

  it('admin closes an open attempt now: re-checked, expired, the instalment free again', async () => {
    const w = await wolna();
    const id = (await zlec('kir', w)).body.idPrzelewu;
    const res = await api.app.request('/admin/platnosci/sprawdz', {
      method: 'POST',
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ idPrzelewu: [id] }),
    });
    expect(await res.json()).toMatchObject({ wygasle: 1 });
    expect(await stan(id, w)).toBe('WYGASLA');
    expect((await rataPo(w)).zleconoPlatnoscZKIR).toBe(false);
  });
});

describe('the resident cancels a Przelewy24 order (POST /platnosci/anulujZlecenie)', () => {
  let zamowiona: Wolna | undefined;
  const anuluj = (w: Wolna, extra: Record<string, unknown> = {}, jako?: string, q?: string) =>
    post<{ idPrzelewu: string; status: string }>(
      api.app,
      `/platnosci/anulujZlecenie?${q ?? PODMIOT[w.kto]}`,
      { idKartyNaleznosci: w.karta, idNaleznosciRatyZbiorczej: w.rata.idNaleznosciRatyZbiorczej, ...extra },
      jako ?? token(w.kto),
    );

  it('cancelled at P24 and nothing paid: the order ends, the instalment is free, a late payment is refused', async () => {
    const w = await wolna(['spoldzielnia', 'anna', 'jan']);
    const id = (await zlec('p24', w)).body.idPrzelewu;
    const { adres } = await stronaDostawcy(id);
    await powrot(await formularz(adres, { akcja: 'anuluj' }));
    expect((await rataPo(w)).zleconoPlatnoscZP24).toBe(true);
    const res = await anuluj(w);
    expect([res.status, res.body]).toEqual([200, { idPrzelewu: id, status: 'WYGASLA' }]);
    expect(await stan(id, w)).toBe('WYGASLA');
    expect((await rataPo(w)).zleconoPlatnoscZP24).toBe(false);
    expect((await powiadomP24(await podpisane(id))).status).toBe(400);
    // nothing left to cancel; the instalment can be ordered again
    expect((await anuluj(w)).status).toBe(409);
    expect((await zlec('kir', w)).status).toBe(200);
    zamowiona = w;
  });

  it('paid at P24 meanwhile: 409, the payment is accepted and keeps the instalment', async () => {
    const w = await wolna(['spoldzielnia', 'anna', 'jan']);
    const id = (await zlec('p24', w)).body.idPrzelewu;
    await api.sym.p24.zaplac((await sesja(id)).token!, { powiadom: false });
    const res = await anuluj(w);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      kod: 409,
      opis: 'Płatność została już wykonana – raty zostaną oznaczone jako zapłacone',
    });
    expect(await stan(id, w)).toBe('ZAAKCEPTOWANA');
    expect((await rataPo(w)).zleconoPlatnoscZP24).toBe(true);
  });

  it('a KIR order, another subject’s card, bad bodies: 409, 403, 400 — JSON, nothing freed', async () => {
    // the instalment the first test ordered again by KIR
    const w = zamowiona!;
    const inny: Kto = w.kto === 'jan' ? 'anna' : 'jan';
    expect((await anuluj(w)).body).toEqual({
      kod: 409,
      opis: 'Brak zlecenia płatności Przelewy24, które można anulować',
    });
    expect((await anuluj(w, {}, token(inny), PODMIOT[inny])).body).toEqual(BRAK);
    expect((await anuluj(w, { idNaleznosciRatyZbiorczej: 999_999 })).body).toEqual(BRAK);
    for (const zle of [{ idKartyNaleznosci: 'x' }, { idNaleznosciRatyZbiorczej: -1 }, { inne: 1 }]) {
      const r = await anuluj(w, zle);
      expect([r.status, (r.body as unknown as { kod: number }).kod]).toEqual([400, 400]);
    }
    const bezSesji = await api.app.request(`/platnosci/anulujZlecenie?${PODMIOT[w.kto]}`, { method: 'POST' });
    expect(bezSesji.status).toBe(401);
    expect((await rataPo(w)).zleconoPlatnoscZKIR).toBe(true);
  });
});
