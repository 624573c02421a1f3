/**
 * Water and sewage (spec 02 §2, §3): collection points of a subject with their agreement, current and archival
 * meters with their digit ranges, readings (the collector's and those a resident enters in the portal),
 * invoices, request topics and requests, correspondence data with its report history, and the meter
 * replacement protocols. A subject is its PESEL (person) or NIP (institution): the two never collide (11 vs 10
 * digits).
 */
export const woda = `
CREATE TABLE woda_punkty (
  id integer PRIMARY KEY,
  podmiot text NOT NULL,
  adres text NOT NULL,
  nr_karty text NOT NULL,
  numer_umowy text NOT NULL,
  data_zawarcia date NOT NULL
);
CREATE INDEX woda_punkty_podmiot ON woda_punkty (podmiot);

-- A meter is current while data_wyjecia is NULL; its dial has zakres_calkowite black digits (whole m³) and
-- zakres_dziesietne red ones.
CREATE TABLE woda_liczniki (
  id integer PRIMARY KEY,
  id_punktu integer NOT NULL REFERENCES woda_punkty (id),
  numer text NOT NULL UNIQUE,
  zakres_calkowite integer NOT NULL CHECK (zakres_calkowite BETWEEN 1 AND 9),
  zakres_dziesietne integer NOT NULL CHECK (zakres_dziesietne BETWEEN 0 AND 3),
  data_montazu date NOT NULL,
  data_wyjecia date,
  CHECK (data_wyjecia IS NULL OR data_wyjecia > data_montazu)
);
CREATE INDEX woda_liczniki_punkt ON woda_liczniki (id_punktu);

-- zrodlo: 'inkasent' (the office's reading) or 'portal' (entered by the resident, service 25).
CREATE TABLE woda_odczyty (
  id serial PRIMARY KEY,
  id_licznika integer NOT NULL REFERENCES woda_liczniki (id),
  data_odczytu date NOT NULL,
  stan numeric(12, 3) NOT NULL CHECK (stan >= 0),
  zuzycie numeric(12, 3) NOT NULL CHECK (zuzycie >= 0),
  zrodlo text NOT NULL CHECK (zrodlo IN ('inkasent', 'portal')),
  utworzono timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX woda_odczyty_licznik ON woda_odczyty (id_licznika, data_odczytu);

CREATE TABLE woda_faktury (
  id integer PRIMARY KEY,
  id_punktu integer NOT NULL REFERENCES woda_punkty (id),
  numer text NOT NULL UNIQUE,
  dotyczy text NOT NULL,
  data_wystawienia date NOT NULL,
  data_zaplaty date,
  okres_od date NOT NULL,
  okres_do date NOT NULL,
  zuzycie numeric(12, 3) NOT NULL,
  kwota_brutto numeric(10, 2) NOT NULL,
  -- NULL: no PDF was issued for this invoice (wystawionoDokumentPdf false)
  id_dokumentu_pdf text UNIQUE
);
CREATE INDEX woda_faktury_punkt ON woda_faktury (id_punktu, data_wystawienia);

CREATE TABLE woda_tematy (
  id integer PRIMARY KEY,
  temat text NOT NULL,
  czy_dodatkowy boolean NOT NULL,
  kolejnosc integer NOT NULL
);

CREATE TABLE woda_zgloszenia (
  id serial PRIMARY KEY,
  podmiot text NOT NULL,
  id_punktu integer NOT NULL REFERENCES woda_punkty (id),
  id_tematu integer NOT NULL REFERENCES woda_tematy (id),
  tresc text NOT NULL,
  telefon text,
  email text,
  stan_licznika numeric(12, 3),
  kiedy_utworzono timestamptz NOT NULL,
  kiedy_obsluzono timestamptz,
  uwagi text
);
CREATE INDEX woda_zgloszenia_podmiot ON woda_zgloszenia (podmiot, kiedy_utworzono);

-- The office's correspondence data of a subject (the fields of spec 02 §3 as one JSON object).
CREATE TABLE woda_dane_korespondencyjne (
  podmiot text PRIMARY KEY,
  dane jsonb NOT NULL
);

-- Reports of changed correspondence data: what the subject sent, handled later by the office.
CREATE TABLE woda_dane_korespondencyjne_zgloszenia (
  id serial PRIMARY KEY,
  podmiot text NOT NULL,
  kiedy_utworzono timestamptz NOT NULL,
  temat text NOT NULL,
  tresc text NOT NULL,
  kiedy_obsluzono timestamptz,
  uwagi text,
  dane jsonb NOT NULL
);
CREATE INDEX woda_dk_zgloszenia_podmiot ON woda_dane_korespondencyjne_zgloszenia (podmiot, kiedy_utworzono);

-- A replacement: the meter taken out and the one put in, with the fitter's data; both meters lead to it.
CREATE TABLE woda_wymiany (
  id integer PRIMARY KEY,
  id_licznika_zdjetego integer NOT NULL REFERENCES woda_liczniki (id),
  id_licznika_zalozonego integer NOT NULL REFERENCES woda_liczniki (id),
  data_wymiany date NOT NULL,
  stan_zdjetego numeric(12, 3) NOT NULL,
  stan_zalozonego numeric(12, 3) NOT NULL,
  powod text NOT NULL,
  monter text NOT NULL,
  nr_plomby text NOT NULL
)
`;
