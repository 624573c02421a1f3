/**
 * Identity logins (spec 01 §7; DESIGN.md §4; issue 23 §1): login.gov.pl (Węzeł Krajowy) and ePUAP (Profil
 * Zaufany) over SAML 2.0 with the artifact binding, the portal being the service provider (tozsamosc/sp.ts):
 *
 * 1. the portal sends the browser to `<api>/wezel-krajowy/logowanie?returnUrl=…&link=…` (or `/epuap/…`); a
 *    provider that is configured and on (dostawcy.ts `wlaczony`) gets a pending login and the browser goes on to
 *    its single sign-on address with a signed AuthnRequest (HTTP-Redirect binding);
 * 2. the provider authenticates the person and sends the browser back to the assertion consumer service, the
 *    token endpoint (`/logowanieWezelKrajowyToken?SAMLart=…&RelayState=…`, GET or a form POST);
 * 3. the token endpoint takes the pending login of the RelayState once, resolves the artifact at the provider
 *    (signed ArtifactResolve over SOAP) and checks the signed assertion; then it redirects to the portal:
 *    `/return-url-ok?token=…&link=…` for an identity with an account (its identity now counts as confirmed),
 *    `/return-url-potwierdz?data=…&link=…` for one without (the page then calls POST
 *    /uzytkownicy/potwierdzenieDanychUzytkownika), or `/return-url-blad?trescBledu=…`.
 *
 * No identity is taken from anywhere but a configured provider's signed answer: the demo's provider pages are a
 * simulator outside this server (demo/symulatory/tozsamosc.ts), reached over HTTP like the real ones.
 * `returnUrl` must be on a portal origin and `link` a portal path (konto/return-urls.ts): anything else gets an
 * error page here and never a redirect.
 */
import { Hono, type Context } from 'hono';
import {
  kodyBledow,
  kontoPaths,
  potwierdzenieDanychSchema,
  type PotwierdzenieDanych,
} from '../../src/core/api/konto.ts';
import { wlaczony, type FlagaDostawcy } from '../dostawcy.ts';
import { routeAddress, isAllowedLink, isAllowedReturnUrl } from '../konto/return-urls.ts';
import { NO_PASSWORD } from '../konto/password.ts';
import {
  blad,
  czasSesji,
  czyOgraniczony,
  iso,
  odwolaj,
  sprawdzToken,
  jsonBody,
  wydajToken,
  type KontoOpcje,
  type Uzytkownik,
} from '../konto/context.ts';
import { potwierdzPodmiot } from '../konto/podmioty.ts';
import * as r from '../konto/checks.ts';
import { esc, providerPage } from '../provider-page.ts';
import {
  rozpocznijLogowanie,
  rozwiazArtefakt,
  wezLogowanie,
  type DostawcaTozsamosci,
} from '../tozsamosc/sp.ts';
import { OPIS_1604 } from './konto-rejestracja.ts';
import type { Domena } from './index.ts';

const DOSTAWCY: Record<DostawcaTozsamosci, { strona: string; token: string; flaga: FlagaDostawcy }> = {
  wezel: {
    strona: kontoPaths.wezelKrajowy,
    token: kontoPaths.wezelKrajowyToken,
    flaga: 'czyLogowaniePrzezWezelKrajowy',
  },
  epuap: {
    strona: kontoPaths.epuap,
    token: kontoPaths.epuapToken,
    flaga: 'czyLogowaniePrzezEpuap',
  },
};

const WAZNOSC_POTWIERDZENIA_MS = 15 * 60_000;
/** What the person is told of any refused answer; the reason goes to the server's log only. */
export const OPIS_ODMOWY = 'Nieprawidłowe lub wygasłe potwierdzenie tożsamości. Zaloguj się ponownie.';
const OPIS_WYLACZONY = 'Ten sposób logowania jest wyłączony';

const bladStrony = (c: Context, k: KontoOpcje, opis: string) =>
  providerPage(
    c,
    400,
    'Błąd logowania',
    `<h1>Błąd logowania</h1><p class="blad">${esc(opis)}</p>`,
    k.portalOrigins,
  );

