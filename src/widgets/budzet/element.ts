import { rodzajeBudzetu } from '../../core/api/budzet.ts';
import { defineElement } from '../../ui/element.tsx';
import { Budzet } from './Budzet.tsx';
import css from './budzet.css?inline';

/**
 * Budget income or expenditure of the gmina for a chosen year, with PDF and CSV download (services 1 and 2).
 *
 * @tag gmina-budzet
 * @summary Budget of the gmina: income (`dochody`) or expenditure (`wydatki`) by chapter and paragraph.
 * @attr {"dochody" | "wydatki"} rodzaj - Which side of the budget to show. Required.
 * @example <gmina-budzet rodzaj="dochody"></gmina-budzet>
 */
defineElement({
  tag: 'gmina-budzet',
  component: Budzet,
  attributes: { rodzaj: { values: rodzajeBudzetu, required: true } },
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-budzet': HTMLElement;
  }
}
