const en = {
  protokolWymiany: {
    tytul: 'Water meter replacement protocol',
    punkt: 'Collection point',
    wodomierz: 'Water meter',
    zdjety: '{{numer}} (removed {{data}})',
    typ: 'File type',
    pdf: 'Pdf',
    pdfZeZdjeciami: 'Pdf with photos',
    pobierz: 'Download protocol',
    pobrano: 'Downloaded file {{nazwa}}',
    brakPliku: 'There is no file for the selected water meter',
    bladSerwera: 'Internal error of the file server. Try again later.',
    brakPunktow: 'No collection points',
  },
};

export default en;
