import { defineElement } from '../../ui/element.tsx';
import formCss from '../../ui/form.css?inline';
import { PanelUzytkownika } from './Panel.tsx';
import css from '../../features/panel/panel.css?inline';

/**
 * The user panel: the user's data, banners for an unconfirmed or unverified account, change of e-mail and
 * password, notification consents, correspondence data, two-factor setup and account deletion.
 *
 * @tag gmina-panel-uzytkownika
 * @summary User panel: own data, e-mail/password change, notification consents, two-factor setup, account deletion.
 * @example <gmina-panel-uzytkownika></gmina-panel-uzytkownika>
 */
defineElement({
  tag: 'gmina-panel-uzytkownika',
  component: PanelUzytkownika,
  attributes: {},
  styles: [formCss, css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-panel-uzytkownika': HTMLElement;
  }
}
