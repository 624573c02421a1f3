const en = {
  chronione: {
    ograniczone:
      'This service will be available once your identity is confirmed. See the user panel for details.',
    brakDostepu: 'The selected entity has no access to this service',
  },
  sesjaKonta: {
    zakonczona: 'Your session has ended',
    ostrzezenie: 'Your session will end soon',
    ostrzezenieTresc:
      'Because of inactivity your session will end in less than a minute. Do you want to extend it?',
    przedluz: 'Extend session',
    witaj: 'Welcome to the portal',
    witajTresc:
      'This is your first login. In the user panel you can check your data, change your password and set your notification consents.',
  },
};

export default en;
