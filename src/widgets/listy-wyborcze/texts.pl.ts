/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  listyWyborcze: {
    tytul: 'Sprawdzenie w spisie wyborców',
    wstep:
      'Wybierz datę wyborów i wpisz numer PESEL, aby sprawdzić, w którym obwodzie głosowania jesteś ujęty w spisie wyborców.',
    dataWyborow: 'Data wyborów',
    wybierzDate: '– wybierz datę –',
    pesel: 'Numer PESEL',
    sprawdz: 'Sprawdź',
    brakWyborow: 'Aktualnie nie odbywają się żadne wybory',
    brakWSpisie: 'Osoby o podanym numerze PESEL nie ma w spisie wyborców dla wybranych wyborów.',
    wynik: 'Wynik sprawdzenia',
    obwod: 'Obwód głosowania nr',
    okreg: 'Okręg wyborczy nr',
    nrNaLiscie: 'Numer w spisie wyborców',
    adres: 'Adres lokalu wyborczego',
    sprawdzanie: 'Sprawdzanie…',
  },
};

export default pl;
