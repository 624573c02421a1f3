import { defineElement } from '../../ui/element.tsx';
import { StawkiPojazdow } from './StawkiPojazdow.tsx';
import css from './stawki-pojazdow.css?inline';

/**
 * Yearly rates of the tax on means of transport set by the gmina next to the finance ministry's maxima
 * (service 11), with PDF and CSV download.
 *
 * @tag gmina-stawki-pojazdow
 * @summary Vehicle tax rates of a chosen year: the gmina's rate, the maximum and the reduction.
 * @example <gmina-stawki-pojazdow></gmina-stawki-pojazdow>
 */
defineElement({
  tag: 'gmina-stawki-pojazdow',
  component: StawkiPojazdow,
  attributes: {},
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-stawki-pojazdow': HTMLElement;
  }
}
