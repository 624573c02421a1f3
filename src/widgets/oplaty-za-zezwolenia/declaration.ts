import type { ApiDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-oplaty-za-zezwolenia',
  chroniona: true,
  wymagany: 'instytucja',
  uslugi: [
    {
      id: 33,
      nazwa: 'Opłaty za zezwolenia',
      grupa: 'podatki',
      route: '/uslugi/oplaty-za-zezwolenia',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = ['/alkohole/dajOplatyZaZezwolenia'];
