/** Shell tables (spec 01 §3 "Server configuration flags", §7 "Shell"). */
export const powloka = `
-- Server flags and office data, one JSON value per key, so an office can change one flag with one UPDATE.
CREATE TABLE ustawienia (
  klucz text PRIMARY KEY,
  wartosc jsonb NOT NULL
);

-- Technical break (spec 01 §4): the whole site, or single services by id. Exactly one row.
CREATE TABLE przerwa_techniczna (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  czy_przerwa_techniczna boolean NOT NULL DEFAULT false,
  uslugi jsonb NOT NULL DEFAULT '[]'
);
INSERT INTO przerwa_techniczna (id) VALUES (1);

CREATE TABLE menu_boczne (
  pozycja integer PRIMARY KEY,
  nazwa text NOT NULL,
  link text NOT NULL,
  typ text NOT NULL CHECK (typ IN ('STRONA_WLASNA', 'STRONA_WBUDOWANA', 'LINK')),
  czy_widoczny boolean NOT NULL DEFAULT true,
  czy_otwierac_w_nowej_karcie boolean NOT NULL DEFAULT false
);

CREATE TABLE licznik_odwiedzin (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  czy_wlaczony boolean NOT NULL DEFAULT true,
  wartosc integer NOT NULL DEFAULT 0
);
INSERT INTO licznik_odwiedzin (id) VALUES (1);

-- Which demo data sets were generated, so seeding runs once per set (and resumes a set cut short).
CREATE TABLE dane_demo (
  nazwa text PRIMARY KEY,
  wygenerowano timestamptz NOT NULL DEFAULT now()
)
`;
