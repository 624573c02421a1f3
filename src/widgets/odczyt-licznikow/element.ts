import { defineElement } from '../../ui/element.tsx';
import chartsCss from '../../ui/charts/charts.css?inline';
import { uplotCss } from '../../ui/charts/LineChart.tsx';
import { OdczytLicznikow } from './OdczytLicznikow.tsx';
import css from './odczyt-licznikow.css?inline';

/**
 * Meter readings of the current subject (service 15): a collection point and its meters (current or
 * archival), the readings with a line chart of the last 12 and the PDF. Logged out, it shows the login in
 * place.
 *
 * @tag gmina-odczyt-licznikow
 * @summary Water meter readings of the signed-in subject with a chart of the last 12 readings.
 * @example <gmina-odczyt-licznikow></gmina-odczyt-licznikow>
 */
defineElement({
  tag: 'gmina-odczyt-licznikow',
  component: OdczytLicznikow,
  attributes: {},
  styles: [uplotCss, chartsCss, css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-odczyt-licznikow': HTMLElement;
  }
}
