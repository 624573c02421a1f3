/**
 * "Never late": payment reminders (docs/behaviour.md "Payment reminders", docs/operation.md). For an office day
 * D, every unpaid collective instalment whose effective due date (`terminEfektywny`) is D + 7 ("za 7 dni") or D
 * ("dziś") is reminded of to the account that has its card's subject confirmed (konto/podmioty.ts) and has
 * consented (spec 01 §3 "Notification consents"): by e-mail with `powiadomieniaEmail` and an address, by SMS with
 * `powiadomieniaSms` and a phone number. One message per account, kind and channel lists that account's
 * instalments of the day, in the account's language, with no link and no account number
 * (przypomnienia-tresc.ts).
 *
 * Once per instalment, due date, kind and channel, however many runs there are at once on however many
 * instances: the row of `przypomnienia` (migration 022) is inserted before the message is sent, and its primary
 * key is the claim (`INSERT … ON CONFLICT DO NOTHING RETURNING`). A message the mail module or the SMS gateway
 * refused is recorded as failed and claimed again by a later run (a conditional UPDATE, again one claim), at most
 * {@link MAKS_PROB} times; a claim whose sender died before recording the outcome is never sent again.
 */
import type { RataZbiorcza } from '../src/core/api/naleznosci.ts';
import { isLanguage, type Language } from '../src/core/i18n/languages.ts';
import { czyWybieralna, terminEfektywny } from '../src/core/rules/naleznosci.ts';
import { isValidEmail, normalizePhone } from '../src/core/rules/fields.ts';
import type { Db } from './db.ts';
import { sendMail } from './konto/mail.ts';
import type { Podmiot } from './konto/podmioty.ts';
import {
  trescEmail,
  trescSms,
  type PozycjaPrzypomnienia,
  type Przypomnienie,
  type RodzajPrzypomnienia,
} from './przypomnienia-tresc.ts';
import { czytajRaty } from './routes/naleznosci.ts';
import type { BramkaSms } from './sms.ts';
import { czytajUrzad } from './urzad.ts';

/** How many days before the due date the first reminder goes. */
export const DNI_PRZED_TERMINEM = 7;
/** How many times a reminder is tried before it is left (each later run of the day tries once). */
export const MAKS_PROB = 5;

export type Kanal = 'email' | 'sms';

/** What a run did, counted in reminders (an instalment's kind and channel); `wiadomosci` in messages. */
export interface WynikPrzypomnien {
  dzien: string;
  /** Sent by this run. */
  wyslane: number;
  /** The messages they went in (one per account, kind and channel). */
  wiadomosci: number;
  /** Claimed before, by another run or an earlier one (sent, being sent, or tried too often). */
  pominiete: number;
  /** Refused by the mail module or the SMS gateway; a later run tries them again. */
  bledy: number;
}

export interface OpcjeWysylki {
  teraz: () => number;
  /** The SMS sender (sms.ts); null: no SMS is sent nor claimed. */
  sms: BramkaSms | null;
}

