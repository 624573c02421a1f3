import type { Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-moje-konto',
  chroniona: true,
} satisfies Deklaracja;
