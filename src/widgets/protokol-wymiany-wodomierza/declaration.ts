import type { ApiDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-protokol-wymiany-wodomierza',
  chroniona: true,
  uslugi: [
    {
      id: 40,
      nazwa: 'Protokół wymiany wodomierza',
      grupa: 'woda',
      route: '/uslugi/protokol-wymiany-wodomierza',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = ['/woda/dajPunktyOdbioru', '/wodomierze/dajProtokolWymiany'];
