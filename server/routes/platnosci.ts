/**
 * Online payments of dues on the office's side (issue 13; spec 02 §4, §7; DESIGN.md §7, §8). The providers are
 * reached over HTTP at their configured addresses (dostawcy.ts: Przelewy24's REST API v1, KIR's pay-by-link); a
 * provider that is not configured is off. The demo's simulators (demo/symulatory) are reached the same way.
 *
 * - `POST /platnosci/{kir|p24}/dodajPrzelew` (subject guarded): checks the card and the instalments (the
 *   subject's, payable, whole collective instalments), the return addresses (the portal's origins only) and that
 *   the provider is switched on; creates the attempt and holds the instalments in one statement (a second
 *   attempt for any of them: 409); P24: registers the transaction (signed). → `{idPrzelewu}`.
 * - `GET /platnosci/przejdz/{id}` (a browser navigation; the id is unguessable): 302 to the provider's page.
 * - `GET /platnosci/powrot/{id}`: where the providers send the payer back. The state the server knows decides
 *   where the payer goes (`urlPowrotuOk` / `urlPowrotuBlad`); nothing is marked from a return.
 * - `POST /platnosci/p24/status`, `POST /platnosci/kir/status`: the providers' notifications. Only a signed one
 *   whose amount and currency are the stored ones counts; P24's is then verified with P24 before the payment is
 *   accepted. Forged, replayed, out-of-order and wrong-amount ones are refused and logged
 *   (`platnosci_powiadomienia`); a repeat of an accepted one is answered as accepted and changes nothing.
 * - `GET /platnosci/dajStatusPlatnosci?idPrzelewu` (subject guarded): the state for the result pages.
 * - `POST /platnosci/anulujZlecenie {idKartyNaleznosci, idNaleznosciRatyZbiorczej}` (subject guarded): the
 *   resident cancels the instalment's Przelewy24 order; P24 is asked first and the instalments are freed only
 *   when nothing was paid (409 otherwise). A KIR rejection frees them at once by itself (issue 26 item 1).
 * - Jobs (`Platnosci.jobs`): expiry with a re-check at the provider first (a failed or lost payment found paid is
 *   corrected to accepted), re-check of unsure payments, posting after the configured delay.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import {
  dostawcy,
  platnosciPaths,
  wynikStatusu,
  type Dostawca,
  type StatusPrzelewu,
} from '../../src/core/api/platnosci.ts';
import { isValidNrb } from '../../src/core/rules/fields.ts';
import { czyWybieralna } from '../../src/core/rules/naleznosci.ts';
import type { Db } from '../db.ts';
import { ApiError } from '../http.ts';
import { isAllowedReturnUrl } from '../konto/return-urls.ts';
import { ustawienie, type KontoOpcje } from '../konto/context.ts';
import { chronione, OPIS_BRAK_DOSTEPU, type PodmiotEnv } from '../konto/podmioty.ts';
import { wlaczony, type KontoP24, type SklepKir } from '../dostawcy.ts';
import { dataKir, hashStatusu, hashtrans, hashZapytania, kwotaKir } from '../platnosci/kir.ts';
import {
  podpisPowiadomienia,
  podpisRejestracji,
  podpisWeryfikacji,
  powiadomienieP24Schema,
  zgodnyPodpis,
} from '../platnosci/p24.ts';
import {
  anuluj,
  ksieguj,
  niepewne,
  odrzuc,
  odzyskaj,
  przejdz,
  przelew,
  porzuc,
  przelewSesji,
  trzymaRaty,
  ustawToken,
  wygas,
  zapiszPowiadomienie,
  zlec,
  type PozycjaZlecenia,
  type Przelew,
  type StanUDostawcy,
} from '../platnosci/przelewy.ts';
import { dzisUrzedu } from '../dzien-urzedu.ts';
import { czytajUrzad, KLUCZ_RACHUNKU_ZBIORCZEGO, odbiorcaKir } from '../urzad.ts';
import { czytajRaty, nazwyAplikacji, nrRatyPl } from './naleznosci.ts';
import type { Domena } from './index.ts';

export interface OpcjePlatnosci {
  /** The API's public address as the browser and the providers reach it (…/api on the demo's portal origin). */
  apiUrl: string;
  /** How long an ordered attempt holds its instalments (default 30 min). */
  waznoscMs: number;
  /** Delay from acceptance to posting (spec 02 §4 "usually within 5 working days"; the demo's is short). */
  ksiegowanieMs: number;
  /** Interval of the background jobs; null: none (tests run them through `jobs`). */
  jobsEveryMs: number | null;
}

/** Defaults of a start. */
export function domyslneOpcjePlatnosci(apiUrl: string): OpcjePlatnosci {
  return {
    apiUrl: apiUrl.replace(/\/+$/, ''),
    waznoscMs: 30 * 60_000,
    ksiegowanieMs: 2 * 60_000,
    jobsEveryMs: 10_000,
  };
}

/** `60s`, `2m`, `1h`, `5d` (or plain milliseconds) → milliseconds; null when malformed. */
export function czasTrwania(s: string): number | null {
  const m = /^(\d{1,9})(ms|s|m|h|d)?$/.exec(s.trim());
  if (!m) return null;
  const mnoznik = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] ?? 'ms']!;
  return Number(m[1]) * mnoznik;
}

/** Paths posted to by HTML forms or form-encoded notifications (not JSON). */
export const SCIEZKI_FORMULARZY_PLATNOSCI = ['/platnosci/kir/status'] as const;

