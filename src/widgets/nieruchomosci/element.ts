import { defineElement } from '../../ui/element.tsx';
import { Nieruchomosci } from './Nieruchomosci.tsx';
import css from './nieruchomosci.css?inline';

/**
 * Objects of the local taxes of the current subject (service 30): land, buildings (with the register
 * identifier and the ownership document) and structures (with their value), each in its own table, and the PDF.
 *
 * @tag gmina-nieruchomosci
 * @summary Properties of the current subject: land, buildings and structures in three tables, with the PDF.
 * @example <gmina-nieruchomosci></gmina-nieruchomosci>
 */
defineElement({ tag: 'gmina-nieruchomosci', component: Nieruchomosci, attributes: {}, styles: [css] });

declare global {
  interface HTMLElementTagNameMap {
    'gmina-nieruchomosci': HTMLElement;
  }
}
