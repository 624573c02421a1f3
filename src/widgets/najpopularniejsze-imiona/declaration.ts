import type { ApiDeklaracji, PierwszeDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-najpopularniejsze-imiona',
  uslugi: [
    {
      id: 12,
      nazwa: 'Najpopularniejsze imiona',
      grupa: 'mieszkancy',
      route: '/uslugi/najpopularniejsze-imiona',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = ['/el/dajNajpopularniejszeImiona'];

/** What the loader starts with the element's code (issue 30; src/registry/deklaracja.ts). */
export const pierwsze: PierwszeDeklaracji = ['/el/dajNajpopularniejszeImiona'];
