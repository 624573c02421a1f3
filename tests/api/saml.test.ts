/**
 * Identity logins over SAML 2.0 with the artifact binding (issue 23 §1), over real HTTP with the demo's identity
 * provider simulator (tests/api/saml-harness.ts): the flows of both providers, every refusal of a bad answer
 * (forged, unsigned, replayed, expired, for another audience, request or issuer, another provider's artifact,
 * a wrapped signature, an unknown or used RelayState), and the attack of the issue on a server with no provider.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  SamlError,
  parseArtifact,
  artifactResolve,
  newArtifact,
  parseXml,
  NS,
  soapBody,
  statusCode,
} from '../../server/tozsamosc/saml.ts';
import { ADMIN_TOKEN, adminPost } from './helpers.ts';
import { get, PORTAL } from './konto-helpers.ts';
import {
  bezPrzekierowan,
  dokoncz,
  odmowa,
  openSamlHarness,
  otworzStrone,
  przejdz,
  SCIEZKA,
  wyslijFormularz,
  type DostawcaTestu,
  type SamlHarness,
} from './saml-harness.ts';

const JAN = '85010112352';
const PIOTR = '66071234573';
const BEZ_KONTA = '55050512371';

let h: SamlHarness;
let ostrzezenia: MockInstance<typeof console.warn> | undefined;
beforeAll(async () => {
  h = await openSamlHarness({ drugaInstancja: true });
});
afterAll(() => h?.close());
afterEach(() => {
  for (const d of Object.keys(h.zmiany) as DostawcaTestu[]) delete h.zmiany[d];
  ostrzezenia?.mockRestore();
});
/** Captures the server's console lines of refused logins (the reason is logged, never shown). */
function sluchajOstrzezen() {
  ostrzezenia = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const szpieg = ostrzezenia;
  return () => szpieg.mock.calls.map((c) => String(c[0])).join('\n');
}

