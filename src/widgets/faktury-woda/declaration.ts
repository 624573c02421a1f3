import type { ApiDeklaracji, PierwszeDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-faktury-woda',
  chroniona: true,
  uslugi: [
    {
      id: 16,
      nazwa: 'Faktury za wodę',
      grupa: 'woda',
      route: '/uslugi/lista-faktur-woda',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = [
  '/woda/dajPunktyOdbioru',
  '/woda/dajDaneUmowy',
  '/woda/dajFaktury',
  '/woda/dajFakture',
];

/** What the loader starts with the element's code (issue 30; src/registry/deklaracja.ts). */
export const pierwsze: PierwszeDeklaracji = ['/woda/dajPunktyOdbioru?{podmiot}'];
