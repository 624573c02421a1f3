import type { ApiDeklaracji, PierwszeDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-nieruchomosci',
  chroniona: true,
  uslugi: [
    {
      id: 30,
      nazwa: 'Nieruchomości',
      grupa: 'podatki',
      route: '/uslugi/nieruchomosci-osoby',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = ['/podatkiGminne/dajNieruchomosci'];

/** What the loader starts with the element's code (issue 30; src/registry/deklaracja.ts). */
export const pierwsze: PierwszeDeklaracji = ['/podatkiGminne/dajNieruchomosci?{podmiot}'];
