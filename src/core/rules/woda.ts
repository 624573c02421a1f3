/**
 * The water forms' rules, applied by the widgets and by the contract server alike (spec 02 §4, §5): a new meter
 * reading with the plausibility warning, a new request, correspondence data on send. Apart from api/woda.ts so that
 * the list widgets (invoices, readings) do not load the validation rules.
 */
import {
  isNonBlank,
  msg,
  requestTextLimit,
  validateEmail,
  validatePhone,
  validateReading,
  type MessageKey,
} from './fields.ts';
import {
  KOD_POCZTOWY,
  MAKS_DLUGOSCI,
  type DaneKorespondencyjne,
  type NoweZgloszenie,
  type PoleDanych,
  type Temat,
  type Wodomierz,
} from '../api/woda.ts';

/** The implied consumption is "far above the usual" past this multiple of the meter's average period. */
export const KROTNOSC_NIETYPOWA = 3;
/**
 * A reading below the current one is a rollover only when the dial went past its end by less than this share
 * of its range and by at most KROTNOSC_PRZEKRECENIA times the meter's average period (when it has one).
 */
export const UDZIAL_PRZEKRECENIA = 0.1;
export const KROTNOSC_PRZEKRECENIA = 10;

export type OcenaOdczytu =
  | { blad: MessageKey }
  | {
      blad: null;
      nowyStan: number;
      /** m³ since the current reading (over the dial's end for a rollover); null without a current reading. */
      zuzycie: number | null;
      /** The dial went past its last digit (99999 → 00012). */
      przekrecenie: boolean;
      /** The consumption is over KROTNOSC_NIETYPOWA times the meter's average period. */
      nietypowe: boolean;
    };

/**
 * A new reading of a meter, on both sides (spec 02 §4, §5; DESIGN.md §7): the format of the meter's dial
 * (`validateReading`), then the current reading. It must be above the current one (spec 02 §4; `validateReading`
 * says why the rule wins over the "not smaller" of its message): an equal one is refused with its own message
 * (issue 26 item 10). A reading below it is refused with the spec's message
 * unless it reads as a rollover: the dial went past its end by less than a tenth of its range and by at most ten
 * average periods (a 5-digit 99 870 → 12 implies 142 m³; → 5 000 would be 5 130 m³, a mistake). The
 * plausibility warning (beyond the spec) flags a rollover and a consumption
 * over three times the meter's average period, so the confirmation can say so before the reading is billed.
 */
export function ocenOdczyt(
  tekst: string,
  w: Pick<
    Wodomierz,
    'stanLicznika' | 'zakresLicznikaCalkowite' | 'zakresLicznikaDziesietne' | 'sredniZuzycie'
  >,
): OcenaOdczytu {
  const format = {
    current: null,
    integerDigits: w.zakresLicznikaCalkowite,
    decimalDigits: w.zakresLicznikaDziesietne,
  };
  const blad = validateReading(tekst, format);
  if (blad) return { blad };
  const nowyStan = Number(tekst.trim());
  const stary = w.stanLicznika;
  if (stary === null) return { blad: null, nowyStan, zuzycie: null, przekrecenie: false, nietypowe: false };
  const skala = 10 ** w.zakresLicznikaDziesietne;
  const zakres = 10 ** w.zakresLicznikaCalkowite;
  let zuzycie = nowyStan - stary;
  let przekrecenie = false;
  if (zuzycie < 0) {
    const poPrzekreceniu = zakres - stary + nowyStan;
    const zaDuzo =
      poPrzekreceniu >= zakres * UDZIAL_PRZEKRECENIA ||
      (w.sredniZuzycie !== null &&
        w.sredniZuzycie > 0 &&
        poPrzekreceniu > KROTNOSC_PRZEKRECENIA * w.sredniZuzycie);
    if (zaDuzo) return { blad: msg.readingBelowPrevious };
    zuzycie = poPrzekreceniu;
    przekrecenie = true;
  }
  zuzycie = Math.round(zuzycie * skala) / skala;
  if (zuzycie === 0) return { blad: msg.readingNotAbove };
  const srednia = w.sredniZuzycie;
  const nietypowe = srednia !== null && srednia > 0 && zuzycie > KROTNOSC_NIETYPOWA * srednia;
  return { blad: null, nowyStan, zuzycie, przekrecenie, nietypowe };
}

/**
 * The reading a save carries (a JSON number) as the text the rules read, or null for a number that is not a
 * plain non-negative decimal (NaN, negative, exponent-sized).
 */
export function odczytJakoTekst(n: number): string | null {
  if (!Number.isFinite(n) || n < 0 || n >= 1e12) return null;
  let s = n.toFixed(6);
  s = s.replace(/0+$/, '').replace(/\.$/, '');
  return Math.abs(Number(s) - n) < 1e-9 ? s : null;
}

export type BledyZgloszenia = Partial<Record<'punkt' | 'temat' | 'tresc' | 'telefon' | 'email', MessageKey>>;

/**
 * A new request on both sides (spec 02 §5): point, topic and text required (the text prompt 'Uzupełnij pole'),
 * the text within 2000 characters (1000 for an extra topic); an extra topic needs a phone of exactly 9 digits
 * and a valid e-mail.
 */
export function walidujZgloszenie(z: NoweZgloszenie | null, temat: Temat | undefined): BledyZgloszenia {
  const b: BledyZgloszenia = {};
  if (!z) return { punkt: msg.fieldRequired };
  if (!z.idPunktuOdbioru) b.punkt = msg.fieldRequired;
  if (!temat) b.temat = msg.fieldRequired;
  if (!isNonBlank(z.trescZgloszenia)) b.tresc = msg.fieldRequired;
  else if (Array.from(z.trescZgloszenia).length > requestTextLimit(temat?.czyDodatkowy ?? false))
    b.tresc = msg.formatInvalid;
  if (temat?.czyDodatkowy) {
    const tel = validatePhone(z.telefon);
    if (tel) b.telefon = tel;
    else if (!/^[0-9]{9}$/.test(z.telefon ?? '')) b.telefon = msg.phoneInvalid;
    const email = validateEmail(z.email);
    if (email) b.email = email;
  }
  return b;
}

/**
 * Correspondence data on send (spec 02 §5): persons need imie and nazwisko, institutions nazwa; miejscowosc and
 * nrDomu required ('Puste pole'); e-mail and phone checked when given. Beyond the spec (whose postal-code check
 * is "effectively not reached"; issue 23 §4): every field within MAKS_DLUGOSCI, a postal code given as NN-NNN.
 */
export function walidujDane(
  d: DaneKorespondencyjne,
  czyInstytucja: boolean,
): Partial<Record<PoleDanych, MessageKey>> {
  const b: Partial<Record<PoleDanych, MessageKey>> = {};
  const wymagane: PoleDanych[] = [
    ...(czyInstytucja ? (['nazwa'] as const) : (['imie', 'nazwisko'] as const)),
    'miejscowosc',
    'nrDomu',
  ];
  for (const k of wymagane) if (!isNonBlank(d[k])) b[k] = msg.fieldEmpty;
  const email = validateEmail(d.email, { required: false });
  if (email) b.email = email;
  const tel = validatePhone(d.telefon, { required: false });
  if (tel) b.telefon = tel;
  if (isNonBlank(d.kodPocztowy) && !KOD_POCZTOWY.test(d.kodPocztowy)) b.kodPocztowy = msg.postalCodeInvalid;
  for (const [k, max] of Object.entries(MAKS_DLUGOSCI) as [PoleDanych, number][])
    if (Array.from(d[k] ?? '').length > max) b[k] = msg.tooLong;
  return b;
}
