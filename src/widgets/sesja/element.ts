import { defineElement } from '../../ui/element.tsx';
import { Sesja } from './Sesja.tsx';
import css from './sesja.css?inline';

/**
 * Session countdown with the "extend session" button; warns a minute before the end and ends the session at
 * zero in every tab. Shows nothing when nobody is logged in.
 *
 * @tag gmina-sesja
 * @summary Session countdown (minutes:seconds) with an Extend button; shown while logged in.
 * @example <gmina-sesja></gmina-sesja>
 */
defineElement({
  tag: 'gmina-sesja',
  component: Sesja,
  attributes: {},
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-sesja': HTMLElement;
  }
}
