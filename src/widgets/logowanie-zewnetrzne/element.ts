import { defineElement } from '../../ui/element.tsx';
import formCss from '../../ui/form.css?inline';
import { LogowanieZewnetrzne } from './LogowanieZewnetrzne.tsx';
import css from '../../features/logowanie/logowanie.css?inline';

/**
 * The return page of a successful identity login (spec 01 §2 `/return-url-ok?token=…&link=…`): stores the token,
 * loads user, subjects and session, and opens `link` when it is a path of the portal.
 *
 * @tag gmina-logowanie-zewnetrzne
 * @summary End of an identity login: stores the token, loads the account, opens the link.
 * @example <gmina-logowanie-zewnetrzne></gmina-logowanie-zewnetrzne>
 */
defineElement({
  tag: 'gmina-logowanie-zewnetrzne',
  component: LogowanieZewnetrzne,
  attributes: {},
  styles: [formCss, css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-logowanie-zewnetrzne': HTMLElement;
  }
}
