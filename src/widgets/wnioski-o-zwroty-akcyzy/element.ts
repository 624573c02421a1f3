import { defineElement } from '../../ui/element.tsx';
import { WnioskiOZwrotAkcyzy } from './WnioskiOZwrotAkcyzy.tsx';
import css from './wnioski-o-zwroty-akcyzy.css?inline';

/**
 * Farm-diesel excise refund applications of the signed-in subject (service 36): the applications of a chosen
 * year with the farmland area, the litres, the yearly limit and the way of payout, with a PDF.
 *
 * @tag gmina-wnioski-o-zwroty-akcyzy
 * @summary Excise refund applications of the current subject: a year's applications, area, litres, limit.
 * @example <gmina-wnioski-o-zwroty-akcyzy></gmina-wnioski-o-zwroty-akcyzy>
 */
defineElement({
  tag: 'gmina-wnioski-o-zwroty-akcyzy',
  component: WnioskiOZwrotAkcyzy,
  attributes: {},
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-wnioski-o-zwroty-akcyzy': HTMLElement;
  }
}
