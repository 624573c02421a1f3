import { defineElement } from '../../ui/element.tsx';
import chartsCss from '../../ui/charts/charts.css?inline';
import { NajpopularniejszeImiona } from './NajpopularniejszeImiona.tsx';

/**
 * The most popular first names of the residents: pie chart of the top 10 and a table of all names, with PDF
 * and CSV download (service 12). The pie is left out in high-contrast mode; the table stays.
 *
 * @tag gmina-najpopularniejsze-imiona
 * @summary Most popular first names of the residents: pie chart of the top 10 and the table of all names.
 * @example <gmina-najpopularniejsze-imiona></gmina-najpopularniejsze-imiona>
 */
defineElement({
  tag: 'gmina-najpopularniejsze-imiona',
  component: NajpopularniejszeImiona,
  attributes: {},
  styles: [chartsCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-najpopularniejsze-imiona': HTMLElement;
  }
}
