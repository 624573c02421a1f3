import type { Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-panel-uzytkownika',
  chroniona: true,
  strony: [{ route: '/panel-uzytkownika', tytul: 'portal.konto.panel', logowanie: 'konto' }],
} satisfies Deklaracja;
