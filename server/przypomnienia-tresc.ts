/**
 * What a payment reminder says (server/przypomnienia.ts), in the resident's language (pl, en, de, uk): the
 * office, the kind of card and its symbol, the instalment, the due date and the amount, and how to stop the
 * reminders. Never a link nor an account number (docs/behaviour.md "Payment reminders"): a message that asks for
 * nothing but a payment the resident can check in the portal or the decision cannot be copied by phishing. The
 * words of the kinds of cards and of the instalments are the dues element's (src/widgets/naleznosci/texts.*.ts),
 * which the server may not import.
 */
import type { Aplikacja } from '../src/core/api/naleznosci.ts';
import { formatDatePl } from '../src/core/dates.ts';
import { formatPln, NBSP } from '../src/core/format.ts';
import type { Language } from '../src/core/i18n/languages.ts';
import { nazwyAplikacji } from './routes/naleznosci.ts';

/** 7 days before the due date, or on the day. */
export type RodzajPrzypomnienia = '7dni' | 'dzis';

/** One instalment of a reminder. */
export interface PozycjaPrzypomnienia {
  aplikacja: Aplikacja;
  symbolKarty: string;
  /** The labels of its instalments as the card has them: `I`, `II`, `CALOSC`, `ZALEGLOSC`. */
  nrRat: readonly string[];
  /** What is due on the day (kwotaRazem). */
  kwota: number;
}

interface Teksty {
  rodzaje: Record<Aplikacja, string>;
  karta: string;
  nrRaty: Record<'CALOSC' | 'ZALEGLOSC' | 'ANULOWANA', string> & { rata: (nr: string) => string };
  temat: Record<RodzajPrzypomnienia, (data: string) => string>;
  powitanie: string;
  /** The sentence before the list; `n` instalments. */
  wstep: Record<RodzajPrzypomnienia, (urzad: string, data: string, n: number) => string>;
  zaplacone: string;
  bezLinkow: string;
  /** How to stop them (the Polish one as the product owner worded it). */
  wypisz: string;
  /** The SMS's opening, before the list. */
  sms: Record<RodzajPrzypomnienia, (urzad: string, data: string) => string>;
}

