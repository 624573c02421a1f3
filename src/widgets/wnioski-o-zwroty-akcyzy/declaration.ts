import type { ApiDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-wnioski-o-zwroty-akcyzy',
  chroniona: true,
  uslugi: [
    {
      id: 36,
      nazwa: 'Wnioski o zwrot akcyzy za olej napędowy',
      grupa: 'podatki',
      route: '/uslugi/wnioski-o-zwroty-akcyzy-za-olej',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = ['/paliwa/dajWnioskiOZwrotAkcyzy'];
