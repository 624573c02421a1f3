/**
 * The portal as a SAML service provider of login.gov.pl (Węzeł Krajowy) and ePUAP (issue 23 §1): the start of a
 * login (a pending login in the database, the signed AuthnRequest in the redirect) and its end (the artifact
 * resolved at the provider with a signed ArtifactResolve, and the answer checked). An identity is taken only from
 * an assertion signed by the configured provider's certificate, for our request, our address and audience, now,
 * and never before seen.
 */
import { createHash, randomBytes } from 'node:crypto';
import { isValidPesel } from '../../src/core/rules/fields.ts';
import type { KonfiguracjaSaml } from '../dostawcy.ts';
import { iso, type KontoOpcje } from '../konto/context.ts';
import {
  artifactResolve,
  ATRYBUTY,
  authnRequest,
  SamlError,
  dzieci,
  exactlyOne,
  statusCode,
  METODA_BEARER,
  atMostOne,
  newId,
  NS,
  readTime,
  parseArtifact,
  sourceId,
  verifySignature,
  STATUS,
  tekst,
  soapBody,
  redirectQuery,
} from './saml.ts';

export type DostawcaTozsamosci = 'wezel' | 'epuap';

/** The identity an assertion vouches for. */
export interface Tozsamosc {
  imie: string;
  nazwisko: string;
  pesel: string;
}

/** A login under way, from its AuthnRequest to the artifact that comes back. */
export interface LogowanieWToku {
  idZadania: string;
  returnUrl: string;
  link: string;
}

/** How long a person has at the provider; and the clock difference allowed against the provider's times. */
const WAZNOSC_LOGOWANIA_MS = 10 * 60_000;
export const TOLERANCJA_ZEGARA_MS = 60_000;
const LIMIT_CZASU_ODPOWIEDZI_MS = 10_000;

const skrot = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Stores a pending login and gives the address of the provider's single sign-on service with the signed
 * AuthnRequest; the RelayState is an opaque random key of the pending login.
 */
