import { defineElement } from '../../ui/element.tsx';
import { uplotCss } from '../../ui/charts/BarChart.tsx';
import chartsCss from '../../ui/charts/charts.css?inline';
import { ImionaWgRoku } from './ImionaWgRoku.tsx';

/**
 * The most popular first names of residents born in a chosen year: year select, bar chart and table, with
 * PDF and CSV download (service 13).
 *
 * @tag gmina-imiona-wg-roku
 * @summary Most popular first names by year of birth: year select, bar chart and table.
 * @example <gmina-imiona-wg-roku></gmina-imiona-wg-roku>
 */
defineElement({
  tag: 'gmina-imiona-wg-roku',
  component: ImionaWgRoku,
  attributes: {},
  styles: [uplotCss, chartsCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-imiona-wg-roku': HTMLElement;
  }
}
