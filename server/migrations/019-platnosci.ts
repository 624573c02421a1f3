/**
 * Online payments of dues (issue 13; spec 02 §3 "Online payment", §4): one row per transfer attempt with the
 * provider's identifiers, the instalments it pays (amounts as ordered), the open attempts' hold on their
 * instalments, and every provider notification with what was done with it.
 *
 * No double charge (DESIGN.md §7): `platnosci_blokady` has one row per collective instalment held by an open
 * attempt, keyed by the instalment — two attempts for the same instalment cannot both exist, however many
 * requests arrive at once. A hold is removed when its attempt expires or fails for good, or when it is posted.
 */
export const platnosci = `
CREATE TABLE platnosci_przelewy (
  -- idPrzelewu (= idTransakcji of the history): random, unguessable
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  dostawca text NOT NULL CHECK (dostawca IN ('kir', 'p24')),
  karta_id integer NOT NULL REFERENCES naleznosci_karty (id),
  uzytkownik_id integer REFERENCES uzytkownicy (id),
  kwota_grosze integer NOT NULL CHECK (kwota_grosze > 0),
  waluta char(3) NOT NULL DEFAULT 'PLN',
  tytul text NOT NULL,
  -- P24 sessionId / KIR id_trans: unique per attempt
  sesja text NOT NULL UNIQUE,
  -- P24: the token of the registered transaction
  token text UNIQUE,
  -- P24 orderId / KIR paymentId, from the verified notification
  id_u_dostawcy text,
  -- P24: the payment method of the notification
  metoda integer,
  status text NOT NULL CHECK (status IN ('ZLECONA', 'W_WERYFIKACJI', 'ZAAKCEPTOWANA', 'ZAKSIEGOWANA',
                                         'ODRZUCONA', 'WYGASLA')),
  url_ok text NOT NULL,
  url_blad text NOT NULL,
  utworzono timestamptz NOT NULL,
  wygasa timestamptz NOT NULL,
  zaakceptowano timestamptz,
  zaksiegowano timestamptz,
  sprawdzono timestamptz,
  -- raised by every change of status: a job that read one version changes nothing if another came first
  wersja integer NOT NULL DEFAULT 0
);
CREATE INDEX platnosci_przelewy_karta ON platnosci_przelewy (karta_id, utworzono DESC);
CREATE INDEX platnosci_przelewy_otwarte ON platnosci_przelewy (status, wygasa)
  WHERE status IN ('ZLECONA', 'W_WERYFIKACJI', 'ODRZUCONA', 'ZAAKCEPTOWANA');

-- the collective instalments a transfer pays, with their amounts at the time of the order
CREATE TABLE platnosci_przelewy_raty (
  przelew_id text NOT NULL REFERENCES platnosci_przelewy (id),
  rata_zbiorcza_id integer NOT NULL REFERENCES naleznosci_raty_zbiorcze (id),
  rodzaj_oplaty text NOT NULL,
  opis_nr_raty text NOT NULL,
  termin_platnosci date NOT NULL,
  kwota_raty numeric(12, 2) NOT NULL,
  kwota_glowna numeric(12, 2) NOT NULL,
  koszt_upomnien numeric(12, 2) NOT NULL,
  oplata_prolongacyjna numeric(12, 2) NOT NULL,
  kwota_odsetek numeric(12, 2) NOT NULL,
  kwota_vat numeric(12, 2) NOT NULL,
  kwota_razem numeric(12, 2) NOT NULL,
  PRIMARY KEY (przelew_id, rata_zbiorcza_id)
);

-- the hold of an open attempt on its instalments: the double-charge guard is this primary key
CREATE TABLE platnosci_blokady (
  rata_zbiorcza_id integer PRIMARY KEY REFERENCES naleznosci_raty_zbiorcze (id),
  przelew_id text NOT NULL REFERENCES platnosci_przelewy (id)
);
CREATE INDEX platnosci_blokady_przelew ON platnosci_blokady (przelew_id);

-- ids of the booked payments that posting adds (the demo's own rows have small ids): concurrent postings never
-- take the same id
CREATE SEQUENCE naleznosci_wplaty_platnosci START 1000000;

-- every notification received from a provider, accepted or not, with the reason of a refusal
CREATE TABLE platnosci_powiadomienia (
  id serial PRIMARY KEY,
  dostawca text NOT NULL CHECK (dostawca IN ('kir', 'p24')),
  przelew_id text REFERENCES platnosci_przelewy (id),
  otrzymano timestamptz NOT NULL,
  tresc jsonb NOT NULL,
  przyjete boolean NOT NULL,
  powod text
);
`;
