/**
 * Confirmed subjects (issue 11 item 3): a PESEL or NIP the identity provider did not vouch for (typed at
 * registration or in the registration confirmation) is attached unconfirmed and gives no protected data until
 * the office confirms it; a PESEL or NIP is confirmed on one account at most.
 */
export const podmiotyPotwierdzone = `
ALTER TABLE podmioty ADD COLUMN czy_potwierdzony boolean NOT NULL DEFAULT false;

-- Rows from before: a person subject with the account's own PESEL on an account whose identity is confirmed
-- (a provider login or the office vouched for it) stays usable.
UPDATE podmioty p SET czy_potwierdzony = true
  FROM uzytkownicy u
 WHERE p.uzytkownik_id = u.id AND NOT p.czy_instytucja AND p.pesel = u.pesel AND NOT u.czy_niepotwierdzony;

-- The institutions of the demo accounts (seed/konto.ts), which the office of the demo confirmed, where the demo
-- data set was seeded; a NIP typed by anyone else stays unconfirmed.
UPDATE podmioty p SET czy_potwierdzony = true
  FROM uzytkownicy u
 WHERE p.uzytkownik_id = u.id AND p.czy_instytucja
   AND EXISTS (SELECT 1 FROM dane_demo WHERE nazwa = 'konto')
   AND (u.login, p.nip) IN (('spoldzielnia', '5252525259'), ('anna.nowak', '7741001232'),
                            ('anna.nowak', '9512004566'));

CREATE UNIQUE INDEX podmioty_pesel_potwierdzony ON podmioty (pesel) WHERE czy_potwierdzony AND pesel IS NOT NULL;
CREATE UNIQUE INDEX podmioty_nip_potwierdzony ON podmioty (nip) WHERE czy_potwierdzony AND nip IS NOT NULL
`;
