import type { Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-rejestracja',
  strony: [{ route: '/rejestracja', tytul: 'portal.konto.rejestracja' }],
} satisfies Deklaracja;
