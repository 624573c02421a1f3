import type { Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-statusy-i-rejestry',
  strony: [{ route: '/statusy-i-rejestry', tytul: 'portal.statusyRejestry' }],
} satisfies Deklaracja;