describe('the whole flow over HTTP', () => {
  it.each(['wezel', 'epuap'] as const)(
    '%s: signed AuthnRequest → provider page → artifact → signed ArtifactResolve → full token, identity confirmed',
    async (d) => {
      const strona = await otworzStrone(h, d);
      // the AuthnRequest of the redirect: ours, for the artifact binding, back to our token endpoint
      const q = new URL(strona.sso).searchParams;
      expect(q.get('SigAlg')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
      expect(q.get('Signature')).toBeTruthy();
      expect(q.get('RelayState')).toMatch(/^[\w-]{32}$/);
      const zadanie = parseXml(
        inflateRawSync(Buffer.from(q.get('SAMLRequest')!, 'base64')).toString(),
      ).documentElement;
      expect(zadanie.localName).toBe('AuthnRequest');
      expect(zadanie.getAttribute('ProtocolBinding')).toBe(
        'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Artifact',
      );
      const acs = d === 'wezel' ? 'logowanieWezelKrajowyToken' : 'logowanieEpuapToken';
      expect(zadanie.getAttribute('AssertionConsumerServiceURL')).toBe(`${h.url}/${acs}`);
      expect(zadanie.getElementsByTagNameNS(NS.asercja, 'Issuer')[0]!.textContent).toBe(
        h.dostawcy[d].spEntityId,
      );

      // piotr.wisniewski's identity is unconfirmed: the provider confirms it
      const p = await dokoncz(await wyslijFormularz(strona, { tozsamosc: d === 'wezel' ? JAN : PIOTR }));
      expect(p.acs.startsWith(`${h.url}/${acs}?SAMLart=`)).toBe(true);
      expect(p.res.status).toBe(302);
      expect(p.url!.origin + p.url!.pathname).toBe(`${PORTAL}/return-url-ok`);
      expect(p.url!.searchParams.get('link')).toBe('/panel-uzytkownika');
      const token = p.url!.searchParams.get('token')!;
      const roszczenia = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as object;
      expect(roszczenia).toMatchObject({ typ: 'pelny' });
      const info = await get(h.app, '/uzytkownik/userInfo', token);
      expect(info.body).toMatchObject(
        d === 'wezel'
          ? { login: 'jan.kowalski', czyNiepotwierdzony: false }
          : { login: 'piotr.wisniewski', czyNiepotwierdzony: false },
      );
    },
  );

  it.each(['wezel', 'epuap'] as const)(
    '%s: a person without an account → /return-url-potwierdz',
    async (d) => {
      const p = await przejdz(h, d, { tozsamosc: BEZ_KONTA });
      expect(p.url!.origin + p.url!.pathname).toBe(`${PORTAL}/return-url-potwierdz`);
      const data = JSON.parse(
        Buffer.from(p.url!.searchParams.get('data')!, 'base64url').toString(),
      ) as object;
      expect(data).toMatchObject({
        imie: 'Stanisław',
        nazwisko: 'Nowicki',
        pesel: BEZ_KONTA,
        email: '',
        nip: null,
      });
    },
  );

  it('cancel at the provider: its failed status → "Logowanie zostało przerwane"', async () => {
    await odmowa(await przejdz(h, 'epuap', { akcja: 'anuluj' }), 'Logowanie zostało przerwane');
  });
});

describe('refused answers: no token, the neutral error, the reason in the log', () => {
  const przypadki: [string, () => void, RegExp][] = [
    [
      'an assertion signed by another key (forged)',
      () => (h.zmiany.wezel = { obcyKlucz: true }),
      /signature/,
    ],
    ['an unsigned assertion', () => (h.zmiany.wezel = { bezPodpisu: true }), /0 signatures/],
    ['an expired assertion', () => (h.zmiany.wezel = { waznoscMs: -2 * 60_000 }), /assertion expired/],
    [
      'an expired subject confirmation',
      () => (h.zmiany.wezel = { waznoscPotwierdzeniaMs: -2 * 60_000 }),
      /subject confirmation expired/,
    ],
    ['another audience', () => (h.zmiany.wezel = { odbiorca: 'urn:inny:portal' }), /audience/],
    [
      'another InResponseTo',
      () => (h.zmiany.wezel = { inResponseTo: '_inne-zadanie' }),
      /SubjectConfirmationData is not for our/,
    ],
    [
      'another issuer',
      () => (h.zmiany.wezel = { wystawca: 'https://idp.example.com' }),
      /assertion of another issuer/,
    ],
    [
      "an artifact whose SourceID is another provider's",
      () => (h.zmiany.wezel = { zrodlo: h.dostawcy.epuap.idpEntityId }),
      /SourceID/,
    ],
    [
      'a wrapped signature (an unsigned assertion of another person before the signed one)',
      () => (h.zmiany.wezel = { owinieta: { imie: 'Anna', nazwisko: 'Nowak', pesel: '78031545683' } }),
      /2 assertions/,
    ],
  ];
  it.each(przypadki)('%s', async (_, psuj, powod) => {
    psuj();
    const log = sluchajOstrzezen();
    await odmowa(await przejdz(h, 'wezel', { tozsamosc: JAN }));
    expect(log()).toMatch(powod);
  });

  it('a wrapped signature with the signed assertion of the same ID is refused too', async () => {
    // an unsigned copy carrying the signed assertion's own ID
    const log = sluchajOstrzezen();
    h.zmiany.wezel = {
      idAsercji: '_podwojne',
      owinieta: { imie: 'Anna', nazwisko: 'Nowak', pesel: '78031545683' },
    };
    await odmowa(await przejdz(h, 'wezel', { tozsamosc: JAN }));
    expect(log()).toMatch(/assertions/);
  });

  it('the same signed Response presented again (replayed)', async () => {
    expect((await przejdz(h, 'wezel', { tozsamosc: JAN })).url!.pathname).toBe('/return-url-ok');
    h.zmiany.wezel = { powtorz: true };
    const log = sluchajOstrzezen();
    await odmowa(await przejdz(h, 'wezel', { tozsamosc: JAN }));
    expect(log()).toMatch(/InResponseTo/);
  });

  it('an assertion ID seen before, even by another instance of the server over the same database', async () => {
    h.zmiany.wezel = { idAsercji: '_raz-tylko' };
    const b = await przejdz(h, 'wezel', { tozsamosc: JAN }, { baza: `${h.url}/b` });
    expect(b.acs.startsWith(`${h.url}/b/logowanieWezelKrajowyToken?`)).toBe(true);
    expect(b.url!.pathname).toBe('/return-url-ok');
    const log = sluchajOstrzezen();
    await odmowa(await przejdz(h, 'wezel', { tozsamosc: JAN }));
    expect(log()).toMatch(/_raz-tylko was already used/);
  });

  it('an unknown or used RelayState: the error page, nothing resolved', async () => {
    const p = await przejdz(h, 'wezel', { tozsamosc: JAN });
    expect(p.url!.pathname).toBe('/return-url-ok');
    const log = sluchajOstrzezen();
    for (const adres of [
      p.acs,
      p.acs.replace(/RelayState=[^&]+/, 'RelayState=nieznany'),
      p.acs.replace(/&RelayState=[^&]+/, ''),
    ]) {
      const res = await bezPrzekierowan(adres);
      expect(res.status).toBe(400);
      expect(res.headers.get('Location')).toBeNull();
      const html = await res.text();
      expect(html).toContain('Nieprawidłowe lub wygasłe potwierdzenie tożsamości');
      expect(html).not.toMatch(/token=/);
    }
    expect(log()).toMatch(/RelayState/);
  });

  it('a pending login lasts ten minutes', async () => {
    const forma = await wyslijFormularz(await otworzStrone(h, 'wezel'), { tozsamosc: JAN });
    h.zegar.teraz += 10 * 60_000 + 1;
    const log = sluchajOstrzezen();
    const p = await dokoncz(forma);
    expect(p.res.status).toBe(400);
    expect(log()).toMatch(/expired RelayState/);
  });

  it('an artifact resolved once: a second resolution gets a failed status from the provider', async () => {
    const forma = await wyslijFormularz(await otworzStrone(h, 'epuap'), { tozsamosc: JAN });
    const artefakt = new URL(forma.headers.get('Location')!).searchParams.get('SAMLart')!;
    const cfg = h.dostawcy.epuap;
    const rozwiaz = async () => {
      const res = await fetch(cfg.idpArtifactUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'text/xml' },
        body: artifactResolve({ id: '_r', teraz: h.zegar.teraz, artefakt, ...cfg }),
      });
      return statusCode(soapBody(await res.text()));
    };
    expect(await rozwiaz()).toBe('urn:oasis:names:tc:SAML:2.0:status:Success');
    expect(await rozwiaz()).toBe('urn:oasis:names:tc:SAML:2.0:status:Requester');
    // and the browser's artifact, taken already, logs nobody in
    await odmowa(await dokoncz(forma));
  });

  it("the provider refuses an AuthnRequest whose redirect signature is not the portal's", async () => {
    const { sso } = await otworzStrone(h, 'wezel');
    const zmieniony = sso.replace(/RelayState=[^&]+/, 'RelayState=inny');
    const res = await bezPrzekierowan(zmieniony);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Nieprawidłowe żądanie uwierzytelnienia');
  });

  it('recovers: a good answer after the refusals logs in', async () => {
    expect((await przejdz(h, 'wezel', { tozsamosc: JAN })).url!.pathname).toBe('/return-url-ok');
  });
});

