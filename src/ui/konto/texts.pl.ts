/** Texts of the logged-in session (warning, end, first login) in Polish; en, de and uk mirror the keys. */
const pl = {
  chronione: {
    ograniczone: 'Ta usługa będzie dostępna po potwierdzeniu tożsamości. Szczegóły w panelu użytkownika.',
    brakDostepu: 'Wybrany podmiot nie ma dostępu do tej usługi',
  },
  sesjaKonta: {
    zakonczona: 'Sesja została zakończona',
    ostrzezenie: 'Sesja wkrótce się zakończy',
    ostrzezenieTresc:
      'Z powodu braku aktywności sesja zakończy się za niecałą minutę. Czy chcesz ją przedłużyć?',
    przedluz: 'Przedłuż sesję',
    witaj: 'Witamy w portalu',
    witajTresc:
      'To Twoje pierwsze logowanie. W panelu użytkownika sprawdzisz swoje dane, zmienisz hasło i ustawisz zgody na powiadomienia.',
  },
};

export default pl;
