const en = {
  chronione: {
    ograniczone:
      'This service will be available once your identity is confirmed. See the user panel for details.',
    brakDostepu: 'The selected entity has no access to this service',
  },
  sesjaKonta: {
    wyloguj: 'Log out',
    podmiot: 'Acting for: {{nazwa}}',
    zakonczona: 'Your session has ended',
    ostrzezenie: 'Your session will end soon',
    ostrzezenieTresc:
      'Because of inactivity your session will end in less than a minute. Do you want to extend it?',
    przedluz: 'Extend session',
    witaj: 'Welcome to the portal',
    witajTresc:
      'This is your first login. In the user panel you can check your data, change your password and set your notification consents.',
  },
  // issue 12 item 3: the client's own words for every account code of the contract (src/core/api/konto.ts)
  bledyKonta: {
    k1001: 'Incorrect login or password',
    k1009: 'The account has not been activated. Use the activation link from the e-mail.',
    k1010: 'Login blocked after several failed attempts. Try again later.',
    k1011: 'Wrong security answer (the text in the picture or the result of the question)',
    k1012: 'Wrong TOTP code',
    k1105:
      'The password should have at least 8 characters, digits, upper- and lower-case letters and a special character',
    k1502: 'The new password must differ from the current one',
    k1511: 'This e-mail address is already used by another account',
    k1519: 'The password given is incorrect',
    k1601: 'The link is invalid, has already been used or has expired',
    k1602: 'This login is already taken. Choose another.',
    k1603: 'Consent required',
    k1604: 'Return address not allowed',
  },
};

export default en;
