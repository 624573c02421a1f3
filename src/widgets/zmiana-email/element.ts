import { defineElement } from '../../ui/element.tsx';
import formCss from '../../ui/form.css?inline';
import css from '../../features/panel/panel.css?inline';
import { ZmianaEmailaStrona } from '../../features/panel/ZmianaEmaila.tsx';

/**
 * Change of e-mail of the logged-in user: the current address read-only, the new one twice and the password.
 *
 * @tag gmina-zmiana-email
 * @summary Change e-mail (logged in): current address read-only, new address twice, password.
 * @example <gmina-zmiana-email></gmina-zmiana-email>
 */
defineElement({
  tag: 'gmina-zmiana-email',
  component: ZmianaEmailaStrona,
  attributes: {},
  styles: [formCss, css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-zmiana-email': HTMLElement;
  }
}
