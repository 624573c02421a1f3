import { defineElement } from '../../ui/element.tsx';
import formCss from '../../ui/form.css?inline';
import { Rejestracja } from './Rejestracja.tsx';
import css from '../../features/rejestracja/rejestracja.css?inline';

/**
 * Registration (spec 01 §2 `/rejestracja`): the account's data, the password with its strength and the consents the
 * office asks for; success asks the person to open the activation link sent by e-mail.
 *
 * @tag gmina-rejestracja
 * @summary Registration: name, login, e-mail and password twice, PESEL or NIP, consents.
 * @example <gmina-rejestracja></gmina-rejestracja>
 */
defineElement({
  tag: 'gmina-rejestracja',
  component: Rejestracja,
  attributes: {},
  styles: [formCss, css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-rejestracja': HTMLElement;
  }
}
