import type { ApiDeklaracji, Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-oplaty-lokalne',
  chroniona: true,
  uslugi: [
    {
      id: 32,
      nazwa: 'Opłaty lokalne',
      grupa: 'podatki',
      route: '/uslugi/oplaty-lokalne',
    },
  ],
} satisfies Deklaracja;

/** The contract's calls the service makes. */
export const api: ApiDeklaracji = ['/dsp/dajLataOplatLokalnych', '/dsp/dajOplatyLokalne'];
