/**
 * One transfer for instalments of several cards (the basket, `POST /platnosci/{kir|p24}/dodajPrzelewKoszyk`): each
 * row of a transfer names its own card, and the transfer keeps the account it pays into.
 *
 * - `platnosci_przelewy_raty.karta_id`: the card of the instalment; posting (`ksieguj`) books each instalment on
 *   its card. Existing rows take their transfer's card (until now a transfer paid one card).
 * - `platnosci_przelewy.karta_id` stays NOT NULL: the first card of the transfer. Every card of one transfer is
 *   the same subject's (each is checked against the subject when ordered), so the joins that read the subject
 *   of a transfer from its card (status, cancel, history, the provider's pages) stay true for a basket.
 * - `platnosci_przelewy.rachunek`: the recipient's account of the transfer (KIR's `account`, the history's account
 *   number / IBAN): the card's individual account, or the office's collection account when the cards of a basket
 *   have different ones (routes/platnosci.ts `rachunekPrzelewu`). Written for every transfer ordered from now
 *   on; NULL (the transfers ordered before) reads as the card's account (`COALESCE(p.rachunek, k.numer_konta)`).
 */
export const platnosciKoszyk = `
ALTER TABLE platnosci_przelewy_raty ADD COLUMN karta_id integer REFERENCES naleznosci_karty (id);
UPDATE platnosci_przelewy_raty r SET karta_id = p.karta_id FROM platnosci_przelewy p WHERE p.id = r.przelew_id;
ALTER TABLE platnosci_przelewy_raty ALTER COLUMN karta_id SET NOT NULL;

ALTER TABLE platnosci_przelewy ADD COLUMN rachunek char(26) CHECK (rachunek ~ '^[0-9]{26}$');
`;
