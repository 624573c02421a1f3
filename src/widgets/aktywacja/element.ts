import { defineElement } from '../../ui/element.tsx';
import formCss from '../../ui/form.css?inline';
import { Aktywacja } from './Aktywacja.tsx';
import css from '../../features/rejestracja/rejestracja.css?inline';

/**
 * Account activation (spec 01 §2 `/aktywacja-return-url?hash=…`): sends the hash and says whether it worked.
 *
 * @tag gmina-aktywacja
 * @summary Account activation by the `hash` query parameter of the e-mail link.
 * @example <gmina-aktywacja></gmina-aktywacja>
 */
defineElement({
  tag: 'gmina-aktywacja',
  component: Aktywacja,
  attributes: {},
  styles: [formCss, css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-aktywacja': HTMLElement;
  }
}
