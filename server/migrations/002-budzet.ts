/** Budget of the gmina (spec 01 §3 "Budget income row", "Budget expenditure row"). Amounts in PLN. */
export const budzet = `
CREATE TABLE budzet_dochody (
  rok integer NOT NULL,
  rozdzial varchar(5) NOT NULL,
  paragraf varchar(4) NOT NULL,
  nazwa_pozycji text NOT NULL,
  plan_po_zmianach numeric(14, 2) NOT NULL,
  naleznosci numeric(14, 2) NOT NULL,
  dochody_otrzymane numeric(14, 2) NOT NULL,
  dochody_wykonane numeric(14, 2) NOT NULL,
  PRIMARY KEY (rok, rozdzial, paragraf)
);

CREATE TABLE budzet_wydatki (
  rok integer NOT NULL,
  rozdzial varchar(5) NOT NULL,
  paragraf varchar(4) NOT NULL,
  nazwa_pozycji text NOT NULL,
  plan_po_zmianach numeric(14, 2) NOT NULL,
  wydatki numeric(14, 2) NOT NULL,
  zobowiazania numeric(14, 2) NOT NULL,
  koszty numeric(14, 2) NOT NULL,
  zaangazowanie numeric(14, 2) NOT NULL,
  PRIMARY KEY (rok, rozdzial, paragraf)
)
`;
