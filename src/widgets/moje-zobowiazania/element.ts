import { defineElement } from '../../ui/element.tsx';
import { MojeZobowiazania } from './MojeZobowiazania.tsx';
import css from './moje-zobowiazania.css?inline';

/**
 * Everything the logged-in resident's current subject owes, on every card, in one place (service 50, beyond the
 * spec): the arrears and what is due by the end of the year, every unpaid instalment grouped by due date (overdue,
 * within 30 days, later this year, the years after) with its card, amount and state, and Pay for any chosen
 * instalments of several cards in one transfer. Logged out, the login form shows in place. Back from a payment
 * provider (`#gmina-platnosc=ok|blad`) it shows that payment's result.
 *
 * @tag gmina-moje-zobowiazania
 * @summary Everything owed on every dues card, with Pay for several instalments in one transfer.
 * @example <gmina-moje-zobowiazania></gmina-moje-zobowiazania>
 */
defineElement({
  tag: 'gmina-moje-zobowiazania',
  component: MojeZobowiazania,
  attributes: {},
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-moje-zobowiazania': HTMLElement;
  }
}
