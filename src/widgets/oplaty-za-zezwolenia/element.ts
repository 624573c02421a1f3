import { defineElement } from '../../ui/element.tsx';
import { OplatyZaZezwolenia } from './OplatyZaZezwolenia.tsx';
import css from './oplaty-za-zezwolenia.css?inline';

/**
 * Alcohol permit fees of the signed-in institution (service 33, institutions only): the permits of a budget
 * year, the dues of each, the payments and what remains to pay, with the legal notes and a PDF. For a person it
 * says in place that the chosen subject has no access.
 *
 * @tag gmina-oplaty-za-zezwolenia
 * @summary Permit fees of the current institution: permits, dues, payments and remaining dues of a budget year.
 * @example <gmina-oplaty-za-zezwolenia></gmina-oplaty-za-zezwolenia>
 */
defineElement({
  tag: 'gmina-oplaty-za-zezwolenia',
  component: OplatyZaZezwolenia,
  attributes: {},
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-oplaty-za-zezwolenia': HTMLElement;
  }
}
