const uk = {
  dokumenty: {
    tytul: 'Документи для завантаження',
    opisPliku: 'PDF, {{rozmiar}}',
    brakPliku: 'файл недоступний',
    brak: 'Установа ще не опублікувала документів.',
  },
};

export default uk;
