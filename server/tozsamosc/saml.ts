/**
 * SAML 2.0 as the identity logins speak it (issue 23 §1; login.gov.pl — Węzeł Krajowy, ePUAP — Profil Zaufany):
 * the AuthnRequest in the HTTP-Redirect binding, the artifact (type 0x0004), the signed ArtifactResolve over SOAP
 * 1.1, and the XML parsing and XML-DSig signatures under them. The portal (the service provider) uses it in
 * sp.ts; the demo's identity-provider simulator (demo/symulatory/tozsamosc.ts) builds its answers with it too.
 *
 * Libraries: XML-DSig with xml-crypto 6 (enveloped signatures, exclusive C14N, RSA-SHA256; `getSignedReferences()`
 * hands back exactly what a verified signature covers) over @xmldom/xmldom 0.8. The SAML libraries (node-saml,
 * samlify) implement the POST and Redirect bindings but not the artifact binding's ArtifactResolve, a SOAP call
 * made by the service provider itself; xml-crypto is the signature library both of them build on. The redirect
 * binding's signature is plain RSA over the query string: node:crypto.
 */
import { createHash, createPublicKey, createSign, createVerify, randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';

export const NS = {
  protokol: 'urn:oasis:names:tc:SAML:2.0:protocol',
  asercja: 'urn:oasis:names:tc:SAML:2.0:assertion',
  soap: 'http://schemas.xmlsoap.org/soap/envelope/',
  dsig: 'http://www.w3.org/2000/09/xmldsig#',
  eidas: 'http://eidas.europa.eu/saml-extensions',
} as const;

export const BINDING_ARTEFAKTU = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Artifact';
export const STATUS = {
  sukces: 'urn:oasis:names:tc:SAML:2.0:status:Success',
  zadajacy: 'urn:oasis:names:tc:SAML:2.0:status:Requester',
  odpowiadajacy: 'urn:oasis:names:tc:SAML:2.0:status:Responder',
  nieudane: 'urn:oasis:names:tc:SAML:2.0:status:AuthnFailed',
  odmowa: 'urn:oasis:names:tc:SAML:2.0:status:RequestDenied',
} as const;
export const METODA_BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';
export const FORMAT_URI = 'urn:oasis:names:tc:SAML:2.0:attrname-format:uri';

/** The eIDAS natural-person attributes login.gov.pl asserts; PersonIdentifier is `PL/PL/<PESEL>`. */
export const ATRYBUTY = {
  imie: 'http://eidas.europa.eu/attributes/naturalperson/CurrentGivenName',
  nazwisko: 'http://eidas.europa.eu/attributes/naturalperson/CurrentFamilyName',
  identyfikator: 'http://eidas.europa.eu/attributes/naturalperson/PersonIdentifier',
} as const;
export const POZIOM_ZNACZACY = 'http://eidas.europa.eu/LoA/substantial';

export const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const RSA_SHA512 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const KOPERTA = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const SHA512 = 'http://www.w3.org/2001/04/xmlenc#sha512';
/** What a signature we accept may use: no SHA-1, no HMAC, no inclusive or commented C14N. */
const DOZWOLONE_PODPISY = new Set([RSA_SHA256, RSA_SHA512]);
const DOZWOLONE_SKROTY = new Set([SHA256, SHA512]);
const DOZWOLONE_PRZEKSZTALCENIA = new Set([KOPERTA, EXC_C14N]);

/** A SAML message or answer refused; the message says why (for the server's log, never shown to the person). */
export class SamlError extends Error {
  override name = 'SamlError';
}

const MAKS_XML = 256 * 1024;

export const xmlEsc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (z) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[z]!,
  );

/** A SAML ID (xs:ID: starts with a letter or `_`), random. */
export const newId = () => `_${randomBytes(20).toString('hex')}`;

/** xs:dateTime in UTC. */
export const samlTime = (ms: number) => new Date(ms).toISOString();

/** Milliseconds of an xs:dateTime with its zone (`Z` or an offset); a missing or unreadable one is refused. */
export function readTime(v: string | null, co: string): number {
  const ms = v && /(Z|[+-]\d\d:\d\d)$/.test(v) ? Date.parse(v) : NaN;
  if (Number.isNaN(ms)) throw new SamlError(`${co}: no valid time (${v ?? 'missing'})`);
  return ms;
}

/**
 * Parses a SAML message: well-formed XML only, no DOCTYPE (and so no entity of any kind), bounded in size.
 */
