import { defineElement } from '../../ui/element.tsx';
import { AktualneZameldowanie } from './AktualneZameldowanie.tsx';
import css from './aktualne-zameldowanie.css?inline';

/**
 * The current temporary registration of the person chosen as the subject (service 27), with the PDF. Natural
 * persons only: with an institution chosen it says that the subject has no access to the service.
 *
 * @tag gmina-aktualne-zameldowanie
 * @summary Current temporary registration of a person: address, registration and deregistration date, PDF.
 * @example <gmina-aktualne-zameldowanie></gmina-aktualne-zameldowanie>
 */
defineElement({
  tag: 'gmina-aktualne-zameldowanie',
  component: AktualneZameldowanie,
  attributes: {},
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-aktualne-zameldowanie': HTMLElement;
  }
}
