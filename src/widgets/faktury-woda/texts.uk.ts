const uk = {
  fakturyWoda: {
    tytul: 'Рахунки за воду',
    punkt: 'Точка водопостачання',
    lata: 'Роки',
    podpis: 'Рахунки за воду та водовідведення – {{lata}}',
    umowa: 'Договір № {{numer}} від {{data}}',
    brak: 'Немає рахунків за воду',
    brakPunktow: 'Немає точок водопостачання',
    nieoplacona: 'не оплачено',
    faktura: 'рахунок {{numer}}',
    kolumny: {
      numerFaktury: 'Номер рахунку',
      dotyczy: 'Стосується',
      dataWystawienia: 'Дата виставлення',
      dataZaplaty: 'Дата оплати',
      kwotaBrutto: 'Сума брутто (PLN)',
      pdf: 'Рахунок',
    },
  },
};

export default uk;