export function parseXml(xml: string): Document {
  if (xml.length > MAKS_XML) throw new SamlError('XML too large');
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new SamlError('XML with a DOCTYPE refused');
  const bledy: string[] = [];
  const zapisz = (m: unknown) => void bledy.push(String(m));
  const doc = new DOMParser({
    errorHandler: { warning: zapisz, error: zapisz, fatalError: zapisz },
  }).parseFromString(xml, 'text/xml');
  if (bledy.length || !doc?.documentElement)
    throw new SamlError(`XML not well-formed: ${bledy[0] ?? 'empty'}`);
  return doc;
}

/** The child elements of `el` named `nazwa` in namespace `ns`. */
export function dzieci(el: Element, ns: string, nazwa: string): Element[] {
  const wynik: Element[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && (n as Element).localName === nazwa && (n as Element).namespaceURI === ns)
      wynik.push(n as Element);
  }
  return wynik;
}

/** The one child element `nazwa` of `el`; none or several are refused. */
export function exactlyOne(el: Element, ns: string, nazwa: string): Element {
  const d = dzieci(el, ns, nazwa);
  if (d.length !== 1) throw new SamlError(`${el.localName}: ${d.length} ${nazwa} elements, expected one`);
  return d[0]!;
}

/** The child element `nazwa` of `el` if there is one; several are refused. */
export function atMostOne(el: Element, ns: string, nazwa: string): Element | undefined {
  const d = dzieci(el, ns, nazwa);
  if (d.length > 1)
    throw new SamlError(`${el.localName}: ${d.length} ${nazwa} elements, expected at most one`);
  return d[0];
}

export const tekst = (el: Element | undefined) => (el?.textContent ?? '').trim();

/** The root element `nazwa` of a parsed message, checked by name and namespace. */
export function rootElement(doc: Document, ns: string, nazwa: string): Element {
  const el = doc.documentElement;
  if (el.localName !== nazwa || el.namespaceURI !== ns)
    throw new SamlError(`expected ${nazwa}, got ${el.localName ?? '?'}`);
  return el;
}

/** The top status code of a samlp:Status (of a Response or an ArtifactResponse). */
export const statusCode = (wiadomosc: Element) =>
  exactlyOne(exactlyOne(wiadomosc, NS.protokol, 'Status'), NS.protokol, 'StatusCode').getAttribute('Value') ??
  '';

/** A SOAP 1.1 envelope around one message. */
export const soapEnvelope = (tresc: string) =>
  `<soap11:Envelope xmlns:soap11="${NS.soap}"><soap11:Body>${tresc}</soap11:Body></soap11:Envelope>`;

/** The one message in the body of a SOAP 1.1 envelope. */
export function soapBody(xml: string): Element {
  const body = exactlyOne(rootElement(parseXml(xml), NS.soap, 'Envelope'), NS.soap, 'Body');
  const elementy: Element[] = [];
  for (let n = body.firstChild; n; n = n.nextSibling) if (n.nodeType === 1) elementy.push(n as Element);
  if (elementy.length !== 1) throw new SamlError(`SOAP body holds ${elementy.length} elements, expected one`);
  return elementy[0]!;
}

// ── XML-DSig ────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Signs the element `nazwa` of `xml` (the one element of that name; it carries an `ID`) with an enveloped
 * signature placed after its Issuer, as SAML's schema wants it: RSA-SHA256, exclusive C14N, SHA-256 digest.
 */
