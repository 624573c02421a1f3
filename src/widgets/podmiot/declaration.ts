import type { Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-podmiot',
  chroniona: true,
} satisfies Deklaracja;
