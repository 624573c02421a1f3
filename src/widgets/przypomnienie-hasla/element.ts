import { defineElement } from '../../ui/element.tsx';
import formCss from '../../ui/form.css?inline';
import { PrzypomnienieHasla } from './PrzypomnienieHasla.tsx';
import css from '../../features/rejestracja/rejestracja.css?inline';

/**
 * Password reminder (spec 01 §2 `/reset-haslo`): login and e-mail; the office mails a link to set a new password.
 *
 * @tag gmina-przypomnienie-hasla
 * @summary Password reminder: login and e-mail; a link to set a new password is sent.
 * @example <gmina-przypomnienie-hasla></gmina-przypomnienie-hasla>
 */
defineElement({
  tag: 'gmina-przypomnienie-hasla',
  component: PrzypomnienieHasla,
  attributes: {},
  styles: [formCss, css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-przypomnienie-hasla': HTMLElement;
  }
}
