/**
 * The office's external providers (issue 23): the payment providers (Przelewy24, KIR Paybynet) and the identity
 * providers (login.gov.pl — Węzeł Krajowy, ePUAP — Profil Zaufany). A provider is on only when it is
 * **configured** — its addresses and keys given to the server — and its office flag is on; the flags of
 * `GET /konfiguracja` say what is both, whatever the database holds, and the admin call refuses to switch on a
 * provider that is not configured. The server speaks each provider's real protocol over HTTP at the configured
 * address; in demo mode the simulators of demo/ stand at such an address (a prefix of the demo server) with keys
 * drawn at its start, so the demo and the tests run the code an office runs.
 */
import type { Db } from './db.ts';
import { ustawienie } from './konto/context.ts';
import { StartupError } from './startup.ts';

/** The merchant's account at Przelewy24 (REST API v1) and the base address of that API and its pages. */
export interface KontoP24 {
  /** e.g. https://secure.przelewy24.pl or https://sandbox.przelewy24.pl (no trailing slash). */
  url: string;
  merchantId: number;
  posId: number;
  /** CRC key of the signs. */
  crc: string;
  /** The API key (Basic posId:apiKey). */
  apiKey: string;
}

/** The shop's account at KIR Paybynet (pay-by-link) and the base address of its pages and status query. */
export interface SklepKir {
  /** e.g. https://pbl.paybynet.com.pl/PayByNet (no trailing slash): `<url>/pbl` and `<url>/status`. */
  url: string;
  idClient: string;
  /** The password of the hashes. */
  haslo: string;
}

/**
 * A SAML 2.0 identity provider with the artifact binding (login.gov.pl, ePUAP) as the portal (the service
 * provider) uses it: where the browser goes, where artifacts are resolved, who signs, and our own key.
 */
export interface KonfiguracjaSaml {
  /** The IdP's entity id (the Issuer of its answers; the SourceID of its artifacts is its SHA-1). */
  idpEntityId: string;
  /** The IdP's single sign-on address (HTTP-Redirect binding of the AuthnRequest). */
  idpSsoUrl: string;
  /** The IdP's artifact resolution service (SOAP). */
  idpArtifactUrl: string;
  /** The IdP's signing certificate (PEM). */
  idpCert: string;
  /** Our entity id: the Issuer of our requests and the Audience the assertions must name. */
  spEntityId: string;
  /** Our signing key (PEM, PKCS#8 or PKCS#1) and its certificate (PEM). */
  spKey: string;
  spCert: string;
}

export interface Dostawcy {
  p24?: KontoP24;
  kir?: SklepKir;
  wezel?: KonfiguracjaSaml;
  epuap?: KonfiguracjaSaml;
}

export type FlagaDostawcy = 'czyP24' | 'czyKir' | 'czyLogowaniePrzezWezelKrajowy' | 'czyLogowaniePrzezEpuap';

export const FLAGI_DOSTAWCOW: Record<FlagaDostawcy, keyof Dostawcy> = {
  czyP24: 'p24',
  czyKir: 'kir',
  czyLogowaniePrzezWezelKrajowy: 'wezel',
  czyLogowaniePrzezEpuap: 'epuap',
};

const NAZWY: Record<keyof Dostawcy, string> = {
  p24: 'Przelewy24',
  kir: 'KIR Paybynet',
  wezel: 'login.gov.pl (Węzeł Krajowy)',
  epuap: 'ePUAP (Profil Zaufany)',
};

/** The environment variables of each provider, as the docs/operation.md "Running it for real" lists them. */
export const ZMIENNE: Record<keyof Dostawcy, readonly string[]> = {
  p24: ['GMINA_P24_URL', 'GMINA_P24_MERCHANT_ID', 'GMINA_P24_POS_ID', 'GMINA_P24_CRC', 'GMINA_P24_API_KEY'],
  kir: ['GMINA_KIR_URL', 'GMINA_KIR_ID_CLIENT', 'GMINA_KIR_HASLO'],
  wezel: samlZmienne('GMINA_WK'),
  epuap: samlZmienne('GMINA_EPUAP'),
};

function samlZmienne(p: string): string[] {
  return [
    `${p}_IDP_ENTITY_ID`,
    `${p}_IDP_SSO_URL`,
    `${p}_IDP_ARTIFACT_URL`,
    `${p}_IDP_CERT`,
    `${p}_SP_ENTITY_ID`,
    `${p}_SP_KEY`,
    `${p}_SP_CERT`,
  ];
}

export const skonfigurowany = (d: Dostawcy, flaga: FlagaDostawcy) => d[FLAGI_DOSTAWCOW[flaga]] !== undefined;

/** The office flag of a provider as it takes effect: on in the database (default on) and configured. */
export async function wlaczony(db: Db, d: Dostawcy, flaga: FlagaDostawcy): Promise<boolean> {
  return skonfigurowany(d, flaga) && (await ustawienie(db, flaga, true));
}

