import type { Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-zmiana-email',
  chroniona: true,
  strony: [{ route: '/zmiana-email', tytul: 'portal.konto.zmianaEmail', logowanie: 'konto' }],
} satisfies Deklaracja;
