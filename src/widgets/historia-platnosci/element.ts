import { defineElement } from '../../ui/element.tsx';
import { HistoriaPlatnosci } from './HistoriaPlatnosci.tsx';
import css from './historia-platnosci.css?inline';

/**
 * Online payments of the current subject's dues (service 21): title, amount, order date and the provider with
 * the state; per row the details (transaction id, status, the bank transfer's or Przelewy24's data, the
 * instalments paid) and the PDF of the opened transaction. Logged out, it offers the login in place.
 *
 * @tag gmina-historia-platnosci
 * @summary Online payment history of the current subject: transfers, their details and instalments, PDF.
 * @example <gmina-historia-platnosci></gmina-historia-platnosci>
 */
defineElement({
  tag: 'gmina-historia-platnosci',
  component: HistoriaPlatnosci,
  attributes: {},
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-historia-platnosci': HTMLElement;
  }
}
