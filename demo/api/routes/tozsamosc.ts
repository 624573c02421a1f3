/**
 * Identity logins (spec 01 §7; DESIGN.md §4): the national node (login.gov.pl) and the trusted profile
 * (ePUAP) simulated as provider pages of the contract server, following the real redirect flow:
 *
 * 1. the portal sends the browser to `<api>/wezel-krajowy/logowanie?returnUrl=…&link=…` (or `/epuap/…`);
 * 2. the provider's page lets the person pick a demo identity (or type one) and posts it back to itself;
 * 3. the provider keeps the asserted identity under a one-time artifact and redirects to the portal's token
 *    endpoint (`/logowanieWezelKrajowyToken?SAMLart=…`, as the SAML artifact binding does);
 * 4. the token endpoint takes the artifact once and redirects to the portal: `/return-url-ok?token=…&link=…`
 *    for an identity with an account (its identity now counts as confirmed), `/return-url-potwierdz?data=…&link=…`
 *    for one without (the page then calls POST /uzytkownicy/potwierdzenieDanychUzytkownika), or
 *    `/return-url-blad?trescBledu=…`.
 *
 * `returnUrl` must be on a portal origin and `link` a portal path (konto/adresy.ts): anything else gets an
 * error page here and never a redirect.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  kodyBledow,
  kontoPaths,
  potwierdzenieDanychSchema,
  type PotwierdzenieDanych,
} from '../../../src/core/api/konto.ts';
import { isValidPesel } from '../../../src/core/validators.ts';
import { adresTrasy, dozwolonyLink, dozwolonyReturnUrl } from '../konto/adresy.ts';
import { BEZ_HASLA } from '../konto/haslo.ts';
import {
  blad,
  czasSesji,
  czyOgraniczony,
  iso,
  odwolaj,
  sprawdzToken,
  tresc,
  ustawienie,
  wydajToken,
  type KontoOpcje,
  type Uzytkownik,
} from '../konto/kontekst.ts';
import { potwierdzPodmiot } from '../konto/podmioty.ts';
import * as r from '../konto/reguly.ts';
import { kontaDemo, tozsamoscBezKonta } from '../seed/konto.ts';
import { OPIS_1604 } from './konto-rejestracja.ts';
import { esc, stronaDostawcy } from '../strona-dostawcy.ts';

type Dostawca = 'wezel' | 'epuap';
const DOSTAWCY: Record<Dostawca, { nazwa: string; strona: string; token: string; flaga: string }> = {
  wezel: {
    nazwa: 'login.gov.pl — Węzeł Krajowy',
    strona: kontoPaths.wezelKrajowy,
    token: kontoPaths.wezelKrajowyToken,
    flaga: 'czyLogowaniePrzezWezelKrajowy',
  },
  epuap: {
    nazwa: 'ePUAP — Profil Zaufany',
    strona: kontoPaths.epuap,
    token: kontoPaths.epuapToken,
    flaga: 'czyLogowaniePrzezEpuap',
  },
};

const WAZNOSC_ARTEFAKTU_MS = 2 * 60_000;
const WAZNOSC_POTWIERDZENIA_MS = 15 * 60_000;

/** Identities offered on the provider page: some demo accounts and one person without an account. */
const TOZSAMOSCI = [
  ...['jan.kowalski', 'anna.nowak', 'piotr.wisniewski', 'tomasz.lewandowski'].map((login) => {
    const k = kontaDemo.find((d) => d.login === login)!;
    return { imie: k.imie, nazwisko: k.nazwisko, pesel: k.pesel!, opis: `konto ${login}` };
  }),
  { ...tozsamoscBezKonta, opis: 'bez konta w portalu' },
];

const skrot = (s: string) => createHash('sha256').update(s).digest('hex');

// the form posts here; the redirects after it lead to the token endpoint and then to the portal
const strona = (c: Context, k: KontoOpcje, status: 200 | 400, tytul: string, tresc: string) =>
  stronaDostawcy(c, status, tytul, tresc, k.portalOrigins);

