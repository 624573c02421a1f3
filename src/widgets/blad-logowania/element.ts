import { defineElement } from '../../ui/element.tsx';
import formCss from '../../ui/form.css?inline';
import { BladLogowania } from './BladLogowania.tsx';
import css from '../../features/logowanie/logowanie.css?inline';

/**
 * The return page of a failed identity login (spec 01 §2 `/return-url-blad?trescBledu=…`): the error text, shown
 * as plain text, above the login form.
 *
 * @tag gmina-blad-logowania
 * @summary Failed identity login: the provider's error text above the login form.
 * @example <gmina-blad-logowania></gmina-blad-logowania>
 */
defineElement({
  tag: 'gmina-blad-logowania',
  component: BladLogowania,
  attributes: {},
  styles: [formCss, css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-blad-logowania': HTMLElement;
  }
}