/** `yyyy-MM-dd` plus `n` calendar days. */
export function plusDni(dzien: string, n: number): string {
  const [y, m, d] = dzien.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

/**
 * Which instalments are reminded of: unpaid with something to pay, no enforcement title (it is paid to the
 * enforcement authority, not through the portal: spec 02 §4), and no payment ordered — the resident has paid or
 * is paying, and a reminder would ask for it twice. An order that expires or is rejected frees the instalment,
 * and the run on the due day reminds of it then. The same rule as the instalments one may choose to pay.
 */
export const czyPrzypominac = (r: RataZbiorcza): boolean => czyWybieralna(r) && r.kwotaRazem > 0;

interface Wiersz {
  kartaId: number;
  uzytkownikId: number;
  jezyk: string;
  nazwa: string;
  czyInstytucja: boolean;
  pesel: string | null;
  nip: string | null;
  email: string | null;
  telefon: string | null;
}

interface Pozycja extends PozycjaPrzypomnienia {
  idRaty: number;
}

interface Adresat {
  uzytkownikId: number;
  jezyk: Language;
  email: string | null;
  telefon: string | null;
  pozycje: Record<RodzajPrzypomnienia, Pozycja[]>;
}

/**
 * The cards with an unpaid instalment due on one of the two days, with every account that has the card's subject
 * confirmed, is active, is not restricted (a restricted account does not see its dues either: spec 01 §6,
 * `czyOgraniczony`) and has a consent on (the address or phone only where its consent is on).
 */
const KANDYDACI_SQL = `
  SELECT DISTINCT k.id AS "kartaId", u.id AS "uzytkownikId", u.jezyk, p.nazwa,
         p.czy_instytucja AS "czyInstytucja", p.pesel, p.nip,
         CASE WHEN zg.powiadomienia_email THEN zg.email END AS email,
         CASE WHEN zg.powiadomienia_sms THEN zg.telefon END AS telefon
    FROM naleznosci_raty_zbiorcze z
    JOIN naleznosci_karty k ON k.id = z.karta_id
    JOIN podmioty p ON p.czy_potwierdzony AND p.czy_instytucja = k.czy_instytucja
                   AND (CASE WHEN k.czy_instytucja THEN p.nip = k.nip ELSE p.pesel = k.pesel END)
    JOIN uzytkownicy u ON u.id = p.uzytkownik_id AND u.czy_aktywny
                      AND NOT u.czy_niepotwierdzony AND NOT u.czy_niezweryfikowany
    JOIN zgody_powiadomien zg ON zg.uzytkownik_id = u.id
   WHERE NOT z.czy_splacona
     AND COALESCE(z.termin_odroczony, z.termin_platnosci) IN ($1::date, $2::date)
     AND (zg.powiadomienia_email OR zg.powiadomienia_sms)
   ORDER BY u.id, k.id`;

/** Sends the reminders of office day `dzien` (yyyy-MM-dd) not sent yet; safe to run at once anywhere. */
export async function wyslijPrzypomnienia(db: Db, dzien: string, o: OpcjeWysylki): Promise<WynikPrzypomnien> {
  const terminy: Record<RodzajPrzypomnienia, string> = {
    '7dni': plusDni(dzien, DNI_PRZED_TERMINEM),
    dzis: dzien,
  };
  const { rows } = await db.query<Wiersz>(KANDYDACI_SQL, [terminy.dzis, terminy['7dni']]);
  const adresaci = new Map<number, Adresat>();
  for (const w of rows) {
    let a = adresaci.get(w.uzytkownikId);
    if (!a) {
      const telefon = w.telefon && normalizePhone(w.telefon);
      a = {
        uzytkownikId: w.uzytkownikId,
        jezyk: isLanguage(w.jezyk) ? w.jezyk : 'pl',
        email: w.email && isValidEmail(w.email) ? w.email : null,
        telefon: telefon || null,
        pozycje: { '7dni': [], dzis: [] },
      };
      adresaci.set(w.uzytkownikId, a);
    }
    const podmiot: Podmiot = { nazwa: w.nazwa, czyInstytucja: w.czyInstytucja, pesel: w.pesel, nip: w.nip };
    // the amounts as the card shows them on the day (interest, costs), by the dues' own reading
    const { karta, ratyZbiorcze } = await czytajRaty(db, podmiot, w.kartaId, dzien);
    for (const r of ratyZbiorcze) {
      const termin = terminEfektywny(r);
      const rodzaj = termin === terminy.dzis ? 'dzis' : termin === terminy['7dni'] ? '7dni' : null;
      if (rodzaj === null || !czyPrzypominac(r)) continue;
      a.pozycje[rodzaj].push({
        idRaty: r.idNaleznosciRatyZbiorczej,
        aplikacja: karta.aplikacjaNaleznosci,
        symbolKarty: karta.symbolKarty,
        nrRat: r.raty.map((x) => x.nrRaty),
        kwota: r.kwotaRazem,
      });
    }
  }

  const urzad = (await czytajUrzad(db)).urzad;
  const wynik: WynikPrzypomnien = { dzien, wyslane: 0, wiadomosci: 0, pominiete: 0, bledy: 0 };
  for (const a of adresaci.values()) {
    for (const rodzaj of ['7dni', 'dzis'] as const) {
      if (a.pozycje[rodzaj].length === 0) continue;
      const kanaly: Kanal[] = [];
      if (a.email) kanaly.push('email');
      if (a.telefon && o.sms) kanaly.push('sms');
      for (const kanal of kanaly) {
        const klucz = { termin: terminy[rodzaj], rodzaj, kanal, uzytkownikId: a.uzytkownikId };
        const zajete: Pozycja[] = [];
        for (const p of a.pozycje[rodzaj]) {
          if (await zajmij(db, { ...klucz, idRaty: p.idRaty }, o.teraz())) zajete.push(p);
          else wynik.pominiete++;
        }
        if (zajete.length === 0) continue;
        const tresc: Przypomnienie = { jezyk: a.jezyk, rodzaj, termin: klucz.termin, urzad, pozycje: zajete };
        const ids = zajete.map((p) => p.idRaty);
        try {
          if (kanal === 'email')
            await sendMail(db, o.teraz(), { adresat: a.email!, ...trescEmail(tresc), linki: [] });
          else await o.sms!.wyslij(a.telefon!, trescSms(tresc));
        } catch (e) {
          const opis = e instanceof Error ? e.message : String(e);
          await zapiszWynik(db, klucz, ids, 'BLAD', opis.slice(0, 500), null);
          wynik.bledy += ids.length;
          console.error(`[przypomnienia] ${dzien} ${kanal} (konto ${a.uzytkownikId}): ${opis}`);
          continue;
        }
        await zapiszWynik(db, klucz, ids, 'WYSLANE', null, o.teraz());
        wynik.wyslane += ids.length;
        wynik.wiadomosci++;
      }
    }
  }
  return wynik;
}

interface Klucz {
  termin: string;
  rodzaj: RodzajPrzypomnienia;
  kanal: Kanal;
  uzytkownikId: number;
}

/**
 * Claims one reminder for this run: the insert of its row, or a failed one taken again (fewer than MAKS_PROB
 * tries). Each is one statement, so of two runs at once exactly one gets a row back.
 */
async function zajmij(db: Db, k: Klucz & { idRaty: number }, teraz: number): Promise<boolean> {
  const p = [k.idRaty, k.termin, k.rodzaj, k.kanal, k.uzytkownikId, new Date(teraz).toISOString()];
  const nowe = await db.query(
    `INSERT INTO przypomnienia (rata_zbiorcza_id, termin, rodzaj, kanal, uzytkownik_id, stan, zajeto)
     VALUES ($1, $2, $3, $4, $5, 'WYSYLANE', $6)
     ON CONFLICT (rata_zbiorcza_id, termin, rodzaj, kanal) DO NOTHING RETURNING proby`,
    p,
  );
  if (nowe.rows.length) return true;
  const ponowne = await db.query(
    `UPDATE przypomnienia SET stan = 'WYSYLANE', proby = proby + 1, uzytkownik_id = $5, zajeto = $6
      WHERE rata_zbiorcza_id = $1 AND termin = $2 AND rodzaj = $3 AND kanal = $4
        AND stan = 'BLAD' AND proby < $7
      RETURNING proby`,
    [...p, MAKS_PROB],
  );
  return ponowne.rows.length > 0;
}

async function zapiszWynik(
  db: Db,
  k: Klucz,
  ids: readonly number[],
  stan: 'WYSLANE' | 'BLAD',
  blad: string | null,
  wyslano: number | null,
): Promise<void> {
  await db.query(
    `UPDATE przypomnienia SET stan = $5, blad = COALESCE($6, blad), wyslano = $7
      WHERE rata_zbiorcza_id = ANY($1::int[]) AND termin = $2 AND rodzaj = $3 AND kanal = $4
        AND stan = 'WYSYLANE'`,
    [
      [...ids],
      k.termin,
      k.rodzaj,
      k.kanal,
      stan,
      blad,
      wyslano === null ? null : new Date(wyslano).toISOString(),
    ],
  );
}
