import type { Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-zmiana-hasla',
  chroniona: true,
  strony: [{ route: '/zmiana-hasla', tytul: 'portal.konto.zmianaHasla', logowanie: 'konto' }],
} satisfies Deklaracja;
