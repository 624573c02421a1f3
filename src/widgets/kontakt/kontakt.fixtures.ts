import type { Kontakt } from '../../core/api/powloka.ts';

const pusty: Kontakt = {
  kodPocztowy: null,
  adres: null,
  nazwaUrzedu: null,
  stronaUrl: null,
  telefon: null,
  fax: null,
  email: null,
  googleMapsUrl: null,
  kontaktDodatkowyWpis1: null,
  kontaktDodatkowyWpis2: null,
  kontaktDodatkowyWpis3: null,
  kontaktDodatkowyWpis4: null,
  kontaktDodatkowyWpis5: null,
};

/** Named examples of the contact element (STYLE.md §6). */
export const kontaktFixtures = {
  pusty,
  pelny: {
    ...pusty,
    nazwaUrzedu: 'Urząd Gminy Zielona Dolina',
    adres: 'ul. Lipowa 12',
    kodPocztowy: '12-345 Zielona Dolina',
    telefon: '+48 89 123 45 67',
    fax: '+48 89 123 45 68',
    email: 'sekretariat@zielonadolina.example.pl',
    stronaUrl: 'zielonadolina.example.pl',
    googleMapsUrl: 'https://maps.example.pl/?q=Lipowa+12',
    kontaktDodatkowyWpis1: 'Godziny pracy: poniedziałek 8:00–17:00',
    kontaktDodatkowyWpis2: '  ',
    kontaktDodatkowyWpis3: 'NIP 123-456-32-18',
  } satisfies Kontakt,
  bezMapy: {
    ...pusty,
    nazwaUrzedu: 'Urząd Gminy Zielona Dolina',
    stronaUrl: 'https://bip.example.pl',
  } satisfies Kontakt,
};
