/**
 * Login, second step, captcha, session and subjects (spec 01 §7 "Account" and "Shell"): POST
 * /uzytkownicy/getToken, /uzytkownicy/login2FA, GET /uzytkownicy/captcha, /uzytkownik/userInfo,
 * /lista-podmiotow, POST /pi/przedluzanieSesji, /pi/wylogowanie. Answers follow src/core/api/konto.ts.
 */
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import {
  kodyBledow,
  kontoPaths,
  login2FaRequestSchema,
  tokenRequestSchema,
  type LoginResponse,
  type UserInfo,
} from '../../../src/core/api/konto.ts';
import { nowaCaptcha, skrotOdpowiedzi, WAZNOSC_CAPTCHA_MS } from '../konto/captcha.ts';
import { sprawdzHaslo } from '../konto/haslo.ts';
import { BladApi } from '../http.ts';
import {
  bearer,
  blad,
  czasSesji,
  czyOgraniczony,
  iso,
  odwolaj,
  przedluz,
  sesjaZTokenu,
  sprawdzToken,
  tresc,
  ustawienie,
  uzytkownikPoId,
  uzytkownikPoLoginie,
  WAZNOSC_2FA_MS,
  wydajToken,
  wymagaSesji,
  type KontoEnv,
  type KontoOpcje,
  type Uzytkownik,
} from '../konto/kontekst.ts';
import { potwierdzonePodmioty } from '../konto/podmioty.ts';
import { odszyfruj } from '../konto/szyfr.ts';
import { sprawdzTotp } from '../konto/totp.ts';

/** Failures before a lockout, and the first lockout; each next lockout doubles (issue 4). */
export const PROG_BLOKADY = 5;
export const PIERWSZA_BLOKADA_MS = 30_000;

const OPIS_1001 = 'Nieprawidłowy login lub hasło';

/** Lockout of a login name: 1010 with Retry-After while it lasts. */
async function sprawdzBlokade(k: KontoOpcje, c: Context, klucz: string): Promise<void> {
  const { rows } = await k.db.query<{ blokada_do: Date | null }>(
    'SELECT blokada_do FROM nieudane_logowania WHERE login = $1',
    [klucz],
  );
  const koniec = rows[0]?.blokada_do ? new Date(rows[0].blokada_do).getTime() : 0;
  const zostalo = koniec - k.teraz();
  if (zostalo > 0) {
    const s = Math.ceil(zostalo / 1000);
    c.header('Retry-After', String(s));
    throw blad(
      429,
      kodyBledow.blokada,
      `Logowanie zablokowane po kilku nieudanych próbach. Spróbuj ponownie za ${s} s.`,
    );
  }
}

/** Counts a failure; at PROG_BLOKADY failures the login is locked for 30 s · 2^(earlier lockouts). */
async function zapiszPorazke(k: KontoOpcje, klucz: string): Promise<void> {
  const { rows } = await k.db.query<{ liczba: number; blokady: number }>(
    `INSERT INTO nieudane_logowania (login, liczba) VALUES ($1, 1)
       ON CONFLICT (login) DO UPDATE SET liczba = nieudane_logowania.liczba + 1
     RETURNING liczba, blokady`,
    [klucz],
  );
  const r = rows[0]!;
  if (r.liczba >= PROG_BLOKADY) {
    const ms = PIERWSZA_BLOKADA_MS * 2 ** Math.min(r.blokady, 10);
    await k.db.query(
      'UPDATE nieudane_logowania SET liczba = 0, blokady = blokady + 1, blokada_do = $2 WHERE login = $1',
      [klucz, iso(k.teraz() + ms)],
    );
  }
}

const wyczyscPorazki = (k: KontoOpcje, klucz: string) =>
  k.db.query('DELETE FROM nieudane_logowania WHERE login = $1', [klucz]);