export function signXml(xml: string, nazwa: string, klucz: string, cert: string): string {
  const sig = new SignedXml({
    privateKey: klucz,
    publicCert: cert,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXC_C14N,
  });
  sig.addReference({
    xpath: `//*[local-name(.)='${nazwa}']`,
    transforms: [KOPERTA, EXC_C14N],
    digestAlgorithm: SHA256,
  });
  sig.computeSignature(xml, {
    prefix: 'ds',
    location: { reference: `//*[local-name(.)='${nazwa}']/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return sig.getSignedXml();
}

/**
 * Checks the enveloped signature of `el` — its one `ds:Signature` child, whose one Reference points at `el`'s
 * ID — against `cert` alone (a KeyInfo in the message is ignored), and returns `el` as the signature covers it:
 * parsed from the canonical XML that was verified, so nothing placed around or inside it afterwards is read.
 * `xml` is the whole message `el` was parsed from.
 */
export function verifySignature(xml: string, el: Element, cert: string): Element {
  const id = el.getAttribute('ID');
  if (!id) throw new SamlError(`${el.localName} has no ID`);
  const sygnatura = dzieci(el, NS.dsig, 'Signature');
  if (sygnatura.length !== 1)
    throw new SamlError(`${el.localName}: ${sygnatura.length} signatures, expected one`);
  const info = exactlyOne(sygnatura[0]!, NS.dsig, 'SignedInfo');
  const algorytm = exactlyOne(info, NS.dsig, 'SignatureMethod').getAttribute('Algorithm') ?? '';
  if (!DOZWOLONE_PODPISY.has(algorytm)) throw new SamlError(`signature algorithm ${algorytm} refused`);
  if (exactlyOne(info, NS.dsig, 'CanonicalizationMethod').getAttribute('Algorithm') !== EXC_C14N)
    throw new SamlError('canonicalization other than exclusive C14N refused');
  const ref = exactlyOne(info, NS.dsig, 'Reference');
  if (ref.getAttribute('URI') !== `#${id}`)
    throw new SamlError(`the signature covers ${ref.getAttribute('URI')}, not #${id}`);
  if (!DOZWOLONE_SKROTY.has(exactlyOne(ref, NS.dsig, 'DigestMethod').getAttribute('Algorithm') ?? ''))
    throw new SamlError('digest algorithm refused');
  const przeksztalcenia = atMostOne(ref, NS.dsig, 'Transforms');
  for (const t of przeksztalcenia ? dzieci(przeksztalcenia, NS.dsig, 'Transform') : [])
    if (!DOZWOLONE_PRZEKSZTALCENIA.has(t.getAttribute('Algorithm') ?? ''))
      throw new SamlError('transform refused');

  const sig = new SignedXml({ publicCert: cert, getCertFromKeyInfo: () => null });
  let dobry = false;
  try {
    sig.loadSignature(sygnatura[0]!);
    dobry = sig.checkSignature(xml);
  } catch (e) {
    throw new SamlError(`signature of ${el.localName} not valid: ${(e as Error).message}`);
  }
  if (!dobry) throw new SamlError(`signature of ${el.localName} not valid`);
  const podpisane = sig.getSignedReferences();
  if (podpisane.length !== 1) throw new SamlError(`the signature covers ${podpisane.length} references`);
  const wynik = parseXml(podpisane[0]!).documentElement;
  if (
    wynik.localName !== el.localName ||
    wynik.namespaceURI !== el.namespaceURI ||
    wynik.getAttribute('ID') !== id
  )
    throw new SamlError(`the signature does not cover the ${el.localName} read`);
  return wynik;
}

// ── HTTP-Redirect binding ─────────────────────────────────────────────────────────────────────────────────────

/**
 * The query of a message in the HTTP-Redirect binding (SAML bindings §3.4.4.1): DEFLATE, base64, the RelayState,
 * `SigAlg` and the RSA-SHA256 `Signature` over that exact query string.
 */
export function redirectQuery(xml: string, relayState: string, klucz: string): string {
  const zapytanie = [
    `SAMLRequest=${encodeURIComponent(deflateRawSync(Buffer.from(xml)).toString('base64'))}`,
    `RelayState=${encodeURIComponent(relayState)}`,
    `SigAlg=${encodeURIComponent(RSA_SHA256)}`,
  ].join('&');
  const podpis = createSign('RSA-SHA256').update(zapytanie).sign(klucz).toString('base64');
  return `${zapytanie}&Signature=${encodeURIComponent(podpis)}`;
}

/**
 * A message received in the HTTP-Redirect binding, its signature checked with `cert` over the query as it was
 * sent (the raw, still-encoded values, in the binding's order), then inflated (at most 64 KB).
 */
export function receiveRedirect(surowe: string, cert: string): { xml: string; relayState: string | null } {
  const pola = new Map<string, string>();
  for (const czesc of surowe.replace(/^\?/, '').split('&')) {
    const i = czesc.indexOf('=');
    const nazwa = i < 0 ? czesc : czesc.slice(0, i);
    if (pola.has(nazwa)) throw new SamlError(`${nazwa} given twice`);
    pola.set(nazwa, i < 0 ? '' : czesc.slice(i + 1));
  }
  const dekoduj = (v: string) => decodeURIComponent(v.replace(/\+/g, ' '));
  const zadanie = pola.get('SAMLRequest');
  const sigAlg = pola.get('SigAlg');
  const podpis = pola.get('Signature');
  if (!zadanie || !sigAlg || !podpis) throw new SamlError('SAMLRequest, SigAlg and Signature are required');
  if (dekoduj(sigAlg) !== RSA_SHA256) throw new SamlError(`SigAlg ${dekoduj(sigAlg)} refused`);
  const relay = pola.get('RelayState');
  const podpisane = [
    `SAMLRequest=${zadanie}`,
    ...(relay !== undefined ? [`RelayState=${relay}`] : []),
    `SigAlg=${sigAlg}`,
  ].join('&');
  let dobry = false;
  try {
    dobry = createVerify('RSA-SHA256')
      .update(podpisane)
      .verify(createPublicKey(cert), Buffer.from(dekoduj(podpis), 'base64'));
  } catch {
    dobry = false;
  }
  if (!dobry) throw new SamlError('signature of the redirect not valid');
  let xml: string;
  try {
    xml = inflateRawSync(Buffer.from(dekoduj(zadanie), 'base64'), { maxOutputLength: 64 * 1024 }).toString();
  } catch {
    throw new SamlError('SAMLRequest does not inflate');
  }
  return { xml, relayState: relay === undefined ? null : dekoduj(relay) };
}

// ── artifacts (SAML bindings §3.6.4) ──────────────────────────────────────────────────────────────────────────

/** The SourceID of an IdP's artifacts: the SHA-1 of its entity id. */
export const sourceId = (entityId: string) => createHash('sha1').update(entityId).digest();

/** A type 0x0004 artifact: TypeCode, EndpointIndex, SourceID (20 bytes), MessageHandle (20 random bytes). */
export function newArtifact(entityId: string, indeks = 0): string {
  const naglowek = Buffer.alloc(4);
  naglowek.writeUInt16BE(0x0004, 0);
  naglowek.writeUInt16BE(indeks, 2);
  return Buffer.concat([naglowek, sourceId(entityId), randomBytes(20)]).toString('base64');
}

/** The parts of a type 0x0004 artifact; anything else is refused. */
export function parseArtifact(artefakt: string): { indeks: number; sourceId: Buffer; uchwyt: Buffer } {
  // 44 bytes: 59 base64 characters and one `=`
  if (!/^[A-Za-z0-9+/]{59}=$/.test(artefakt)) throw new SamlError('SAMLart is not base64 of 44 bytes');
  const b = Buffer.from(artefakt, 'base64');
  if (b.length !== 44) throw new SamlError('SAMLart is not 44 bytes');
  if (b.readUInt16BE(0) !== 0x0004) throw new SamlError(`artifact type ${b.readUInt16BE(0)} refused`);
  return { indeks: b.readUInt16BE(2), sourceId: b.subarray(4, 24), uchwyt: b.subarray(24) };
}

// ── the service provider's messages ─────────────────────────────────────────────────────────────────────────

/** The AuthnRequest asking for the eIDAS natural-person identity, the answer to come by the artifact binding. */
export function authnRequest(o: {
  id: string;
  teraz: number;
  idpSsoUrl: string;
  acsUrl: string;
  spEntityId: string;
}): string {
  const wymagany = (nazwa: string) =>
    `<eidas:RequestedAttribute Name="${nazwa}" NameFormat="${FORMAT_URI}" isRequired="true"/>`;
  return (
    `<samlp:AuthnRequest xmlns:samlp="${NS.protokol}" xmlns:saml="${NS.asercja}" ID="${xmlEsc(o.id)}" Version="2.0"` +
    ` IssueInstant="${samlTime(o.teraz)}" Destination="${xmlEsc(o.idpSsoUrl)}" ForceAuthn="true"` +
    ` ProtocolBinding="${BINDING_ARTEFAKTU}" AssertionConsumerServiceURL="${xmlEsc(o.acsUrl)}">` +
    `<saml:Issuer>${xmlEsc(o.spEntityId)}</saml:Issuer>` +
    `<samlp:Extensions><eidas:SPType xmlns:eidas="${NS.eidas}">public</eidas:SPType>` +
    `<eidas:RequestedAttributes xmlns:eidas="${NS.eidas}">` +
    `${wymagany(ATRYBUTY.imie)}${wymagany(ATRYBUTY.nazwisko)}${wymagany(ATRYBUTY.identyfikator)}` +
    `</eidas:RequestedAttributes></samlp:Extensions>` +
    `<samlp:NameIDPolicy AllowCreate="true" Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent"/>` +
    `<samlp:RequestedAuthnContext Comparison="minimum"><saml:AuthnContextClassRef>${POZIOM_ZNACZACY}` +
    `</saml:AuthnContextClassRef></samlp:RequestedAuthnContext></samlp:AuthnRequest>`
  );
}

/** The ArtifactResolve in its SOAP envelope, signed with the service provider's key. */
export function artifactResolve(o: {
  id: string;
  teraz: number;
  idpArtifactUrl: string;
  spEntityId: string;
  artefakt: string;
  spKey: string;
  spCert: string;
}): string {
  const wiadomosc =
    `<samlp:ArtifactResolve xmlns:samlp="${NS.protokol}" xmlns:saml="${NS.asercja}" ID="${xmlEsc(o.id)}"` +
    ` Version="2.0" IssueInstant="${samlTime(o.teraz)}" Destination="${xmlEsc(o.idpArtifactUrl)}">` +
    `<saml:Issuer>${xmlEsc(o.spEntityId)}</saml:Issuer><samlp:Artifact>${xmlEsc(o.artefakt)}</samlp:Artifact>` +
    `</samlp:ArtifactResolve>`;
  return signXml(soapEnvelope(wiadomosc), 'ArtifactResolve', o.spKey, o.spCert);
}
