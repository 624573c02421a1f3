/**
 * The identity logins over real HTTP (issue 23 §1): one loopback server whose `/symulatory` is the demo's SAML
 * identity providers (demo/symulatory/tozsamosc.ts) and whose root is the contract server configured with them,
 * as the demo mounts them. A browser is played by `fetch` with manual redirects. Optionally a second instance of
 * the server over the same database at `/b` (one assertion, two instances).
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { expect } from 'vitest';
import { createApiApp } from '../../server/app.ts';
import type { Db } from '../../server/db.ts';
import type { Dostawcy, KonfiguracjaSaml } from '../../server/dostawcy.ts';
import { symulatoryTozsamosci, type ZmianyOdpowiedzi } from '../../demo/symulatory/tozsamosc.ts';
import { ADMIN_TOKEN, openTestDatabase, ORIGIN } from './helpers.ts';
import { PORTAL, SEKRET } from './konto-helpers.ts';

export type DostawcaTestu = 'wezel' | 'epuap';
export const SCIEZKA: Record<DostawcaTestu, string> = { wezel: 'wezel-krajowy', epuap: 'epuap' };

export interface SamlHarness {
  /** The server's address; the API is at its root, the simulators under /symulatory. */
  url: string;
  db: Db;
  /** The API app (for direct calls: admin, userInfo). */
  app: Hono;
  zegar: { teraz: number };
  /** The faults the simulated providers put in their next answers (test seam); reset by `naprawa()`. */
  zmiany: Partial<Record<DostawcaTestu, ZmianyOdpowiedzi>>;
  dostawcy: { wezel: KonfiguracjaSaml; epuap: KonfiguracjaSaml };
  close(): Promise<void>;
}

export async function openSamlHarness(
  o: { demo?: boolean; skonfigurowane?: boolean; drugaInstancja?: boolean } = {},
): Promise<SamlHarness> {
  const db = await openTestDatabase();
  const zegar = { teraz: Date.UTC(2026, 10, 23, 9, 0, 0) };
  const zmiany: SamlHarness['zmiany'] = {};
  const root = new Hono();
  const server = serve({ fetch: (req) => root.fetch(req), port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((ok) => (server.listening ? ok() : server.once('listening', () => ok())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sym = await symulatoryTozsamosci({
    url: `${url}/symulatory`,
    portalOrigins: [PORTAL, ORIGIN],
    teraz: () => zegar.teraz,
    zmiany: (d) => zmiany[d],
  });
  const dostawcy: Dostawcy = o.skonfigurowane === false ? {} : sym.dostawcy;
  const api = (apiUrl: string) =>
    createApiApp({
      db,
      allowedOrigins: [ORIGIN],
      adminToken: ADMIN_TOKEN,
      limity: { skala: 1000 },
      demo: o.demo ?? true,
      portalUrl: PORTAL,
      tokenSecret: SEKRET,
      now: () => zegar.teraz,
      dostawcy,
      platnosci: { apiUrl },
    });
  const app = api(url);
  root.route('/symulatory', sym.app);
  if (o.drugaInstancja) root.route('/b', api(`${url}/b`));
  root.route('/', app);

  return {
    url,
    db,
    app,
    zegar,
    zmiany,
    dostawcy: sym.dostawcy,
    async close() {
      await new Promise<void>((ok) => server.close(() => ok()));
      await db.close();
    },
  };
}

export const bezPrzekierowan = (adres: string, init: RequestInit = {}) =>
  fetch(adres, { ...init, redirect: 'manual' });

/** The provider's sign-on page the server sent the browser to, and the key of its form. */
export interface StronaDostawcy {
  sso: string;
  zadanie: string;
}

/** The start of a login at the server, followed to the provider's page. */
export async function otworzStrone(
  h: SamlHarness,
  d: DostawcaTestu,
  o: { returnUrl?: string; link?: string; baza?: string } = {},
): Promise<StronaDostawcy> {
  const returnUrl = o.returnUrl ?? `${PORTAL}/return-url-ok`;
  const link = o.link ?? '/panel-uzytkownika';
  const start = await bezPrzekierowan(
    `${o.baza ?? h.url}/${SCIEZKA[d]}/logowanie?returnUrl=${encodeURIComponent(returnUrl)}&link=${encodeURIComponent(link)}`,
  );
  expect(start.status).toBe(302);
  const sso = start.headers.get('Location')!;
  expect(sso.startsWith(`${h.url}/symulatory/${SCIEZKA[d]}/logowanie?SAMLRequest=`), sso).toBe(true);
  const strona = await bezPrzekierowan(sso);
  const html = await strona.text();
  expect(strona.status, html).toBe(200);
  return { sso, zadanie: /name="zadanie" value="([^"]+)"/.exec(html)![1]! };
}

/**
 * The provider page's form (`pola`: `tozsamosc` = a PESEL of the list or `inna` with `imie, nazwisko, pesel`;
 * `akcja` zaloguj, the default, or anuluj).
 */
export const wyslijFormularz = (s: StronaDostawcy, pola: Record<string, string>) =>
  bezPrzekierowan(s.sso.slice(0, s.sso.indexOf('?')), {
    method: 'POST',
    body: new URLSearchParams({ zadanie: s.zadanie, akcja: 'zaloguj', ...pola }),
  });

export interface Przebieg {
  /** The assertion consumer service address the provider sent the browser back to (with SAMLart, RelayState). */
  acs: string;
  /** The answer of the assertion consumer service. */
  res: Response;
  /** Its redirect (the portal), or null (an error page). */
  url: URL | null;
}

/** The browser back at the assertion consumer service after the provider's form. */
export async function dokoncz(forma: Response): Promise<Przebieg> {
  expect(forma.status, await forma.clone().text()).toBe(303);
  const acs = forma.headers.get('Location')!;
  const res = await bezPrzekierowan(acs);
  const cel = res.headers.get('Location');
  return { acs, res, url: cel ? new URL(cel) : null };
}

/** The browser's whole way through an identity login (see otworzStrone, wyslijFormularz). */
export async function przejdz(
  h: SamlHarness,
  d: DostawcaTestu,
  pola: Record<string, string>,
  o: { returnUrl?: string; link?: string; baza?: string } = {},
): Promise<Przebieg> {
  return dokoncz(await wyslijFormularz(await otworzStrone(h, d, o), pola));
}

export const OPIS_ODMOWY = 'Nieprawidłowe lub wygasłe potwierdzenie tożsamości. Zaloguj się ponownie.';

/** Asserts a refusal: back to /return-url-blad with `tresc`, no token anywhere. */
export async function odmowa(p: Przebieg, tresc = OPIS_ODMOWY) {
  expect(p.res.status).toBe(302);
  expect(p.url!.pathname).toBe('/return-url-blad');
  expect(p.url!.searchParams.get('trescBledu')).toBe(tresc);
  expect(p.url!.href).not.toMatch(/token=|data=/);
  expect(await p.res.text()).not.toMatch(/token=/);
}
