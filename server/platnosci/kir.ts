/**
 * KIR Paybynet (pay-by-link, DESIGN.md §7): the hashed request, notification and status query as the shop (the
 * office) needs them. The flow:
 *
 * 1. the merchant builds a tagged request (`<id_client>…</id_client><id_trans>…</id_trans><date_valid>…`,
 *    amount `12,34`, currency, email, the acceptor's account and name, `backpage`, `backpagereject`), hashes it
 *    with the shop's password (hex SHA-256 of the fields followed by `<password>…</password>`) and sends the
 *    payer's browser to `<base>/pbl` with the base64 of the fields and `<hash>` (`hashtrans`);
 * 2. the provider checks the hash and the validity date and lets the payer choose a bank, then accept or reject;
 * 3. the bank's answer is an irrevocable transfer order (accepted is not yet booked): the provider POSTs a status
 *    notification (`newStatus` 2 accepted / 3 rejected, `transAmount`, `paymentId` = id_trans, `hash`) to the
 *    shop's status address and repeats it until the shop answers `OK`;
 * 4. the payer is sent to `backpage` (accepted) or `backpagereject`; neither carries anything trustworthy;
 * 5. `GET <base>/status` answers the state of an id_trans to the shop (hashed), for the mop-up of unsure payments.
 *
 * The demo's simulation of the provider is demo/symulatory/kir.ts.
 */
import { createHash } from 'node:crypto';
import { zgodnyPodpis } from './p24.ts';

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

export const otaguj = (z: ZadanieKir) => POLA_KIR.map((k) => `<${k}>${z[k]}</${k}>`).join('');

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
