/**
 * Dues of the subjects (spec 02 §3 "Dues card", "Collective instalment", "Booked payment", "Recovery element",
 * co-obligors): a card per subject, year and kind of due with its own account number; collective instalments
 * (one due date of a card) made of the instalments of each fee on the card; what was booked and what the
 * recovery did. Interest for late payment is not stored: it is counted up to the office's day when asked.
 */
export const naleznosci = `
CREATE TABLE naleznosci_karty (
  id integer PRIMARY KEY,
  czy_instytucja boolean NOT NULL,
  pesel text,
  nip text,
  CHECK (CASE WHEN czy_instytucja THEN nip IS NOT NULL AND pesel IS NULL
              ELSE pesel IS NOT NULL AND nip IS NULL END),
  rok integer NOT NULL,
  aplikacja text NOT NULL CHECK (aplikacja IN ('PODATKI_GMINNE', 'SRODKI_TRANSPORTU', 'OPLATY_LOKALNE',
                                               'OPLATY_PSY', 'WODA_SCIEKI', 'ODPADY')),
  symbol_karty text NOT NULL,
  -- an individual account per card (NRB, 26 digits)
  numer_konta char(26) NOT NULL UNIQUE,
  nazwa_platnika text NOT NULL,
  numer_decyzji text
);
CREATE INDEX naleznosci_karty_pesel ON naleznosci_karty (pesel);
CREATE INDEX naleznosci_karty_nip ON naleznosci_karty (nip);

CREATE TABLE naleznosci_raty_zbiorcze (
  id integer PRIMARY KEY,
  karta_id integer NOT NULL REFERENCES naleznosci_karty (id),
  termin_platnosci date NOT NULL,
  -- a deferred deadline (flag O): interest runs from the day after it
  termin_odroczony date,
  kwota_raty numeric(12, 2) NOT NULL CHECK (kwota_raty >= 0),
  -- principal still to pay (0 when paid)
  kwota_glowna numeric(12, 2) NOT NULL CHECK (kwota_glowna >= 0),
  koszty_egzekucji numeric(12, 2) NOT NULL DEFAULT 0 CHECK (koszty_egzekucji >= 0),
  oplata_prolongacyjna numeric(12, 2) NOT NULL DEFAULT 0 CHECK (oplata_prolongacyjna >= 0),
  czy_splacona boolean NOT NULL DEFAULT false,
  jest_upomnienie boolean NOT NULL DEFAULT false,
  jest_wezwanie boolean NOT NULL DEFAULT false,
  jest_rozlozenie_na_raty boolean NOT NULL DEFAULT false,
  jest_odroczenie_terminu boolean NOT NULL DEFAULT false,
  jest_tytul_wykonawczy boolean NOT NULL DEFAULT false,
  zlecono_platnosc_kir boolean NOT NULL DEFAULT false,
  zlecono_platnosc_p24 boolean NOT NULL DEFAULT false
);
CREATE INDEX naleznosci_raty_zbiorcze_karta ON naleznosci_raty_zbiorcze (karta_id, termin_platnosci);

CREATE TABLE naleznosci_raty (
  id integer PRIMARY KEY,
  rata_zbiorcza_id integer NOT NULL REFERENCES naleznosci_raty_zbiorcze (id),
  -- I, II, III, IV… or CALOSC (whole), ZALEGLOSC (late), ANULOWANA (cancelled)
  nr_raty text NOT NULL,
  rodzaj_oplaty text NOT NULL,
  kwota numeric(12, 2) NOT NULL
);
CREATE INDEX naleznosci_raty_zbiorcza ON naleznosci_raty (rata_zbiorcza_id);

CREATE TABLE naleznosci_wplaty (
  id integer PRIMARY KEY,
  karta_id integer NOT NULL REFERENCES naleznosci_karty (id),
  opis text NOT NULL,
  data_operacji date NOT NULL,
  typ text NOT NULL,
  kwota_glowna numeric(12, 2) NOT NULL,
  koszty_upomnien numeric(12, 2) NOT NULL DEFAULT 0,
  odsetki numeric(12, 2) NOT NULL DEFAULT 0,
  oplata_prolongacyjna numeric(12, 2) NOT NULL DEFAULT 0
);
CREATE INDEX naleznosci_wplaty_karta ON naleznosci_wplaty (karta_id);

CREATE TABLE naleznosci_dochodzenie (
  id integer PRIMARY KEY,
  karta_id integer NOT NULL REFERENCES naleznosci_karty (id),
  opis text NOT NULL,
  data_operacji date NOT NULL,
  typ text NOT NULL,
  suma numeric(12, 2) NOT NULL,
  kwota_glowna numeric(12, 2) NOT NULL,
  pozostalo_do_splaty numeric(12, 2) NOT NULL
);
CREATE INDEX naleznosci_dochodzenie_karta ON naleznosci_dochodzenie (karta_id);

CREATE TABLE naleznosci_wspolzobowiazani (
  id integer PRIMARY KEY,
  karta_id integer NOT NULL REFERENCES naleznosci_karty (id),
  nr_karty text NOT NULL,
  nazwa_udzialowca text NOT NULL,
  udzial text NOT NULL,
  forma_wladania text NOT NULL,
  adres_udzialowca text NOT NULL
);
CREATE INDEX naleznosci_wspolzobowiazani_karta ON naleznosci_wspolzobowiazani (karta_id);
`;