export async function rozpocznijLogowanie(
  k: KontoOpcje,
  dostawca: DostawcaTozsamosci,
  cfg: KonfiguracjaSaml,
  acsUrl: string,
  cel: { returnUrl: string; link: string },
): Promise<string> {
  const teraz = k.teraz();
  const idZadania = newId();
  const relayState = randomBytes(24).toString('base64url');
  await k.db.query('DELETE FROM saml_logowania WHERE wygasa < $1', [iso(teraz)]);
  await k.db.query(
    `INSERT INTO saml_logowania (relay_state_skrot, id_zadania, dostawca, return_url, link, wygasa)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [skrot(relayState), idZadania, dostawca, cel.returnUrl, cel.link, iso(teraz + WAZNOSC_LOGOWANIA_MS)],
  );
  const xml = authnRequest({
    id: idZadania,
    teraz,
    idpSsoUrl: cfg.idpSsoUrl,
    acsUrl,
    spEntityId: cfg.spEntityId,
  });
  const zapytanie = redirectQuery(xml, relayState, cfg.spKey);
  return `${cfg.idpSsoUrl}${cfg.idpSsoUrl.includes('?') ? '&' : '?'}${zapytanie}`;
}

/** Takes the pending login of a RelayState, once; null when unknown, taken or expired. */
export async function wezLogowanie(
  k: KontoOpcje,
  dostawca: DostawcaTozsamosci,
  relayState: string,
): Promise<LogowanieWToku | null> {
  const { rows } = await k.db.query<{ id_zadania: string; return_url: string; link: string }>(
    `DELETE FROM saml_logowania WHERE relay_state_skrot = $1 AND dostawca = $2 AND wygasa > $3
     RETURNING id_zadania, return_url, link`,
    [skrot(relayState), dostawca, iso(k.teraz())],
  );
  const r = rows[0];
  return r ? { idZadania: r.id_zadania, returnUrl: r.return_url, link: r.link } : null;
}

/**
 * Resolves the artifact at the provider and checks its answer: the identity, or `'przerwane'` when the provider
 * answers for our request that the login did not succeed (the person cancelled). Anything else throws SamlError
 * (or the network's error) with the reason.
 */
export async function rozwiazArtefakt(
  k: KontoOpcje,
  cfg: KonfiguracjaSaml,
  artefakt: string,
  logowanie: LogowanieWToku,
  acsUrl: string,
): Promise<Tozsamosc | 'przerwane'> {
  const a = parseArtifact(artefakt);
  if (!a.sourceId.equals(sourceId(cfg.idpEntityId)))
    throw new SamlError('the artifact comes from another provider (SourceID)');
  const idResolve = newId();
  const zadanie = artifactResolve({
    id: idResolve,
    teraz: k.teraz(),
    idpArtifactUrl: cfg.idpArtifactUrl,
    spEntityId: cfg.spEntityId,
    artefakt,
    spKey: cfg.spKey,
    spCert: cfg.spCert,
  });
  const res = await fetch(cfg.idpArtifactUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/xml; charset=utf-8',
      SOAPAction: '"http://www.oasis-open.org/committees/security"',
    },
    body: zadanie,
    redirect: 'error',
    signal: AbortSignal.timeout(LIMIT_CZASU_ODPOWIEDZI_MS),
  });
  if (!res.ok) throw new SamlError(`artifact resolution answered HTTP ${res.status}`);
  const wynik = sprawdzOdpowiedz(await res.text(), {
    cfg,
    idResolve,
    idZadania: logowanie.idZadania,
    acsUrl,
    teraz: k.teraz(),
  });
  if (wynik === 'przerwane') return wynik;
  // one use of an assertion, whichever instance of the server receives it; kept while it could still be valid
  await k.db.query('DELETE FROM saml_asercje WHERE wygasa < $1', [iso(k.teraz())]);
  const { rows } = await k.db.query(
    `INSERT INTO saml_asercje (wystawca, id, wygasa) VALUES ($1, $2, $3)
     ON CONFLICT (wystawca, id) DO NOTHING RETURNING id`,
    [cfg.idpEntityId, wynik.idAsercji, iso(wynik.wygasa + TOLERANCJA_ZEGARA_MS)],
  );
  if (rows.length === 0) throw new SamlError(`assertion ${wynik.idAsercji} was already used (replay)`);
  return wynik.tozsamosc;
}

/**
 * The checks of an ArtifactResponse (SAML core §3.5, profiles §4.1.4): the SOAP body holds an ArtifactResponse
 * to our ArtifactResolve with status Success, holding a Response to our AuthnRequest holding exactly one
 * Assertion, signed by the provider's certificate. Everything of the assertion is read from what the signature
 * covers: issuer, bearer subject confirmation for our request and address, conditions valid now, our audience,
 * and the eIDAS attributes.
 */
export function sprawdzOdpowiedz(
  xml: string,
  o: { cfg: KonfiguracjaSaml; idResolve: string; idZadania: string; acsUrl: string; teraz: number },
): { tozsamosc: Tozsamosc; idAsercji: string; wygasa: number } | 'przerwane' {
  const { cfg, teraz } = o;
  const ar = soapBody(xml);
  if (ar.localName !== 'ArtifactResponse' || ar.namespaceURI !== NS.protokol)
    throw new SamlError(`expected ArtifactResponse, got ${ar.localName}`);
  if (ar.getAttribute('InResponseTo') !== o.idResolve)
    throw new SamlError('ArtifactResponse is not the answer to our ArtifactResolve (InResponseTo)');
  const wystawcaAr = atMostOne(ar, NS.asercja, 'Issuer');
  if (wystawcaAr && tekst(wystawcaAr) !== cfg.idpEntityId)
    throw new SamlError('ArtifactResponse of another issuer');
  if (statusCode(ar) !== STATUS.sukces) throw new SamlError(`ArtifactResponse status ${statusCode(ar)}`);

  const odp = exactlyOne(ar, NS.protokol, 'Response');
  if (odp.getAttribute('InResponseTo') !== o.idZadania)
    throw new SamlError('Response is not the answer to our AuthnRequest (InResponseTo)');
  const wystawcaOdp = atMostOne(odp, NS.asercja, 'Issuer');
  if (wystawcaOdp && tekst(wystawcaOdp) !== cfg.idpEntityId)
    throw new SamlError('Response of another issuer');
  const cel = odp.getAttribute('Destination');
  if (cel !== null && cel !== o.acsUrl) throw new SamlError(`Response for another destination (${cel})`);
  if (statusCode(odp) !== STATUS.sukces) return 'przerwane';

  if (dzieci(odp, NS.asercja, 'EncryptedAssertion').length)
    throw new SamlError('encrypted assertions are not supported');
  // one assertion in the whole message: nothing placed beside or around the signed one (signature wrapping)
  const wszystkie = ar.ownerDocument.getElementsByTagNameNS(NS.asercja, 'Assertion');
  if (wszystkie.length !== 1)
    throw new SamlError(`${wszystkie.length} assertions in the answer, expected one`);
  const asercja = verifySignature(xml, exactlyOne(odp, NS.asercja, 'Assertion'), cfg.idpCert);

  if (tekst(exactlyOne(asercja, NS.asercja, 'Issuer')) !== cfg.idpEntityId)
    throw new SamlError('assertion of another issuer');
  const idAsercji = asercja.getAttribute('ID')!;

  const potwierdzenia = dzieci(
    exactlyOne(asercja, NS.asercja, 'Subject'),
    NS.asercja,
    'SubjectConfirmation',
  ).filter((p) => p.getAttribute('Method') === METODA_BEARER);
  if (potwierdzenia.length !== 1) throw new SamlError('no single bearer SubjectConfirmation');
  const dane = exactlyOne(potwierdzenia[0]!, NS.asercja, 'SubjectConfirmationData');
  if (dane.getAttribute('InResponseTo') !== o.idZadania)
    throw new SamlError('SubjectConfirmationData is not for our AuthnRequest (InResponseTo)');
  if (dane.getAttribute('Recipient') !== o.acsUrl)
    throw new SamlError(`SubjectConfirmationData for another recipient (${dane.getAttribute('Recipient')})`);
  const potwierdzenieDo = readTime(dane.getAttribute('NotOnOrAfter'), 'SubjectConfirmationData NotOnOrAfter');
  if (teraz >= potwierdzenieDo + TOLERANCJA_ZEGARA_MS) throw new SamlError('subject confirmation expired');

  const warunki = exactlyOne(asercja, NS.asercja, 'Conditions');
  const od = warunki.getAttribute('NotBefore');
  if (od !== null && teraz + TOLERANCJA_ZEGARA_MS < readTime(od, 'Conditions NotBefore'))
    throw new SamlError('assertion not yet valid');
  const warunkiDo = readTime(warunki.getAttribute('NotOnOrAfter'), 'Conditions NotOnOrAfter');
  if (teraz >= warunkiDo + TOLERANCJA_ZEGARA_MS) throw new SamlError('assertion expired');
  const ograniczenia = dzieci(warunki, NS.asercja, 'AudienceRestriction');
  if (
    ograniczenia.length === 0 ||
    !ograniczenia.every((r) => dzieci(r, NS.asercja, 'Audience').some((a) => tekst(a) === cfg.spEntityId))
  )
    throw new SamlError('assertion for another audience');
  if (dzieci(asercja, NS.asercja, 'AuthnStatement').length === 0) throw new SamlError('no AuthnStatement');

  return {
    tozsamosc: tozsamoscZAtrybutow(asercja),
    idAsercji,
    wygasa: Math.max(potwierdzenieDo, warunkiDo),
  };
}

/** The eIDAS natural person: given and family name and `PL/PL/<PESEL>`, each exactly once. */
function tozsamoscZAtrybutow(asercja: Element): Tozsamosc {
  const atrybuty = dzieci(asercja, NS.asercja, 'AttributeStatement').flatMap((s) =>
    dzieci(s, NS.asercja, 'Attribute'),
  );
  const wartosc = (nazwa: string) => {
    const a = atrybuty.filter((x) => x.getAttribute('Name') === nazwa);
    if (a.length !== 1) throw new SamlError(`attribute ${nazwa}: ${a.length} found, expected one`);
    const w = dzieci(a[0]!, NS.asercja, 'AttributeValue');
    if (w.length !== 1) throw new SamlError(`attribute ${nazwa}: ${w.length} values, expected one`);
    const v = tekst(w[0]);
    if (!v || v.length > 100 || /[\u0000-\u001f\u007f-\u009f]/.test(v))
      throw new SamlError(`attribute ${nazwa}: empty, too long or with control characters`);
    return v;
  };
  const pesel = /^PL\/PL\/(\d{11})$/.exec(wartosc(ATRYBUTY.identyfikator))?.[1];
  if (!pesel || !isValidPesel(pesel)) throw new SamlError('PersonIdentifier is not PL/PL/<valid PESEL>');
  return { imie: wartosc(ATRYBUTY.imie), nazwisko: wartosc(ATRYBUTY.nazwisko), pesel };
}
