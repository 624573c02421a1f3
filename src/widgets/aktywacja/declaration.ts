import type { Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-aktywacja',
  strony: [{ route: '/aktywacja-return-url', tytul: 'portal.konto.aktywacja' }],
} satisfies Deklaracja;
