/** Texts of the dues explanations (issue 26), fetched when a resident first opens them. */
const pl = {
  objasnieniaNaleznosci: {
    karta: {
      termin: 'Karta należności',
      opis: 'Zestawienie tego, co płacisz urzędowi z jednego tytułu w danym roku, np. podatku od nieruchomości albo opłaty za odpady. Każda karta ma własny numer rachunku do wpłat.',
    },
    doZaplaty:
      'Ile zostało do zapłaty na dziś, razem z odsetkami i kosztami. Raty już zapłacone nie są tu liczone.',
    poTerminie: 'Część kwoty do zapłaty, której termin płatności już minął. Od niej rosną odsetki za zwłokę.',
    rataZbiorcza: {
      termin: 'Rata zbiorcza',
      opis: 'Jeden wiersz tabeli: raty wszystkich opłat z karty, które mają ten sam termin płatności, np. rata podatku od nieruchomości i rata podatku rolnego. Wybierasz i płacisz ją w całości.',
    },
    kwotaRaty:
      'Kwota ustalona w decyzji lub umowie. Zostaje w tabeli także po zapłacie, żeby było widać, ile wynosiła.',
    razem:
      'Ile trzeba zapłacić dziś: kwota główna, koszty, odsetki i opłata prolongacyjna. Przy racie zapłaconej Razem wynosi 0,00 – nic nie trzeba dopłacać.',
    koszty: 'Koszty upomnienia lub egzekucji, doliczone, gdy urząd musiał przypominać o zapłacie.',
    odsetki: 'Odsetki za zwłokę, liczone od dnia po terminie płatności do dziś.',
    prolongacyjna: 'Opłata za zgodę urzędu na odroczenie terminu albo rozłożenie zaległości na raty.',
    flagi: {
      U: 'Urząd wysłał upomnienie – pismo przypominające o zaległości. Jego koszt jest doliczony do raty.',
      W: 'Urząd wezwał do zapłaty zaległości.',
      R: 'Urząd zgodził się rozłożyć zaległość na raty; płacisz je w nowych terminach.',
      O: 'Urząd przesunął termin płatności; obowiązuje nowy termin.',
      T: 'Zaległość przekazano do egzekucji (tytuł wykonawczy). Tej raty nie zapłacisz w portalu – wpłać ją organowi egzekucyjnemu.',
    },
  },
};

export default pl;
