/**
 * Folder names of the file browsers (Informacje, Procedury) in the portal's other languages (issue 12 item 4):
 * the office names a folder per language; a folder without a name in the reader's language keeps its Polish one.
 * The documents inside keep their own titles (they are Polish documents).
 */
export const katalogiJezyki = `
CREATE TABLE katalogi_jezyki (
  nazwa_pl text NOT NULL,
  jezyk text NOT NULL CHECK (jezyk IN ('en', 'de', 'uk')),
  nazwa text NOT NULL,
  PRIMARY KEY (nazwa_pl, jezyk)
)
`;