/** `recaptcha` is `<id>:<answer>`; the challenge is used up by this one check, right or wrong. */
async function sprawdzCaptcha(k: KontoOpcje, recaptcha: string | null | undefined): Promise<void> {
  const [id, odpowiedz] = (recaptcha ?? '').split(':', 2);
  const zla = blad(400, kodyBledow.zlaCaptcha, 'Przepisz poprawnie znaki z obrazka');
  if (!id || !odpowiedz) throw zla;
  const { rows } = await k.db.query<{ skrot_odpowiedzi: string; wygasa: Date }>(
    'DELETE FROM captcha WHERE id = $1 RETURNING skrot_odpowiedzi, wygasa',
    [id],
  );
  const r = rows[0];
  if (!r || new Date(r.wygasa).getTime() <= k.teraz() || r.skrot_odpowiedzi !== skrotOdpowiedzi(odpowiedz)) {
    throw zla;
  }
}

/** The session token after all checks: full, or restricted for an unconfirmed or unverified account. */
async function zaloguj(k: KontoOpcje, u: Uzytkownik): Promise<LoginResponse> {
  await k.db.query('UPDATE uzytkownicy SET liczba_logowan = liczba_logowan + 1 WHERE id = $1', [u.id]);
  const ograniczony = czyOgraniczony(u);
  const token = await wydajToken(
    k,
    u.id,
    String(u.id),
    ograniczony ? 'ograniczony' : 'pelny',
    await czasSesji(k.db, u),
  );
  return {
    token,
    czyOgraniczony: ograniczony,
    czyNiepotwierdzony: u.czy_niepotwierdzony,
    czy2FaAktywne: false,
  };
}

export function userInfo(u: Uzytkownik, czas: number): UserInfo {
  return {
    imie: u.imie,
    nazwisko: u.nazwisko,
    login: u.login,
    email: u.email,
    pesel: u.pesel,
    nip: u.nip,
    czasSesji: czas,
    czyInstytucja: u.czy_instytucja,
    czyPierwszeLogowanie: u.liczba_logowan <= 1,
    czyNiepotwierdzony: u.czy_niepotwierdzony,
    czyNiezweryfikowany: u.czy_niezweryfikowany,
  };
}

