import { defineElement } from '../../ui/element.tsx';
import { ParametryOplatZaOdpady } from './ParametryOplatZaOdpady.tsx';
import css from './parametry-oplat-za-odpady.css?inline';

/**
 * Waste fee parameters of the signed-in subject (service 34): the current or the archival parameters of its
 * collection points (area, water use, containers), with a PDF of the chosen list. Logged out, the login in place.
 *
 * @tag gmina-parametry-oplat-za-odpady
 * @summary Waste fee parameters of the current subject, current or archival, with a PDF.
 * @example <gmina-parametry-oplat-za-odpady></gmina-parametry-oplat-za-odpady>
 */
defineElement({
  tag: 'gmina-parametry-oplat-za-odpady',
  component: ParametryOplatZaOdpady,
  attributes: {},
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-parametry-oplat-za-odpady': HTMLElement;
  }
}
