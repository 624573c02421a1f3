import type { ApiDeklaracji, PierwszeDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-budzet',
  uslugi: [
    {
      id: 1,
      nazwa: 'Dochody budżetu',
      grupa: 'budzet',
      route: '/uslugi/budzet-dochody',
      attrs: { rodzaj: 'dochody' },
    },
    {
      id: 2,
      nazwa: 'Wydatki budżetu',
      grupa: 'budzet',
      route: '/uslugi/budzet-wydatki',
      attrs: { rodzaj: 'wydatki' },
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = {
  1: ['/fk/gmina/dajDochodyBudzetu', '/fk/gmina/dajLataBudzetowe'],
  2: ['/fk/gmina/dajWydatkiBudzetu', '/fk/gmina/dajLataBudzetowe'],
};

/** What the loader starts with the element's code (issue 30; src/registry/deklaracja.ts). */
export const pierwsze: PierwszeDeklaracji = ['/fk/gmina/dajLataBudzetowe'];
