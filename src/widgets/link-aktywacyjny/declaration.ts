import type { Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-link-aktywacyjny',
  strony: [{ route: '/reset-link', tytul: 'portal.konto.resetLinku' }],
} satisfies Deklaracja;
