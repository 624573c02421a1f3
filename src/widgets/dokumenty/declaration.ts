import type { Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-dokumenty',
  strony: [{ route: '/dokumenty', tytul: 'portal.dokumenty' }],
} satisfies Deklaracja;
