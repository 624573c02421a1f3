import { defineElement } from '../../ui/element.tsx';
import formCss from '../../ui/form.css?inline';
import { NoweHaslo } from './NoweHaslo.tsx';
import css from '../../features/rejestracja/rejestracja.css?inline';

/**
 * Set a password by link (spec 01 §2 `/nowe-haslo?link=…`): the new password twice, with its strength.
 *
 * @tag gmina-nowe-haslo
 * @summary Set a password by the link from the e-mail (`link` query parameter).
 * @example <gmina-nowe-haslo></gmina-nowe-haslo>
 */
defineElement({
  tag: 'gmina-nowe-haslo',
  component: NoweHaslo,
  attributes: {},
  styles: [formCss, css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-nowe-haslo': HTMLElement;
  }
}
