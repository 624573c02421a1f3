const en = {
  dokumenty: {
    tytul: 'Documents to download',
    opisPliku: 'PDF, {{rozmiar}}',
    brakPliku: 'file not available',
    brak: 'The office has not published any documents yet.',
  },
};

export default en;
