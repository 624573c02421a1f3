import type { ApiDeklaracji, PierwszeDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-zameldowania-wg-plci-wieku',
  uslugi: [
    {
      id: 10,
      nazwa: 'Zameldowania wg płci i wieku',
      grupa: 'mieszkancy',
      route: '/uslugi/zameldowania-wg-plci-wieku',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = ['/el/dajZameldowaniaWgPlciWieku'];

/** What the loader starts with the element's code (issue 30; src/registry/deklaracja.ts). */
export const pierwsze: PierwszeDeklaracji = ['/el/dajZameldowaniaWgPlciWieku'];