export function konto(k: KontoOpcje): Hono<KontoEnv> {
  const app = new Hono<KontoEnv>();

  app.get(kontoPaths.captcha, async (c) => {
    const { id, odpowiedz, obraz } = nowaCaptcha();
    await k.db.query('DELETE FROM captcha WHERE wygasa <= $1', [iso(k.teraz())]);
    await k.db.query('INSERT INTO captcha (id, skrot_odpowiedzi, wygasa) VALUES ($1, $2, $3)', [
      id,
      skrotOdpowiedzi(odpowiedz),
      iso(k.teraz() + WAZNOSC_CAPTCHA_MS),
    ]);
    c.header('Cache-Control', 'no-store');
    return c.json({ id, obraz });
  });

  app.post(kontoPaths.getToken, async (c) => {
    const { login, haslo, recaptcha } = await tresc(c, tokenRequestSchema);
    if (login.length > 200 || haslo.length > 1024) throw new BladApi(400, 'Niepoprawne dane żądania');
    if (await ustawienie(k.db, 'czyCaptcha', false)) await sprawdzCaptcha(k, recaptcha);
    const klucz = login.trim().toLowerCase();
    await sprawdzBlokade(k, c, klucz);
    const u = await uzytkownikPoLoginie(k.db, klucz);
    // an unknown login costs one hash too and gets the same answer (no account enumeration)
    const zgodne = await sprawdzHaslo(haslo, u?.haslo);
    if (!u || !zgodne) {
      await zapiszPorazke(k, klucz);
      throw blad(401, kodyBledow.zlyLoginLubHaslo, OPIS_1001);
    }
    await wyczyscPorazki(k, klucz);
    if (!u.czy_aktywny) {
      throw blad(
        403,
        kodyBledow.kontoNieaktywne,
        'Konto nie zostało aktywowane. Użyj linku aktywacyjnego z wiadomości e-mail.',
      );
    }
    if (u.totp_aktywne && u.totp_sekret !== null && (await ustawienie(k.db, 'czy2Fa', true))) {
      const token = await wydajToken(k, u.id, String(u.id), '2fa', WAZNOSC_2FA_MS);
      return c.json<LoginResponse>({
        token,
        czyOgraniczony: czyOgraniczony(u),
        czyNiepotwierdzony: u.czy_niepotwierdzony,
        czy2FaAktywne: true,
      });
    }
    return c.json(await zaloguj(k, u));
  });

  app.post(kontoPaths.login2Fa, async (c) => {
    const { token, totp } = await tresc(c, login2FaRequestSchema);
    const r = await sprawdzToken(k, token, ['2fa']);
    const u = r ? await uzytkownikPoId(k.db, r.sub) : null;
    if (!r || !u?.totp_sekret || !u.czy_aktywny) {
      throw blad(401, kodyBledow.zlyLoginLubHaslo, 'Logowanie wygasło. Zaloguj się ponownie.');
    }
    const klucz = u.login.toLowerCase();
    await sprawdzBlokade(k, c, klucz);
    // a secret that does not decrypt (another key) matches no code
    const sekret = odszyfruj(k.kluczTotp, u.totp_sekret, u.id);
    const krok = sekret && sprawdzTotp(sekret, totp.trim(), k.teraz(), Number(u.totp_ostatni_krok));
    // the step is taken with a conditional update, so two requests with one code cannot both pass
    const zajety =
      typeof krok === 'number' &&
      (
        await k.db.query(
          'UPDATE uzytkownicy SET totp_ostatni_krok = $2 WHERE id = $1 AND totp_ostatni_krok < $2 RETURNING id',
          [u.id, krok],
        )
      ).rows.length === 1;
    if (!zajety) {
      await zapiszPorazke(k, klucz);
      throw blad(401, kodyBledow.zlyTotp, 'Błędny kod TOTP');
    }
    await wyczyscPorazki(k, klucz);
    await odwolaj(k, r.jti);
    return c.json(await zaloguj(k, u));
  });

  app.get(kontoPaths.userInfo, wymagaSesji(k, kontoPaths.userInfo), (c) => {
    const s = c.get('sesja');
    return c.json(userInfo(s.uzytkownik, s.czasSesji));
  });

  // only confirmed subjects: each one listed can be chosen and works for the data calls (konto/podmioty.ts)
  app.get(kontoPaths.listaPodmiotow, wymagaSesji(k, kontoPaths.listaPodmiotow), async (c) =>
    c.json({ podmioty: await potwierdzonePodmioty(k.db, c.get('sesja').uzytkownik.id) }),
  );

  /** Token from the bearer header, else from the body `{token}` (spec 01 §7: "body token"). */
  async function tokenWywolania(c: Context): Promise<string | null> {
    const zNaglowka = bearer(c);
    if (zNaglowka) return zNaglowka;
    try {
      const body = z.safeParse(z.object({ token: z.string() }), await c.req.json());
      return body.success ? body.data.token : null;
    } catch {
      return null;
    }
  }

  app.post(kontoPaths.przedluzanieSesji, async (c) => {
    const s = await sesjaZTokenu(k, await tokenWywolania(c));
    if (!s) return c.json({ kod: 401, opis: 'Sesja wygasła lub token jest nieprawidłowy' }, 401);
    return c.json({ czasDoKoncaSesji: await przedluz(k, s) });
  });

  // Logout answers {} whatever the token (spec 01 §8: a failed logout is ignored); a valid one is revoked.
  app.post(kontoPaths.wylogowanie, async (c) => {
    const s = await sesjaZTokenu(k, await tokenWywolania(c));
    if (s) await odwolaj(k, s.roszczenia.jti);
    return c.json({});
  });

  return app;
}
