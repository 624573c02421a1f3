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
} from '../../src/core/api/konto.ts';
import { languages, type Language } from '../../src/core/i18n/languages.ts';
import {
  liczbaZeSlow,
  nowaCaptcha,
  nowePytanie,
  skrotOdpowiedzi,
  WAZNOSC_CAPTCHA_MS,
} from '../konto/captcha.ts';
import { ApiError } from '../http.ts';
import { portalLanguage } from '../translations.ts';
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
  jsonBody,
  ustawienie,
  uzytkownikPoId,
  uzytkownikPoLoginie,
  WAZNOSC_2FA_MS,
  wydajToken,
  wymagaSesji,
  type KontoEnv,
  type KontoOpcje,
  type Uzytkownik,
} from '../konto/context.ts';
import { potwierdzonePodmioty } from '../konto/podmioty.ts';
import { decryptSecret } from '../konto/cipher.ts';
import { verifyTotp } from '../konto/totp.ts';
import type { Domena } from './index.ts';

/**
 * Failures before a lockout, the first lockout and its cap; each next lockout doubles (issue 4) up to 15 min
 * (issue 11: a burst must not lock the owner out for hours).
 */
export const PROG_BLOKADY = 5;
export const PIERWSZA_BLOKADA_MS = 30_000;
export const MAKS_BLOKADA_MS = 15 * 60_000;

const OPIS_1001 = 'Nieprawidłowy login lub hasło';

/** Length of the next lockout of a login that has had `blokady` lockouts (SQL, over the row `n`). */
const DLUGOSC_BLOKADY_SQL = `LEAST(${PIERWSZA_BLOKADA_MS} * power(2, LEAST(n.blokady, 20)), ${MAKS_BLOKADA_MS})`;

/**
 * Claims one attempt of a login name before the slow hash (issue 11): one conditional upsert counts it unless
 * the name is locked or PROG_BLOKADY attempts are already counted (failed, or still being evaluated). The
 * claim is in the database, so it holds across instances and across parallel requests; a refused attempt is
 * 1010 with Retry-After, and costs no hash.
 */
async function zajmijProbe(k: KontoOpcje, c: Context, klucz: string): Promise<void> {
  const teraz = iso(k.teraz());
  const { rows } = await k.db.query(
    `INSERT INTO nieudane_logowania AS n (login, liczba) VALUES ($1, 1)
       ON CONFLICT (login) DO UPDATE SET liczba = n.liczba + 1
       WHERE (n.blokada_do IS NULL OR n.blokada_do <= $2::timestamptz) AND n.liczba < $3::int
     RETURNING liczba`,
    [klucz, teraz, PROG_BLOKADY],
  );
  if (rows.length === 1) return;
  // refused: locked, or the attempts counted will lock it as soon as they fail
  const { rows: stan } = await k.db.query<{ ms: number }>(
    `SELECT CASE WHEN n.blokada_do > $2::timestamptz
              THEN EXTRACT(EPOCH FROM n.blokada_do - $2::timestamptz) * 1000
              ELSE ${DLUGOSC_BLOKADY_SQL} END::float8 AS ms
       FROM nieudane_logowania n WHERE login = $1`,
    [klucz, teraz],
  );
  const s = Math.max(1, Math.ceil((stan[0]?.ms ?? PIERWSZA_BLOKADA_MS) / 1000));
  c.header('Retry-After', String(s));
  throw blad(
    429,
    kodyBledow.blokada,
    `Logowanie zablokowane po kilku nieudanych próbach. Spróbuj ponownie za ${s} s.`,
  );
}

/**
 * A claimed attempt failed (it is already counted): once PROG_BLOKADY attempts are counted the login is locked
 * for 30 s · 2^(earlier lockouts), at most MAKS_BLOKADA_MS. Only the first of parallel failures locks (the
 * counter restarts), so a burst cannot stack lockouts.
 */
async function zapiszPorazke(k: KontoOpcje, klucz: string): Promise<void> {
  await k.db.query(
    `UPDATE nieudane_logowania n
        SET liczba = 0, blokady = n.blokady + 1,
            blokada_do = $2::timestamptz + ${DLUGOSC_BLOKADY_SQL} * interval '1 millisecond'
      WHERE login = $1 AND liczba >= $3::int`,
    [klucz, iso(k.teraz()), PROG_BLOKADY],
  );
}

const wyczyscPorazki = (k: KontoOpcje, klucz: string) =>
  k.db.query('DELETE FROM nieudane_logowania WHERE login = $1', [klucz]);

