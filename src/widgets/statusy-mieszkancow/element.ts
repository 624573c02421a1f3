import { defineElement } from '../../ui/element.tsx';
import { uplotCss } from '../../ui/charts/BarChart.tsx';
import chartsCss from '../../ui/charts/charts.css?inline';
import { StatusyMieszkancow } from './StatusyMieszkancow.tsx';

/**
 * Residents by registration status, as a bar chart with its table, PDF and CSV download (service 3).
 *
 * @tag gmina-statusy-mieszkancow
 * @summary Residents by registration status (permanent, temporary, deregistered…): bar chart and table.
 * @example <gmina-statusy-mieszkancow></gmina-statusy-mieszkancow>
 */
defineElement({
  tag: 'gmina-statusy-mieszkancow',
  component: StatusyMieszkancow,
  attributes: {},
  styles: [uplotCss, chartsCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-statusy-mieszkancow': HTMLElement;
  }
}
