/**
 * Public vehicle statistics of the tax on means of transport (spec 01 §3 "Vehicle count", "Vehicle rate") and
 * resident statistics from the registration records (spec 01 §3 "Registrations by sex and age"; service 7).
 */
export const pojazdyMeldunki = `
-- Taxation norms (emission norm of the vehicle), in the order the office lists them.
CREATE TABLE pojazdy_normy (
  kod text PRIMARY KEY,
  nazwa_normy text NOT NULL UNIQUE,
  kolejnosc integer NOT NULL
);

-- Vehicles liable to the tax, registered in the gmina; a vehicle counts on the days it is registered.
CREATE TABLE pojazdy_ewidencja (
  id integer PRIMARY KEY,
  norma text NOT NULL REFERENCES pojazdy_normy (kod),
  data_rejestracji date NOT NULL,
  data_wyrejestrowania date,
  CHECK (data_wyrejestrowania IS NULL OR data_wyrejestrowania > data_rejestracji)
);
CREATE INDEX pojazdy_ewidencja_daty ON pojazdy_ewidencja (data_rejestracji, data_wyrejestrowania);

-- Yearly rates: set by the council resolution, capped by the finance ministry's notice of that year.
CREATE TABLE pojazdy_stawki (
  rok integer NOT NULL,
  kolejnosc integer NOT NULL,
  nazwa_stawki text NOT NULL,
  stawka_roczna numeric(10, 2) NOT NULL,
  stawka_roczna_max numeric(10, 2) NOT NULL,
  PRIMARY KEY (rok, kolejnosc),
  CHECK (stawka_roczna <= stawka_roczna_max)
);

-- Localities of the gmina with the voters on the register.
CREATE TABLE meldunki_miejscowosci (
  nazwa_miejscowosci text PRIMARY KEY,
  kolejnosc integer NOT NULL,
  liczba_wyborcow integer NOT NULL
);

-- Residents registered in a locality, permanently (S) or temporarily (C), by sex and age group (split at 18).
CREATE TABLE meldunki_plec_wiek (
  nazwa_miejscowosci text NOT NULL REFERENCES meldunki_miejscowosci (nazwa_miejscowosci),
  rodzaj char(1) NOT NULL CHECK (rodzaj IN ('S', 'C')),
  kobiety_ponizej18 integer NOT NULL,
  mezczyzni_ponizej18 integer NOT NULL,
  kobiety_od18 integer NOT NULL,
  mezczyzni_od18 integer NOT NULL,
  PRIMARY KEY (nazwa_miejscowosci, rodzaj)
)
`;
