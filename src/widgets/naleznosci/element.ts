import { defineElement } from '../../ui/element.tsx';
import { Naleznosci } from './Naleznosci.tsx';
import { typyWidoku } from '../../core/rules/naleznosci.ts';
import css from './naleznosci.css?inline';

/**
 * Dues of the logged-in resident's current subject (services 17–20, 22, 23, 26): the cards of one kind or all,
 * with what is owed and overdue; a card's collective instalments with filters, selection and the proof of
 * payment, Pay (online payment), booked payments, recovery elements and co-obligors. Logged out, the login form
 * shows in place. Back from a payment provider (`#gmina-platnosc=ok|blad`) it shows that payment's result.
 *
 * @tag gmina-naleznosci
 * @summary Dues to pay: cards, instalments, proof of payment (the reader logs in inside the widget).
 * @attr {"wszystkie" | "podatki-gminne" | "ewidencje-niepodatkowe" | "koncesje-na-alkohol" | "odpady" | "woda-i-scieki" | "srodek-transportu"} typ - The kind preselected in the type filter; default all.
 * @attr {string} karta - A card to show in detail (the portal's detail routes); default none (the list).
 * @attr {"true" | "false"} instytucja - Whether that card is an institution's (a card of the other kind of subject leads back to the list).
 * @example <gmina-naleznosci typ="podatki-gminne"></gmina-naleznosci>
 */
defineElement({
  tag: 'gmina-naleznosci',
  component: Naleznosci,
  attributes: {
    typ: { values: Object.keys(typyWidoku) },
    karta: {},
    instytucja: { values: ['true', 'false', ''] },
  },
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-naleznosci': HTMLElement;
  }
}
