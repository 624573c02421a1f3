import type { ApiDeklaracji, PierwszeDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-statusy-mieszkancow',
  uslugi: [
    {
      id: 3,
      nazwa: 'Statusy mieszkańców',
      grupa: 'mieszkancy',
      route: '/uslugi/statusy-mieszkancow',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = ['/el/dajStatusyMeldunkoweMieszkancow'];

/** What the loader starts with the element's code (issue 30; src/registry/deklaracja.ts). */
export const pierwsze: PierwszeDeklaracji = ['/el/dajStatusyMeldunkoweMieszkancow'];
