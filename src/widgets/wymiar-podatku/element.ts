import { defineElement } from '../../ui/element.tsx';
import { WymiarPodatku } from './WymiarPodatku.tsx';
import css from './wymiar-podatku.css?inline';

/**
 * Local tax assessments of the current subject for the chosen tax years (service 29): decisions and
 * declarations with agricultural, forest and property tax, a totals row, each decision's PDF and the list PDF.
 *
 * @tag gmina-wymiar-podatku
 * @summary Tax assessment of the chosen years: taxes per decision, totals, decision PDFs, list PDF.
 * @example <gmina-wymiar-podatku></gmina-wymiar-podatku>
 */
defineElement({ tag: 'gmina-wymiar-podatku', component: WymiarPodatku, attributes: {}, styles: [css] });

declare global {
  interface HTMLElementTagNameMap {
    'gmina-wymiar-podatku': HTMLElement;
  }
}
