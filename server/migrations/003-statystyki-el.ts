/**
 * Population-register statistics drawn as charts (spec 01 §3 "Resident status row", "Names"): residents by
 * registration status (service 3) and living residents by birth year and first name (services 12 and 13).
 */
export const statystykiEl = `
CREATE TABLE el_statusy_mieszkancow (
  kolejnosc integer PRIMARY KEY,
  opis_statusu text NOT NULL UNIQUE,
  liczba_mieszkancow integer NOT NULL CHECK (liczba_mieszkancow >= 0)
);

CREATE TABLE el_imiona (
  rok_urodzenia integer NOT NULL,
  imie text NOT NULL,
  liczba_osob integer NOT NULL CHECK (liczba_osob > 0),
  PRIMARY KEY (rok_urodzenia, imie)
)
`;