const ids = z
  .array(z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)))
  .check(z.maxLength(500));
/** Body of the add-transfer call (spec 02 §7). */
export const dodajPrzelewBodySchema = z.strictObject({
  idKartyNaleznosci: z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
  idNaleznosciRatyZbiorczej: ids.check(z.minLength(1)),
  nip: z.nullable(z.string().check(z.regex(/^\d{10}$/))),
  urlPowrotuBlad: z.string().check(z.maxLength(2000)),
  urlPowrotuOk: z.string().check(z.maxLength(2000)),
  idNaleznosciRaty: ids,
});
/** Most cards of one basket: a transfer's title and its statement stay readable (`tytulPrzelewu`). */
export const MAKS_KART_KOSZYKA = 20;
/**
 * Body of the basket (beyond spec 02, `POST /platnosci/{kir|p24}/dodajPrzelewKoszyk`): whole collective
 * instalments of 1–20 cards of the subject, each card once (checked after parsing: a 400 that says so).
 */
export const dodajPrzelewKoszykBodySchema = z.strictObject({
  pozycje: z
    .array(
      z.strictObject({
        idKartyNaleznosci: z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
        idNaleznosciRatyZbiorczej: ids.check(z.minLength(1)),
      }),
    )
    .check(z.minLength(1), z.maxLength(MAKS_KART_KOSZYKA)),
  nip: z.nullable(z.string().check(z.regex(/^\d{10}$/))),
  urlPowrotuBlad: z.string().check(z.maxLength(2000)),
  urlPowrotuOk: z.string().check(z.maxLength(2000)),
});
/** What one order is: the one-card call's body as a basket of one card, or the basket's. */
interface Zamowienie {
  pozycje: readonly {
    idKartyNaleznosci: number;
    idNaleznosciRatyZbiorczej: number[];
    idNaleznosciRaty?: number[];
  }[];
  nip: string | null;
  urlPowrotuOk: string;
  urlPowrotuBlad: string;
}
const idPrzelewuSchema = z.string().check(z.regex(/^[0-9a-f]{32}$/));
/** Body of the cancel call: the card and the collective instalment whose Przelewy24 order is cancelled. */
export const anulujZlecenieBodySchema = z.strictObject({
  idKartyNaleznosci: z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
  idNaleznosciRatyZbiorczej: z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
});

const FLAGI_DOSTAWCOW: Record<Dostawca, 'czyKir' | 'czyP24'> = { kir: 'czyKir', p24: 'czyP24' };

/** How long a call to a provider may take before it counts as unanswered. */
const LIMIT_CZASU_DOSTAWCY_MS = 15_000;

class BrakDostawcy extends Error {}

export interface Platnosci {
  /** The office's calls (mount at the API's root). */
  routes: Hono<PodmiotEnv>;
  jobs: {
    /** Expiry with re-check, re-check of unsure payments, posting: what the timer runs. */
    runAll(): Promise<void>;
    wygas(): Promise<{ wygasle: number; poprawione: number }>;
    sprawdzNiepewne(): Promise<number>;
    /** Posts accepted transfers past the delay, or the named ones now. */
    ksieguj(ids?: readonly string[]): Promise<string[]>;
    /** Takes the named open attempts' time as over (the next expiry re-checks and frees them). */
    zamknij(ids: readonly string[]): Promise<void>;
    /** Posts every accepted transfer now, whatever its delay. */
    ksiegujWszystkie(): Promise<string[]>;
  };
  stop(): void;
}

