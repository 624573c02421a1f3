/**
 * Demo only: login.gov.pl (Węzeł Krajowy) and ePUAP (Profil Zaufany) simulated as SAML 2.0 identity providers with
 * the artifact binding (issue 23 §1), so that the demo and the tests log in through the server's real service
 * provider code (server/tozsamosc/sp.ts) over HTTP. Mounted by the demo server at `o.url`:
 *
 * - `GET <url>/wezel-krajowy/logowanie?SAMLRequest&RelayState&SigAlg&Signature` (and `/epuap/…`): the single
 *   sign-on service. The AuthnRequest's redirect signature is checked with the portal's certificate; the page lets
 *   the person pick a demo identity or type one;
 * - `POST` the same path (the page's form): the signed Response is kept under a one-time artifact (2 min) and the
 *   browser goes to the AuthnRequest's assertion consumer service with `SAMLart` and `RelayState`; cancel sends a
 *   Response with a failed status the same way;
 * - `POST <url>/wezel-krajowy/ars`: the artifact resolution service (SOAP). The ArtifactResolve's signature is
 *   checked with the portal's certificate; an artifact is answered once, then with a failed status.
 *
 * The keys (each provider's and the portal's) are drawn at start with self-signed certificates and handed back
 * as the providers' configuration. The provider's state is in memory: it is the provider's, not the portal's.
 */
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { generate } from 'selfsigned';
import { isValidPesel } from '../../src/core/rules/fields.ts';
import type { KonfiguracjaSaml } from '../../server/dostawcy.ts';
import { kontaDemo, tozsamoscBezKonta } from '../seed/konto.ts';
import { esc, providerPage } from '../../server/provider-page.ts';
import {
  ATRYBUTY,
  BINDING_ARTEFAKTU,
  SamlError,
  samlTime,
  FORMAT_URI,
  exactlyOne,
  rootElement,
  soapEnvelope,
  METODA_BEARER,
  newId,
  NS,
  newArtifact,
  receiveRedirect,
  parseXml,
  signXml,
  POZIOM_ZNACZACY,
  verifySignature,
  STATUS,
  tekst,
  soapBody,
  xmlEsc,
} from '../../server/tozsamosc/saml.ts';

type Dostawca = 'wezel' | 'epuap';

const DOSTAWCY: Record<Dostawca, { nazwa: string; sciezka: string }> = {
  wezel: { nazwa: 'login.gov.pl — Węzeł Krajowy', sciezka: '/wezel-krajowy' },
  epuap: { nazwa: 'ePUAP — Profil Zaufany', sciezka: '/epuap' },
};

const WAZNOSC_ZADANIA_MS = 10 * 60_000;
const WAZNOSC_ARTEFAKTU_MS = 2 * 60_000;
const WAZNOSC_ASERCJI_MS = 5 * 60_000;

export interface Osoba {
  imie: string;
  nazwisko: string;
  pesel: string;
}

/**
 * Test seam: what the provider does wrong in its next answers (each field one fault; none by default).
 */
export interface ZmianyOdpowiedzi {
  /** Sign the assertion with a key that is not the provider's (a forgery). */
  obcyKlucz?: boolean;
  /** No signature on the assertion. */
  bezPodpisu?: boolean;
  /** Another Audience. */
  odbiorca?: string;
  /** Another Issuer of the assertion (signed with the provider's key). */
  wystawca?: string;
  /** Another InResponseTo of the (signed) subject confirmation. */
  inResponseTo?: string;
  /** NotOnOrAfter of the conditions, from now (negative: expired). */
  waznoscMs?: number;
  /** NotOnOrAfter of the subject confirmation, from now (negative: expired). */
  waznoscPotwierdzeniaMs?: number;
  /** A fixed assertion ID (two otherwise valid assertions with one ID: the second is a replay). */
  idAsercji?: string;
  /** An unsigned assertion of this person placed before the signed one (signature wrapping). */
  owinieta?: Osoba;
  /** Answer with the previous signed Response again (the same assertion presented twice). */
  powtorz?: boolean;
  /** The artifact's SourceID of this entity id (another provider's artifact). */
  zrodlo?: string;
}

