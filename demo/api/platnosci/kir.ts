/**
 * KIR Paybynet (pay-by-link, DESIGN.md §7): the hashed request, and a simulation of the provider served by the
 * contract server under `/dostawcy/kir`, following its flow:
 *
 * 1. the merchant builds a tagged request (`<id_client>…</id_client><id_trans>…</id_trans><date_valid>…`,
 *    amount `12,34`, currency, email, the acceptor's account and name, `backpage`, `backpagereject`), hashes it
 *    with the shop's password (hex SHA-256 of the fields followed by `<password>…</password>`) and sends the
 *    payer's browser to `/pbl` with the base64 of the fields and `<hash>` (`hashtrans`);
 * 2. the provider checks the hash and the validity date and lets the payer choose a bank, then accept or reject;
 * 3. the bank's answer is an irrevocable transfer order (accepted is not yet booked): the provider POSTs a status
 *    notification (`newStatus` 2 accepted / 3 rejected, `transAmount`, `paymentId` = id_trans, `hash`) to the
 *    shop's status address and repeats it until the shop answers `OK`;
 * 4. the payer is sent to `backpage` (accepted) or `backpagereject`; neither carries anything trustworthy;
 * 5. `GET /status` answers the state of an id_trans to the shop (hashed), for the mop-up of unsure payments.
 */
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { zgodnyPodpis } from './p24.ts';
import { esc, stronaDostawcy } from '../strona-dostawcy.ts';

export const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/** The fields of a pay-by-link request in the order they are tagged. */
export const POLA_KIR = [
  'id_client',
  'id_trans',
  'date_valid',
  'amount',
  'currency',
  'email',
  'account',
  'accname',
  'backpage',
  'backpagereject',
] as const;
export type ZadanieKir = Record<(typeof POLA_KIR)[number], string>;

const otaguj = (z: ZadanieKir) => POLA_KIR.map((k) => `<${k}>${z[k]}</${k}>`).join('');

/** `hashtrans`: base64 of the tagged fields and their hash with the password. */
export function hashtrans(z: ZadanieKir, haslo: string): string {
  const pola = otaguj(z);
  return Buffer.from(
    `${pola}<hash>${sha256(`${pola}<password>${haslo}</password>`)}</hash>`,
    'utf8',
  ).toString('base64');
}

/** The request of a `hashtrans` whose hash is right for `haslo`, or null. */
export function odczytajHashtrans(wartosc: string, haslo: string): ZadanieKir | null {
  let tekst: string;
  try {
    tekst = Buffer.from(wartosc, 'base64').toString('utf8');
  } catch {
    return null;
  }
  const m = /^(.*)<hash>([0-9a-f]{64})<\/hash>$/s.exec(tekst);
  if (!m || !zgodnyPodpis(m[2], sha256(`${m[1]}<password>${haslo}</password>`))) return null;
  const z: Partial<ZadanieKir> = {};
  let reszta = m[1]!;
  for (const k of POLA_KIR) {
    const pole = new RegExp(`^<${k}>([^<]*)</${k}>`).exec(reszta);
    if (!pole) return null;
    z[k] = pole[1]!;
    reszta = reszta.slice(pole[0].length);
  }
  return reszta === '' ? (z as ZadanieKir) : null;
}

/** The hash of a status notification. */
export const hashStatusu = (newStatus: string, transAmount: string, paymentId: string, haslo: string) =>
  sha256(`${newStatus}${transAmount}${paymentId}${haslo}`);
/** The hash of a status query. */
export const hashZapytania = (idClient: string, idTrans: string, haslo: string) =>
  sha256(`${idClient}${idTrans}${haslo}`);

