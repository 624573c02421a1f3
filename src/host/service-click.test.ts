import { describe, expect, it } from 'vitest';
import { serviceTarget } from './service-click.ts';

const budzet = { id: 1, route: '/uslugi/budzet-dochody', chroniona: false };
const historia = { id: 21, route: '/uslugi/historia-platnosci-internetowych', chroniona: true };

describe('service click (spec 01 §4)', () => {
  it('a service in maintenance goes to its maintenance page, logged in or not', () => {
    for (const loggedIn of [false, true])
      expect(serviceTarget(historia, { maintenance: [21], loggedIn })).toEqual({
        kind: 'maintenance',
        to: '/usluga-przerwa-techniczna?usluga=21',
      });
  });
  it('a protected service, logged out, goes to login and remembers the target', () => {
    expect(serviceTarget(historia, { maintenance: [1], loggedIn: false })).toEqual({
      kind: 'login',
      to: '/logowanie',
      target: '/uslugi/historia-platnosci-internetowych',
    });
  });
  it('otherwise the service route', () => {
    expect(serviceTarget(historia, { maintenance: [], loggedIn: true })).toEqual({
      kind: 'route',
      to: historia.route,
    });
    expect(serviceTarget(budzet, { maintenance: [2], loggedIn: false })).toEqual({
      kind: 'route',
      to: budzet.route,
    });
  });
});