const bladStrony = (c: Context, k: KontoOpcje, opis: string) =>
  strona(c, k, 400, 'Błąd logowania', `<h1>Błąd logowania</h1><p class="blad">${esc(opis)}</p>`);

function przekieruj(c: Context, adres: string) {
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
  return c.redirect(adres, 302);
}

function formularz(d: Dostawca, returnUrl: string, link: string, bladTresc?: string): string {
  const opcje = TOZSAMOSCI.map(
    (t, i) =>
      `<label><input type="radio" name="tozsamosc" value="${esc(t.pesel)}"${i === 0 ? ' checked' : ''}> ${esc(`${t.imie} ${t.nazwisko}`)}, PESEL ${esc(t.pesel)} (${esc(t.opis)})</label>`,
  ).join('');
  return `<h1>${esc(DOSTAWCY[d].nazwa)}</h1>
<p>Symulacja dostawcy tożsamości na serwerze demonstracyjnym: wybierz osobę, która się loguje.</p>
${bladTresc ? `<p class="blad" role="alert">${esc(bladTresc)}</p>` : ''}
<form method="post" action="logowanie">
<input type="hidden" name="returnUrl" value="${esc(returnUrl)}"><input type="hidden" name="link" value="${esc(link)}">
<fieldset><legend>Tożsamość</legend>${opcje}
<label><input type="radio" name="tozsamosc" value="inna"> Inna osoba:</label>
<label>Imię <input type="text" name="imie" autocomplete="given-name"></label>
<label>Nazwisko <input type="text" name="nazwisko" autocomplete="family-name"></label>
<label>PESEL <input type="text" name="pesel" inputmode="numeric" maxlength="11"></label></fieldset>
<button type="submit" name="akcja" value="zaloguj">Zaloguj</button>
<button type="submit" name="akcja" value="anuluj">Anuluj</button>
</form>`;
}

/** Paths posted to by an HTML form (the provider's page, the artifact binding), not by JSON calls. */
export const SCIEZKI_FORMULARZY: readonly string[] = Object.values(DOSTAWCY).flatMap((d) => [
  d.strona,
  d.token,
]);

const tekstPola = (v: unknown) => (typeof v === 'string' ? v : '');

/** Base64url JSON of the registration-confirmation fields (konto.ts `potwierdzenieDanychSchema`). */
export const zakodujDane = (d: PotwierdzenieDanych) => Buffer.from(JSON.stringify(d)).toString('base64url');

