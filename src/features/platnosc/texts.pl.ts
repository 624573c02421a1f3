/**
 * Texts of online payment (spec 02 §4, §8; issue 13): the Pay button and the provider choice (the dues detail and
 * the overview of everything owed), and the result shown after the provider (portal pages, and those elements on
 * a CMS page).
 */
const pl = {
  platnoscOnline: {
    zaplac: 'Zapłać',
    przekierowanie: 'Przechodzenie do strony płatności…',
    // the summary of the chosen instalments in the provider choice
    wybrano_one: 'Wybrano {{count, liczba}} ratę na kwotę {{kwota, pln}}',
    wybrano_few: 'Wybrano {{count, liczba}} raty na kwotę {{kwota, pln}}',
    wybrano_many: 'Wybrano {{count, liczba}} rat na kwotę {{kwota, pln}}',
    wybrano_other: 'Wybrano {{count, liczba}} raty na kwotę {{kwota, pln}}',
    brakOpcji: 'Brak dostępnych opcji płatności.',
    wybor: {
      tytul: 'Wybierz sposób płatności',
      legenda: 'Sposób płatności',
      prowizja: 'Prowizja: {{prowizja}}',
      prowizjaKwota: 'Prowizja: {{prowizja}} ({{kwota, pln}})',
      razem: 'Razem do zapłaty: {{kwota, pln}}',
      przejdz: 'Przejdź do płatności',
      anuluj: 'Anuluj',
    },
    dostawcy: { kir: 'Przelew bankowy (KIR)', p24: 'Przelewy24' },
    juzZlecone: {
      tytul: 'Raty zlecone do zapłaty',
      tresc:
        'Płatność za co najmniej jedną z wybranych rat została w międzyczasie zlecona. Lista rat została odświeżona – sprawdź wybór i spróbuj ponownie.',
    },
    blad: 'Nie udało się rozpocząć płatności. Spróbuj ponownie później.',
    anulowanie: {
      przycisk: 'Anuluj zlecenie',
      tytul: 'Anulować zlecenie płatności?',
      pytanie:
        'Zlecenie płatności Przelewy24 za tę ratę zostanie anulowane, jeśli operator płatności nie przyjął wpłaty. Raty będzie można od razu ponownie wybrać do zapłaty.',
      tak: 'Tak, anuluj zlecenie',
      nie: 'Wróć',
      trwa: 'Anulowanie…',
      ok: 'Zlecenie zostało anulowane. Raty można ponownie wybrać do zapłaty.',
      blad: 'Nie udało się anulować zlecenia. Spróbuj ponownie później.',
      zamknij: 'Zamknij',
    },
    wynik: {
      naglowek: 'Wynik płatności',
      ok: 'Płatność zaakceptowana.',
      blad: 'Płatność nie powiodła się.',
      weryfikacja: 'Płatność jest w trakcie weryfikacji.',
      sprawdzanie: 'Sprawdzanie stanu płatności…',
      ponawianie: 'Stan płatności jest sprawdzany ponownie co kilka sekund.',
      dlugo: 'Weryfikacja trwa dłużej niż zwykle. Stan płatności pokaże historia płatności internetowych.',
      info: 'Wpłata będzie widoczna w należnościach po zaksięgowaniu, zwykle w ciągu 5 dni roboczych.',
      zaksiegowana: 'Wpłata została zaksięgowana, a raty są opłacone.',
      wygasla: 'Płatność nie została dokończona w wyznaczonym czasie. Raty można ponownie wybrać do zapłaty.',
      niepotwierdzona:
        'Operator płatności nie potwierdził wpłaty. Raty pozostają zlecone do {{czas}} – wpłata wykonana w tym czasie zostanie przyjęta, później raty można wybrać ponownie.',
      niepotwierdzonaP24:
        'Operator płatności nie potwierdził wpłaty. Raty pozostają zlecone do {{czas}} – wpłata wykonana w tym czasie zostanie przyjęta, później raty można wybrać ponownie. Aby wybrać je wcześniej, użyj przycisku „Anuluj zlecenie” przy racie na karcie należności.',
      odrzucona: 'Raty można ponownie wybrać do zapłaty.',
      nieznana:
        'Nie znamy wyniku płatności w tej karcie przeglądarki. Jej stan pokaże historia płatności internetowych.',
      bezStanu: 'Nie udało się sprawdzić stanu płatności. Sprawdź go w historii płatności internetowych.',
      dane: 'Dane płatności',
      tytul: 'Tytuł',
      kwota: 'Kwota',
      kwotaWartosc: '{{kwota, pln}}',
      dostawca: 'Sposób płatności',
      referencja: 'Numer referencyjny przelewu',
      historia: 'Historia płatności internetowych',
      historiaUwaga:
        'Stan płatności i jej szczegóły znajdziesz w usłudze „Historia płatności internetowych” portalu mieszkańca.',
      wroc: 'Wróć do należności',
      potwierdzenie: 'Pobierz potwierdzenie (PDF)',
    },
  },
};

export default pl;
