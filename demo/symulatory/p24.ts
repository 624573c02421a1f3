/**
 * A simulation of Przelewy24 for the demo and the tests (demo mode only), an HTTP app that follows the real
 * provider's flow and API (server/platnosci/p24.ts): register, the payer's page, signed notifications repeated
 * until verified, verify, status by sessionId. Its state is kept in memory: it is the provider's database, not ours.
 */
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import {
  podpisPowiadomienia,
  podpisRejestracji,
  podpisWeryfikacji,
  zgodnyPodpis,
  type KontoP24,
  type PowiadomienieP24,
} from '../../server/platnosci/p24.ts';
import { esc, providerPage } from '../../server/provider-page.ts';

const rejestracjaSchema = z.object({
  merchantId: z.int(),
  posId: z.int(),
  sessionId: z.string().check(z.minLength(1), z.maxLength(100)),
  amount: z.int().check(z.positive()),
  currency: z.literal('PLN'),
  description: z.string().check(z.minLength(1), z.maxLength(1024)),
  email: z.string().check(z.maxLength(50)),
  country: z.string().check(z.length(2)),
  language: z.string().check(z.length(2)),
  urlReturn: z.url(),
  urlStatus: z.url(),
  /** Minutes the payer has to pay (0: no limit). */
  timeLimit: z.optional(z.int().check(z.minimum(0), z.maximum(99))),
  sign: z.string(),
});
const weryfikacjaSchema = z.object({
  merchantId: z.int(),
  posId: z.int(),
  sessionId: z.string().check(z.maxLength(100)),
  amount: z.int(),
  currency: z.string(),
  orderId: z.int(),
  sign: z.string(),
});

interface TransakcjaP24 {
  token: string;
  sessionId: string;
  amount: number;
  currency: string;
  description: string;
  urlReturn: string;
  urlStatus: string;
  /** Epoch ms after which the payer can no longer pay (timeLimit). */
  wazna: number;
  stan: 'nowa' | 'oplacona' | 'anulowana';
  orderId?: number;
  methodId?: number;
  statement?: string;
  zweryfikowana: boolean;
  /** Notifications sent so far. */
  wyslane: number;
}

/** Methods offered on the page (ids as in P24's list of payment methods). */
const METODY: [number, string][] = [
  [154, 'BLIK'],
  [25, 'mTransfer (mBank)'],
  [31, 'Płacę z iPKO'],
  [218, 'Karta płatnicza'],
];

/** Real P24 repeats the notification after 3, 5, 15, 30, 60, 150 and 450 minutes. */
export const PONOWIENIA_P24_MS = [3, 5, 15, 30, 60, 150, 450].map((m) => m * 60_000);

export interface OpcjeSymulatoraP24 {
  konto: KontoP24;
  teraz: () => number;
  /** Delivers a notification to the merchant's urlStatus (server to server); resolves to the HTTP status. */
  dorecz: (url: string, body: string) => Promise<number>;
  /** Pauses between repeated notifications; `[]` sends each once (tests repeat them with `ponow()`). */
  ponowienia?: number[];
  /** Where the payer's form may lead after posting (the merchant's return address): CSP form-action. */
  celeFormularza: readonly string[];
}

export interface SymulatorP24 {
  app: Hono;
  /** Pays a registered transaction as the payer would; `powiadom: false` loses the notification. */
  zaplac(token: string, opcje?: { powiadom?: boolean }): Promise<void>;
  /** Sends every due notification once more now (what the retry timer does). */
  ponow(): Promise<void>;
  transakcja(sessionId: string): Readonly<TransakcjaP24> | undefined;
}

