/** Accounts, login and session (spec 01 §1 account, §3, §4; issue 4 "Contract server"). */
export const konto = `
-- Portal accounts. haslo: scrypt record (konto/haslo.ts). A registered account is inactive until its
-- activation link is used; unconfirmed (identity) or unverified (data) accounts get restricted tokens.
CREATE TABLE uzytkownicy (
  id serial PRIMARY KEY,
  login text NOT NULL,
  email text NOT NULL,
  haslo text NOT NULL,
  imie text NOT NULL,
  nazwisko text NOT NULL,
  pesel text,
  nip text,
  czy_instytucja boolean NOT NULL DEFAULT false,
  czy_aktywny boolean NOT NULL DEFAULT false,
  czy_niepotwierdzony boolean NOT NULL DEFAULT true,
  czy_niezweryfikowany boolean NOT NULL DEFAULT false,
  liczba_logowan integer NOT NULL DEFAULT 0,
  -- session length of this account in ms; null → the office setting 'czasSesji'
  czas_sesji_ms integer,
  totp_aktywne boolean NOT NULL DEFAULT false,
  totp_sekret text,
  -- secret shown by GET /konfiguracja2fa, becomes totp_sekret once a code confirms it
  totp_sekret_nowy text,
  -- last TOTP step used: a code of this step or an earlier one is refused (no replay)
  totp_ostatni_krok bigint NOT NULL DEFAULT 0,
  zgoda_przetwarzanie timestamptz,
  zgoda_regulamin timestamptz,
  utworzono timestamptz NOT NULL
);
CREATE UNIQUE INDEX uzytkownicy_login ON uzytkownicy (lower(login));
CREATE UNIQUE INDEX uzytkownicy_email ON uzytkownicy (lower(email));
CREATE UNIQUE INDEX uzytkownicy_pesel ON uzytkownicy (pesel) WHERE pesel IS NOT NULL;

-- Subjects an account acts for (spec 01 §1): persons by PESEL, institutions by NIP; several per account.
CREATE TABLE podmioty (
  id serial PRIMARY KEY,
  uzytkownik_id integer NOT NULL REFERENCES uzytkownicy (id) ON DELETE CASCADE,
  pozycja integer NOT NULL,
  nazwa text NOT NULL,
  czy_instytucja boolean NOT NULL,
  pesel text,
  nip text,
  CHECK (CASE WHEN czy_instytucja THEN nip IS NOT NULL AND pesel IS NULL ELSE pesel IS NOT NULL AND nip IS NULL END),
  UNIQUE (uzytkownik_id, pozycja)
);

-- Texts of the registration consents (GET /pi/rejestracjaZgody). Exactly one row.
CREATE TABLE zgody_rejestracji (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  czy_pytac_przetwarzanie boolean NOT NULL,
  tresc_przetwarzanie text NOT NULL,
  czy_pytac_regulamin boolean NOT NULL,
  tresc_regulaminu text NOT NULL
);

-- Activation and password links: only the SHA-256 of the random value is kept; single use, with expiry.
CREATE TABLE linki_konta (
  skrot text PRIMARY KEY,
  uzytkownik_id integer NOT NULL REFERENCES uzytkownicy (id) ON DELETE CASCADE,
  rodzaj text NOT NULL CHECK (rodzaj IN ('aktywacja', 'haslo')),
  wygasa timestamptz NOT NULL,
  uzyty timestamptz
);

-- Sent e-mails (no SMTP in the demo), shown on /demo/poczta.
CREATE TABLE poczta (
  id serial PRIMARY KEY,
  adresat text NOT NULL,
  temat text NOT NULL,
  tresc text NOT NULL,
  linki jsonb NOT NULL DEFAULT '[]',
  wyslano timestamptz NOT NULL
);

-- Failed logins per login name (known or not, so the lockout does not tell which logins exist).
CREATE TABLE nieudane_logowania (
  login text PRIMARY KEY,
  liczba integer NOT NULL DEFAULT 0,
  blokady integer NOT NULL DEFAULT 0,
  blokada_do timestamptz
);

-- Issued tokens: sliding session end, revocation at logout, single use of second-step and identity tokens.
CREATE TABLE sesje (
  jti text PRIMARY KEY,
  uzytkownik_id integer REFERENCES uzytkownicy (id) ON DELETE CASCADE,
  typ text NOT NULL,
  wygasa timestamptz NOT NULL,
  odwolana boolean NOT NULL DEFAULT false
);

-- Captcha challenges: hash of the answer, one check each.
CREATE TABLE captcha (
  id text PRIMARY KEY,
  skrot_odpowiedzi text NOT NULL,
  wygasa timestamptz NOT NULL
);

-- Notification consents (GET/POST /uzytkownik/zgody).
CREATE TABLE zgody_powiadomien (
  uzytkownik_id integer PRIMARY KEY REFERENCES uzytkownicy (id) ON DELETE CASCADE,
  powiadomienia_email boolean NOT NULL DEFAULT false,
  powiadomienia_sms boolean NOT NULL DEFAULT false,
  email text,
  telefon text
);

-- Identities asserted by the simulated providers, fetched once by the token endpoint (artifact binding).
CREATE TABLE artefakty_tozsamosci (
  skrot text PRIMARY KEY,
  dostawca text NOT NULL CHECK (dostawca IN ('wezel', 'epuap')),
  imie text NOT NULL,
  nazwisko text NOT NULL,
  pesel text NOT NULL,
  return_url text NOT NULL,
  link text NOT NULL,
  wygasa timestamptz NOT NULL
)
`;
