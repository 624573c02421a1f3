/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  wyslijZgloszenie: {
    tytul: 'Wyślij zgłoszenie',
    punkt: 'Punkt odbioru',
    temat: 'Temat zgłoszenia',
    wybierz: '— wybierz —',
    tresc: 'Treść zgłoszenia',
    podpowiedz: 'Opisz szczegóły, zaproponuj termin lub podaj powód wymiany',
    telefon: 'Telefon kontaktowy',
    telefonPodpowiedz: '9 cyfr, np. 601234567',
    email: 'E-mail kontaktowy',
    wyslij: 'Wyślij zgłoszenie',
    wysylanie: 'Wysyłanie…',
    wyslano: 'Zgłoszenie zostało wysłane',
    blad: 'Wystąpił błąd podczas wysyłania zgłoszenia',
    brakWodomierzy: 'Brak wodomierzy',
    lista: 'Wysłane zgłoszenia',
    brakZgloszen: 'Brak wysłanych zgłoszeń',
    kolumny: {
      utworzono: 'Utworzono',
      temat: 'Temat',
      tresc: 'Treść',
      stan: 'Stan licznika (m³)',
      obsluzono: 'Obsłużono',
      uwagi: 'Uwagi',
    },
  },
};

export default pl;
