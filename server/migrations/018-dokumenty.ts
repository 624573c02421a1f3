/**
 * The office's list of PDF documents (spec 01 §2 "a list of PDF pages generated from configuration (title and
 * PDF file name)"), in the office's order, optionally grouped. The widget selection of the home page lives in
 * `ustawienia` (key `wyborUslug`).
 */
export const dokumenty = `
CREATE TABLE dokumenty (
  pozycja integer PRIMARY KEY,
  tytul text NOT NULL CHECK (length(tytul) BETWEEN 1 AND 200),
  plik text NOT NULL CHECK (plik ~ '^[a-z0-9]+(-[a-z0-9]+)*\\.pdf$'),
  grupa text CHECK (length(grupa) BETWEEN 1 AND 100)
)
`;