describe('a provider that is off', () => {
  it('configured but the office flag off: the start and a login under way end at "wyłączony"', async () => {
    const forma = await wyslijFormularz(await otworzStrone(h, 'wezel'), { tozsamosc: JAN });
    await adminPost(h.app, '/admin/ustawienia', { czyLogowaniePrzezWezelKrajowy: false }, ADMIN_TOKEN);
    try {
      await odmowa(await dokoncz(forma), 'Ten sposób logowania jest wyłączony');
      const start = await bezPrzekierowan(
        `${h.url}/wezel-krajowy/logowanie?returnUrl=${encodeURIComponent(`${PORTAL}/`)}`,
      );
      expect(start.status).toBe(302);
      const u = new URL(start.headers.get('Location')!);
      expect(u.pathname).toBe('/return-url-blad');
      expect(u.searchParams.get('trescBledu')).toBe('Ten sposób logowania jest wyłączony');
    } finally {
      await adminPost(h.app, '/admin/ustawienia', { czyLogowaniePrzezWezelKrajowy: true }, ADMIN_TOKEN);
    }
  });
});

describe('the attack of issue 23 on a server (not demo) with no identity provider configured', () => {
  let s: SamlHarness;
  beforeAll(async () => {
    s = await openSamlHarness({ demo: false, skonfigurowane: false });
  });
  afterAll(() => s?.close());

  it('/konfiguracja: both identity logins are off', async () => {
    expect((await get(s.app, '/konfiguracja')).body).toMatchObject({
      czyLogowaniePrzezWezelKrajowy: false,
      czyLogowaniePrzezEpuap: false,
    });
  });

  it('a typed identity posted to the old provider page, or any artifact at the token endpoint: no token', async () => {
    const log = sluchajOstrzezen();
    const odpowiedzi: Response[] = [];
    for (const d of ['wezel', 'epuap'] as const) {
      odpowiedzi.push(
        await bezPrzekierowan(`${s.url}/${SCIEZKA[d]}/logowanie`, {
          method: 'POST',
          body: new URLSearchParams({
            returnUrl: `${PORTAL}/return-url-ok`,
            link: '/',
            tozsamosc: 'inna',
            imie: 'X',
            nazwisko: 'Y',
            pesel: JAN,
            akcja: 'zaloguj',
          }),
        }),
      );
      const token = d === 'wezel' ? 'logowanieWezelKrajowyToken' : 'logowanieEpuapToken';
      // an artifact of the (demo) provider, with and without a RelayState, by GET and by POST
      const artefakt = encodeURIComponent(newArtifact(s.dostawcy[d].idpEntityId));
      odpowiedzi.push(await bezPrzekierowan(`${s.url}/${token}?SAMLart=${artefakt}`));
      odpowiedzi.push(await bezPrzekierowan(`${s.url}/${token}?SAMLart=${artefakt}&RelayState=x`));
      odpowiedzi.push(
        await bezPrzekierowan(`${s.url}/${token}`, {
          method: 'POST',
          body: new URLSearchParams({ SAMLart: decodeURIComponent(artefakt), RelayState: 'x' }),
        }),
      );
    }
    for (const r of odpowiedzi) {
      expect([302, 400, 404, 415]).toContain(r.status);
      expect(r.headers.get('Location') ?? '').not.toMatch(/token=|data=/);
      expect(await r.text()).not.toMatch(/token=/);
    }
    expect(log()).toMatch(/RelayState/);
  });

  it('the start of a login redirects to "wyłączony", and the demo provider cannot be reached through it', async () => {
    for (const d of ['wezel', 'epuap'] as const) {
      const res = await bezPrzekierowan(
        `${s.url}/${SCIEZKA[d]}/logowanie?returnUrl=${encodeURIComponent(`${PORTAL}/`)}`,
      );
      expect(res.status).toBe(302);
      const u = new URL(res.headers.get('Location')!);
      expect(u.origin + u.pathname).toBe(`${PORTAL}/return-url-blad`);
      expect(u.searchParams.get('trescBledu')).toBe('Ten sposób logowania jest wyłączony');
    }
    // a flag cannot be switched on for a provider that is not configured
    const r = await adminPost(
      s.app,
      '/admin/ustawienia',
      { czyLogowaniePrzezWezelKrajowy: true },
      ADMIN_TOKEN,
    );
    expect(r.status).toBe(400);
  });
});

