import type { Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-logowanie-zewnetrzne',
  strony: [{ route: '/return-url-ok', tytul: 'portal.konto.returnOk' }],
} satisfies Deklaracja;
