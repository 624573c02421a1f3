import { defineElement } from '../../ui/element.tsx';
import formCss from '../../ui/form.css?inline';
import { LinkAktywacyjny } from './LinkAktywacyjny.tsx';
import css from '../../features/rejestracja/rejestracja.css?inline';

/**
 * Activation-link resend (spec 01 §2 `/reset-link`): login and e-mail; a new activation link is mailed.
 *
 * @tag gmina-link-aktywacyjny
 * @summary Activation-link resend: login and e-mail.
 * @example <gmina-link-aktywacyjny></gmina-link-aktywacyjny>
 */
defineElement({
  tag: 'gmina-link-aktywacyjny',
  component: LinkAktywacyjny,
  attributes: {},
  styles: [formCss, css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-link-aktywacyjny': HTMLElement;
  }
}
