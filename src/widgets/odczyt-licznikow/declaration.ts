import type { ApiDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-odczyt-licznikow',
  chroniona: true,
  uslugi: [
    {
      id: 15,
      nazwa: 'Odczyty liczników',
      grupa: 'woda',
      route: '/uslugi/odczyt-licznikow',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = ['/woda/dajPunktyOdbioru', '/wodomierze/dajOdczyty'];
