/**
 * Protected data of the demo subjects (spec 02): vehicles in their transport-tax declarations (service 14),
 * temporary registrations of persons (27), properties (30) and tax assessments with their decisions (29). Rows
 * are keyed by the subject's PESEL or NIP (`podmiot`); the route checks that subject against the caller's own.
 */
export const podatki = `
-- Vehicles in a subject's declaration of the tax on means of transport, for the tax years rok_od..rok_do.
CREATE TABLE pojazdy_podatnikow (
  id integer PRIMARY KEY,
  podmiot text NOT NULL,
  nr_rejestracyjny text NOT NULL,
  marka text NOT NULL,
  nazwa_stawki text NOT NULL,
  rok_od integer NOT NULL,
  rok_do integer,
  CHECK (rok_do IS NULL OR rok_do >= rok_od)
);
CREATE INDEX pojazdy_podatnikow_podmiot ON pojazdy_podatnikow (podmiot);

-- Temporary registrations of persons: current from data_zameldowania to data_wymeldowania (the declared end
-- of the stay, that day included; none declared: until deregistered).
CREATE TABLE zameldowania_czasowe (
  id integer PRIMARY KEY,
  pesel text NOT NULL,
  nazwa_miejscowosci text NOT NULL,
  nazwa_ulicy text,
  nr_domu text NOT NULL,
  nr_lokalu text,
  data_zameldowania date NOT NULL,
  data_wymeldowania date,
  CHECK (data_wymeldowania IS NULL OR data_wymeldowania >= data_zameldowania)
);
CREATE INDEX zameldowania_czasowe_pesel ON zameldowania_czasowe (pesel);

-- Objects of the local taxes of a subject: land (area), buildings (usable area, register identifier and the
-- ownership document) and structures (value).
CREATE TABLE nieruchomosci (
  id integer PRIMARY KEY,
  podmiot text NOT NULL,
  rodzaj text NOT NULL CHECK (rodzaj IN ('grunt', 'budynek', 'budowla')),
  nr_karty text NOT NULL,
  opis_podatku text NOT NULL,
  nazwa_stawki text NOT NULL,
  powierzchnia numeric(12, 4),
  jednostka_powierzchni text,
  wartosc numeric(14, 2),
  jednostka_wartosci text,
  identyfikator text,
  dokument_typ text,
  dokument_numer text,
  dokument_data date,
  CHECK ((rodzaj = 'budowla') = (wartosc IS NOT NULL AND powierzchnia IS NULL)),
  CHECK (rodzaj = 'budowla' OR (identyfikator IS NOT NULL AND jednostka_powierzchni IS NOT NULL))
);
CREATE INDEX nieruchomosci_podmiot ON nieruchomosci (podmiot, rodzaj);

-- Tax assessments: a decision of the office (persons; institutions after an audit) or a declaration of the
-- taxpayer, and their changes; a changing act holds the change it makes, so a year's rows add up to the tax
-- after corrections. pozycje: the lines of the decision document (object, base, rate, tax).
CREATE TABLE wymiary_podatku (
  id integer PRIMARY KEY,
  podmiot text NOT NULL,
  nr_karty text NOT NULL,
  rok_podatkowy integer NOT NULL,
  data_wymiaru date NOT NULL,
  opis_wymiaru text NOT NULL,
  nr_decyzji text,
  podatek_rolny numeric(12, 2) NOT NULL,
  podatek_lesny numeric(12, 2) NOT NULL,
  podatek_od_nieruchomosci numeric(12, 2) NOT NULL,
  id_archiwum_druku integer UNIQUE,
  pozycje jsonb NOT NULL DEFAULT '[]',
  CHECK (id_archiwum_druku IS NULL OR nr_decyzji IS NOT NULL)
);
CREATE INDEX wymiary_podatku_podmiot ON wymiary_podatku (podmiot, rok_podatkowy)
`;
