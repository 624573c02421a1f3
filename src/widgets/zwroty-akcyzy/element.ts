import { defineElement } from '../../ui/element.tsx';
import { ZwrotyAkcyzy } from './ZwrotyAkcyzy.tsx';
import css from './zwroty-akcyzy.css?inline';

/**
 * Farm-diesel excise refunds of the signed-in subject (service 35): the refund decisions of a chosen year with
 * the refund, the limit left and the amount paid ("not paid" until it is), with a PDF.
 *
 * @tag gmina-zwroty-akcyzy
 * @summary Excise refunds for farm diesel of the current subject: decisions of a year, limits, payouts.
 * @example <gmina-zwroty-akcyzy></gmina-zwroty-akcyzy>
 */
defineElement({
  tag: 'gmina-zwroty-akcyzy',
  component: ZwrotyAkcyzy,
  attributes: {},
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-zwroty-akcyzy': HTMLElement;
  }
}
