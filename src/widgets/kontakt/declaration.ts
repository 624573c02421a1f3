import type { Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-kontakt',
  strony: [{ route: '/kontakt', tytul: 'portal.kontakt' }],
} satisfies Deklaracja;