export function platnosci(k: KontoOpcje, o: OpcjePlatnosci): Platnosci {
  const { db, teraz } = k;
  if (!(o.waznoscMs >= 60_000))
    throw new Error('Payment attempts must hold for at least a minute (P24 takes whole minutes)');
  const urlStatusuP24 = `${o.apiUrl}/platnosci/p24/status`;

  const kontoP24 = (): KontoP24 => {
    if (!k.dostawcy.p24) throw new BrakDostawcy('Przelewy24 is not configured');
    return k.dostawcy.p24;
  };
  const sklepKir = (): SklepKir => {
    if (!k.dostawcy.kir) throw new BrakDostawcy('KIR is not configured');
    return k.dostawcy.kir;
  };

  // the merchant's calls to P24's REST API (Basic posId:apiKey), over HTTP at the configured address
  const p24Api = (sciezka: string, init: RequestInit = {}) => {
    const konto = kontoP24();
    return fetch(`${konto.url}${sciezka}`, {
      ...init,
      signal: AbortSignal.timeout(LIMIT_CZASU_DOSTAWCY_MS),
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Basic ${Buffer.from(`${konto.posId}:${konto.apiKey}`).toString('base64')}`,
      },
    });
  };

  /** P24's verify call; true when P24 confirms the payment is ours. */
  async function weryfikujP24(p: Przelew, orderId: number): Promise<boolean> {
    const konto = kontoP24();
    const f = { sessionId: p.sesja, orderId, amount: p.kwotaGrosze, currency: p.waluta };
    const res = await p24Api('/api/v1/transaction/verify', {
      method: 'PUT',
      body: JSON.stringify({
        merchantId: konto.merchantId,
        posId: konto.posId,
        ...f,
        sign: podpisWeryfikacji({ ...f, crc: konto.crc }),
      }),
    });
    return res.ok;
  }

  /** What the provider says of a transfer now (the mop-up's question); null: no answer (or not configured). */
  async function sprawdz(p: Przelew): Promise<StanUDostawcy> {
    if (!k.dostawcy[p.dostawca]) return null;
    if (p.dostawca === 'p24') {
      const res = await p24Api(`/api/v1/transaction/by/sessionId/${encodeURIComponent(p.sesja)}`);
      if (res.status === 404) return { zaplacona: false, odrzucona: false };
      if (!res.ok) return null;
      const { data } = (await res.json()) as {
        data: { status: number; orderId: number; amount: number; currency: string; methodId: number };
      };
      if (data.status !== 2 || data.amount !== p.kwotaGrosze || data.currency !== p.waluta)
        return { zaplacona: false, odrzucona: false };
      return { zaplacona: true, idUDostawcy: String(data.orderId), metoda: data.methodId };
    }
    const sklep = sklepKir();
    const q = new URLSearchParams({
      id_client: sklep.idClient,
      id_trans: p.sesja,
      hash: hashZapytania(sklep.idClient, p.sesja, sklep.haslo),
    });
    const res = await fetch(`${sklep.url}/status?${q}`, {
      signal: AbortSignal.timeout(LIMIT_CZASU_DOSTAWCY_MS),
    });
    if (!res.ok) return null;
    const s = (await res.json()) as { status: number; transAmount: string | null };
    if (s.status === 2 && s.transAmount === kwotaKir(p.kwotaGrosze))
      return { zaplacona: true, idUDostawcy: p.sesja };
    return { zaplacona: false, odrzucona: s.status === 3 };
  }

  /**
   * A rejected attempt whose rejection freed its instalments takes them back before it is accepted; when the
   * resident ordered them again meanwhile (or they are paid) the late payment is refused and logged for the office
   * to return (`odzyskaj`: the instalments are never paid twice). True when it holds them (again).
   */
  async function odzyskane(p: Przelew, tresc: unknown): Promise<boolean> {
    if (p.status !== 'ODRZUCONA' || (await trzymaRaty(db, p.id)) || (await odzyskaj(db, p))) return true;
    await zapiszPowiadomienie(
      db,
      {
        dostawca: p.dostawca,
        przelewId: p.id,
        tresc,
        przyjete: false,
        powod: 'zapłacona po odrzuceniu, a raty zlecone ponownie lub zapłacone (do zwrotu przez urząd)',
      },
      teraz(),
    );
    return false;
  }

  /** Accepts a payment the provider confirmed (P24: verified first); true when this call accepted it. */
  async function akceptuj(p: Przelew, s: StanUDostawcy & { zaplacona: true }): Promise<boolean> {
    if (!(await odzyskane(p, { paymentId: p.sesja, orderId: s.idUDostawcy }))) return false;
    if (p.dostawca === 'p24' && !(await weryfikujP24(p, Number(s.idUDostawcy)))) return false;
    return przejdz(db, p.id, ['ZLECONA', 'W_WERYFIKACJI', 'ODRZUCONA'], 'ZAAKCEPTOWANA', teraz(), {
      idUDostawcy: s.idUDostawcy,
      ...(s.metoda !== undefined ? { metoda: s.metoda } : {}),
    });
  }

  /**
   * An attempt past its time that was not paid: its instalments are (or are about to be) free for another
   * attempt, so a notification now is out of order — accepting it could pay them twice.
   */
  const zamknieta = (p: Przelew) =>
    p.status === 'WYGASLA' || (p.status === 'ODRZUCONA' && p.wygasa.getTime() <= teraz());

  /**
   * A notification whose change of state did not happen because another came first: if the transfer is now
   * accepted with this payment, it is a repeat (answered as accepted, so the provider stops); anything else is
   * refused and logged, and P24 / KIR will repeat it (the re-check at expiry still finds a real payment).
   */
  async function powtorzoneLubOdmowa(
    c: Context,
    dostawca: Dostawca,
    id: string,
    idUDostawcy: string,
    tresc: unknown,
  ) {
    const teraz_ = await przelew(db, id);
    const przyjeta = teraz_?.status === 'ZAAKCEPTOWANA' || teraz_?.status === 'ZAKSIEGOWANA';
    const powtorka = przyjeta && teraz_?.idUDostawcy === idUDostawcy;
    await zapiszPowiadomienie(
      db,
      {
        dostawca,
        przelewId: id,
        tresc,
        przyjete: false,
        powod: powtorka ? 'powtórzone (już przyjęte)' : 'stan płatności zmienił się (kolejność zdarzeń)',
      },
      teraz(),
    );
    if (dostawca === 'kir') return powtorka ? c.text('OK') : c.text('ERROR', 409);
    return powtorka
      ? c.json({ status: 'success' })
      : c.json({ kod: 409, opis: 'Stan płatności zmienił się' }, 409);
  }

  const app = new Hono<PodmiotEnv>();
  chronione(app, k, [
    platnosciPaths.dodajPrzelew('kir'),
    platnosciPaths.dodajPrzelew('p24'),
    platnosciPaths.dodajPrzelewKoszyk('kir'),
    platnosciPaths.dodajPrzelewKoszyk('p24'),
    platnosciPaths.status,
    platnosciPaths.anuluj,
  ]);

  /**
   * Orders one transfer of the chosen instalments of one card (`dodajPrzelew`) or of several (`dodajPrzelewKoszyk`,
   * a basket): one code path, the one-card call being a basket of one card. Checks, in order: the provider, the
   * payer's NIP, the return addresses; each card the subject's and each instalment the card's (403: another
   * subject's says no more than one that does not exist); `idNaleznosciRaty` (one-card call) the whole collective
   * instalments; none ordered already (409), all payable online, each with something to pay; then one account to
   * pay into (`rachunekPrzelewu`). The attempt and the holds of every instalment are one statement (`zlec`: a
   * second order of any of them is a 409, however many arrive at once); P24 registers the transaction (signed).
   */
  async function zamow(c: Context<PodmiotEnv>, dostawca: Dostawca, b: Zamowienie) {
    const podmiot = c.get('podmiot');
    if (!(await wlaczony(db, k.dostawcy, FLAGI_DOSTAWCOW[dostawca])))
      throw new ApiError(400, 'Ten sposób płatności jest niedostępny');
    if (b.nip !== (podmiot.czyInstytucja ? podmiot.nip : null))
      throw new ApiError(400, 'Niepoprawny NIP płatnika');
    if (
      !isAllowedReturnUrl(b.urlPowrotuOk, k.portalOrigins) ||
      !isAllowedReturnUrl(b.urlPowrotuBlad, k.portalOrigins)
    )
      throw new ApiError(400, 'Niedozwolony adres powrotu');
    const pozycje: PozycjaZlecenia[] = [];
    for (const p of b.pozycje) {
      const { karta, ratyZbiorcze } = await czytajRaty(db, podmiot, p.idKartyNaleznosci, dzisUrzedu());
      const wybrane = ratyZbiorcze.filter((r) =>
        p.idNaleznosciRatyZbiorczej.includes(r.idNaleznosciRatyZbiorczej),
      );
      // an instalment of another card says no more than another card does
      if (wybrane.length !== new Set(p.idNaleznosciRatyZbiorczej).size)
        throw new ApiError(403, OPIS_BRAK_DOSTEPU);
      const wszystkie = wybrane.flatMap((r) => r.raty.map((x) => x.idNaleznosciRaty));
      // a collective instalment is paid whole: its instalments are exactly the ones sent (the basket names whole
      // collective instalments only)
      if (
        p.idNaleznosciRaty &&
        (new Set(p.idNaleznosciRaty).size !== wszystkie.length ||
          wszystkie.some((id) => !p.idNaleznosciRaty!.includes(id)))
      )
        throw new ApiError(400, 'Raty nie odpowiadają wybranym ratom zbiorczym');
      pozycje.push({ karta, raty: wybrane });
    }
    const wybrane = pozycje.flatMap((p) => p.raty);
    if (wybrane.some((r) => r.zleconoPlatnoscZKIR || r.zleconoPlatnoscZP24))
      throw new ApiError(409, 'Płatność za wybrane raty została już zlecona');
    if (!wybrane.every(czyWybieralna))
      throw new ApiError(400, 'Wybranych rat nie można zapłacić przez internet');
    if (wybrane.some((r) => r.kwotaRazem <= 0))
      throw new ApiError(400, 'Wybrane raty nie mają nic do zapłaty');
    const tytul = tytulPrzelewu(pozycje);
    const rachunek = await rachunekPrzelewu(db, pozycje);
    const sesja = c.get('sesja');
    const { id, kwotaGrosze } = await zlec(db, {
      dostawca,
      pozycje,
      rachunek,
      uzytkownikId: sesja.uzytkownik.id,
      tytul,
      urlOk: b.urlPowrotuOk,
      urlBlad: b.urlPowrotuBlad,
      teraz: teraz(),
      waznoscMs: o.waznoscMs,
    });
    if (dostawca === 'p24') {
      const konto = kontoP24();
      const f = { sessionId: id, merchantId: konto.merchantId, amount: kwotaGrosze, currency: 'PLN' };
      const res = await p24Api('/api/v1/transaction/register', {
        method: 'POST',
        body: JSON.stringify({
          ...f,
          posId: konto.posId,
          description: tytul,
          email: sesja.uzytkownik.email,
          country: 'PL',
          language: 'pl',
          urlReturn: `${o.apiUrl}/platnosci/powrot/${id}`,
          urlStatus: urlStatusuP24,
          // P24 takes 1–99 minutes; never longer than our own hold (a payment P24 takes after our expiry
          // would be refused as out of order)
          timeLimit: Math.min(99, Math.floor(o.waznoscMs / 60_000)),
          sign: podpisRejestracji({ ...f, crc: konto.crc }),
        }),
      }).catch(() => null);
      const token = res?.ok
        ? ((await res.json().catch(() => null)) as { data?: { token?: unknown } } | null)?.data?.token
        : undefined;
      if (typeof token !== 'string' || !/^[0-9A-Za-z-]{1,100}$/.test(token)) {
        // the attempt never reached the provider: it fails and frees its instalments at once
        await porzuc(db, id, teraz());
        throw new ApiError(502, 'Serwis płatności jest chwilowo niedostępny. Spróbuj ponownie później.');
      }
      await ustawToken(db, id, token);
    }
    return c.json({ idPrzelewu: id });
  }

  for (const dostawca of dostawcy) {
    // spec 02 §7: one card
    app.post(platnosciPaths.dodajPrzelew(dostawca), async (c) => {
      const parsed = z.safeParse(dodajPrzelewBodySchema, await c.req.json().catch(() => null));
      if (!parsed.success) throw new ApiError(400, 'Niepoprawne dane płatności');
      const { idKartyNaleznosci, idNaleznosciRatyZbiorczej, idNaleznosciRaty, ...reszta } = parsed.data;
      return zamow(c, dostawca, {
        ...reszta,
        pozycje: [{ idKartyNaleznosci, idNaleznosciRatyZbiorczej, idNaleznosciRaty }],
      });
    });
    // beyond the spec: the instalments of several cards in one transfer (`<gmina-moje-zobowiazania>`)
    app.post(platnosciPaths.dodajPrzelewKoszyk(dostawca), async (c) => {
      const parsed = z.safeParse(dodajPrzelewKoszykBodySchema, await c.req.json().catch(() => null));
      if (!parsed.success) throw new ApiError(400, 'Niepoprawne dane płatności');
      const karty = parsed.data.pozycje.map((p) => p.idKartyNaleznosci);
      if (new Set(karty).size !== karty.length)
        throw new ApiError(400, 'Każda karta może wystąpić w koszyku tylko raz');
      return zamow(c, dostawca, parsed.data);
    });
  }

  // The resident cancels a Przelewy24 order of an instalment (issue 26 item 1): P24 is asked first, as the office's
  // closing does (`zamknij`); the instalments are freed only when nothing was paid. A payment made at P24 after
  // this is refused as out of order and, never verified, is returned to the payer by P24.
  app.post(platnosciPaths.anuluj, async (c) => {
    const parsed = z.safeParse(anulujZlecenieBodySchema, await c.req.json().catch(() => null));
    if (!parsed.success) throw new ApiError(400, 'Niepoprawne dane zlecenia');
    const b = parsed.data;
    const { ratyZbiorcze } = await czytajRaty(db, c.get('podmiot'), b.idKartyNaleznosci, dzisUrzedu());
    if (!ratyZbiorcze.some((r) => r.idNaleznosciRatyZbiorczej === b.idNaleznosciRatyZbiorczej))
      throw new ApiError(403, OPIS_BRAK_DOSTEPU);
    const { rows } = await db.query<{ id: string }>(
      'SELECT przelew_id AS id FROM platnosci_blokady WHERE rata_zbiorcza_id = $1',
      [b.idNaleznosciRatyZbiorczej],
    );
    const p = rows[0] ? await przelew(db, rows[0].id) : null;
    if (!p || p.dostawca !== 'p24')
      throw new ApiError(409, 'Brak zlecenia płatności Przelewy24, które można anulować');
    if (p.status !== 'ZLECONA')
      throw new ApiError(409, 'Płatność jest już weryfikowana lub przyjęta – nie można jej anulować');
    const stan = await sprawdz(p).catch(() => null);
    if (stan === null)
      throw new ApiError(502, 'Serwis płatności jest chwilowo niedostępny. Spróbuj ponownie później.');
    if (stan.zaplacona) {
      await akceptuj(p, stan).catch(() => false);
      throw new ApiError(409, 'Płatność została już wykonana – raty zostaną oznaczone jako zapłacone');
    }
    if (!(await anuluj(db, p, teraz()))) throw new ApiError(409, 'Stan płatności zmienił się');
    return c.json({ idPrzelewu: p.id, status: 'WYGASLA' as const });
  });

  app.get(platnosciPaths.status, async (c) => {
    const parsed = z.safeParse(idPrzelewuSchema, c.req.query('idPrzelewu'));
    if (!parsed.success) throw new ApiError(400, 'Niepoprawny parametr idPrzelewu');
    const p = await przelew(db, parsed.data);
    const podmiot = c.get('podmiot');
    const swoj =
      p && (podmiot.czyInstytucja ? p.nip === podmiot.nip && p.pesel === null : p.pesel === podmiot.pesel);
    if (!p || !swoj) throw new ApiError(403, OPIS_BRAK_DOSTEPU);
    return c.json<StatusPrzelewu>({
      idPrzelewu: p.id,
      dostawca: p.dostawca,
      status: p.status,
      tytul: p.tytul,
      kwota: p.kwotaGrosze / 100,
      dataZlecenia: p.utworzono.toISOString(),
      waznoscDo: p.wygasa.toISOString(),
    });
  });

  const bezOdniesienia = (c: Context) => {
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cache-Control', 'no-store');
  };

  app.get(`${platnosciPaths.przejdz}/:id`, async (c) => {
    const parsed = z.safeParse(idPrzelewuSchema, c.req.param('id'));
    const p = parsed.success ? await przelew(db, parsed.data) : null;
    if (!p) throw new ApiError(404, 'Nie znaleziono płatności');
    bezOdniesienia(c);
    if (p.status !== 'ZLECONA' || p.wygasa.getTime() <= teraz())
      return c.redirect(`${o.apiUrl}/platnosci/powrot/${p.id}`, 302);
    // a provider switched off meanwhile (not configured any more): the attempt waits for its expiry
    if (!k.dostawcy[p.dostawca]) return c.redirect(`${o.apiUrl}/platnosci/powrot/${p.id}`, 302);
    if (p.dostawca === 'p24')
      return c.redirect(`${kontoP24().url}/trnRequest/${encodeURIComponent(p.token ?? '')}`, 302);
    const sklep = sklepKir();
    const zadanie = {
      id_client: sklep.idClient,
      id_trans: p.sesja,
      date_valid: dataKir(p.wygasa.getTime()),
      amount: kwotaKir(p.kwotaGrosze),
      currency: p.waluta,
      email: p.email ?? '',
      // one recipient per KIR transfer: the card's account, or a basket's (rachunekPrzelewu)
      account: p.rachunek,
      accname: odbiorcaKir(await czytajUrzad(db)),
      backpage: `${o.apiUrl}/platnosci/powrot/${p.id}`,
      backpagereject: `${o.apiUrl}/platnosci/powrot/${p.id}`,
    };
    const q = new URLSearchParams({ hashtrans: hashtrans(zadanie, sklep.haslo) });
    return c.redirect(`${sklep.url}/pbl?${q}`, 302);
  });

  app.get('/platnosci/powrot/:id', async (c) => {
    const parsed = z.safeParse(idPrzelewuSchema, c.req.param('id'));
    let p = parsed.success ? await przelew(db, parsed.data) : null;
    if (!p) throw new ApiError(404, 'Nie znaleziono płatności');
    // the payer is back with no notification yet: the provider is asked, and a payment it confirms (P24:
    // verified) is taken as its notification would be. Nothing else is marked from a return: an attempt with no
    // payment made stays ordered (a payment may still come) and leads to the failure address
    if (p.status === 'ZLECONA') {
      const stan = await sprawdz(p).catch(() => null);
      if (stan?.zaplacona) {
        await akceptuj(p, stan);
        p = (await przelew(db, p.id))!;
      }
    }
    bezOdniesienia(c);
    const ok = p.status !== 'ZLECONA' && wynikStatusu(p.status) !== 'blad';
    return c.redirect(ok ? p.urlOk : p.urlBlad, 303);
  });

  // P24's notification: signed JSON, amounts as stored, then verified with P24 before anything is accepted
  app.post('/platnosci/p24/status', async (c) => {
    const tresc: unknown = await c.req.json().catch(() => null);
    const odmowa = async (powod: string, przelewId: string | null = null) => {
      await zapiszPowiadomienie(db, { dostawca: 'p24', przelewId, tresc, przyjete: false, powod }, teraz());
      return c.json({ kod: 400, opis: 'Powiadomienie odrzucone' }, 400);
    };
    const parsed = z.safeParse(powiadomienieP24Schema, tresc);
    if (!parsed.success) return odmowa('niepoprawna treść');
    const n = parsed.data;
    const konto = k.dostawcy.p24;
    if (!konto) return odmowa('dostawca nieskonfigurowany');
    if (!zgodnyPodpis(n.sign, podpisPowiadomienia(n, konto.crc))) return odmowa('niepoprawny podpis');
    if (n.merchantId !== konto.merchantId || n.posId !== konto.posId) return odmowa('obcy sprzedawca');
    const p = await przelewSesji(db, 'p24', n.sessionId);
    if (!p) return odmowa('nieznana sesja');
    if (n.amount !== p.kwotaGrosze || n.originAmount !== p.kwotaGrosze || n.currency !== p.waluta)
      return odmowa('kwota lub waluta inna niż zlecona', p.id);
    if (p.status === 'ZAAKCEPTOWANA' || p.status === 'ZAKSIEGOWANA') {
      // a repeat of the notification that was accepted: answered as accepted, nothing changes
      if (p.idUDostawcy === String(n.orderId)) {
        await zapiszPowiadomienie(
          db,
          { dostawca: 'p24', przelewId: p.id, tresc, przyjete: false, powod: 'powtórzone (już przyjęte)' },
          teraz(),
        );
        return c.json({ status: 'success' });
      }
      return odmowa('inne zamówienie dla przyjętej płatności', p.id);
    }
    if (zamknieta(p)) return odmowa('płatność wygasła (kolejność zdarzeń)', p.id);
    // received and signed: unsure until P24 confirms it. The move needs the attempt to hold its instalments
    // still; when another change came first (expiry, another notification) P24 is not asked to verify
    const wTrakcie = await przejdz(
      db,
      p.id,
      ['ZLECONA', 'W_WERYFIKACJI', 'ODRZUCONA'],
      'W_WERYFIKACJI',
      teraz(),
      { idUDostawcy: String(n.orderId), metoda: n.methodId },
    );
    if (!wTrakcie) return powtorzoneLubOdmowa(c, 'p24', p.id, String(n.orderId), tresc);
    const zweryfikowana = await weryfikujP24(p, n.orderId).catch(() => false);
    if (!zweryfikowana) {
      await zapiszPowiadomienie(
        db,
        { dostawca: 'p24', przelewId: p.id, tresc, przyjete: false, powod: 'weryfikacja nieudana' },
        teraz(),
      );
      return c.json({ kod: 503, opis: 'Weryfikacja nieudana' }, 503);
    }
    if (
      !(await przejdz(db, p.id, ['W_WERYFIKACJI'], 'ZAAKCEPTOWANA', teraz(), {
        idUDostawcy: String(n.orderId),
      }))
    )
      return powtorzoneLubOdmowa(c, 'p24', p.id, String(n.orderId), tresc);
    await zapiszPowiadomienie(db, { dostawca: 'p24', przelewId: p.id, tresc, przyjete: true }, teraz());
    return c.json({ status: 'success' });
  });

  // KIR's notification: form fields hashed with the shop's password; the amount must be the stored one
  app.post('/platnosci/kir/status', async (c) => {
    const f = await c.req.parseBody().catch((): Record<string, unknown> => ({}));
    const pole = (k: string) => (typeof f[k] === 'string' ? f[k] : '');
    const tresc = {
      newStatus: pole('newStatus'),
      transAmount: pole('transAmount'),
      paymentId: pole('paymentId'),
    };
    const odmowa = async (powod: string, przelewId: string | null = null) => {
      await zapiszPowiadomienie(db, { dostawca: 'kir', przelewId, tresc, przyjete: false, powod }, teraz());
      return c.text('ERROR', 400);
    };
    const sklep = k.dostawcy.kir;
    if (!sklep) return odmowa('dostawca nieskonfigurowany');
    const hash = hashStatusu(tresc.newStatus, tresc.transAmount, tresc.paymentId, sklep.haslo);
    if (!zgodnyPodpis(pole('hash'), hash)) return odmowa('niepoprawny skrót');
    if (tresc.newStatus !== '2' && tresc.newStatus !== '3') return odmowa('nieznany status');
    const p = /^[0-9a-f]{32}$/.test(tresc.paymentId) ? await przelewSesji(db, 'kir', tresc.paymentId) : null;
    if (!p) return odmowa('nieznana płatność');
    if (tresc.transAmount !== kwotaKir(p.kwotaGrosze)) return odmowa('kwota inna niż zlecona', p.id);
    const przyjeta = p.status === 'ZAAKCEPTOWANA' || p.status === 'ZAKSIEGOWANA';
    if (tresc.newStatus === '2') {
      if (przyjeta) {
        await zapiszPowiadomienie(
          db,
          { dostawca: 'kir', przelewId: p.id, tresc, przyjete: false, powod: 'powtórzone (już przyjęte)' },
          teraz(),
        );
        return c.text('OK');
      }
      if (zamknieta(p)) return odmowa('płatność wygasła (kolejność zdarzeń)', p.id);
      // accepted after a rejection that freed the instalments: only while they are still free
      if (!(await odzyskane(p, tresc))) return c.text('ERROR', 409);
      const przyjeto = await przejdz(
        db,
        p.id,
        ['ZLECONA', 'W_WERYFIKACJI', 'ODRZUCONA'],
        'ZAAKCEPTOWANA',
        teraz(),
        { idUDostawcy: p.sesja },
      );
      if (!przyjeto) return powtorzoneLubOdmowa(c, 'kir', p.id, p.sesja, tresc);
    } else {
      // an order the bank accepted cannot be rejected afterwards: a late "rejected" is out of order
      if (przyjeta) return odmowa('odrzucenie po przyjęciu (kolejność zdarzeń)', p.id);
      // the bank's rejection frees the instalments at once (issue 26 item 1)
      if (!(await odrzuc(db, p.id, ['ZLECONA', 'W_WERYFIKACJI'], teraz())))
        return odmowa('stan płatności nie pozwala na odrzucenie (kolejność zdarzeń)', p.id);
    }
    await zapiszPowiadomienie(db, { dostawca: 'kir', przelewId: p.id, tresc, przyjete: true }, teraz());
    return c.text('OK');
  });

  const jobs: Platnosci['jobs'] = {
    wygas: () => wygas(db, teraz(), sprawdz, akceptuj),
    async sprawdzNiepewne() {
      let przyjete = 0;
      for (const p of await niepewne(db, teraz(), 60_000)) {
        const stan = await sprawdz(p).catch(() => null);
        if (stan?.zaplacona && (await akceptuj(p, stan))) przyjete++;
        else
          await db.query('UPDATE platnosci_przelewy SET sprawdzono = $2 WHERE id = $1', [
            p.id,
            new Date(teraz()),
          ]);
      }
      return przyjete;
    },
    ksieguj: (ids) => ksieguj(db, teraz(), o.ksiegowanieMs, ids),
    ksiegujWszystkie: () => ksieguj(db, teraz(), 0),
    async zamknij(ids) {
      await db.query(
        `UPDATE platnosci_przelewy SET wygasa = LEAST(wygasa, $2)
          WHERE id = ANY($1::text[]) AND status IN ('ZLECONA', 'W_WERYFIKACJI', 'ODRZUCONA')`,
        [[...ids], new Date(teraz())],
      );
    },
    async runAll() {
      await jobs.sprawdzNiepewne();
      await jobs.wygas();
      await jobs.ksieguj();
    },
  };

  let zegar: ReturnType<typeof setInterval> | null = null;
  if (o.jobsEveryMs !== null) {
    let trwa = false;
    zegar = setInterval(() => {
      if (trwa) return;
      trwa = true;
      jobs
        .runAll()
        .catch((e: unknown) => console.error('[platnosci] jobs:', e))
        .finally(() => (trwa = false));
    }, o.jobsEveryMs);
    zegar.unref();
  }

  return {
    routes: app,
    jobs,
    stop: () => {
      if (zegar) clearInterval(zegar);
    },
  };
}

/**
 * The title of a transfer, as the provider sends it on and the payer's statement shows it. One card: as the office
 * titles it, "Woda i ścieki WS/2025/000871 – rata III, rata IV" (spec 02's call, unchanged). A basket: "Należności"
 * and the cards' symbols, "Należności PN/2026/000128, OD/2025/000544, WS/2026/001020" — the symbols are what the
 * office books each payment by. It is cut, by whole symbols with "i N inne" for the rest, to 140 characters: a
 * bank transfer's title in Elixir (the clearing every KIR pay-by-link transfer and P24's payout go through) is 4
 * lines of 35 characters, so the whole title reaches the statement; P24's `description` takes far more (1024).
 */
export function tytulPrzelewu(pozycje: readonly PozycjaZlecenia[]): string {
  if (pozycje.length === 1) {
    const { karta, raty } = pozycje[0]!;
    const nry = [...new Set(raty.flatMap((r) => r.raty.map((x) => nrRatyPl(x.nrRaty))))];
    return `${nazwyAplikacji[karta.aplikacjaNaleznosci]} ${karta.symbolKarty} – ${nry.join(', ')}`.slice(
      0,
      200,
    );
  }
  return tytulKoszyka(pozycje.map((p) => p.karta.symbolKarty));
}

/** Elixir's title: 4 lines of 35 characters (`tytulPrzelewu`). */
export const DLUGOSC_TYTULU_KOSZYKA = 140;

export function tytulKoszyka(symbole: readonly string[]): string {
  for (let n = symbole.length; n >= 1; n--) {
    const reszta = symbole.length - n;
    const tytul = `Należności ${symbole.slice(0, n).join(', ')}${reszta ? ` i ${reszta} inne` : ''}`;
    if (tytul.length <= DLUGOSC_TYTULU_KOSZYKA) return tytul;
  }
  return `Należności ${symbole.length} kart`.slice(0, DLUGOSC_TYTULU_KOSZYKA);
}

/**
 * The account one transfer pays into. A KIR pay-by-link transfer has ONE recipient account (`account`), while each
 * demo card, as a gmina's cards do, has its own individual account (DESIGN.md §7 "NRB"): so the cards' account
 * when every card of the transfer has the same one (a one-card transfer always: `odbiorcaKir` names the office as
 * the recipient of that account), and otherwise the office's collection account — the account the individual
 * accounts are sub-accounts of, where the office books by the title's symbols. It is the office's setting
 * `rachunekZbiorczy` (`POST /admin/ustawienia`; the demo's is its bank's and prefix's account). With no such
 * setting a basket of cards with different accounts is refused (400): there is no one account to send it to.
 * The same account stands for a P24 transfer (P24 pays out to the office, the history names it).
 */
export async function rachunekPrzelewu(db: Db, pozycje: readonly PozycjaZlecenia[]): Promise<string> {
  const konta = new Set(pozycje.map((p) => p.karta.numerKontaBankowego));
  if (konta.size === 1) return [...konta][0]!;
  const zbiorczy = await rachunekZbiorczy(db);
  if (!zbiorczy)
    throw new ApiError(
      400,
      'Rat z kart o różnych rachunkach nie można zapłacić jednym przelewem: urząd nie podał rachunku zbiorczego',
    );
  return zbiorczy;
}

/** The office's collection account (26 digits), or null while it is not set. */
export async function rachunekZbiorczy(db: Db): Promise<string | null> {
  const v = await ustawienie<unknown>(db, KLUCZ_RACHUNKU_ZBIORCZEGO, null);
  return typeof v === 'string' && /^\d{26}$/.test(v) && isValidNrb(v) ? v : null;
}

const zaksiegujBodySchema = z.strictObject({
  idPrzelewu: z.optional(z.array(idPrzelewuSchema).check(z.maxLength(100))),
});

/**
 * Office IT switches of payments (admin token): `POST /admin/platnosci/zaksieguj {idPrzelewu?}` posts the named
 * accepted transfers now (all accepted ones when none are named) — the office's "post now";
 * `POST /admin/platnosci/sprawdz {idPrzelewu?}` runs the re-check and expiry job now, the named open attempts
 * taken as expired (the office closes them).
 */
export function adminPlatnosci(pl: Platnosci, wymagaTokenu: MiddlewareHandler): Hono {
  const app = new Hono();
  app.use('/admin/platnosci/*', wymagaTokenu);
  app.post('/admin/platnosci/zaksieguj', async (c) => {
    const parsed = z.safeParse(zaksiegujBodySchema, await c.req.json().catch(() => ({})));
    if (!parsed.success) throw new ApiError(400, 'Niepoprawna lista płatności');
    const ids = parsed.data.idPrzelewu;
    const zaksiegowane = ids ? await pl.jobs.ksieguj(ids) : await pl.jobs.ksiegujWszystkie();
    return c.json({ zaksiegowane });
  });
  app.post('/admin/platnosci/sprawdz', async (c) => {
    const parsed = z.safeParse(zaksiegujBodySchema, await c.req.json().catch(() => ({})));
    if (!parsed.success) throw new ApiError(400, 'Niepoprawna lista płatności');
    // the office closes the named attempts now (their time is taken as over); the re-check still comes first
    if (parsed.data.idPrzelewu) await pl.jobs.zamknij(parsed.data.idPrzelewu);
    const przyjete = await pl.jobs.sprawdzNiepewne();
    const { wygasle, poprawione } = await pl.jobs.wygas();
    return c.json({ przyjete, wygasle, poprawione });
  });
  return app;
}

/**
 * The domain's place in the API app (routes/index.ts): the payments service with its office switches (admin
 * token); its job timer is off unless `jobsEveryMs` is given. The providers are reached over HTTP at their
 * configured addresses, and notify this app over HTTP.
 */
export const domena: Domena = {
  etap: 'podmiot',
  sciezkiFormularzy: SCIEZKI_FORMULARZY_PLATNOSCI,
  montuj: (app, k) => {
    const pl = platnosci(k.konto, {
      ...domyslneOpcjePlatnosci(k.konto.apiUrl),
      jobsEveryMs: null,
      ...k.platnosci,
    });
    app.route('/', pl.routes);
    app.route('/', adminPlatnosci(pl, k.wymagaTokenu));
    k.naPlatnosci?.(pl);
  },
};
