/**
 * The message keys of the validation rules and their Polish wording, in a module of their own so that code that
 * needs only a key (the date rules, hence every widget) does not carry the rules of `validators.ts`.
 *
 * Message keys returned by the validators (spec 01 §5, §8; spec 02 §5, §8). Values are i18next keys under the
 * `walidacja` section, never translated text, so one validator serves pl, en, de and uk.
 */
export const msg = {
  peselInvalid: 'walidacja.peselBledny',
  passwordTooWeak: 'walidacja.hasloZaSlabe',
  passwordEmpty: 'walidacja.hasloPuste',
  passwordPairEmpty: 'walidacja.uzupelnijHasla',
  passwordMismatch: 'walidacja.haslaMuszaSieZgadzac',
  emailEmpty: 'walidacja.emailPusty',
  emailInvalid: 'walidacja.emailBledny',
  emailSameAsCurrent: 'walidacja.emailTakiSamJakAktualny',
  emailMismatch: 'walidacja.emaileSieNieZgadzaja',
  dateInvalid: 'walidacja.dataBledna',
  dateInFuture: 'walidacja.dataPrzyszla',
  dateBefore1900: 'walidacja.dataPrzed1900',
  fieldEmpty: 'walidacja.pustePole',
  fieldRequired: 'walidacja.uzupelnijPole',
  formatInvalid: 'walidacja.niepoprawnyFormat',
  totpInvalid: 'walidacja.kodTotpBledny',
  consentRequired: 'walidacja.wymaganaZgoda',
  phoneInvalid: 'walidacja.telefonBledny',
  readingBelowPrevious: 'walidacja.stanMniejszyNizPoprzedni',
  readingFormatInvalid: 'walidacja.stanNiezgodnyZFormatem',
} as const;

/** One of the message keys in `msg`. */
export type MessageKey = (typeof msg)[keyof typeof msg];

/** What every validator returns: `null` for a valid value, else the key of the message to show. */
export type ValidationResult = MessageKey | null;

/**
 * The spec's Polish wording for every message key (spec 01 §5, §8; spec 02 §5, §8), verbatim, including the
 * spec's own 'date' spelling. The phone text is ours: the spec only says "invalid phone format".
 */
export const plMessages: Record<MessageKey, string> = {
  [msg.peselInvalid]: 'błędny numer PESEL',
  [msg.passwordTooWeak]:
    'Hasło powinno mieć co najmniej 8 znaków, cyfry, duże i małe litery oraz znak specjalny',
  [msg.passwordEmpty]: 'Hasło nie może być puste',
  [msg.passwordPairEmpty]: 'Uzupełnij hasła',
  [msg.passwordMismatch]: 'Hasła muszą się zgadzać',
  [msg.emailEmpty]: 'E-mail nie może być pusty',
  [msg.emailInvalid]: 'Błędny format e-mail',
  [msg.emailSameAsCurrent]: 'Nowy i aktualny adres e-mail są takie same',
  [msg.emailMismatch]: 'E-maile się nie zgadzają',
  [msg.dateInvalid]: 'Wprowadzono błędną date',
  [msg.dateInFuture]: 'Data nie może być wartością przyszłą',
  [msg.dateBefore1900]: 'Data nie może być sprzed 1900',
  [msg.fieldEmpty]: 'Puste pole',
  [msg.fieldRequired]: 'Uzupełnij pole',
  [msg.formatInvalid]: 'Niepoprawny format',
  [msg.totpInvalid]: 'Błędny kod TOTP',
  [msg.consentRequired]: 'Wymagana zgoda',
  [msg.phoneInvalid]: 'Niepoprawny format numeru telefonu',
  [msg.readingBelowPrevious]: 'Wartość nie może być mniejsza niż poprzednie zgłoszenie',
  [msg.readingFormatInvalid]: 'Stan niezgodny z formatem licznika',
};
