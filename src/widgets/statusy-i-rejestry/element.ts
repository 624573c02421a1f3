import { defineElement } from '../../ui/element.tsx';
import { StatusyRejestry } from './StatusyRejestry.tsx';
import css from './statusy-i-rejestry.css?inline';

/**
 * Case statuses and public registers of an organisation, chosen from a STATUSY / REJESTRY dropdown
 * (portal page /statusy-i-rejestry).
 *
 * @tag gmina-statusy-i-rejestry
 * @summary Case statuses and registers of an organisation, as sortable paged tables with CSV.
 * @attr {string} organizacja - Organisation id (a positive whole number); 280 when not given.
 * @example <gmina-statusy-i-rejestry organizacja="280"></gmina-statusy-i-rejestry>
 */
defineElement({
  tag: 'gmina-statusy-i-rejestry',
  component: StatusyRejestry,
  attributes: { organizacja: {} },
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-statusy-i-rejestry': HTMLElement;
  }
}