export function symulatorP24(o: OpcjeSymulatoraP24): SymulatorP24 {
  const { konto } = o;
  const poTokenie = new Map<string, TransakcjaP24>();
  const poSesji = new Map<string, TransakcjaP24>();
  let nastepneZamowienie = 318_000_001;
  const ponowienia = o.ponowienia ?? PONOWIENIA_P24_MS;
  const app = new Hono();

  const autoryzowany = (c: Context) => {
    const oczekiwany = `Basic ${Buffer.from(`${konto.posId}:${konto.apiKey}`).toString('base64')}`;
    return zgodnyPodpis(c.req.header('Authorization'), oczekiwany);
  };
  const bladApi = (c: Context, status: 400 | 401 | 404, error: string) =>
    c.json({ error, code: status }, status);

  function powiadomienie(t: TransakcjaP24): PowiadomienieP24 {
    const n = {
      merchantId: konto.merchantId,
      posId: konto.posId,
      sessionId: t.sessionId,
      amount: t.amount,
      originAmount: t.amount,
      currency: t.currency,
      orderId: t.orderId!,
      methodId: t.methodId!,
      statement: t.statement!,
    };
    return { ...n, sign: podpisPowiadomienia(n, konto.crc) };
  }

  /** One delivery; the next is planned unless the merchant verified the payment or the retries ran out. */
  async function wyslij(t: TransakcjaP24): Promise<void> {
    if (t.stan !== 'oplacona' || t.zweryfikowana) return;
    t.wyslane++;
    try {
      await o.dorecz(t.urlStatus, JSON.stringify(powiadomienie(t)));
    } catch {
      /* the merchant did not answer: the next attempt is planned below */
    }
    const przerwa = ponowienia[t.wyslane - 1];
    if (!t.zweryfikowana && przerwa !== undefined) setTimeout(() => void wyslij(t), przerwa).unref();
  }

  async function zaplac(token: string, { powiadom = true }: { powiadom?: boolean } = {}) {
    const t = poTokenie.get(token);
    if (!t || t.stan !== 'nowa') return;
    t.stan = 'oplacona';
    t.orderId = nastepneZamowienie++;
    t.methodId ??= METODY[0]![0];
    t.statement = `p24-${t.orderId.toString(36).toUpperCase()}`;
    if (powiadom) await wyslij(t);
  }

  app.post('/api/v1/transaction/register', async (c) => {
    if (!autoryzowany(c)) return bladApi(c, 401, 'Incorrect authentication');
    const r = z.safeParse(rejestracjaSchema, await c.req.json().catch(() => null));
    if (!r.success) return bladApi(c, 400, 'Invalid input data');
    const b = r.data;
    if (b.merchantId !== konto.merchantId || b.posId !== konto.posId)
      return bladApi(c, 400, 'Incorrect merchantId or posId');
    if (!zgodnyPodpis(b.sign, podpisRejestracji({ ...b, crc: konto.crc })))
      return bladApi(c, 400, 'Incorrect sign');
    if (poSesji.has(b.sessionId)) return bladApi(c, 400, 'sessionId already used');
    const token = createHash('sha256').update(`${b.sessionId}:${o.teraz()}:${Math.random()}`).digest('hex');
    const t: TransakcjaP24 = {
      token: token.slice(0, 35).toUpperCase(),
      sessionId: b.sessionId,
      amount: b.amount,
      currency: b.currency,
      description: b.description,
      urlReturn: b.urlReturn,
      urlStatus: b.urlStatus,
      wazna: b.timeLimit ? o.teraz() + b.timeLimit * 60_000 : Number.POSITIVE_INFINITY,
      stan: 'nowa',
      zweryfikowana: false,
      wyslane: 0,
    };
    poTokenie.set(t.token, t);
    poSesji.set(t.sessionId, t);
    return c.json({ data: { token: t.token }, responseCode: 0 });
  });

  app.get('/api/v1/transaction/by/sessionId/:sessionId', (c) => {
    if (!autoryzowany(c)) return bladApi(c, 401, 'Incorrect authentication');
    const t = poSesji.get(c.req.param('sessionId'));
    if (!t) return bladApi(c, 404, 'Transaction not found');
    return c.json({
      data: {
        sessionId: t.sessionId,
        orderId: t.orderId ?? 0,
        status: t.stan === 'oplacona' ? 2 : 0,
        amount: t.amount,
        currency: t.currency,
        statement: t.statement ?? '',
        methodId: t.methodId ?? 0,
      },
      responseCode: 0,
    });
  });

  app.put('/api/v1/transaction/verify', async (c) => {
    if (!autoryzowany(c)) return bladApi(c, 401, 'Incorrect authentication');
    const r = z.safeParse(weryfikacjaSchema, await c.req.json().catch(() => null));
    if (!r.success) return bladApi(c, 400, 'Invalid input data');
    const b = r.data;
    const t = poSesji.get(b.sessionId);
    if (!zgodnyPodpis(b.sign, podpisWeryfikacji({ ...b, crc: konto.crc })))
      return bladApi(c, 400, 'Incorrect sign');
    if (
      !t ||
      t.stan !== 'oplacona' ||
      t.orderId !== b.orderId ||
      t.amount !== b.amount ||
      t.currency !== b.currency ||
      b.merchantId !== konto.merchantId ||
      b.posId !== konto.posId
    )
      return bladApi(c, 400, 'Transaction not found or data mismatch');
    t.zweryfikowana = true;
    return c.json({ data: { status: 'success' }, responseCode: 0 });
  });

  const strona = (c: Context, status: 200 | 400 | 404, tytul: string, tresc: string) =>
    providerPage(c, status, tytul, tresc, o.celeFormularza);

  app.get('/trnRequest/:token', (c) => {
    const t = poTokenie.get(c.req.param('token'));
    if (!t) return strona(c, 404, 'Przelewy24', '<h1>Przelewy24</h1><p>Nie znaleziono transakcji.</p>');
    const kwota = (t.amount / 100).toLocaleString('pl-PL', { minimumFractionDigits: 2 });
    if (t.stan !== 'nowa' || o.teraz() > t.wazna) {
      const opis =
        t.stan === 'oplacona'
          ? 'Ta transakcja została już opłacona.'
          : t.stan === 'anulowana'
            ? 'Ta transakcja została anulowana.'
            : 'Czas na dokonanie płatności minął.';
      return strona(
        c,
        200,
        'Przelewy24',
        `<h1>Przelewy24</h1><p>${opis}</p><p><a href="${esc(t.urlReturn)}">Wróć do sklepu</a></p>`,
      );
    }
    const metody = METODY.map(
      ([id, nazwa], i) =>
        `<label><input type="radio" name="metoda" value="${id}"${i === 0 ? ' checked' : ''}> ${esc(nazwa)}</label>`,
    ).join('');
    return strona(
      c,
      200,
      'Przelewy24 — płatność',
      `<h1>Przelewy24</h1>
<p>Symulacja płatności Przelewy24 na serwerze demonstracyjnym: żadne pieniądze nie są przekazywane.</p>
<dl><dt>Tytuł</dt><dd>${esc(t.description)}</dd><dt>Kwota</dt><dd>${esc(kwota)} ${esc(t.currency)}</dd></dl>
<form method="post">
<fieldset><legend>Metoda płatności</legend>${metody}</fieldset>
<button type="submit" name="akcja" value="zaplac">Zapłać</button>
<button type="submit" name="akcja" value="anuluj">Anuluj płatność</button>
</form>`,
    );
  });

  app.post('/trnRequest/:token', async (c) => {
    const t = poTokenie.get(c.req.param('token'));
    if (!t) return strona(c, 404, 'Przelewy24', '<h1>Przelewy24</h1><p>Nie znaleziono transakcji.</p>');
    const f = await c.req.parseBody();
    if (t.stan === 'nowa' && o.teraz() <= t.wazna) {
      if (f['akcja'] === 'zaplac') {
        const metoda = Number(f['metoda']);
        t.methodId = METODY.some(([id]) => id === metoda) ? metoda : METODY[0]![0];
        // the first notification goes before the payer is sent back, as it usually arrives first
        await zaplac(t.token);
      } else if (f['akcja'] === 'anuluj') t.stan = 'anulowana';
    }
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(t.urlReturn, 303);
  });

  return {
    app,
    zaplac,
    async ponow() {
      for (const t of poSesji.values()) if (t.stan === 'oplacona' && !t.zweryfikowana) await wyslij(t);
    },
    transakcja: (sessionId) => poSesji.get(sessionId),
  };
}
