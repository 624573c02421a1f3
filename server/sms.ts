/**
 * Sending SMS (payment reminders, server/przypomnienia.ts): one small interface and two senders. Outside demo mode
 * an HTTP SMS gateway configured by environment variables (docs/operation.md "Payment reminders"); SMS is off
 * while it is not configured. In demo mode the message goes into the demo outbox, marked as SMS (`poczta.kanal`),
 * so the demo shows what a resident's phone would get.
 */
import type { Db } from './db.ts';
import { StartupError } from './startup.ts';

export interface BramkaSms {
  /** Where the messages go, for the start's line ("configured at …"). */
  opis: string;
  /** Resolves once the gateway has taken the message; rejects with the reason otherwise. */
  wyslij(telefon: string, tresc: string): Promise<void>;
}

/** The gateway's variables: the address and token are needed, the sender name is optional. */
export const ZMIENNE_SMS = ['GMINA_SMS_URL', 'GMINA_SMS_TOKEN'] as const;

/** How long the gateway may take before a message counts as not sent (the next run tries again). */
const LIMIT_CZASU_MS = 15_000;

export interface KonfiguracjaSms {
  url: string;
  token: string;
  /** The sender name registered with the gateway (`from`); the gateway's default when absent. */
  nadawca?: string;
}

/**
 * The HTTP gateway: `POST <url>` with `Authorization: Bearer <token>` and a form body `to=48XXXXXXXXX`,
 * `message`, `from` (when set), `encoding=utf-8`, `format=json` — the REST call of SMSAPI.pl, which other Polish
 * gateways accept too. Taken when the answer is 2xx and its JSON carries no `error` (SMSAPI answers some
 * refusals with 200 and an error code).
 */
export function bramkaHttp(k: KonfiguracjaSms): BramkaSms {
  return {
    opis: `configured at ${k.url}`,
    async wyslij(telefon, tresc) {
      const body = new URLSearchParams({
        to: `48${telefon}`,
        message: tresc,
        ...(k.nadawca ? { from: k.nadawca } : {}),
        encoding: 'utf-8',
        format: 'json',
      });
      const res = await fetch(k.url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${k.token}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body,
        signal: AbortSignal.timeout(LIMIT_CZASU_MS),
      });
      const tekst = await res.text();
      let odpowiedz: unknown = null;
      try {
        odpowiedz = JSON.parse(tekst);
      } catch {
        /* not JSON: the status decides */
      }
      const blad = (odpowiedz as { error?: unknown } | null)?.error;
      if (!res.ok || (blad !== undefined && blad !== null))
        throw new Error(`bramka SMS: HTTP ${res.status} ${tekst.slice(0, 200)}`);
    },
  };
}

/** The demo's sender: the message lands in the demo outbox as an SMS to the phone number. */
export function smsDoPoczty(db: Db, teraz: () => number): BramkaSms {
  return {
    opis: 'demo outbox (/demo/poczta)',
    async wyslij(telefon, tresc) {
      await db.query(
        `INSERT INTO poczta (adresat, temat, tresc, linki, wyslano, kanal) VALUES ($1, 'SMS', $2, '[]', $3, 'sms')`,
        [telefon, tresc, new Date(teraz()).toISOString()],
      );
    },
  };
}

type Env = Record<string, string | undefined>;

/**
 * The gateway the environment configures, or null (SMS off). One of the two variables without the other stops
 * the start, naming the missing one (a half-configured gateway is a mistake, as with the providers, dostawcy.ts).
 */
export function smsZeSrodowiska(env: Env): KonfiguracjaSms | null {
  const dane = ZMIENNE_SMS.filter((z) => env[z]);
  if (dane.length === 0) return null;
  const braki = ZMIENNE_SMS.filter((z) => !env[z]);
  if (braki.length)
    throw new StartupError(`The SMS gateway is configured only in part: set also ${braki.join(', ')}`);
  const url = env['GMINA_SMS_URL']!;
  let u: URL | null = null;
  try {
    u = new URL(url);
  } catch {
    /* below */
  }
  if (!u || (u.protocol !== 'https:' && u.protocol !== 'http:'))
    throw new StartupError(`GMINA_SMS_URL must be an http(s) address (got ${url})`);
  const nadawca = env['GMINA_SMS_NADAWCA'];
  return { url, token: env['GMINA_SMS_TOKEN']!, ...(nadawca ? { nadawca } : {}) };
}

/** The start's line about SMS. */
export function opisSms(b: BramkaSms | null): string {
  return b
    ? `SMS gateway: ${b.opis}`
    : `SMS gateway: not configured (SMS reminders off; set ${ZMIENNE_SMS.join(', ')}, optionally GMINA_SMS_NADAWCA)`;
}