/** `12,34` (Paybynet's amount) of grosze. */
export const kwotaKir = (grosze: number) =>
  `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;
/** `DD-MM-YYYY HH:MM:SS` (Paybynet's date_valid) of an instant, in the office's zone. */
export function dataKir(ms: number): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Warsaw',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  );
  return `${p['day']}-${p['month']}-${p['year']} ${p['hour']}:${p['minute']}:${p['second']}`;
}
/** The instant of a `DD-MM-YYYY HH:MM:SS` written by `dataKir`, or NaN. */
export function czasKir(s: string): number {
  const m = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(s);
  if (!m) return Number.NaN;
  // the offset of Warsaw at that moment: try both and keep the one that writes back the same
  for (const h of [1, 2]) {
    const ms = Date.UTC(+m[3]!, +m[2]! - 1, +m[1]!, +m[4]! - h, +m[5]!, +m[6]!);
    if (dataKir(ms) === s) return ms;
  }
  return Number.NaN;
}

/** The shop's account at KIR: its id, the password of the hashes, and where status notifications go. */
export interface SklepKir {
  idClient: string;
  haslo: string;
  urlStatusu: string;
}

interface TransakcjaKir {
  zadanie: ZadanieKir;
  /** 1 pending, 2 accepted, 3 rejected. */
  status: 1 | 2 | 3;
  bank?: string;
  potwierdzona: boolean;
  wyslane: number;
}

const BANKI = ['PKO Bank Polski', 'Bank Pekao', 'mBank', 'ING Bank Śląski', 'Santander Bank Polska'];

export interface OpcjeSymulatoraKir {
  sklep: SklepKir;
  teraz: () => number;
  /** Delivers a form-encoded notification to the shop; resolves to the answer's text. */
  dorecz: (url: string, body: string) => Promise<string>;
  ponowienia?: number[];
  celeFormularza: readonly string[];
}

export interface SymulatorKir {
  app: Hono;
  /**
   * Sets the bank's answer as the payer would; `powiadom: false` loses the notification (the status query
   * still tells it), e.g. a bank that accepted after the provider had said rejected.
   */
  ustaw(idTrans: string, status: 2 | 3, opcje?: { powiadom?: boolean }): Promise<void>;
  ponow(): Promise<void>;
}

export const PONOWIENIA_KIR_MS = [1, 5, 15, 60, 240].map((m) => m * 60_000);

export function symulatorKir(o: OpcjeSymulatoraKir): SymulatorKir {
  const { sklep } = o;
  const transakcje = new Map<string, TransakcjaKir>();
  const ponowienia = o.ponowienia ?? PONOWIENIA_KIR_MS;
  const app = new Hono();
  const strona = (c: Context, status: 200 | 400 | 404, tresc: string) =>
    stronaDostawcy(c, status, 'Paybynet — KIR', `<h1>Paybynet</h1>${tresc}`, o.celeFormularza);

  async function wyslij(t: TransakcjaKir): Promise<void> {
    if (t.status === 1 || t.potwierdzona) return;
    t.wyslane++;
    const pola = {
      newStatus: String(t.status),
      transAmount: t.zadanie.amount,
      paymentId: t.zadanie.id_trans,
    };
    const hash = hashStatusu(pola.newStatus, pola.transAmount, pola.paymentId, sklep.haslo);
    try {
      const odp = await o.dorecz(sklep.urlStatusu, new URLSearchParams({ ...pola, hash }).toString());
      if (odp.trim() === 'OK') t.potwierdzona = true;
    } catch {
      /* no answer: the next attempt is planned below */
    }
    const przerwa = ponowienia[t.wyslane - 1];
    if (!t.potwierdzona && przerwa !== undefined) setTimeout(() => void wyslij(t), przerwa).unref();
  }

  async function ustaw(idTrans: string, status: 2 | 3, { powiadom = true } = {}) {
    const t = transakcje.get(idTrans);
    if (!t) return;
    t.status = status;
    t.potwierdzona = false;
    t.wyslane = 0;
    if (powiadom) await wyslij(t);
  }

  /** The request of a valid hashtrans, registered on first sight; or a message for the payer. */
  function zadanie(wartosc: string | undefined): ZadanieKir | string {
    const z = wartosc ? odczytajHashtrans(wartosc, sklep.haslo) : null;
    if (!z || z.id_client !== sklep.idClient) return 'Nieprawidłowe zlecenie płatności.';
    if (!(czasKir(z.date_valid) >= o.teraz())) return 'Zlecenie płatności straciło ważność.';
    const t = transakcje.get(z.id_trans);
    if (t && otaguj(t.zadanie) !== otaguj(z)) return 'Nieprawidłowe zlecenie płatności.';
    if (!t) transakcje.set(z.id_trans, { zadanie: z, status: 1, potwierdzona: false, wyslane: 0 });
    return z;
  }

  const pokaz = async (c: Context, wartosc: string | undefined) => {
    const z = zadanie(wartosc);
    if (typeof z === 'string') return strona(c, 400, `<p>${esc(z)}</p>`);
    const t = transakcje.get(z.id_trans)!;
    if (t.status !== 1)
      return strona(
        c,
        200,
        `<p>To zlecenie zostało już ${t.status === 2 ? 'przyjęte' : 'odrzucone'}.</p><p><a href="${esc(t.status === 2 ? z.backpage : z.backpagereject)}">Wróć do serwisu</a></p>`,
      );
    const [odbiorca] = z.accname.split('^');
    const banki = BANKI.map(
      (b, i) =>
        `<label><input type="radio" name="bank" value="${i}"${i === 0 ? ' checked' : ''}> ${esc(b)}</label>`,
    ).join('');
    const rachunek = z.account.replace(
      /^(\d{2})(\d{4})(\d{4})(\d{4})(\d{4})(\d{4})(\d{4})$/,
      '$1 $2 $3 $4 $5 $6 $7',
    );
    return strona(
      c,
      200,
      `<p>Symulacja płatności Paybynet (KIR) na serwerze demonstracyjnym: żadne pieniądze nie są przekazywane.</p>