describe('the service provider code', () => {
  it('parses no XML with a DOCTYPE (no entities of any kind), nor XML that is not well-formed', () => {
    for (const xml of [
      '<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>',
      '<!doctype x SYSTEM "file:///etc/passwd"><x/>',
      '<x><y></x>',
      '',
    ])
      expect(() => parseXml(xml), xml).toThrow(SamlError);
    expect(parseXml('<x a="1"/>').documentElement.getAttribute('a')).toBe('1');
  });

  it('reads only type 0x0004 artifacts of 44 bytes', () => {
    const dobry = newArtifact('https://idp.example.pl');
    expect(parseArtifact(dobry).indeks).toBe(0);
    const inny = Buffer.from(dobry, 'base64');
    inny.writeUInt16BE(0x0005, 0);
    for (const a of [inny.toString('base64'), Buffer.alloc(40).toString('base64'), 'nie-artefakt', ''])
      expect(() => parseArtifact(a), a).toThrow(SamlError);
  });

  it('imports no demo data or simulator: an office server has only the configured providers', () => {
    const katalog = join(import.meta.dirname, '../../server');
    const pliki = [
      join(katalog, 'routes/tozsamosc.ts'),
      ...readdirSync(join(katalog, 'tozsamosc')).map((f) => join(katalog, 'tozsamosc', f)),
    ];
    for (const f of pliki) expect(readFileSync(f, 'utf8'), f).not.toMatch(/from '[^']*(\/seed\/|symulatory)/);
  });
});
