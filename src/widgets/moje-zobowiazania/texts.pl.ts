/**
 * Texts of the overview of everything owed (`<gmina-moje-zobowiazania>`, beyond spec 02): its wording follows the
 * dues card's (spec 02 §3, §4: "po terminie", "płatność zlecona", "tytuł wykonawczy").
 */
const pl = {
  zobowiazania: {
    tytul: 'Moje zobowiązania',
    wstep:
      'Wszystkie niezapłacone raty ze wszystkich Twoich kart należności. Zaznacz raty, które chcesz zapłacić – nawet z kilku kart – i zapłać je jednym przelewem.',
    sumy: {
      etykieta: 'Podsumowanie zobowiązań',
      zaleglosci: 'Zaległości',
      doKoncaRoku: 'Do zapłaty do końca roku',
      kwota: '{{kwota, pln}}',
      stanNa: 'Kwoty z odsetkami na dzień {{dzien}}.',
    },
    grupy: {
      PO_TERMINIE: 'Po terminie',
      W_30_DNI: 'W ciągu 30 dni',
      W_TYM_ROKU: 'Później w tym roku',
      POZNIEJ: 'W następnych latach',
    },
    grupaOpis_one: '{{count, liczba}} rata na kwotę {{kwota, pln}}',
    grupaOpis_few: '{{count, liczba}} raty na kwotę {{kwota, pln}}',
    grupaOpis_many: '{{count, liczba}} rat na kwotę {{kwota, pln}}',
    grupaOpis_other: '{{count, liczba}} raty na kwotę {{kwota, pln}}',
    podpis: 'Raty – {{grupa}}',
    pustaGrupa: 'Brak rat w tej grupie.',
    brak: 'Nie masz niezapłaconych rat.',
    kolumny: {
      wybor: 'Wybór',
      karta: 'Karta',
      rodzaj: 'Rodzaj należności',
      rata: 'Rata',
      termin: 'Termin płatności',
      kwota: 'Kwota do zapłaty',
      stan: 'Stan',
    },
    rodzaje: {
      PODATKI_GMINNE: 'Podatki gminne',
      SRODKI_TRANSPORTU: 'Podatek od środków transportowych',
      OPLATY_LOKALNE: 'Opłaty lokalne',
      OPLATY_PSY: 'Opłata od posiadania psów',
      WODA_SCIEKI: 'Woda i ścieki',
      ODPADY: 'Gospodarowanie odpadami komunalnymi',
    },
    nrRaty: {
      CALOSC: 'całość',
      ZALEGLOSC: 'zaległość',
      ANULOWANA: 'anulowana',
      rata: 'rata {{nr}}',
    },
    otworz: 'Szczegóły karty {{symbol}}',
    zaznacz: 'Wybierz: karta {{symbol}}, {{rata}}, termin {{termin}}',
    poTerminie: 'po terminie',
    stany: {
      doZaplaty: 'Do zapłaty – można zapłacić przez internet',
      zlecona: 'Płatność zlecona ({{dostawca}}) – czeka na potwierdzenie',
      tytul: 'Nie można zapłacić przez internet: wystawiono tytuł wykonawczy – wpłata u organu egzekucyjnego',
    },
    dostawcy: { kir: 'przelew bankowy KIR', p24: 'Przelewy24' },
    wybrano_one: 'Wybrano {{count, liczba}} ratę na kwotę {{kwota, pln}}',
    wybrano_few: 'Wybrano {{count, liczba}} raty na kwotę {{kwota, pln}}',
    wybrano_many: 'Wybrano {{count, liczba}} rat na kwotę {{kwota, pln}}',
    wybrano_other: 'Wybrano {{count, liczba}} raty na kwotę {{kwota, pln}}',
    kalendarz: 'Dodaj terminy do kalendarza (.ics)',
    kalendarzOpis:
      'Plik z terminami wszystkich niezapłaconych rat, z przypomnieniem dzień wcześniej i w dniu terminu o 9:00.',
    nicNieWybrano: 'Nie wybrano żadnej raty. Zaznacz raty, które chcesz zapłacić jednym przelewem.',
    zaplac: 'Zapłać',
    wroc: 'Wróć do moich zobowiązań',
  },
};

export default pl;
