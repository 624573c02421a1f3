import type { Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-potwierdzenie-danych',
  strony: [{ route: '/return-url-potwierdz', tytul: 'portal.konto.returnPotwierdz' }],
} satisfies Deklaracja;