export function tozsamosc(k: KontoOpcje): Hono {
  const app = new Hono();

  for (const d of Object.keys(DOSTAWCY) as Dostawca[]) {
    const p = DOSTAWCY[d];

    app.get(p.strona, async (c) => {
      const returnUrl = c.req.query('returnUrl');
      const link = c.req.query('link') ?? '/';
      if (!dozwolonyReturnUrl(returnUrl, k.portalOrigins) || !dozwolonyLink(link))
        return bladStrony(c, k, OPIS_1604);
      if (!(await ustawienie(k.db, p.flaga, true))) {
        return przekieruj(
          c,
          adresTrasy(returnUrl, '/return-url-blad', { trescBledu: 'Ten sposób logowania jest wyłączony' }),
        );
      }
      return strona(c, k, 200, p.nazwa, formularz(d, returnUrl, link));
    });

    // the provider's own handler of its form: asserts the identity under a one-time artifact
    app.post(p.strona, async (c) => {
      const f = await c.req.parseBody();
      const returnUrl = tekstPola(f['returnUrl']);
      const link = tekstPola(f['link']) || '/';
      if (!dozwolonyReturnUrl(returnUrl, k.portalOrigins) || !dozwolonyLink(link))
        return bladStrony(c, k, OPIS_1604);
      if (f['akcja'] === 'anuluj') {
        return przekieruj(
          c,
          adresTrasy(returnUrl, '/return-url-blad', { trescBledu: 'Logowanie zostało przerwane' }),
        );
      }
      const wybor = tekstPola(f['tozsamosc']);
      const t =
        wybor === 'inna'
          ? {
              imie: tekstPola(f['imie']).trim(),
              nazwisko: tekstPola(f['nazwisko']).trim(),
              pesel: tekstPola(f['pesel']).trim(),
            }
          : TOZSAMOSCI.find((x) => x.pesel === wybor);
      if (
        !t ||
        !t.imie ||
        !t.nazwisko ||
        t.imie.length > 100 ||
        t.nazwisko.length > 100 ||
        !isValidPesel(t.pesel)
      ) {
        return strona(
          c,
          k,
          400,
          p.nazwa,
          formularz(d, returnUrl, link, 'Podaj imię, nazwisko i poprawny PESEL'),
        );
      }
      const artefakt = randomBytes(24).toString('base64url');
      await k.db.query(
        `INSERT INTO artefakty_tozsamosci (skrot, dostawca, imie, nazwisko, pesel, return_url, link, wygasa)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          skrot(artefakt),
          d,
          t.imie,
          t.nazwisko,
          t.pesel,
          returnUrl,
          link,
          iso(k.teraz() + WAZNOSC_ARTEFAKTU_MS),
        ],
      );
      c.header('Referrer-Policy', 'no-referrer');
      // relative, so it works under any base address the API is mounted at
      return c.redirect(`..${p.token}?SAMLart=${artefakt}`, 303);
    });

    const tokenEndpoint = async (c: Context) => {
      const artefakt =
        c.req.query('SAMLart') ??
        tekstPola((await c.req.parseBody().catch((): Record<string, unknown> => ({})))['SAMLart']);
      const { rows } = await k.db.query<{
        imie: string;
        nazwisko: string;
        pesel: string;
        return_url: string;
        link: string;
      }>(
        `DELETE FROM artefakty_tozsamosci WHERE skrot = $1 AND dostawca = $2 AND wygasa > $3
         RETURNING imie, nazwisko, pesel, return_url, link`,
        [skrot(artefakt), d, iso(k.teraz())],
      );
      const a = rows[0];
      if (!a)
        return bladStrony(c, k, 'Nieprawidłowe lub wygasłe potwierdzenie tożsamości. Zaloguj się ponownie.');
      const blad = (trescBledu: string) =>
        przekieruj(c, adresTrasy(a.return_url, '/return-url-blad', { trescBledu }));
      if (!(await ustawienie(k.db, p.flaga, true))) return blad('Ten sposób logowania jest wyłączony');

      const { rows: konta } = await k.db.query<Uzytkownik>('SELECT * FROM uzytkownicy WHERE pesel = $1', [
        a.pesel,
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
        await potwierdzPodmiot(k.db, teraz.id, { pesel: a.pesel });
        const token = await wydajToken(
          k,
          teraz.id,
          String(teraz.id),
          czyOgraniczony(teraz) ? 'ograniczony' : 'pelny',
          await czasSesji(k.db, teraz),
        );
        return przekieruj(c, adresTrasy(a.return_url, '/return-url-ok', { token, link: a.link }));
      }
      const token = await wydajToken(k, null, a.pesel, 'tozsamosc', WAZNOSC_POTWIERDZENIA_MS, {
        imie: a.imie,
        nazwisko: a.nazwisko,
      });
      const data = zakodujDane({
        imie: a.imie,
        nazwisko: a.nazwisko,
        email: '',
        pesel: a.pesel,
        nip: null,
        token,
      });
      return przekieruj(c, adresTrasy(a.return_url, '/return-url-potwierdz', { data, link: a.link }));
    };
    app.get(p.token, tokenEndpoint);
    app.post(p.token, tokenEndpoint);
  }

  // Registration confirmation after an identity login: the names and PESEL are the provider's (from the
  // signed token), the e-mail and NIP the person's. The account is active and confirmed; it has no password
  // until one is set through the password reminder.
  app.post(kontoPaths.potwierdzenieDanych, async (c) => {
    const d = await tresc(c, potwierdzenieDanychSchema);
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
        [email, BEZ_HASLA, imie, nazwisko, pesel, nip, iso(k.teraz())],
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
