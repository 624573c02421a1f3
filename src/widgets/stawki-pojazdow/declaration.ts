import type { ApiDeklaracji, PierwszeDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-stawki-pojazdow',
  uslugi: [
    {
      id: 11,
      nazwa: 'Stawki podatku od środków transportowych',
      grupa: 'pojazdy',
      route: '/uslugi/stawki-pojazdow',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = ['/pst/dajLataStawekPojazdow', '/pst/dajStawkiPojazdow'];

/** What the loader starts with the element's code (issue 30; src/registry/deklaracja.ts). */
export const pierwsze: PierwszeDeklaracji = ['/pst/dajLataStawekPojazdow'];
