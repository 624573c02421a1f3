import { defineElement } from '../../ui/element.tsx';
import formCss from '../../ui/form.css?inline';
import { WyslijZgloszenie } from './WyslijZgloszenie.tsx';
import css from './wyslij-zgloszenie.css?inline';

/**
 * Water requests of the current subject (service 24): a collection point, a topic and the text (with a phone
 * and an e-mail for the extra topics), and the list of requests sent with its PDF. Shown only for a subject
 * with water meters. Logged out, it shows the login in place.
 *
 * @tag gmina-wyslij-zgloszenie
 * @summary Send a water request (a faulty meter, a replacement, an invoice complaint) and see those sent.
 * @example <gmina-wyslij-zgloszenie></gmina-wyslij-zgloszenie>
 */
defineElement({
  tag: 'gmina-wyslij-zgloszenie',
  component: WyslijZgloszenie,
  attributes: {},
  styles: [formCss, css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-wyslij-zgloszenie': HTMLElement;
  }
}