/** `recaptcha` is `<id>:<answer>`; the challenge is used up by this one check, right or wrong. */
async function sprawdzCaptcha(k: KontoOpcje, recaptcha: string | null | undefined): Promise<void> {
  const [id, odpowiedz] = (recaptcha ?? '').split(':', 2);
  const zla = blad(
    400,
    kodyBledow.zlaCaptcha,
    'Niepoprawna odpowiedź zabezpieczenia (tekst z obrazka lub wynik pytania)',
  );
  if (!id || !odpowiedz?.trim()) throw zla;
  const { rows } = await k.db.query<{ skrot_odpowiedzi: string; wygasa: Date }>(
    'DELETE FROM captcha WHERE id = $1 RETURNING skrot_odpowiedzi, wygasa',
    [id],
  );
  const r = rows[0];
  // the text question's answer may come in words; an image's answer never is a number
  const pasuje =
    r?.skrot_odpowiedzi === skrotOdpowiedzi(odpowiedz) ||
    r?.skrot_odpowiedzi === skrotOdpowiedzi(liczbaZeSlow(odpowiedz));
  if (!r || new Date(r.wygasa).getTime() <= k.teraz() || !pasuje) throw zla;
}

/**
 * The session token after all checks: full, or restricted for an unconfirmed or unverified account. The language
 * the login was made in, when the call names one, becomes the account's (its payment reminders are written in it).
 */
async function zaloguj(k: KontoOpcje, u: Uzytkownik, jezyk: Language | null): Promise<LoginResponse> {
  await k.db.query(
    'UPDATE uzytkownicy SET liczba_logowan = liczba_logowan + 1, jezyk = COALESCE($2, jezyk) WHERE id = $1',
    [u.id, jezyk],
  );
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

const captchaQuerySchema = z.object({
  rodzaj: z.optional(z.enum(['obraz', 'pytanie'])),
  jezyk: z.optional(z.enum(languages)),
});

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

  // the image, or with `rodzaj=pytanie` the text question in the language of `jezyk` (pl when absent)
  app.get(kontoPaths.captcha, async (c) => {
    const q = z.safeParse(captchaQuerySchema, { rodzaj: c.req.query('rodzaj'), jezyk: c.req.query('jezyk') });
    if (!q.success) throw new ApiError(400, 'Niepoprawne parametry żądania');
    const wyzwanie = q.data.rodzaj === 'pytanie' ? nowePytanie(q.data.jezyk ?? 'pl') : nowaCaptcha();
    await k.db.query('DELETE FROM captcha WHERE wygasa <= $1', [iso(k.teraz())]);
    await k.db.query('INSERT INTO captcha (id, skrot_odpowiedzi, wygasa) VALUES ($1, $2, $3)', [
      wyzwanie.id,
      skrotOdpowiedzi(wyzwanie.odpowiedz),
      iso(k.teraz() + WAZNOSC_CAPTCHA_MS),
    ]);
    c.header('Cache-Control', 'no-store');
    const { odpowiedz: _, ...odpowiedzSerwera } = wyzwanie;
    return c.json(odpowiedzSerwera);
  });

  app.post(kontoPaths.getToken, async (c) => {
    const { login, haslo, recaptcha } = await jsonBody(c, tokenRequestSchema);
    if (login.length > 200 || haslo.length > 1024) throw new ApiError(400, 'Niepoprawne dane żądania');
    const klucz = login.trim().toLowerCase();
    // the hash's place first: a login refused for an overload (429) uses up no captcha and counts no attempt
    const u = await k.hasla.run(async (miejsce) => {
      if (await ustawienie(k.db, 'czyCaptcha', false)) await sprawdzCaptcha(k, recaptcha);
      await zajmijProbe(k, c, klucz);
      const u = await uzytkownikPoLoginie(k.db, klucz);
      // an unknown login costs one hash too and gets the same answer (no account enumeration)
      return (await miejsce.verify(haslo, u?.haslo)) ? u : null;
    });
    if (!u) {
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
    return c.json(await zaloguj(k, u, portalLanguage(c)));
  });

  app.post(kontoPaths.login2Fa, async (c) => {
    const { token, totp } = await jsonBody(c, login2FaRequestSchema);
    const r = await sprawdzToken(k, token, ['2fa']);
    const u = r ? await uzytkownikPoId(k.db, r.sub) : null;
    if (!r || !u?.totp_sekret || !u.czy_aktywny) {
      throw blad(401, kodyBledow.zlyLoginLubHaslo, 'Logowanie wygasło. Zaloguj się ponownie.');
    }
    const klucz = u.login.toLowerCase();
    await zajmijProbe(k, c, klucz);
    // a secret that does not decrypt (another key) matches no code
    const sekret = decryptSecret(k.totpKey, u.totp_sekret, u.id);
    const krok = sekret && verifyTotp(sekret, totp.trim(), k.teraz(), Number(u.totp_ostatni_krok));
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
    return c.json(await zaloguj(k, u, portalLanguage(c)));
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

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'konto',
  montuj: (app, k) => {
    app.route('/', konto(k.konto));
  },
};