export interface OpcjeSymulatorow {
  /** The absolute address where the caller mounts `app`, e.g. http://127.0.0.1:4173/symulatory. */
  url: string;
  /** Portal origins: where the page's form may lead after the assertion consumer service. */
  portalOrigins: readonly string[];
  teraz?: () => number;
  /** Test seam: the faults of the next answer of a provider. */
  zmiany?: (d: Dostawca) => ZmianyOdpowiedzi | undefined;
}

interface Klucze {
  klucz: string;
  cert: string;
}

const klucze = async (nazwa: string): Promise<Klucze> => {
  const k = await generate([{ name: 'commonName', value: nazwa }], { keySize: 2048, algorithm: 'sha256' });
  return { klucz: k.private, cert: k.cert };
};

/** Identities offered on the provider page: some demo accounts and one person without an account. */
const TOZSAMOSCI = [
  ...['jan.kowalski', 'anna.nowak', 'piotr.wisniewski', 'tomasz.lewandowski'].map((login) => {
    const k = kontaDemo.find((d) => d.login === login)!;
    return { imie: k.imie, nazwisko: k.nazwisko, pesel: k.pesel!, opis: `konto ${login}` };
  }),
  { ...tozsamoscBezKonta, opis: 'bez konta w portalu' },
];

export interface DaneOdpowiedzi {
  idpEntityId: string;
  spEntityId: string;
  acsUrl: string;
  /** The AuthnRequest ID. */
  idZadania: string;
  teraz: number;
  osoba: Osoba;
  /** The provider's signing key and certificate. */
  podpis: Klucze;
}

const naglowekWiadomosci = (nazwa: string, id: string, teraz: number, dodatki: string) =>
  `<samlp:${nazwa} xmlns:samlp="${NS.protokol}" xmlns:saml="${NS.asercja}" ID="${xmlEsc(id)}" Version="2.0"` +
  ` IssueInstant="${samlTime(teraz)}"${dodatki}>`;

const status = (kod: string, podkod?: string) =>
  `<samlp:Status><samlp:StatusCode Value="${kod}">${podkod ? `<samlp:StatusCode Value="${podkod}"/>` : ''}` +
  `</samlp:StatusCode></samlp:Status>`;

/** An assertion as login.gov.pl issues it (eIDAS natural person, bearer confirmation), unsigned. */
function asercja(d: DaneOdpowiedzi, z: ZmianyOdpowiedzi, osoba: Osoba, id: string): string {
  const wystawca = z.wystawca ?? d.idpEntityId;
  const doKiedy = samlTime(d.teraz + (z.waznoscMs ?? WAZNOSC_ASERCJI_MS));
  const potwierdzenieDo = samlTime(d.teraz + (z.waznoscPotwierdzeniaMs ?? WAZNOSC_ASERCJI_MS));
  const inResponseTo = z.inResponseTo ?? d.idZadania;
  const atrybut = (nazwa: string, wartosc: string) =>
    `<saml:Attribute Name="${nazwa}" NameFormat="${FORMAT_URI}"><saml:AttributeValue>${xmlEsc(wartosc)}` +
    `</saml:AttributeValue></saml:Attribute>`;
  const nameId = createHash('sha256').update(`${d.spEntityId}|${osoba.pesel}`).digest('hex');
  return (
    `<saml:Assertion xmlns:saml="${NS.asercja}" ID="${xmlEsc(id)}" Version="2.0" IssueInstant="${samlTime(d.teraz)}">` +
    `<saml:Issuer>${xmlEsc(wystawca)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent">${nameId}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="${METODA_BEARER}"><saml:SubjectConfirmationData` +
    ` InResponseTo="${xmlEsc(inResponseTo)}" NotOnOrAfter="${potwierdzenieDo}" Recipient="${xmlEsc(d.acsUrl)}"/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${samlTime(d.teraz)}" NotOnOrAfter="${doKiedy}"><saml:AudienceRestriction>` +
    `<saml:Audience>${xmlEsc(z.odbiorca ?? d.spEntityId)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${samlTime(d.teraz)}" SessionIndex="${newId()}"><saml:AuthnContext>` +
    `<saml:AuthnContextClassRef>${POZIOM_ZNACZACY}</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement>${atrybut(ATRYBUTY.imie, osoba.imie)}${atrybut(ATRYBUTY.nazwisko, osoba.nazwisko)}` +
    `${atrybut(ATRYBUTY.identyfikator, `PL/PL/${osoba.pesel}`)}</saml:AttributeStatement></saml:Assertion>`
  );
}

