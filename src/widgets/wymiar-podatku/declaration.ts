import type { ApiDeklaracji, PierwszeDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-wymiar-podatku',
  chroniona: true,
  uslugi: [
    {
      id: 29,
      nazwa: 'Wymiar podatku',
      grupa: 'podatki',
      route: '/uslugi/wymiar-podatku',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = [
  '/podatkiGminne/dajLataPodatkowe',
  '/podatkiGminne/dajWymiarPodatku',
  '/podatkiGminne/dajDecyzje',
];

/** What the loader starts with the element's code (issue 30; src/registry/deklaracja.ts). */
export const pierwsze: PierwszeDeklaracji = ['/podatkiGminne/dajLataPodatkowe?{podmiot}'];
