import type { ApiDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

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
