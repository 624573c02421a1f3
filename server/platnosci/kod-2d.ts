/**
 * The Polish banks' 2D payment code: the text a banking app reads from a QR code to fill in a domestic transfer.
 *
 * Format — "Rekomendacja Związku Banków Polskich dotycząca standardu 2D" (ZBP, 3 December 2013,
 * zbp.pl/…/2013.12.03_-_Rekomendacja_-_Standard_2D.pdf), as the public implementations read it
 * (MarcinOrlowski/bank-qrcode-formatter src/Builder.php, IonBazan/pl-qr-payment src/QrPayment.php): nine fields
 * joined by `|`, at most 160 characters in all —
 *
 *   NIP of the recipient (10 digits, may be empty) | country code (`PL`) | account number (26 digits, NRB) |
 *   amount in grosze (6 digits, zero-padded) | recipient's name (≤ 20 characters) | title (≤ 32 characters) |
 *   reserved (≤ 20) | reserved (≤ 12, Invoobill) | reserved (≤ 24)
 *
 * Text is UTF-8 (the QR in byte mode), so Polish letters stay. The amount has six digits: 9 999,99 zł is the most
 * one code can carry, and a larger amount is refused (`KwotaPozaKodem2D`) rather than cut — the caller says so
 * and offers the transfer's data to type in.
 */

/** The most a 2D code can carry: six digits of grosze (9 999,99 zł). */
export const MAKS_GROSZE_2D = 999_999;
const DLUGOSC_NAZWY = 20;
const DLUGOSC_TYTULU = 32;

/** What the transfer is: the recipient, the account and the amount, as the bank's app should fill them in. */
export interface Przelew2D {
  /** The recipient's NIP, ten digits (hyphens allowed), or null. */
  nip: string | null;
  /** The recipient's account: 26 digits (NRB), spaces allowed. */
  rachunek: string;
  kwotaGrosze: number;
  /** Cut to 20 characters (at a word's end when one fits). */
  odbiorca: string;
  /** Cut to 32 characters (at a word's end when one fits). */
  tytul: string;
}

/** An amount the code cannot carry: above 999 999 grosze, negative or not whole grosze. */
export class KwotaPozaKodem2D extends RangeError {
  constructor(readonly kwotaGrosze: number) {
    super(`A 2D payment code carries 0–${MAKS_GROSZE_2D} grosze, not ${kwotaGrosze}`);
    this.name = 'KwotaPozaKodem2D';
  }
}

/** True when the code can carry `grosze`. */
export const miesciSieW2D = (grosze: number): boolean =>
  Number.isInteger(grosze) && grosze >= 0 && grosze <= MAKS_GROSZE_2D;

/**
 * A field's text: no separator (it would shift every later field), no control characters, spaces collapsed,
 * then at most `n` characters (code points, not UTF-16 units) — ending at a word's end when the cut falls inside
 * a word and an earlier space leaves at least half of it, so a title keeps "… 2025" whole or drops it.
 */
export function pole(tekst: string, n: number): string {
  const czysty = tekst
    .replace(/[|\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const znaki = Array.from(czysty);
  if (znaki.length <= n) return czysty;
  const ciete = znaki.slice(0, n).join('');
  const slowo = znaki[n] !== ' ' ? ciete.lastIndexOf(' ') : -1;
  return (slowo >= n / 2 ? ciete.slice(0, slowo) : ciete).trimEnd();
}

/**
 * The code's text for a transfer. Throws `KwotaPozaKodem2D` for an amount it cannot carry, and a TypeError for
 * an account that is not 26 digits, a NIP that is not 10, or an empty name or title.
 */
export function tresc2D(p: Przelew2D): string {
  if (!miesciSieW2D(p.kwotaGrosze)) throw new KwotaPozaKodem2D(p.kwotaGrosze);
  const rachunek = p.rachunek.replace(/\s/g, '');
  if (!/^\d{26}$/.test(rachunek)) throw new TypeError('The account of a 2D code has 26 digits');
  const nip = (p.nip ?? '').replace(/-/g, '');
  if (nip !== '' && !/^\d{10}$/.test(nip)) throw new TypeError('The NIP of a 2D code has 10 digits');
  const odbiorca = pole(p.odbiorca, DLUGOSC_NAZWY);
  const tytul = pole(p.tytul, DLUGOSC_TYTULU);
  if (!odbiorca || !tytul) throw new TypeError('A 2D code names its recipient and title');
  const kwota = String(p.kwotaGrosze).padStart(6, '0');
  return [nip, 'PL', rachunek, kwota, odbiorca, tytul, '', '', ''].join('|');
}

/** The fields of a code's text (the reverse of `tresc2D`), for the tests and the screen beside the code. */
export function pola2D(tresc: string) {
  const [nip = '', kraj = '', rachunek = '', kwota = '', odbiorca = '', tytul = ''] = tresc.split('|');
  return { nip, kraj, rachunek, kwotaGrosze: Number(kwota), odbiorca, tytul };
}
