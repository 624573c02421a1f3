import type { ApiDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-aktualne-zameldowanie',
  chroniona: true,
  wymagany: 'osoba',
  uslugi: [
    {
      id: 27,
      nazwa: 'Aktualne zameldowanie',
      grupa: 'mieszkancy',
      route: '/uslugi/aktualne-zameldowanie-osoby',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = ['/el/dajAktualneZameldowanie'];
