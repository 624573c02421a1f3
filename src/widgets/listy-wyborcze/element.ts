import { defineElement } from '../../ui/element.tsx';
import { ListyWyborcze } from './ListyWyborcze.tsx';
import css from './listy-wyborcze.css?inline';

/**
 * Voter-list check by PESEL for one of the current elections, with the result as a PDF (service 4).
 *
 * @tag gmina-listy-wyborcze
 * @summary Check in the electoral register: election date, PESEL, precinct and polling station.
 * @example <gmina-listy-wyborcze></gmina-listy-wyborcze>
 */
defineElement({
  tag: 'gmina-listy-wyborcze',
  component: ListyWyborcze,
  attributes: {},
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-listy-wyborcze': HTMLElement;
  }
}
