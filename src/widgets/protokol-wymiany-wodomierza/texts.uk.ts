const uk = {
  protokolWymiany: {
    tytul: 'Протокол заміни водоміра',
    punkt: 'Точка водопостачання',
    wodomierz: 'Водомір',
    zdjety: '{{numer}} (знятий {{data}})',
    typ: 'Тип файлу',
    pdf: 'Pdf',
    pdfZeZdjeciami: 'Pdf із фотографіями',
    pobierz: 'Завантажити протокол',
    pobrano: 'Завантажено файл {{nazwa}}',
    brakPliku: 'Немає файлу для вибраного водоміра',
    bladSerwera: 'Внутрішня помилка файлового сервера. Спробуйте пізніше.',
    brakPunktow: 'Немає точок водопостачання',
  },
};

export default uk;
