import { defineElement } from '../../ui/element.tsx';
import { OplatyLokalne } from './OplatyLokalne.tsx';
import css from './oplaty-lokalne.css?inline';

/**
 * Local fees of the signed-in subject (service 32): the dues of its agreements with the gmina for a chosen year,
 * with net, VAT and gross amounts, totals and a PDF. Logged out, it shows the login in place.
 *
 * @tag gmina-oplaty-lokalne
 * @summary Local fees of the current subject: agreements and dues of a year with net, VAT, gross and totals.
 * @example <gmina-oplaty-lokalne></gmina-oplaty-lokalne>
 */
defineElement({
  tag: 'gmina-oplaty-lokalne',
  component: OplatyLokalne,
  attributes: {},
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-oplaty-lokalne': HTMLElement;
  }
}
