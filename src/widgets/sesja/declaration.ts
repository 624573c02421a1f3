import type { Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-sesja',
  chroniona: true,
} satisfies Deklaracja;
