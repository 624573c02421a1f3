import type { ApiDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-wykaz-pojazdow',
  chroniona: true,
  uslugi: [
    {
      id: 14,
      nazwa: 'Wykaz pojazdów',
      grupa: 'pojazdy',
      route: '/uslugi/wykaz-pojazdow',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = ['/pst/dajWykazPojazdow'];
