import type { ApiDeklaracji, PierwszeDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-moje-zobowiazania',
  chroniona: true,
  uslugi: [
    {
      // beyond the spec (whose ids end at 40): everything the subject owes on every card, paid in one transfer
      id: 50,
      nazwa: 'Moje zobowiązania',
      grupa: 'naleznosci',
      route: '/uslugi/moje-zobowiazania',
    },
  ],
} satisfies Deklaracja;

/**
 * The contract's calls the service makes: the overview and its calendar file, the basket with either provider, and
 * the state and receipt of the transfer for the result shown in place on a CMS page.
 */
export const api: ApiDeklaracji = [
  '/naleznosci/dajZobowiazania',
  '/naleznosci/kalendarz',
  '/platnosci/drukPotwierdzenia',
  '/platnosci/kir/dodajPrzelewKoszyk',
  '/platnosci/p24/dodajPrzelewKoszyk',
  '/platnosci/dajStatusPlatnosci',
];

/** What the loader starts with the element's code (issue 30; src/registry/deklaracja.ts). */
export const pierwsze: PierwszeDeklaracji = ['/naleznosci/dajZobowiazania?{podmiot}'];
