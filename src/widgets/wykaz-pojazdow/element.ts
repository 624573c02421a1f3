import { defineElement } from '../../ui/element.tsx';
import { WykazPojazdow } from './WykazPojazdow.tsx';
import css from './wykaz-pojazdow.css?inline';

/**
 * Vehicles of the current subject in its declaration of the tax on means of transport for the current year
 * (service 14), with the PDF. Logged out, it offers the login in place.
 *
 * @tag gmina-wykaz-pojazdow
 * @summary Vehicle list of the current subject: registration number, make and rate name, with the PDF.
 * @example <gmina-wykaz-pojazdow></gmina-wykaz-pojazdow>
 */
defineElement({ tag: 'gmina-wykaz-pojazdow', component: WykazPojazdow, attributes: {}, styles: [css] });

declare global {
  interface HTMLElementTagNameMap {
    'gmina-wykaz-pojazdow': HTMLElement;
  }
}
