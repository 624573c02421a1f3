const de = {
  kontakt: {
    tytul: 'Kontakt',
    adres: 'Anschrift',
    telefon: 'Telefon',
    fax: 'Fax',
    email: 'E-Mail',
    strona: 'Website',
    informacje: 'Weitere Informationen',
    mapa: 'Karte mit dem Weg zum Amt',
    brakDanych: 'Keine Kontaktdaten vorhanden',
  },
};

export default de;
