const en = {
  rejestracja: {
    tytul: 'Registration',
    wstep: 'Create an account to use the services that need one. All fields are required.',
    sukces:
      'Your account has been created. Check your mailbox and open the activation link from the message to activate it.',
    doLogowania: 'Go to the login page',
    maszKonto: 'Already have an account? Log in',
    rodzaj: 'I am registering as',
    osoba: 'a natural person',
    instytucja: 'an institution',
    imie: 'First name',
    nazwisko: 'Surname',
    pesel: 'PESEL number',
    nip: 'NIP (tax number)',
    login: 'Login',
    email: 'E-mail address',
    powtorzEmail: 'Repeat the e-mail address',
    haslo: 'Password',
    powtorzHaslo: 'Repeat the password',
    noweHaslo: 'New password',
    wymaganiaHasla: 'At least 8 characters, digits, upper- and lower-case letters and a special character.',
    silaHasla: 'Password strength',
    sila: {
      zaSlabe: 'too weak',
      slabe: 'weak',
      dobre: 'good',
      bardzoDobre: 'very good',
    },
    zarejestruj: 'Register',
    wyslij: 'Send',
    resetTytul: 'Password reminder',
    resetWstep:
      'Enter the login and e-mail address of your account. We will send a link to set a new password.',
    resetWyslano:
      'If the data match an account, we have sent a message with a link to set a new password to the e-mail address.',
    linkTytul: 'Resend the activation link',
    linkWstep: 'Enter the login and e-mail address you registered with. We will send a new activation link.',
    linkWyslano:
      'If the data match an inactive account, we have sent a new activation link to the e-mail address.',
    noweHasloTytul: 'Set a password',
    ustawHaslo: 'Set the password',
    noweHasloUstawione: 'The password has been set. You can log in now.',
    brakLinku: 'The link is incomplete or damaged. Open it again from the e-mail.',
    aktywacjaTytul: 'Account activation',
    aktywowanie: 'Activating the account…',
    aktywowano: 'Your account has been activated. You can log in now.',
    potwierdzTytul: 'Confirm your data',
    potwierdzWstep:
      'This is how the identity provider presented you. Give an e-mail address for contact and confirm the data to create your account.',
    brakDanych: 'There are no data to confirm. Log in again through the identity provider.',
    potwierdz: 'Confirm the data',
    potwierdzono: 'Your data have been confirmed. You are logged in.',
  },
};

export default en;