function przekieruj(c: Context, adres: string) {
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
  return c.redirect(adres, 302);
}

const odmowa = (d: DostawcaTozsamosci, powod: string) =>
  console.warn(`[tozsamosc] ${d} login refused: ${powod}`);

/** The token endpoints: a provider sends the artifact back there (GET, or a form POST of the artifact binding). */
export const SCIEZKI_FORMULARZY: readonly string[] = Object.values(DOSTAWCY).map((d) => d.token);

const tekstPola = (v: unknown) => (typeof v === 'string' ? v : '');

/** Base64url JSON of the registration-confirmation fields (konto.ts `potwierdzenieDanychSchema`). */
export const zakodujDane = (d: PotwierdzenieDanych) => Buffer.from(JSON.stringify(d)).toString('base64url');

export function tozsamosc(k: KontoOpcje): Hono {
  const app = new Hono();

  for (const d of Object.keys(DOSTAWCY) as DostawcaTozsamosci[]) {
    const p = DOSTAWCY[d];
    // the assertion consumer service, as the provider and the assertions name it
    const acsUrl = `${k.apiUrl}${p.token}`;

    app.get(p.strona, async (c) => {
      const returnUrl = c.req.query('returnUrl');
      const link = c.req.query('link') ?? '/';
      if (!isAllowedReturnUrl(returnUrl, k.portalOrigins) || !isAllowedLink(link))
        return bladStrony(c, k, OPIS_1604);
      const cfg = k.dostawcy[d];
      if (!cfg || !(await wlaczony(k.db, k.dostawcy, p.flaga)))
        return przekieruj(c, routeAddress(returnUrl, '/return-url-blad', { trescBledu: OPIS_WYLACZONY }));
      return przekieruj(c, await rozpocznijLogowanie(k, d, cfg, acsUrl, { returnUrl, link }));
    });

    const tokenEndpoint = async (c: Context) => {
      const f: Record<string, unknown> =
        c.req.method === 'POST' ? await c.req.parseBody().catch((): Record<string, unknown> => ({})) : {};
      const artefakt = c.req.query('SAMLart') ?? tekstPola(f['SAMLart']);
      const relayState = c.req.query('RelayState') ?? tekstPola(f['RelayState']);
      const a = relayState && relayState.length <= 80 ? await wezLogowanie(k, d, relayState) : null;
      if (!a) {
        odmowa(d, 'unknown, used or expired RelayState');
        return bladStrony(c, k, OPIS_ODMOWY);
      }
      const blad = (trescBledu: string) =>
        przekieruj(c, routeAddress(a.returnUrl, '/return-url-blad', { trescBledu }));
      const cfg = k.dostawcy[d];
      if (!cfg || !(await wlaczony(k.db, k.dostawcy, p.flaga))) return blad(OPIS_WYLACZONY);
      let t: Awaited<ReturnType<typeof rozwiazArtefakt>>;
      try {
        t = await rozwiazArtefakt(k, cfg, artefakt, a, acsUrl);
      } catch (e) {
        odmowa(d, e instanceof Error ? e.message : String(e));
        return blad(OPIS_ODMOWY);
      }
      if (t === 'przerwane') return blad('Logowanie zostało przerwane');

      const { rows: konta } = await k.db.query<Uzytkownik>('SELECT * FROM uzytkownicy WHERE pesel = $1', [
        t.pesel,
      ]);
      const u = konta[0];
      if (u) {
        if (!u.czy_aktywny)
          return blad('Konto nie zostało aktywowane. Użyj linku aktywacyjnego z wiadomości e-mail.');
        // a login through the node or the trusted profile confirms the identity (spec 01 §4)
        const { rows: po } = await k.db.query<Uzytkownik>(
          `UPDATE uzytkownicy SET czy_niepotwierdzony = false, liczba_logowan = liczba_logowan + 1
            WHERE id = $1 RETURNING *`,
          [u.id],
        );
        const teraz = po[0]!;
        // the provider vouched for this PESEL: the account's person subject with it is confirmed
        await potwierdzPodmiot(k.db, teraz.id, { pesel: t.pesel });
        const token = await wydajToken(
          k,
          teraz.id,
          String(teraz.id),
          czyOgraniczony(teraz) ? 'ograniczony' : 'pelny',
          await czasSesji(k.db, teraz),
        );
        return przekieruj(c, routeAddress(a.returnUrl, '/return-url-ok', { token, link: a.link }));
      }
      const token = await wydajToken(k, null, t.pesel, 'tozsamosc', WAZNOSC_POTWIERDZENIA_MS, {
        imie: t.imie,
        nazwisko: t.nazwisko,
      });
      const data = zakodujDane({
        imie: t.imie,
        nazwisko: t.nazwisko,
        email: '',
        pesel: t.pesel,
        nip: null,
        token,
      });
      return przekieruj(c, routeAddress(a.returnUrl, '/return-url-potwierdz', { data, link: a.link }));
    };
    app.get(p.token, tokenEndpoint);
    app.post(p.token, tokenEndpoint);
  }

  // Registration confirmation after an identity login: the names and PESEL are the provider's (from the
  // signed token), the e-mail and NIP the person's. The account is active and confirmed; it has no password
  // until one is set through the password reminder.
  app.post(kontoPaths.potwierdzenieDanych, async (c) => {
    const d = await jsonBody(c, potwierdzenieDanychSchema);
    const t = await sprawdzToken(k, d.token || (c.req.query('jwtToken') ?? ''), ['tozsamosc']);
    if (!t || typeof t['imie'] !== 'string' || typeof t['nazwisko'] !== 'string') {
      throw blad(400, kodyBledow.zlyLink, 'Potwierdzenie tożsamości wygasło. Zaloguj się ponownie.');
    }
    if ((d.pesel ?? '') !== t.sub)
      throw blad(400, kodyBledow.zlyLink, 'Dane nie zgadzają się z potwierdzoną tożsamością');
    const email = r.email(d.email);
    const nip = r.nip(d.nip);
    const [imie, nazwisko, pesel] = [t['imie'], t['nazwisko'], t.sub];
    const zajete = blad(
      409,
      kodyBledow.kontoIstnieje,
      'Konto o podanym adresie e-mail lub numerze PESEL już istnieje',
    );
    let id: number;
    try {
      const { rows } = await k.db.query<{ id: number }>(
        `INSERT INTO uzytkownicy (login, email, haslo, imie, nazwisko, pesel, nip, czy_aktywny, czy_niepotwierdzony,
           liczba_logowan, utworzono)
         VALUES ($1, $1, $2, $3, $4, $5, $6, true, false, 1, $7) RETURNING id`,
        [email, NO_PASSWORD, imie, nazwisko, pesel, nip, iso(k.teraz())],
      );
      id = rows[0]!.id;
    } catch (e) {
      if (r.naruszenieUnikalnosci(e)) throw zajete;
      throw e;
    }
    // the PESEL is the provider's (confirmed); a typed NIP waits for the office (issue 11 item 3)
    await k.db.query(
      'INSERT INTO podmioty (uzytkownik_id, pozycja, nazwa, czy_instytucja, pesel, nip) VALUES ($1, 1, $2, false, $3, NULL)',
      [id, `${imie} ${nazwisko}`, pesel],
    );
    await potwierdzPodmiot(k.db, id, { pesel });
    if (nip) {
      await k.db.query(
        'INSERT INTO podmioty (uzytkownik_id, pozycja, nazwa, czy_instytucja, pesel, nip) VALUES ($1, 2, $2, true, NULL, $3)',
        [id, `${imie} ${nazwisko}`, nip],
      );
    }
    await k.db.query('INSERT INTO zgody_powiadomien (uzytkownik_id) VALUES ($1)', [id]);
    await odwolaj(k, t.jti);
    const token = await wydajToken(
      k,
      id,
      String(id),
      'pelny',
      await czasSesji(k.db, { czas_sesji_ms: null }),
    );
    return c.json({ token });
  });

  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'konto',
  sciezkiFormularzy: SCIEZKI_FORMULARZY,
  montuj: (app, k) => {
    app.route('/', tozsamosc(k.konto));
  },
};
