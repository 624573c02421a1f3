import { describe, expect, it } from 'vitest';
import { chooseToken, isLoginTypeCall, isPublicPath, resetsInactivity, RESTRICTED_ALLOWED } from './calls.ts';

describe('token choice (spec 01 §6)', () => {
  it('sends no token on public calls', () => {
    for (const path of [
      '/fk/gmina/dajLataBudzetowe',
      '/el/dajAktualneDatyWyborow',
      '/pi/kontakt',
      '/konfiguracja',
      '/status',
      '/lista-uslug',
      '/uzytkownicy/getToken',
      '/pst/dajLiczbePojazdowWgNorm',
      '/pst/dajLiczbePojazdowWgNorm/pdf',
      '/pst/dajLataStawekPojazdow',
      '/pst/dajStawkiPojazdow',
      '/pst/dajStawkiPojazdow/pdf',
    ]) {
      expect(isPublicPath(path)).toBe(true);
      expect(chooseToken(path, { token: 'full', restrictedToken: 'r' })).toEqual({});
    }
  });

  it('keeps the rest of /pst/ protected: only the public vehicle statistics go without a token', () => {
    for (const path of [
      '/pst/dajWykazPojazdow',
      '/pst/stawki',
      '/pst/liczba',
      '/pst/dajStawkiPojazdowPodmiotu',
      '/pst/dajLiczbePojazdowWgNormX',
    ]) {
      expect(isPublicPath(path), path).toBe(false);
      expect(chooseToken(path, { token: 'full' }).authorization).toBe('Bearer full');
    }
  });

  it('the current registration under /el/ is a protected call: it carries the token (spec 02 §7)', () => {
    for (const path of ['/el/dajAktualneZameldowanie', '/el/dajAktualneZameldowanie/pdf']) {
      expect(isPublicPath(path), path).toBe(false);
      expect(chooseToken(path, { token: 'full' }).authorization).toBe('Bearer full');
    }
    expect(isPublicPath('/el/dajAktualneZameldowaniaWgPlci')).toBe(true);
  });

  it('sends the full token on a non-public call, dropping the restricted token and the unconfirmed flag', () => {
    expect(chooseToken('/naleznosci/dajNaleznosci', { token: 'full', restrictedToken: 'r' })).toEqual({
      authorization: 'Bearer full',
      dropRestricted: true,
      clearUnconfirmed: true,
    });
  });

  it('sends the restricted token only to the allowed calls, removing the full one', () => {
    for (const path of RESTRICTED_ALLOWED) {
      expect(chooseToken(path, { restrictedToken: 'r' })).toEqual({
        authorization: 'Bearer r',
        dropFull: true,
      });
    }
    expect(chooseToken('/naleznosci/dajNaleznosci', { restrictedToken: 'r' })).toEqual({});
  });

  it('sends the token to the session calls under /pi/ although /pi/ is public', () => {
    expect(chooseToken('/pi/przedluzanieSesji', { token: 't' }).authorization).toBe('Bearer t');
    expect(chooseToken('/pi/wylogowanie', { restrictedToken: 'r' }).authorization).toBe('Bearer r');
  });

  it('sends nothing when logged out', () => {
    expect(chooseToken('/lista-podmiotow', {})).toEqual({});
  });
});

describe('session reactions (spec 01 §8)', () => {
  it('treats login-type calls apart for 401', () => {
    expect(isLoginTypeCall('/uzytkownicy/getToken')).toBe(true);
    expect(isLoginTypeCall('/pi/wylogowanie')).toBe(true);
    expect(isLoginTypeCall('/lista-podmiotow')).toBe(false);
  });

  it('does not reset inactivity for the five background calls', () => {
    for (const p of [
      '/status',
      '/konfiguracja',
      '/pi/licznik-odwiedzin',
      '/pi/przedluzanieSesji',
      '/pi/wylogowanie',
    ]) {
      expect(resetsInactivity(p)).toBe(false);
    }
    expect(resetsInactivity('/fk/gmina/dajDochodyBudzetu')).toBe(true);
    expect(resetsInactivity('/konfiguracja2fa')).toBe(true);
  });
});
