import { defineElement } from '../../ui/element.tsx';
import { Podmiot } from './Podmiot.tsx';
import css from './podmiot.css?inline';

/**
 * The subject (person or institution) the logged-in user acts for, chosen from the account's subjects; every
 * widget on the page follows the choice. Shows nothing when nobody is logged in.
 *
 * @tag gmina-podmiot
 * @summary Current subject of the logged-in user (person by PESEL or institution by NIP), with a chooser.
 * @example <gmina-podmiot></gmina-podmiot>
 */
defineElement({
  tag: 'gmina-podmiot',
  component: Podmiot,
  attributes: {},
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-podmiot': HTMLElement;
  }
}
