import { defineElement } from '../../ui/element.tsx';
import { StanWodomierzy } from './StanWodomierzy.tsx';
import css from './stan-wodomierzy.css?inline';

/**
 * Meter reading entry of the current subject (service 25): the subject's water meters with their current
 * reading and an input for the new one, checked against the meter's digits and the current reading, a
 * confirmation (with a warning for a rollover or an unusually high consumption), earlier readings per meter and
 * the PDF. Logged out, it shows the login in place.
 *
 * @tag gmina-stan-wodomierzy
 * @summary Enter water meter readings of the signed-in subject.
 * @example <gmina-stan-wodomierzy></gmina-stan-wodomierzy>
 */
defineElement({
  tag: 'gmina-stan-wodomierzy',
  component: StanWodomierzy,
  attributes: {},
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-stan-wodomierzy': HTMLElement;
  }
}