/**
 * The provider's Response to an AuthnRequest holding the signed assertion of `d.osoba`, with the faults of `z`
 * (the test seam; none by default).
 */
export function zbudujOdpowiedz(d: DaneOdpowiedzi, z: ZmianyOdpowiedzi = {}, obcy?: Klucze): string {
  const niepodpisana = asercja(d, z, d.osoba, z.idAsercji ?? newId());
  const klucz = z.obcyKlucz && obcy ? obcy : d.podpis;
  const podpisana = z.bezPodpisu ? niepodpisana : signXml(niepodpisana, 'Assertion', klucz.klucz, klucz.cert);
  const owinieta = z.owinieta ? asercja(d, z, z.owinieta, newId()) : '';
  return response(d, status(STATUS.sukces) + owinieta + podpisana);
}

/** A Response to the AuthnRequest of `d`, holding `tresc` after its Issuer. */
function response(d: Omit<DaneOdpowiedzi, 'osoba' | 'podpis'>, tresc: string): string {
  return (
    naglowekWiadomosci(
      'Response',
      newId(),
      d.teraz,
      ` InResponseTo="${xmlEsc(d.idZadania)}" Destination="${xmlEsc(d.acsUrl)}"`,
    ) + `<saml:Issuer>${xmlEsc(d.idpEntityId)}</saml:Issuer>${tresc}</samlp:Response>`
  );
}

/** The Response of a login the person cancelled: no assertion, status Responder / AuthnFailed. */
function odpowiedzPrzerwana(d: Omit<DaneOdpowiedzi, 'osoba' | 'podpis'>): string {
  return response(d, status(STATUS.odpowiadajacy, STATUS.nieudane));
}

interface Zadanie {
  dostawca: Dostawca;
  idZadania: string;
  acsUrl: string;
  relayState: string;
  wygasa: number;
}

