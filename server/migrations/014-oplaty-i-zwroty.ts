/**
 * Protected services of spec 02 on fees and refunds: local fees (32), alcohol permit fees (33), waste fee
 * parameters (34) and the farm-diesel excise refunds (35, 36). `podmiot` is the subject's PESEL (a person) or
 * NIP (an institution): 11 and 10 digits never collide.
 */
export const oplatyIZwroty = `
-- Local fees (service 32): civil-law agreements of the gmina (lease, rent, use of land) and their dues with VAT.
CREATE TABLE oplaty_lokalne_umowy (
  id integer PRIMARY KEY,
  podmiot text NOT NULL,
  nr_karty text NOT NULL,
  nazwa_oplaty text NOT NULL,
  nr_decyzji text,
  data_zawarcia date NOT NULL,
  data_rozwiazania date,
  CHECK (data_rozwiazania IS NULL OR data_rozwiazania > data_zawarcia)
);
CREATE INDEX oplaty_lokalne_umowy_podmiot ON oplaty_lokalne_umowy (podmiot);

CREATE TABLE oplaty_lokalne_raty (
  umowa_id integer NOT NULL REFERENCES oplaty_lokalne_umowy (id) ON DELETE CASCADE,
  rok integer NOT NULL,
  nr_raty integer NOT NULL CHECK (nr_raty > 0),
  data_powstania date NOT NULL,
  termin_platnosci date NOT NULL,
  kwota_netto numeric(12, 2) NOT NULL CHECK (kwota_netto >= 0),
  kwota_vat numeric(12, 2) NOT NULL CHECK (kwota_vat >= 0),
  PRIMARY KEY (umowa_id, rok, nr_raty)
);

-- Alcohol permits (service 33) of institutions, category A (up to 4.5 % and beer), B (4.5–18 %), C (over 18 %).
CREATE TABLE alkohole_zezwolenia (
  nr_zezwolenia text PRIMARY KEY,
  nr_dokumentu text NOT NULL,
  podmiot text NOT NULL,
  nazwa_punktu text NOT NULL,
  rodzaj_opis text NOT NULL,
  kategoria char(1) NOT NULL CHECK (kategoria IN ('A', 'B', 'C')),
  wazne_od date NOT NULL,
  wazne_do date NOT NULL CHECK (wazne_do > wazne_od)
);
CREATE INDEX alkohole_zezwolenia_podmiot ON alkohole_zezwolenia (podmiot);

-- The yearly fee of a permit in three instalments (31 Jan, 31 May, 30 Sep) and the extra fees of art. 18
-- ust. 12a (late statement of sales) and 12b (late instalment).
CREATE TABLE alkohole_naleznosci (
  nr_zezwolenia text NOT NULL REFERENCES alkohole_zezwolenia (nr_zezwolenia) ON DELETE CASCADE,
  rok integer NOT NULL,
  kwota_nalezna numeric(12, 2) NOT NULL,
  kwota_raty1 numeric(12, 2) NOT NULL,
  kwota_raty2 numeric(12, 2) NOT NULL,
  kwota_raty3 numeric(12, 2) NOT NULL,
  dodatkowa_opl_rata1 numeric(12, 2) NOT NULL DEFAULT 0,
  dodatkowa_opl_rata2 numeric(12, 2) NOT NULL DEFAULT 0,
  dodatkowa_opl_rata3 numeric(12, 2) NOT NULL DEFAULT 0,
  dodatkowa_opl_nieter_osw numeric(12, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (nr_zezwolenia, rok),
  CHECK (kwota_raty1 + kwota_raty2 + kwota_raty3 = kwota_nalezna)
);

CREATE TABLE alkohole_wplaty (
  id integer PRIMARY KEY,
  nr_zezwolenia text NOT NULL REFERENCES alkohole_zezwolenia (nr_zezwolenia) ON DELETE CASCADE,
  rok integer NOT NULL,
  kwota numeric(12, 2) NOT NULL CHECK (kwota > 0),
  data_wplaty date NOT NULL,
  czy_wszystkie_raty boolean NOT NULL DEFAULT false,
  czy_rata1 boolean NOT NULL DEFAULT false,
  czy_rata2 boolean NOT NULL DEFAULT false,
  czy_rata3 boolean NOT NULL DEFAULT false,
  czy_nieterminowe_oswiadczenie boolean NOT NULL DEFAULT false,
  czy_po_terminie boolean NOT NULL DEFAULT false,
  czy_anulowana boolean NOT NULL DEFAULT false
);
CREATE INDEX alkohole_wplaty_rok ON alkohole_wplaty (nr_zezwolenia, rok);

-- Waste fee parameters (service 34) per collection point; current while do_dnia is empty or not yet past.
CREATE TABLE smieci_parametry (
  id integer PRIMARY KEY,
  podmiot text NOT NULL,
  punkt_odbioru text NOT NULL,
  parametr text NOT NULL,
  od_dnia date NOT NULL,
  do_dnia date,
  wartosc numeric(12, 2) NOT NULL,
  jednostka text NOT NULL,
  CHECK (do_dnia IS NULL OR do_dnia >= od_dnia)
);
CREATE INDEX smieci_parametry_podmiot ON smieci_parametry (podmiot);

-- Farm-diesel excise refunds (services 35, 36): applications (February and August) and the decisions on them.
CREATE TABLE paliwa_wnioski (
  sygnatura text PRIMARY KEY,
  podmiot text NOT NULL,
  rok integer NOT NULL,
  data_zlozenia date NOT NULL,
  powierzchnia_ha numeric(10, 4) NOT NULL CHECK (powierzchnia_ha > 0),
  ilosc_oleju_l numeric(10, 2) NOT NULL CHECK (ilosc_oleju_l > 0),
  roczny_limit numeric(12, 2) NOT NULL,
  czy_na_rachunek boolean NOT NULL
);
CREATE INDEX paliwa_wnioski_podmiot ON paliwa_wnioski (podmiot, rok);

-- A decision's refund is paid on data_wyplaty (to the account or at the cash desk); none yet: not paid.
CREATE TABLE paliwa_zwroty (
  numer_decyzji text PRIMARY KEY,
  sygnatura_wniosku text NOT NULL UNIQUE REFERENCES paliwa_wnioski (sygnatura) ON DELETE CASCADE,
  data_decyzji date NOT NULL,
  kwota_zwrotu numeric(12, 2) NOT NULL CHECK (kwota_zwrotu >= 0),
  pozostaly_limit numeric(12, 2) NOT NULL CHECK (pozostaly_limit >= 0),
  data_wyplaty date
)
`;
