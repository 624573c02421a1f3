/**
 * Elections and the voter register (service 4, spec 01 §3 "Election dates", "Voter result"), and the case
 * statuses and registers of organisations (spec 01 §2 "Statuses and registers"; fields are ours, the spec
 * does not show them).
 */
export const wyboryRejestry = `
CREATE TABLE wybory (
  data_wyborow date PRIMARY KEY,
  nazwa text NOT NULL
);

-- Precincts (obwody glosowania) with their polling station; okreg is the electoral district.
CREATE TABLE obwody_glosowania (
  nr integer PRIMARY KEY,
  okreg integer NOT NULL,
  siedziba text NOT NULL,
  adres text NOT NULL
);

-- The register per election: one row per voter, numbered per precinct.
CREATE TABLE spis_wyborcow (
  data_wyborow date NOT NULL REFERENCES wybory,
  pesel char(11) NOT NULL,
  nr_obwodu integer NOT NULL REFERENCES obwody_glosowania,
  nr_na_liscie integer NOT NULL,
  PRIMARY KEY (data_wyborow, pesel),
  UNIQUE (data_wyborow, nr_obwodu, nr_na_liscie)
);

CREATE TABLE organizacje (
  id integer PRIMARY KEY,
  nazwa text NOT NULL
);

CREATE TABLE statusy_spraw (
  id_organizacji integer NOT NULL REFERENCES organizacje,
  numer_sprawy text NOT NULL,
  przedmiot text NOT NULL,
  data_zlozenia date NOT NULL,
  status text NOT NULL,
  komorka text NOT NULL,
  PRIMARY KEY (id_organizacji, numer_sprawy)
);

CREATE TABLE rejestry (
  id integer PRIMARY KEY,
  id_organizacji integer NOT NULL REFERENCES organizacje,
  nazwa text NOT NULL,
  pozycja integer NOT NULL
);

CREATE TABLE wpisy_rejestru (
  id_rejestru integer NOT NULL REFERENCES rejestry,
  numer_wpisu text NOT NULL,
  data_wpisu date NOT NULL,
  podmiot text NOT NULL,
  opis text NOT NULL,
  PRIMARY KEY (id_rejestru, numer_wpisu)
)
`;
