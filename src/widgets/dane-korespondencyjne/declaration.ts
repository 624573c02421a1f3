import type { ApiDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-dane-korespondencyjne',
  chroniona: true,
  uslugi: [
    {
      id: 39,
      nazwa: 'Dane korespondencyjne',
      grupa: 'woda',
      route: '/uslugi/dane-korespondencyjne',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = ['/woda/daneKorespondencyjne'];