/** The flags of `GET /konfiguracja` as they take effect. */
export function flagiDostawcow<T extends Partial<Record<FlagaDostawcy, boolean>>>(
  ustawienia: T,
  d: Dostawcy,
): T {
  const wynik = { ...ustawienia };
  for (const f of Object.keys(FLAGI_DOSTAWCOW) as FlagaDostawcy[]) {
    // only a true is changed: a malformed stored value still fails the answer's schema (a clear 500)
    if (wynik[f] === true && !skonfigurowany(d, f)) (wynik as Record<string, boolean>)[f] = false;
  }
  return wynik;
}

/** What the admin call says when a flag is switched on for a provider that is not configured. */
export function opisNieskonfigurowanego(flaga: FlagaDostawcy): string {
  const k = FLAGI_DOSTAWCOW[flaga];
  return `${NAZWY[k]} nie jest skonfigurowany na serwerze (${ZMIENNE[k].join(', ')}); flagi ${flaga} nie można włączyć`;
}

/** Lines for the console at start: which providers are on (configured) and which are not. */
export function opisDostawcow(d: Dostawcy, demo: boolean): string[] {
  return (Object.keys(NAZWY) as (keyof Dostawcy)[]).map((k) =>
    d[k]
      ? `${NAZWY[k]}: configured${demo ? ' (demo simulator)' : ''} at ${k === 'wezel' || k === 'epuap' ? d[k].idpSsoUrl : d[k].url}`
      : `${NAZWY[k]}: not configured (off; set ${ZMIENNE[k].join(', ')})`,
  );
}

type Env = Record<string, string | undefined>;

const httpUrl = (nazwa: string, v: string) => {
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    throw new StartupError(`${nazwa} must be an http(s) address (got ${v})`);
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:')
    throw new StartupError(`${nazwa} must be an http(s) address (got ${v})`);
  return v.replace(/\/+$/, '');
};

const liczba = (nazwa: string, v: string) => {
  if (!/^\d{1,9}$/.test(v)) throw new StartupError(`${nazwa} must be a number (got ${v})`);
  return Number(v);
};

/**
 * The value of a PEM setting: the PEM itself, or the path of a file holding it (`GMINA_WK_IDP_CERT=/etc/gmina/wk.pem`).
 * Read by the caller (`czytajPlik`), so that this module stays free of the file system in tests.
 */
function pem(nazwa: string, v: string, czytajPlik: (sciezka: string) => string): string {
  const tekst = v.includes('-----BEGIN') ? v.replace(/\\n/g, '\n') : czytajPlik(v);
  if (!/-----BEGIN [A-Z ]+-----/.test(tekst))
    throw new StartupError(`${nazwa} holds no PEM (got ${v.slice(0, 40)}…)`);
  return tekst;
}

/**
 * The providers configured in the environment. A provider with none of its variables is not configured; one with
 * some but not all of them stops the start with the missing names (a half-configured provider is a mistake).
 */
export function dostawcyZeSrodowiska(env: Env, czytajPlik: (sciezka: string) => string): Dostawcy {
  const d: Dostawcy = {};
  for (const k of Object.keys(ZMIENNE) as (keyof Dostawcy)[]) {
    const zmienne = ZMIENNE[k];
    const dane = zmienne.filter((z) => env[z]);
    if (dane.length === 0) continue;
    const braki = zmienne.filter((z) => !env[z]);
    if (braki.length)
      throw new StartupError(`${NAZWY[k]} is configured only in part: set also ${braki.join(', ')}`);
    const v = (z: string) => env[z]!;
    if (k === 'p24') {
      d.p24 = {
        url: httpUrl('GMINA_P24_URL', v('GMINA_P24_URL')),
        merchantId: liczba('GMINA_P24_MERCHANT_ID', v('GMINA_P24_MERCHANT_ID')),
        posId: liczba('GMINA_P24_POS_ID', v('GMINA_P24_POS_ID')),
        crc: v('GMINA_P24_CRC'),
        apiKey: v('GMINA_P24_API_KEY'),
      };
    } else if (k === 'kir') {
      d.kir = {
        url: httpUrl('GMINA_KIR_URL', v('GMINA_KIR_URL')),
        idClient: v('GMINA_KIR_ID_CLIENT'),
        haslo: v('GMINA_KIR_HASLO'),
      };
    } else {
      const p = k === 'wezel' ? 'GMINA_WK' : 'GMINA_EPUAP';
      d[k] = {
        idpEntityId: v(`${p}_IDP_ENTITY_ID`),
        idpSsoUrl: httpUrl(`${p}_IDP_SSO_URL`, v(`${p}_IDP_SSO_URL`)),
        idpArtifactUrl: httpUrl(`${p}_IDP_ARTIFACT_URL`, v(`${p}_IDP_ARTIFACT_URL`)),
        idpCert: pem(`${p}_IDP_CERT`, v(`${p}_IDP_CERT`), czytajPlik),
        spEntityId: v(`${p}_SP_ENTITY_ID`),
        spKey: pem(`${p}_SP_KEY`, v(`${p}_SP_KEY`), czytajPlik),
        spCert: pem(`${p}_SP_CERT`, v(`${p}_SP_CERT`), czytajPlik),
      };
    }
  }
  return d;
}
