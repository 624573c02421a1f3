import type { ApiDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-parametry-oplat-za-odpady',
  chroniona: true,
  uslugi: [
    {
      id: 34,
      nazwa: 'Parametry opłat za odpady',
      grupa: 'podatki',
      route: '/uslugi/parametry-oplat-za-odpady-osoby',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = ['/smieci/dajParametryOplatZaOdpady'];