<dl><dt>Odbiorca</dt><dd>${esc(odbiorca ?? '')}</dd><dt>Rachunek odbiorcy</dt><dd>${esc(rachunek)}</dd>
<dt>Kwota</dt><dd>${esc(z.amount)} ${esc(z.currency)}</dd><dt>Zlecenie ważne do</dt><dd>${esc(z.date_valid)}</dd></dl>
<form method="post" action="pbl">
<input type="hidden" name="hashtrans" value="${esc(wartosc!)}">
<fieldset><legend>Wybierz bank</legend>${banki}</fieldset>
<button type="submit" name="akcja" value="akceptuj">Zatwierdź przelew</button>
<button type="submit" name="akcja" value="odrzuc">Odrzuć</button>
</form>`,
    );
  };

  app.get('/pbl', (c) => pokaz(c, c.req.query('hashtrans')));
  app.post('/pbl', async (c) => {
    const f = await c.req.parseBody();
    const wartosc = typeof f['hashtrans'] === 'string' ? f['hashtrans'] : undefined;
    if (f['akcja'] === undefined) return pokaz(c, wartosc);
    const z = zadanie(wartosc);
    if (typeof z === 'string') return strona(c, 400, `<p>${esc(z)}</p>`);
    const t = transakcje.get(z.id_trans)!;
    if (t.status === 1) {
      t.bank = BANKI[Number(f['bank'])] ?? BANKI[0];
      await ustaw(z.id_trans, f['akcja'] === 'akceptuj' ? 2 : 3);
    }
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(t.status === 2 ? z.backpage : z.backpagereject, 303);
  });

  app.get('/status', (c) => {
    const { id_client: idClient = '', id_trans: idTrans = '', hash = '' } = c.req.query();
    if (idClient !== sklep.idClient || !zgodnyPodpis(hash, hashZapytania(idClient, idTrans, sklep.haslo)))
      return c.json({ error: 'Nieprawidłowe zapytanie' }, 400);
    const t = transakcje.get(idTrans);
    return c.json({ status: t?.status ?? 0, transAmount: t?.zadanie.amount ?? null });
  });

  return {
    app,
    ustaw,
    async ponow() {
      for (const t of transakcje.values()) if (t.status !== 1 && !t.potwierdzona) await wyslij(t);
    },
  };
}
