import { defineElement } from '../../ui/element.tsx';
import { Dokumenty } from './Dokumenty.tsx';
import css from './dokumenty.css?inline';

/**
 * The office's PDF documents (portal page /dokumenty): titles grouped in the office's order, each a link to its
 * PDF with type and size in the link text.
 *
 * @tag gmina-dokumenty
 * @summary Office PDF documents: grouped links with file type and size.
 * @example <gmina-dokumenty></gmina-dokumenty>
 */
defineElement({
  tag: 'gmina-dokumenty',
  component: Dokumenty,
  attributes: {},
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-dokumenty': HTMLElement;
  }
}
