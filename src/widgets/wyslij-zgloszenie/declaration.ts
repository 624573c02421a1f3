import type { ApiDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-wyslij-zgloszenie',
  chroniona: true,
  uslugi: [
    {
      id: 24,
      nazwa: 'Wyślij zgłoszenie',
      grupa: 'woda',
      route: '/uslugi/wyslij-zgloszenie',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = [
  '/woda/dajPunktyOdbioru',
  '/woda/dajTematyZgloszen',
  '/woda/dodajZgloszenie',
  '/woda/dajZgloszenia',
  '/woda/dajTelefonPodmiotu',
];
