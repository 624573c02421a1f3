import type { Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-nowe-haslo',
  strony: [{ route: '/nowe-haslo', tytul: 'portal.konto.noweHaslo' }],
} satisfies Deklaracja;
