import { defineElement } from '../../ui/element.tsx';
import { Kontakt } from './Kontakt.tsx';
import css from './kontakt.css?inline';

/**
 * Contact details of the office, with an embedded map when the office has configured one (portal page /kontakt).
 *
 * @tag gmina-kontakt
 * @summary Office contact: address, phone, e-mail, website, extra entries and the map.
 * @attr {"tak" | "nie"} mapa - Whether to embed the office map when one is configured; default "tak".
 * @example <gmina-kontakt></gmina-kontakt>
 */
defineElement({
  tag: 'gmina-kontakt',
  component: Kontakt,
  attributes: { mapa: { values: ['tak', 'nie'] } },
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-kontakt': HTMLElement;
  }
}
