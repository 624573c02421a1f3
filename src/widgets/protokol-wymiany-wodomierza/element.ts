import { defineElement } from '../../ui/element.tsx';
import { ProtokolWymiany } from './ProtokolWymiany.tsx';
import css from './protokol-wymiany-wodomierza.css?inline';

/**
 * Water meter replacement protocol of the current subject (service 40): a collection point, a meter and the
 * file type (Pdf, or Pdf with the fitter's photos), and the download, with its outcome in words. Logged out, it
 * shows the login in place.
 *
 * @tag gmina-protokol-wymiany-wodomierza
 * @summary Download the replacement protocol of a water meter, with or without photos.
 * @example <gmina-protokol-wymiany-wodomierza></gmina-protokol-wymiany-wodomierza>
 */
defineElement({
  tag: 'gmina-protokol-wymiany-wodomierza',
  component: ProtokolWymiany,
  attributes: {},
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'gmina-protokol-wymiany-wodomierza': HTMLElement;
  }
}
