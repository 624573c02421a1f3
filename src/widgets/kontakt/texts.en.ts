const en = {
  kontakt: {
    tytul: 'Contact',
    adres: 'Address',
    telefon: 'Phone',
    fax: 'Fax',
    email: 'E-mail',
    strona: 'Website',
    informacje: 'Further information',
    mapa: 'Map showing the way to the office',
    brakDanych: 'No contact details available',
  },
};

export default en;
