const uk = {
  odczytLicznikow: {
    tytul: 'Показання лічильників',
    punkt: 'Точка водопостачання',
    liczniki: 'Водоміри',
    aktualny: 'поточний',
    archiwalny: 'архівний (знятий {{data}})',
    podpis: 'Показання водомірів {{liczniki}}',
    wykres: 'споживання води за останні {{n}} показань (м³)',
    brak: 'Немає показань',
    brakPunktow: 'Немає точок водопостачання',
    kolumny: {
      numerLicznika: 'Номер лічильника',
      dataOdczytu: 'Дата показання',
      stanLicznika: 'Показання (м³)',
      zuzycieLicznika: 'Споживання (м³)',
    },
  },
};

export default uk;