const TEKSTY: Record<Language, Teksty> = {
  pl: {
    // the office's names, as its documents have them
    rodzaje: nazwyAplikacji,
    karta: 'karta',
    nrRaty: { CALOSC: 'całość', ZALEGLOSC: 'zaległość', ANULOWANA: 'anulowana', rata: (nr) => `rata ${nr}` },
    temat: {
      '7dni': (data) => `Przypomnienie: termin płatności ${data}`,
      dzis: (data) => `Przypomnienie: dziś mija termin płatności (${data})`,
    },
    powitanie: 'Dzień dobry,',
    wstep: {
      '7dni': (urzad, data) => `${urzad} przypomina, że za 7 dni, ${data}, mija termin płatności:`,
      dzis: (urzad, data) => `${urzad} przypomina, że dziś, ${data}, mija termin płatności:`,
    },
    zaplacone: 'Jeśli należność została już zapłacona, prosimy nie brać tej wiadomości pod uwagę.',
    bezLinkow:
      'Urząd nie umieszcza w przypomnieniach linków ani numerów kont. Numer konta do wpłaty podaje decyzja oraz portal urzędu po zalogowaniu.',
    wypisz: 'Aby nie otrzymywać przypomnień, wyłącz powiadomienia w panelu konta.',
    sms: {
      '7dni': (urzad, data) => `${urzad}: za 7 dni (${data}) mija termin płatności:`,
      dzis: (urzad, data) => `${urzad}: dziś (${data}) mija termin płatności:`,
    },
  },
  en: {
    rodzaje: {
      PODATKI_GMINNE: 'Municipal taxes',
      SRODKI_TRANSPORTU: 'Tax on means of transport',
      OPLATY_LOKALNE: 'Local fees',
      OPLATY_PSY: 'Dog ownership fee',
      WODA_SCIEKI: 'Water and sewage',
      ODPADY: 'Municipal waste management',
    },
    karta: 'card',
    nrRaty: {
      CALOSC: 'in full',
      ZALEGLOSC: 'arrears',
      ANULOWANA: 'cancelled',
      rata: (nr) => `instalment ${nr}`,
    },
    temat: {
      '7dni': (data) => `Reminder: payment due on ${data}`,
      dzis: (data) => `Reminder: payment due today (${data})`,
    },
    powitanie: 'Hello,',
    wstep: {
      '7dni': (urzad, data, n) =>
        `${urzad} reminds you that the following ${n === 1 ? 'payment is' : 'payments are'} due in 7 days, on ${data}:`,
      dzis: (urzad, data, n) =>
        `${urzad} reminds you that the following ${n === 1 ? 'payment is' : 'payments are'} due today, ${data}:`,
    },
    zaplacone: 'If you have already paid, please disregard this message.',
    bezLinkow:
      "The office never puts links or account numbers in reminders. The account number for payment is given in the decision and in the office's portal after logging in.",
    wypisz: 'To stop receiving reminders, switch off notifications in your account panel.',
    sms: {
      '7dni': (urzad, data) => `${urzad}: payment due in 7 days (${data}):`,
      dzis: (urzad, data) => `${urzad}: payment due today (${data}):`,
    },
  },
  de: {
    rodzaje: {
      PODATKI_GMINNE: 'Gemeindesteuern',
      SRODKI_TRANSPORTU: 'Steuer für Verkehrsmittel',
      OPLATY_LOKALNE: 'Lokale Gebühren',
      OPLATY_PSY: 'Hundehaltungsgebühr',
      WODA_SCIEKI: 'Wasser und Abwasser',
      ODPADY: 'Bewirtschaftung von Siedlungsabfällen',
    },
    karta: 'Karte',
    nrRaty: {
      CALOSC: 'Gesamtbetrag',
      ZALEGLOSC: 'Rückstand',
      ANULOWANA: 'storniert',
      rata: (nr) => `Rate ${nr}`,
    },
    temat: {
      '7dni': (data) => `Erinnerung: Zahlungsfrist ${data}`,
      dzis: (data) => `Erinnerung: Zahlungsfrist heute (${data})`,
    },
    powitanie: 'Guten Tag,',
    wstep: {
      '7dni': (urzad, data, n) =>
        `${urzad} erinnert Sie daran, dass in 7 Tagen, am ${data}, ${n === 1 ? 'folgende Zahlung fällig ist' : 'folgende Zahlungen fällig sind'}:`,
      dzis: (urzad, data, n) =>
        `${urzad} erinnert Sie daran, dass heute, am ${data}, ${n === 1 ? 'folgende Zahlung fällig ist' : 'folgende Zahlungen fällig sind'}:`,
    },
    zaplacone: 'Falls Sie bereits bezahlt haben, betrachten Sie diese Nachricht bitte als gegenstandslos.',
    bezLinkow:
      'Das Amt versendet in Erinnerungen niemals Links oder Kontonummern. Die Kontonummer für die Zahlung steht im Bescheid und nach der Anmeldung im Portal des Amtes.',
    wypisz:
      'Wenn Sie keine Erinnerungen mehr erhalten möchten, schalten Sie die Benachrichtigungen im Kontobereich aus.',
    sms: {
      '7dni': (urzad, data) => `${urzad}: Zahlungsfrist in 7 Tagen (${data}):`,
      dzis: (urzad, data) => `${urzad}: Zahlungsfrist heute (${data}):`,
    },
  },
  uk: {
    rodzaje: {
      PODATKI_GMINNE: 'Місцеві податки',
      SRODKI_TRANSPORTU: 'Податок на транспортні засоби',
      OPLATY_LOKALNE: 'Місцеві збори',
      OPLATY_PSY: 'Збір за утримання собак',
      WODA_SCIEKI: 'Вода та стоки',
      ODPADY: 'Поводження з побутовими відходами',
    },
    karta: 'картка',
    nrRaty: {
      CALOSC: 'уся сума',
      ZALEGLOSC: 'заборгованість',
      ANULOWANA: 'анульовано',
      rata: (nr) => `внесок ${nr}`,
    },
    temat: {
      '7dni': (data) => `Нагадування: термін оплати ${data}`,
      dzis: (data) => `Нагадування: сьогодні спливає термін оплати (${data})`,
    },
    powitanie: 'Добрий день!',
    wstep: {
      '7dni': (urzad, data, n) =>
        `${urzad} нагадує, що через 7 днів, ${data}, спливає термін ${n === 1 ? 'такого платежу' : 'таких платежів'}:`,
      dzis: (urzad, data, n) =>
        `${urzad} нагадує, що сьогодні, ${data}, спливає термін ${n === 1 ? 'такого платежу' : 'таких платежів'}:`,
    },
    zaplacone: 'Якщо ви вже сплатили, просимо не зважати на це повідомлення.',
    bezLinkow:
      'Управління ніколи не надсилає в нагадуваннях посилань чи номерів рахунків. Номер рахунку для оплати зазначено в рішенні та в порталі управління після входу.',
    wypisz: 'Щоб не отримувати нагадувань, вимкніть сповіщення в панелі облікового запису.',
    sms: {
      '7dni': (urzad, data) => `${urzad}: через 7 днів (${data}) спливає термін оплати:`,
      dzis: (urzad, data) => `${urzad}: сьогодні (${data}) спливає термін оплати:`,
    },
  },
};

