import type { ApiDeklaracji, PierwszeDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-stan-wodomierzy',
  chroniona: true,
  uslugi: [
    {
      id: 25,
      nazwa: 'Stan wodomierzy',
      grupa: 'woda',
      route: '/uslugi/stan-wodomierzy',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = [
  '/wodomierze/dajWodomierze',
  '/wodomierze/zapiszStan',
  '/wodomierze/dajZgloszeniaStanu',
];

/** What the loader starts with the element's code (issue 30; src/registry/deklaracja.ts). */
export const pierwsze: PierwszeDeklaracji = ['/wodomierze/dajWodomierze?{podmiot}'];
