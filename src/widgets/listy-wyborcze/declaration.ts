import type { ApiDeklaracji, PierwszeDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-listy-wyborcze',
  uslugi: [
    {
      id: 4,
      nazwa: 'Sprawdzenie w spisie wyborców',
      grupa: 'mieszkancy',
      route: '/uslugi/listy-wyborcze',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = ['/el/dajAktualneDatyWyborow', '/el/dajObwodWyborcy'];

/** What the loader starts with the element's code (issue 30; src/registry/deklaracja.ts). */
export const pierwsze: PierwszeDeklaracji = ['/el/dajAktualneDatyWyborow'];
