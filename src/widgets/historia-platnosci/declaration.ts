import type { ApiDeklaracji, PierwszeDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-historia-platnosci',
  chroniona: true,
  uslugi: [
    {
      id: 21,
      nazwa: 'Historia płatności internetowych',
      grupa: 'naleznosci',
      route: '/uslugi/historia-platnosci-internetowych',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = [
  '/platnosci/dajHistoriePlatnosci',
  '/platnosci/dajStatusPlatnosci',
  '/platnosci/drukPotwierdzenia',
];

/** What the loader starts with the element's code (issue 30; src/registry/deklaracja.ts). */
export const pierwsze: PierwszeDeklaracji = ['/platnosci/dajHistoriePlatnosci?{podmiot}'];
