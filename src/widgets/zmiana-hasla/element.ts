import { defineElement } from '../../ui/element.tsx';
import formCss from '../../ui/form.css?inline';
import css from '../../features/panel/panel.css?inline';
import { ZmianaHaslaStrona } from '../../features/panel/ZmianaHasla.tsx';

/**
 * Change of password of the logged-in user: current password, the new one twice.
 *
 * @tag gmina-zmiana-hasla
 * @summary Change password (logged in): current password, new password twice, errors at their fields.
 * @example <gmina-zmiana-hasla></gmina-zmiana-hasla>
 */
defineElement({
  tag: 'gmina-zmiana-hasla',
  component: ZmianaHaslaStrona,
  attributes: {},
  styles: [formCss, css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-zmiana-hasla': HTMLElement;
  }
}
