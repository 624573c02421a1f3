import type { ApiDeklaracji, PierwszeDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-liczba-mieszkancow-wyborcow',
  uslugi: [
    {
      id: 7,
      nazwa: 'Liczba mieszkańców i wyborców',
      grupa: 'mieszkancy',
      route: '/uslugi/liczba-mieszkancow-wyborcow',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = ['/el/dajLiczbeMieszkancowIWyborcow'];

/** What the loader starts with the element's code (issue 30; src/registry/deklaracja.ts). */
export const pierwsze: PierwszeDeklaracji = ['/el/dajLiczbeMieszkancowIWyborcow'];
