import { defineElement } from '../../ui/element.tsx';
import { Zameldowania } from './Zameldowania.tsx';
import css from './zameldowania.css?inline';

/**
 * Residents registered permanently and temporarily, by sex and age group (service 10), with PDF and CSV
 * download.
 *
 * @tag gmina-zameldowania-wg-plci-wieku
 * @summary Registrations by sex and age: permanent versus temporary, under and over 18.
 * @example <gmina-zameldowania-wg-plci-wieku></gmina-zameldowania-wg-plci-wieku>
 */
defineElement({
  tag: 'gmina-zameldowania-wg-plci-wieku',
  component: Zameldowania,
  attributes: {},
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-zameldowania-wg-plci-wieku': HTMLElement;
  }
}
