import type { Deklaracja } from '../../registry/deklaracja.ts';

export default {
  tag: 'gmina-logowanie',
  strony: [
    { route: '/logowanie', tytul: 'portal.konto.logowanie' },
    { route: '/uzytkownicy/login2FA', tytul: 'portal.konto.login2fa' },
  ],
} satisfies Deklaracja;
