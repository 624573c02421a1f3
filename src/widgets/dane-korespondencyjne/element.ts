import { defineElement } from '../../ui/element.tsx';
import formCss from '../../ui/form.css?inline';
import { DaneKorespondencyjne } from './DaneKorespondencyjne.tsx';
import css from './dane-korespondencyjne.css?inline';

/**
 * Correspondence data of the current subject (service 39): view and edit them, a "changed" indicator, send a
 * report of the change after a confirmation, and the report history with the data each report sent. Shown where
 * the office enables it. Logged out, it shows the login in place.
 *
 * @tag gmina-dane-korespondencyjne
 * @summary The office's correspondence data of the signed-in subject: edit, report the change, history.
 * @example <gmina-dane-korespondencyjne></gmina-dane-korespondencyjne>
 */
defineElement({
  tag: 'gmina-dane-korespondencyjne',
  component: DaneKorespondencyjne,
  attributes: {},
  styles: [formCss, css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-dane-korespondencyjne': HTMLElement;
  }
}
