import type { ApiDeklaracji, PierwszeDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-imiona-wg-roku',
  uslugi: [
    {
      id: 13,
      nazwa: 'Najpopularniejsze imiona wg roku urodzenia',
      grupa: 'mieszkancy',
      route: '/uslugi/najpopularniejsze-imiona-wg-roku',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = ['/el/dajNajpopularniejszeImionaWgRoku', '/el/dajLataUrodzen'];

/** What the loader starts with the element's code (issue 30; src/registry/deklaracja.ts). */
export const pierwsze: PierwszeDeklaracji = ['/el/dajLataUrodzen'];
