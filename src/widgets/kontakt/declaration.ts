import type { Deklaracja, PierwszeDeklaracji } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-kontakt',
  strony: [{ route: '/kontakt', tytul: 'portal.kontakt' }],
} satisfies Deklaracja;

/** What the loader starts with the element's code (issue 30; src/registry/deklaracja.ts). */
export const pierwsze: PierwszeDeklaracji = ['/pi/kontakt'];
