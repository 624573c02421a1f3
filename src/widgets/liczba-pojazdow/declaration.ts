import type { ApiDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-liczba-pojazdow',
  uslugi: [
    {
      id: 5,
      nazwa: 'Liczba pojazdów wg sposobu opodatkowania',
      grupa: 'pojazdy',
      route: '/uslugi/liczba-pojazdow',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = ['/pst/dajLiczbePojazdowWgNorm'];
