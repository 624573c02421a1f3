import type { Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-blad-logowania',
  strony: [{ route: '/return-url-blad', tytul: 'portal.konto.returnBlad' }],
} satisfies Deklaracja;
