/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  stawkiPojazdow: {
    tytul: 'Stawki podatku od środków transportowych',
    rok: 'Rok',
    podpis: 'Stawki podatku od środków transportowych – {{rok}} (zł)',
    kolumny: {
      nazwaStawki: 'Nazwa stawki',
      stawkaRoczna: 'Stawka roczna gminy',
      stawkaRocznaMax: 'Stawka maksymalna wg obwieszczenia Ministra Finansów',
      kwotaObnizeniaStawki: 'Kwota obniżenia stawki',
    },
  },
};

export default pl;
