/**
 * The registration consents in the portal's other languages (issue 12 item 3): the office's own texts, one row
 * per language it provides; a language without a row gets the Polish texts of `zgody_rejestracji`.
 */
export const zgodyJezyki = `
CREATE TABLE zgody_rejestracji_jezyki (
  jezyk text PRIMARY KEY CHECK (jezyk IN ('en', 'de', 'uk')),
  tresc_przetwarzanie text NOT NULL,
  tresc_regulaminu text NOT NULL
)
`;