export async function symulatoryTozsamosci(o: OpcjeSymulatorow): Promise<{
  app: Hono;
  dostawcy: { wezel: KonfiguracjaSaml; epuap: KonfiguracjaSaml };
}> {
  const teraz = o.teraz ?? Date.now;
  const url = o.url.replace(/\/+$/, '');
  const [sp, kWezel, kEpuap, obcy] = await Promise.all([
    klucze('portal (demo)'),
    klucze('login.gov.pl (demo)'),
    klucze('ePUAP (demo)'),
    klucze('obcy (demo)'),
  ]);
  const kluczeIdp: Record<Dostawca, Klucze> = { wezel: kWezel, epuap: kEpuap };
  const konfiguracja = (d: Dostawca): KonfiguracjaSaml => ({
    idpEntityId: `${url}${DOSTAWCY[d].sciezka}`,
    idpSsoUrl: `${url}${DOSTAWCY[d].sciezka}/logowanie`,
    idpArtifactUrl: `${url}${DOSTAWCY[d].sciezka}/ars`,
    idpCert: kluczeIdp[d].cert,
    spEntityId: `urn:gmina:demo:portal:${d}`,
    spKey: sp.klucz,
    spCert: sp.cert,
  });
  const dostawcy = { wezel: konfiguracja('wezel'), epuap: konfiguracja('epuap') };

  const zadania = new Map<string, Zadanie>();
  const artefakty = new Map<string, { dostawca: Dostawca; odpowiedz: string; wygasa: number }>();
  const ostatnie: Partial<Record<Dostawca, string>> = {};
  const sprzataj = () => {
    const t = teraz();
    for (const [k, v] of zadania) if (v.wygasa <= t) zadania.delete(k);
    for (const [k, v] of artefakty) if (v.wygasa <= t) artefakty.delete(k);
  };

  const app = new Hono();
  const strona = (
    c: Context,
    status: 200 | 400,
    tytul: string,
    tresc: string,
    cele: readonly string[] = [],
  ) => providerPage(c, status, tytul, tresc, [...o.portalOrigins, ...cele]);
  const bladStrony = (c: Context, opis: string) =>
    strona(c, 400, 'Błąd logowania', `<h1>Błąd logowania</h1><p class="blad">${esc(opis)}</p>`);
  const celeFormularza = (z: Zadanie) => [new URL(z.acsUrl).origin];

  function formularz(d: Dostawca, klucz: string, bladTresc?: string): string {
    const opcje = TOZSAMOSCI.map(
      (t, i) =>
        `<label><input type="radio" name="tozsamosc" value="${esc(t.pesel)}"${i === 0 ? ' checked' : ''}> ${esc(`${t.imie} ${t.nazwisko}`)}, PESEL ${esc(t.pesel)} (${esc(t.opis)})</label>`,
    ).join('');
    return `<h1>${esc(DOSTAWCY[d].nazwa)}</h1>
<p>Symulacja dostawcy tożsamości na serwerze demonstracyjnym: wybierz osobę, która się loguje.</p>
${bladTresc ? `<p class="blad" role="alert">${esc(bladTresc)}</p>` : ''}
<form method="post" action="logowanie">
<input type="hidden" name="zadanie" value="${esc(klucz)}">
<fieldset><legend>Tożsamość</legend>${opcje}
<label><input type="radio" name="tozsamosc" value="inna"> Inna osoba:</label>
<label>Imię <input type="text" name="imie" autocomplete="given-name"></label>
<label>Nazwisko <input type="text" name="nazwisko" autocomplete="family-name"></label>
<label>PESEL <input type="text" name="pesel" inputmode="numeric" maxlength="11"></label></fieldset>
<button type="submit" name="akcja" value="zaloguj">Zaloguj</button>
<button type="submit" name="akcja" value="anuluj">Anuluj</button>
</form>`;
  }

  for (const d of Object.keys(DOSTAWCY) as Dostawca[]) {
    const cfg = dostawcy[d];
    const sciezka = DOSTAWCY[d].sciezka;

    // single sign-on (HTTP-Redirect binding): only the portal's signed AuthnRequest gets the page
    app.get(`${sciezka}/logowanie`, (c) => {
      let z: Zadanie;
      try {
        const { xml, relayState } = receiveRedirect(new URL(c.req.url).search, cfg.spCert);
        const r = rootElement(parseXml(xml), NS.protokol, 'AuthnRequest');
        if (tekst(exactlyOne(r, NS.asercja, 'Issuer')) !== cfg.spEntityId)
          throw new SamlError('unknown issuer');
        const cel = r.getAttribute('Destination');
        if (cel !== null && cel !== cfg.idpSsoUrl) throw new SamlError('another destination');
        if (r.getAttribute('ProtocolBinding') !== BINDING_ARTEFAKTU)
          throw new SamlError('not the artifact binding');
        const acsUrl = r.getAttribute('AssertionConsumerServiceURL') ?? '';
        if (!/^https?:\/\//.test(acsUrl)) throw new SamlError('no assertion consumer service');
        const idZadania = r.getAttribute('ID');
        if (!idZadania || relayState === null) throw new SamlError('no ID or RelayState');
        z = { dostawca: d, idZadania, acsUrl, relayState, wygasa: teraz() + WAZNOSC_ZADANIA_MS };
      } catch (e) {
        console.warn(`[symulator ${d}] AuthnRequest refused: ${(e as Error).message}`);
        return bladStrony(c, 'Nieprawidłowe żądanie uwierzytelnienia.');
      }
      sprzataj();
      const klucz = newId();
      zadania.set(klucz, z);
      return strona(c, 200, DOSTAWCY[d].nazwa, formularz(d, klucz), celeFormularza(z));
    });

    // the page's form: the identity kept under a one-time artifact, the browser sent back to the portal
    app.post(`${sciezka}/logowanie`, async (c) => {
      const f = await c.req.parseBody();
      const pole = (n: string) => (typeof f[n] === 'string' ? f[n] : '');
      const klucz = pole('zadanie');
      const z = zadania.get(klucz);
      if (!z || z.dostawca !== d || z.wygasa <= teraz())
        return bladStrony(c, 'Sesja logowania wygasła. Wróć do portalu i zaloguj się ponownie.');
      const zmiany = o.zmiany?.(d) ?? {};
      const wspolne = {
        idpEntityId: cfg.idpEntityId,
        spEntityId: cfg.spEntityId,
        acsUrl: z.acsUrl,
        idZadania: z.idZadania,
        teraz: teraz(),
      };
      let odpowiedz: string;
      if (pole('akcja') === 'anuluj') {
        odpowiedz = odpowiedzPrzerwana(wspolne);
      } else {
        const wybor = pole('tozsamosc');
        const t =
          wybor === 'inna'
            ? { imie: pole('imie').trim(), nazwisko: pole('nazwisko').trim(), pesel: pole('pesel').trim() }
            : TOZSAMOSCI.find((x) => x.pesel === wybor);
        if (
          !t ||
          !t.imie ||
          !t.nazwisko ||
          t.imie.length > 100 ||
          t.nazwisko.length > 100 ||
          !isValidPesel(t.pesel)
        )
          return strona(
            c,
            400,
            DOSTAWCY[d].nazwa,
            formularz(d, klucz, 'Podaj imię, nazwisko i poprawny PESEL'),
            celeFormularza(z),
          );
        const poprzednia = ostatnie[d];
        odpowiedz =
          zmiany.powtorz && poprzednia
            ? poprzednia
            : zbudujOdpowiedz(
                {
                  ...wspolne,
                  osoba: { imie: t.imie, nazwisko: t.nazwisko, pesel: t.pesel },
                  podpis: kluczeIdp[d],
                },
                zmiany,
                obcy,
              );
        ostatnie[d] = odpowiedz;
      }
      zadania.delete(klucz);
      const artefakt = newArtifact(zmiany.zrodlo ?? cfg.idpEntityId);
      artefakty.set(artefakt, { dostawca: d, odpowiedz, wygasa: teraz() + WAZNOSC_ARTEFAKTU_MS });
      const acs = new URL(z.acsUrl);
      acs.searchParams.set('SAMLart', artefakt);
      acs.searchParams.set('RelayState', z.relayState);
      c.header('Referrer-Policy', 'no-referrer');
      return c.redirect(acs.href, 303);
    });

    // artifact resolution (SOAP): the portal's signed ArtifactResolve gets the Response once
    app.post(`${sciezka}/ars`, async (c) => {
      const xml = await c.req.text();
      let idResolve = '';
      let wynik: string;
      try {
        const el = soapBody(xml);
        idResolve = el.getAttribute('ID') ?? '';
        if (el.localName !== 'ArtifactResolve' || el.namespaceURI !== NS.protokol)
          throw new SamlError('not an ArtifactResolve');
        const r = verifySignature(xml, el, cfg.spCert);
        if (tekst(exactlyOne(r, NS.asercja, 'Issuer')) !== cfg.spEntityId)
          throw new SamlError('unknown issuer');
        const artefakt = tekst(exactlyOne(r, NS.protokol, 'Artifact'));
        const a = artefakty.get(artefakt);
        artefakty.delete(artefakt);
        if (!a || a.dostawca !== d || a.wygasa <= teraz())
          throw new SamlError('unknown, used or expired artifact');
        wynik = status(STATUS.sukces) + a.odpowiedz;
      } catch (e) {
        console.warn(`[symulator ${d}] ArtifactResolve refused: ${(e as Error).message}`);
        wynik = status(STATUS.zadajacy, STATUS.odmowa);
      }
      const odpowiedz =
        naglowekWiadomosci('ArtifactResponse', newId(), teraz(), ` InResponseTo="${xmlEsc(idResolve)}"`) +
        `<saml:Issuer>${xmlEsc(cfg.idpEntityId)}</saml:Issuer>${wynik}</samlp:ArtifactResponse>`;
      return c.body(soapEnvelope(odpowiedz), 200, { 'Content-Type': 'text/xml; charset=utf-8' });
    });
  }

  return { app, dostawcy };
}
