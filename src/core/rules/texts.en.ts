const en = {
  formularz: {
    pozostaloZnakow_one: '{{count, liczba}} character left',
    pozostaloZnakow_other: '{{count, liczba}} characters left',
  },
  walidacja: {
    peselBledny: 'invalid PESEL number',
    hasloZaSlabe:
      'The password must have at least 8 characters, digits, upper- and lower-case letters and a special character',
    hasloPuste: 'The password cannot be empty',
    uzupelnijHasla: 'Fill in the passwords',
    haslaMuszaSieZgadzac: 'The passwords must match',
    emailPusty: 'The e-mail cannot be empty',
    emailBledny: 'Invalid e-mail format',
    emailTakiSamJakAktualny: 'The new and the current e-mail address are the same',
    emaileSieNieZgadzaja: 'The e-mails do not match',
    dataBledna: 'Invalid date entered',
    dataPrzyszla: 'The date cannot be in the future',
    dataPrzed1900: 'The date cannot be before 1900',
    pustePole: 'Empty field',
    uzupelnijPole: 'Fill in the field',
    niepoprawnyFormat: 'Invalid format',
    kodTotpBledny: 'Invalid TOTP code',
    wymaganaZgoda: 'Consent required',
    telefonBledny: 'Invalid phone number format',
    stanMniejszyNizPoprzedni: 'The value cannot be lower than the previous reading',
    stanRownyPoprzedniemu: 'The value must be higher than the previous reading',
    stanNiezgodnyZFormatem: 'The reading does not match the meter format',
    zaDlugi: 'Too many characters',
    kodPocztowyBledny: 'Invalid postal code (required format 00-000)',
  },
};

export default en;
