import { defineElement } from '../../ui/element.tsx';
import formCss from '../../ui/form.css?inline';
import { MojeKonto } from './MojeKonto.tsx';
import css from '../../features/logowanie/logowanie.css?inline';

/**
 * A protected widget for any page: the logged-in person's name and login and the current subject. Logged out,
 * it shows the login form in place and stays on the page after success; every widget of the page follows.
 *
 * @tag gmina-moje-konto
 * @summary Account summary (name, login, current subject); logged out, the login inline.
 * @example <gmina-moje-konto></gmina-moje-konto>
 */
defineElement({
  tag: 'gmina-moje-konto',
  component: MojeKonto,
  attributes: {},
  styles: [formCss, css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-moje-konto': HTMLElement;
  }
}
