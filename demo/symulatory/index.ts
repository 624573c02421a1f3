/**
 * The demo's providers (demo mode only, DESIGN.md §8): Przelewy24 and KIR Paybynet simulated as HTTP apps with
 * their real APIs, login.gov.pl and ePUAP as SAML identity providers (artifact binding), mounted by the demo server at an address of their own (`<portal>/symulatory`); the contract
 * server is given their addresses and the keys drawn here at start exactly as an office configures the real ones
 * (dostawcy.ts), so the demo and the tests run the code an office runs, over HTTP.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { Dostawcy } from '../../server/dostawcy.ts';
import { symulatorKir, type SymulatorKir } from './kir.ts';
import { symulatorP24, type SymulatorP24 } from './p24.ts';
import { symulatoryTozsamosci } from './tozsamosc.ts';

export interface OpcjeSymulatorow {
  /** The absolute address at which the caller mounts `app`, e.g. http://127.0.0.1:4173/symulatory. */
  url: string;
  /** The contract server's public address: KIR's panel holds the shop's status address below it. */
  apiUrl: string;
  /** Origins the providers' pages may send the payer back to (CSP form-action). */
  portalOrigins: readonly string[];
  teraz?: () => number;
  /** Pauses between repeated notifications (default: the real services' schedules; `[]`: once). */
  ponowienia?: { p24?: number[]; kir?: number[] };
}

export interface Symulatory {
  /** The simulators' routes: `/p24/…`, `/kir/…`, `/wezel-krajowy/…`, `/epuap/…`. */
  app: Hono;
  /** The configuration the contract server is started with. */
  dostawcy: Dostawcy;
  p24: SymulatorP24;
  kir: SymulatorKir;
}

/** A notification sent over HTTP, as the real providers send them. */
const wyslij = (url: string, body: string, typ: string) =>
  fetch(url, {
    method: 'POST',
    body,
    headers: { 'Content-Type': typ },
    signal: AbortSignal.timeout(15_000),
  });

export async function symulatory(o: OpcjeSymulatorow): Promise<Symulatory> {
  const url = o.url.replace(/\/+$/, '');
  const apiUrl = o.apiUrl.replace(/\/+$/, '');
  const teraz = o.teraz ?? Date.now;
  const celeFormularza = [...new Set([new URL(apiUrl).origin, ...o.portalOrigins])];
  // the merchant's account as the provider's panel issues it: keys drawn for this start
  const kontoP24 = {
    merchantId: 118_765,
    posId: 118_765,
    crc: randomBytes(8).toString('hex'),
    apiKey: randomBytes(16).toString('hex'),
  };
  const sklepKir = { idClient: 'GMINA-DEMO', haslo: randomBytes(16).toString('hex') };

  const p24 = symulatorP24({
    konto: kontoP24,
    teraz,
    celeFormularza,
    ...(o.ponowienia?.p24 ? { ponowienia: o.ponowienia.p24 } : {}),
    dorecz: async (adres, body) => (await wyslij(adres, body, 'application/json')).status,
  });
  const kir = symulatorKir({
    sklep: { ...sklepKir, urlStatusu: `${apiUrl}/platnosci/kir/status` },
    teraz,
    celeFormularza,
    ...(o.ponowienia?.kir ? { ponowienia: o.ponowienia.kir } : {}),
    dorecz: async (adres, body) => (await wyslij(adres, body, 'application/x-www-form-urlencoded')).text(),
  });

  // the identity providers and the portal's own SAML keys, drawn for this start
  const tozsamosc = await symulatoryTozsamosci({
    url,
    portalOrigins: o.portalOrigins,
    ...(o.teraz ? { teraz: o.teraz } : {}),
  });

  const app = new Hono();
  app.route('/p24', p24.app);
  app.route('/kir', kir.app);
  app.route('/', tozsamosc.app);
  return {
    app,
    dostawcy: {
      p24: { url: `${url}/p24`, ...kontoP24 },
      kir: { url: `${url}/kir`, ...sklepKir },
      ...tozsamosc.dostawcy,
    },
    p24,
    kir,
  };
}
