/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  historiaPlatnosci: {
    tytul: 'Historia płatności internetowych',
    podpis: 'Płatności internetowe',
    brak: 'Brak płatności internetowych',
    pdfPodpowiedz:
      'Bez otwartych szczegółów PDF obejmuje całą listę; po otwarciu szczegółów – tę jedną płatność.',
    platnosc: '{{tytul}} z {{data}}',
    opis: '{{dostawca}} – {{status}}',
    kolumny: {
      tytul: 'Tytuł',
      kwota: 'Kwota',
      dataZlecenia: 'Data zlecenia',
      opis: 'Opis płatności',
    },
    dostawca: {
      kir: 'Przelew bankowy (KIR)',
      p24: 'Przelewy24',
    },
    status: {
      ZLECONA: 'zlecona, niedokończona',
      W_WERYFIKACJI: 'w trakcie weryfikacji',
      ZAAKCEPTOWANA: 'zaakceptowana, czeka na zaksięgowanie',
      ZAKSIEGOWANA: 'zaksięgowana',
      ODRZUCONA: 'nie powiodła się',
      WYGASLA: 'wygasła',
    },
    szczegoly: {
      naglowek: 'Szczegóły płatności',
      idTransakcji: 'Identyfikator transakcji',
      status: 'Status',
      waznosc: 'Ważna do',
      numerRachunku: 'Numer rachunku akceptanta',
      nazwaRachunku: 'Nazwa rachunku akceptanta',
      iban: 'IBAN',
      odbiorca: 'Nazwa odbiorcy',
      adres: 'Adres odbiorcy',
      miasto: 'Miejscowość',
      kodPocztowy: 'Kod pocztowy',
      email: 'E-mail',
      kodPanstwa: 'Kod kraju',
      url: 'Adres transakcji',
      urlDokoncz: 'Dokończ płatność w Przelewy24',
      raty: 'Raty opłacone tą płatnością (zł)',
    },
    raty: {
      symbolKarty: 'Karta',
      rodzajOplaty: 'Rodzaj opłaty',
      opisNrRaty: 'Rata',
      terminPlatnosci: 'Termin płatności',
      kwotaRaty: 'Kwota raty',
      kwotaGlowna: 'Kwota główna',
      kosztUpomnien: 'Koszt upomnień',
      oplataProlongacyjna: 'Opłata prolongacyjna',
      kwotaOdsetek: 'Odsetki',
      kwotaVat: 'VAT',
    },
    nrRaty: {
      CALOSC: 'całość',
      ZALEGLOSC: 'zaległość',
      ANULOWANA: 'anulowana',
      rata: 'rata {{nr}}',
    },
  },
};

export default pl;
