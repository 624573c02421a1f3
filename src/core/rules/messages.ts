import './texts.ts';

/**
 * The message keys of the validation rules, in a module of their own so that code that needs only a key (the
 * date field's checks) does not carry the rules of `fields.ts`. Importing it registers the messages' texts
 * (texts.*.ts beside it, the spec's Polish wording verbatim).
 *
 * Message keys returned by the validators (spec 01 §5, §8; spec 02 §5, §8). Values are text keys under the
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
  readingNotAbove: 'walidacja.stanRownyPoprzedniemu',
  readingFormatInvalid: 'walidacja.stanNiezgodnyZFormatem',
  tooLong: 'walidacja.zaDlugi',
  postalCodeInvalid: 'walidacja.kodPocztowyBledny',
} as const;

/** One of the message keys in `msg`. */
export type MessageKey = (typeof msg)[keyof typeof msg];

/** What every validator returns: `null` for a valid value, else the key of the message to show. */
export type ValidationResult = MessageKey | null;
