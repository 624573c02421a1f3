import { defineElement } from '../../ui/element.tsx';
import { FakturyWoda } from './FakturyWoda.tsx';
import css from './faktury-woda.css?inline';

/**
 * Water invoices of the current subject (service 16): a collection point and its years, the agreement where
 * the office shows it, the invoices with their gross total, a PDF per invoice and the list PDF. Logged out, it
 * shows the login in place.
 *
 * @tag gmina-faktury-woda
 * @summary Water and sewage invoices of the signed-in subject, per collection point and year, with PDFs.
 * @example <gmina-faktury-woda></gmina-faktury-woda>
 */
defineElement({
  tag: 'gmina-faktury-woda',
  component: FakturyWoda,
  attributes: {},
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-faktury-woda': HTMLElement;
  }
}
