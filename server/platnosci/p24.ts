/**
 * Przelewy24 (DESIGN.md §7): the signs and the notification of its REST API v1, as the merchant (the office)
 * needs them. The flow:
 *
 * 1. the merchant registers a transaction: `POST /api/v1/transaction/register` (Basic posId:apiKey) with
 *    sessionId, amount in grosze, urlReturn, urlStatus… and `sign` → `{data: {token}}`;
 * 2. the payer's browser goes to `/trnRequest/{token}`, chooses a method and pays or cancels;
 * 3. for a payment the provider POSTs a notification to urlStatus, signed over the payment's fields, and sends
 *    it again (3, 5, 15, 30, 60, 150, 450 minutes) until the merchant has verified the payment;
 * 4. the merchant checks the sign and the amounts and calls `PUT /api/v1/transaction/verify`; only then is the
 *    payment the merchant's;
 * 5. `GET /api/v1/transaction/by/sessionId/{sessionId}` tells the merchant the state (status 0 no payment,
 *    1 advance, 2 paid, 3 returned): the mop-up of unsure payments asks it.
 *
 * The demo's simulation of the provider is demo/symulatory/p24.ts.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';

/** hex SHA-384 of the JSON of `fields` in their order: what P24 signs (no escaped slashes or unicode). */
export const podpisP24 = (fields: Record<string, string | number>) =>
  createHash('sha384').update(JSON.stringify(fields)).digest('hex');

export const podpisRejestracji = (f: {
  sessionId: string;
  merchantId: number;
  amount: number;
  currency: string;
  crc: string;
}) =>
  podpisP24({
    sessionId: f.sessionId,
    merchantId: f.merchantId,
    amount: f.amount,
    currency: f.currency,
    crc: f.crc,
  });

export interface PowiadomienieP24 {
  merchantId: number;
  posId: number;
  sessionId: string;
  amount: number;
  originAmount: number;
  currency: string;
  orderId: number;
  methodId: number;
  statement: string;
  sign: string;
}

export const podpisPowiadomienia = (n: Omit<PowiadomienieP24, 'sign'>, crc: string) =>
  podpisP24({
    merchantId: n.merchantId,
    posId: n.posId,
    sessionId: n.sessionId,
    amount: n.amount,
    originAmount: n.originAmount,
    currency: n.currency,
    orderId: n.orderId,
    methodId: n.methodId,
    statement: n.statement,
    crc,
  });

export const podpisWeryfikacji = (f: {
  sessionId: string;
  orderId: number;
  amount: number;
  currency: string;
  crc: string;
}) =>
  podpisP24({
    sessionId: f.sessionId,
    orderId: f.orderId,
    amount: f.amount,
    currency: f.currency,
    crc: f.crc,
  });

/** Equal hex signs, compared in constant time. */
export function zgodnyPodpis(a: unknown, b: string): boolean {
  if (typeof a !== 'string') return false;
  // bytes, not characters: a sign with a non-ASCII letter has more bytes than characters
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The merchant's account at P24: ids, the CRC key of the signs and the API key of Basic authorisation. */
export interface KontoP24 {
  merchantId: number;
  posId: number;
  crc: string;
  apiKey: string;
}

export const powiadomienieP24Schema = z.object({
  merchantId: z.int(),
  posId: z.int(),
  sessionId: z.string().check(z.maxLength(100)),
  amount: z.int(),
  originAmount: z.int(),
  currency: z.string().check(z.maxLength(3)),
  orderId: z.int(),
  methodId: z.int(),
  statement: z.string().check(z.maxLength(200)),
  sign: z.string().check(z.maxLength(200)),
});
