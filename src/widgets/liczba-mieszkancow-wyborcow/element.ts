import { defineElement } from '../../ui/element.tsx';
import { LiczbaMieszkancowWyborcow } from './LiczbaMieszkancowWyborcow.tsx';
import css from './liczba-mieszkancow-wyborcow.css?inline';

/**
 * Residents registered permanently and temporarily, and voters on the register, per locality of the gmina
 * (service 7), with PDF and CSV download.
 *
 * @tag gmina-liczba-mieszkancow-wyborcow
 * @summary Resident and voter counts per locality of the gmina.
 * @example <gmina-liczba-mieszkancow-wyborcow></gmina-liczba-mieszkancow-wyborcow>
 */
defineElement({
  tag: 'gmina-liczba-mieszkancow-wyborcow',
  component: LiczbaMieszkancowWyborcow,
  attributes: {},
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-liczba-mieszkancow-wyborcow': HTMLElement;
  }
}
