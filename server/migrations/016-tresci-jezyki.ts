/**
 * The office's own content in the portal's other languages (issue 12 items 3, 4): one row per item and language
 * the office provides; an item without a row in the reader's language is shown in Polish.
 */
export const tresciJezyki = `
-- the registration consents (GET /pi/rejestracjaZgody)
CREATE TABLE zgody_rejestracji_jezyki (
  jezyk text PRIMARY KEY CHECK (jezyk IN ('en', 'de', 'uk')),
  tresc_przetwarzanie text NOT NULL,
  tresc_regulaminu text NOT NULL
);

-- side menu items (GET /pi/menuBoczne, the site map)
CREATE TABLE menu_boczne_jezyki (
  pozycja integer NOT NULL REFERENCES menu_boczne (pozycja) ON DELETE CASCADE,
  jezyk text NOT NULL CHECK (jezyk IN ('en', 'de', 'uk')),
  nazwa text NOT NULL,
  PRIMARY KEY (pozycja, jezyk)
);

-- home tiles (GET /pi/kafelki)
CREATE TABLE kafelki_jezyki (
  pozycja integer NOT NULL REFERENCES kafelki (pozycja) ON DELETE CASCADE,
  jezyk text NOT NULL CHECK (jezyk IN ('en', 'de', 'uk')),
  nazwa text NOT NULL,
  opis text NOT NULL,
  PRIMARY KEY (pozycja, jezyk)
)
`;
