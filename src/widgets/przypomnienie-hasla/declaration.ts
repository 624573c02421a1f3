import type { Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-przypomnienie-hasla',
  strony: [{ route: '/reset-haslo', tytul: 'portal.konto.resetHasla' }],
} satisfies Deklaracja;
