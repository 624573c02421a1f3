import type { Deklaracja, PierwszeDeklaracji } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-dokumenty',
  strony: [{ route: '/dokumenty', tytul: 'portal.dokumenty' }],
} satisfies Deklaracja;

/** What the loader starts with the element's code (issue 30; src/registry/deklaracja.ts). */
export const pierwsze: PierwszeDeklaracji = ['/pi/dokumenty'];
