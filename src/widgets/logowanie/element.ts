import { defineElement } from '../../ui/element.tsx';
import formCss from '../../ui/form.css?inline';
import { Logowanie } from './Logowanie.tsx';
import css from '../../features/logowanie/logowanie.css?inline';

/**
 * The login screen (spec 01 §2 `/logowanie`, `/uzytkownicy/login2FA`): login and password, the server's captcha when
 * the office turns it on, the one-time-code dialog for two-factor accounts, national-node and trusted-profile
 * buttons when configured, links to password reset, registration and activation-link resend.
 *
 * @tag gmina-logowanie
 * @summary Login: login and password, captcha, one-time code, identity-provider buttons.
 * @example <gmina-logowanie></gmina-logowanie>
 */
defineElement({
  tag: 'gmina-logowanie',
  component: Logowanie,
  attributes: {},
  styles: [formCss, css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-logowanie': HTMLElement;
  }
}
