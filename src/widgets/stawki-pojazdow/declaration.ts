import type { ApiDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

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
