/** Office content of the portal shell (spec 01 §2, §3): home tiles, file browsers, custom pages. */
export const tresci = `
-- Home tiles (spec 01 §2 "home, tile grid built from configuration"), in the order of pozycja.
CREATE TABLE kafelki (
  pozycja integer PRIMARY KEY,
  nazwa text NOT NULL,
  opis text NOT NULL DEFAULT '',
  link text NOT NULL,
  typ text NOT NULL CHECK (typ IN ('STRONA_WLASNA', 'STRONA_WBUDOWANA', 'LINK')),
  ikona text NOT NULL DEFAULT 'strona'
);

-- File and page browsers (/informacje, /procedury): one tree per section, as the API sends it.
CREATE TABLE przegladarka (
  sekcja text PRIMARY KEY,
  drzewo jsonb NOT NULL
);

-- Custom pages (/strona-wlasna) by file name: title and HTML written by the office.
CREATE TABLE strony_wlasne (
  nazwa_pliku text PRIMARY KEY,
  tytul text NOT NULL,
  html text NOT NULL
)
`;
