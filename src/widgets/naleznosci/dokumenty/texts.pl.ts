/** Texts of the card's documents in Polish: the payment code for a banking app and the calendar file. */
const pl = {
  dokumentyKarty: {
    kod: {
      pokaz: 'Zapłać w aplikacji banku (kod QR)',
      instrukcja: 'Zeskanuj kod w aplikacji banku (płatność kodem QR) – dane przelewu wypełnią się same.',
      alt: 'Kod QR przelewu na {{kwota, pln}}, tytuł: {{tytul}}',
      dane: 'Dane przelewu',
      odbiorca: 'Odbiorca',
      nip: 'NIP odbiorcy',
      rachunek: 'Numer rachunku',
      kwota: 'Kwota',
      kwotaWartosc: '{{kwota, pln}}',
      tytul: 'Tytuł przelewu',
      zaDuzo:
        'Kod QR banków obejmuje kwoty do {{limit, pln}}. Wpisz dane przelewu w aplikacji lub serwisie banku ręcznie.',
      uwaga:
        'Raty zostaną oznaczone jako zapłacone po zaksięgowaniu wpłaty przez urząd, zwykle w ciągu 5 dni roboczych.',
      blad: 'Nie udało się przygotować kodu płatności.',
    },
    kalendarz: 'Dodaj terminy do kalendarza (.ics)',
    kalendarzOpis:
      'Plik z terminami niezapłaconych rat tej karty, z przypomnieniem dzień wcześniej i w dniu terminu o 9:00.',
  },
};

export default pl;
