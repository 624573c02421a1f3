/**
 * Payment reminders (server/przypomnienia.ts; docs/behaviour.md "Payment reminders"): the account's language, in
 * which its reminders are written; the channel of an outbox message (the demo outbox shows SMS too); and one row
 * per reminder claimed — an instalment's due date, the kind (7 days before, on the day) and the channel. The row
 * is written before the message is sent, and its primary key is the claim: two runs at once, on one instance or
 * on several, cannot both send the same reminder.
 */
export const przypomnienia = `
-- the language the resident last used in the portal (login, saving the consents): pl, en, de or uk
ALTER TABLE uzytkownicy ADD COLUMN jezyk text NOT NULL DEFAULT 'pl' CHECK (jezyk IN ('pl', 'en', 'de', 'uk'));

-- e-mail, or an SMS put into the demo outbox by the demo's SMS adapter (server/sms.ts)
ALTER TABLE poczta ADD COLUMN kanal text NOT NULL DEFAULT 'email' CHECK (kanal IN ('email', 'sms'));

-- No foreign key to the instalment: an office reloading its dues from its own system (same ids) must not make
-- the reminders already sent go again.
CREATE TABLE przypomnienia (
  rata_zbiorcza_id integer NOT NULL,
  -- the effective due date the reminder is about: a deferred deadline is reminded of anew
  termin date NOT NULL,
  rodzaj text NOT NULL CHECK (rodzaj IN ('7dni', 'dzis')),
  kanal text NOT NULL CHECK (kanal IN ('email', 'sms')),
  uzytkownik_id integer REFERENCES uzytkownicy (id) ON DELETE SET NULL,
  -- WYSYLANE: claimed, being sent (left so when the sender died mid-way: never sent twice, docs/behaviour.md);
  -- WYSLANE: taken by the mail module or the SMS gateway; BLAD: refused, taken again by a later run
  stan text NOT NULL CHECK (stan IN ('WYSYLANE', 'WYSLANE', 'BLAD')),
  proby integer NOT NULL DEFAULT 1,
  blad text,
  zajeto timestamptz NOT NULL,
  wyslano timestamptz,
  PRIMARY KEY (rata_zbiorcza_id, termin, rodzaj, kanal)
);
`;
