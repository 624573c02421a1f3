import { defineElement } from '../../ui/element.tsx';
import { LiczbaPojazdow } from './LiczbaPojazdow.tsx';
import css from './liczba-pojazdow.css?inline';

/**
 * Vehicles liable to the tax on means of transport, counted by taxation norm on a chosen day (service 5), with
 * PDF and CSV download.
 *
 * @tag gmina-liczba-pojazdow
 * @summary Vehicle counts by taxation method (norm) on a chosen day (dd.mm.yyyy, today by default).
 * @example <gmina-liczba-pojazdow></gmina-liczba-pojazdow>
 */
defineElement({
  tag: 'gmina-liczba-pojazdow',
  component: LiczbaPojazdow,
  attributes: {},
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-liczba-pojazdow': HTMLElement;
  }
}