/** The sentence that stops them, in each language (the panel says the same, src/features/panel/texts.*.ts). */
export const wypiszTekst = (jezyk: Language) => TEKSTY[jezyk].wypisz;

/** A kind of dues in a language (the calendar file names it so too). */
export const nazwaRodzaju = (jezyk: Language, a: Aplikacja) => TEKSTY[jezyk].rodzaje[a];
/** The labels of instalments (`I`, `CALOSC`…) in a language: "rata I, rata II", "instalment I", "Gesamtbetrag". */
export const nazwyRat = (jezyk: Language, nry: readonly string[]) => nrRat(TEKSTY[jezyk], nry);

function nrRat(t: Teksty, nry: readonly string[]): string {
  return [...new Set(nry)]
    .map((nr) =>
      nr === 'CALOSC' || nr === 'ZALEGLOSC' || nr === 'ANULOWANA' ? t.nrRaty[nr] : t.nrRaty.rata(nr),
    )
    .join(', ');
}

const pozycja = (t: Teksty, jezyk: Language, p: PozycjaPrzypomnienia) =>
  `${t.rodzaje[p.aplikacja]}, ${t.karta} ${p.symbolKarty}, ${nrRat(t, p.nrRat)}: ${formatPln(p.kwota, jezyk)}`;

export interface Przypomnienie {
  jezyk: Language;
  rodzaj: RodzajPrzypomnienia;
  /** The due date, yyyy-MM-dd. */
  termin: string;
  /** The office's name ("Urząd Gminy Nowa Wieś"). */
  urzad: string;
  pozycje: readonly PozycjaPrzypomnienia[];
}

/** The e-mail: subject and plain text. */
export function trescEmail(p: Przypomnienie): { temat: string; tresc: string } {
  const t = TEKSTY[p.jezyk];
  const data = formatDatePl(p.termin);
  return {
    temat: t.temat[p.rodzaj](data),
    tresc: [
      t.powitanie,
      '',
      t.wstep[p.rodzaj](p.urzad, data, p.pozycje.length),
      '',
      ...p.pozycje.map((x) => `- ${pozycja(t, p.jezyk, x)}`),
      '',
      t.zaplacone,
      t.bezLinkow,
      '',
      t.wypisz,
      '',
      p.urzad,
    ].join('\n'),
  };
}

/** The SMS: one line, with plain spaces (the GSM alphabet of an SMS has no no-break space). */
export function trescSms(p: Przypomnienie): string {
  const t = TEKSTY[p.jezyk];
  const data = formatDatePl(p.termin);
  const lista = p.pozycje.map((x) => pozycja(t, p.jezyk, x)).join('; ');
  return `${t.sms[p.rodzaj](p.urzad, data)} ${lista}. ${t.wypisz}`.replaceAll(NBSP, ' ');
}
