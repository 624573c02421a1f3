import type { ApiDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-zwroty-akcyzy',
  chroniona: true,
  uslugi: [
    {
      id: 35,
      nazwa: 'Zwroty akcyzy za olej napędowy',
      grupa: 'podatki',
      route: '/uslugi/zwroty-akcyzy-za-olej',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = ['/paliwa/dajWnioskiOZwrotAkcyzy', '/paliwa/dajZwrotyAkcyzy'];
