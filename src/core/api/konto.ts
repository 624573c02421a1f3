/**
 * Account, login, session and subjects (spec 01 §1 account, §3 payloads, §7 "Account" and "Shell"): the
 * contract between the widgets and the contract server. Paths and payloads are the spec's; answers the spec
 * does not show are our choices, listed here and in the README ("Behaviour where the specification is silent").
 *
 * Errors are always `{kod, opis}` (spec 01 §8: "server description (opis) shown"). Codes used:
 * 1001 wrong login or password (the same for an unknown login), 1009 account not activated (inactive),
 * 1010 login locked for a while after repeated failures, 1011 wrong or missing captcha, 1012 wrong TOTP code,
 * 1105 new password too weak, 1502 new password equal to the old one, 1511 e-mail already used,
 * 1519 wrong current password, 1601 link or hash unknown or expired, 1602 login already taken,
 * 1603 consent missing, 1604 return address not allowed.
 *
 * HTTP statuses with them (contract server): 1001 and 1012 at login → 401 (login-type calls, spec 01 §8);
 * 1009 → 403; 1010 → 429 with `Retry-After` in seconds; 1602 and 1511 → 409; the others → 400. Codes on the
 * user panel's calls (1519, 1105, 1502, 1012 of the 2FA setup) are never 401, which would end the session.
 * Validation errors without a code of their own answer `{kod: 400, opis}`.
 */
import * as z from 'zod/mini';

export const kodyBledow = {
  zlyLoginLubHaslo: 1001,
  kontoNieaktywne: 1009,
  blokada: 1010,
  zlaCaptcha: 1011,
  zlyTotp: 1012,
  hasloZaSlabe: 1105,
  hasloTakieSamo: 1502,
  emailZajety: 1511,
  zleHaslo: 1519,
  zlyLink: 1601,
  kontoIstnieje: 1602,
  brakZgody: 1603,
  niedozwolonyAdres: 1604,
} as const;

// ── login ───────────────────────────────────────────────────────────────────────────────────────────────
/** POST /uzytkownicy/getToken. `recaptcha` is `<captcha id>:<answer>` when the office has `czyCaptcha` on. */
export const tokenRequestSchema = z.object({
  login: z.string(),
  haslo: z.string(),
  recaptcha: z.optional(z.nullable(z.string())),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/**
 * Login response (spec 01 §3). With two-factor active, `token` is a short-lived token good only for
 * POST /uzytkownicy/login2FA; the full token comes from that call.
 */
export const loginResponseSchema = z.object({
  token: z.string(),
  czyOgraniczony: z.boolean(),
  czyNiepotwierdzony: z.boolean(),
  czy2FaAktywne: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /uzytkownicy/login2FA (spec 01 §7 "a two-factor login POST with body"): the 2FA token and the code. */
export const login2FaRequestSchema = z.object({ token: z.string(), totp: z.string() });
/**
 * Its answer: the login response with the session token (full or restricted); `czy2FaAktywne` is false there,
 * as no further step follows. A wrong or reused code is 1012; five wrong codes lock the login (1010).
 */
export const login2FaResponseSchema = loginResponseSchema;

/** GET /uzytkownicy/captcha: an image (SVG data URL) drawn by the server, and the id to send back with the answer. */
export const captchaSchema = z.object({ id: z.string(), obraz: z.string() });

/**
 * GET /uzytkownicy/captcha?rodzaj=pytanie: the alternative to the image, a short question in words in the
 * request's language (`jezyk`), answered in digits or words; sent back as `<id>:<answer>` like the image's.
 */
export const captchaPytanieSchema = z.object({ id: z.string(), pytanie: z.string() });

/** GET /uzytkownik/userInfo (spec 01 §3 "User info"), plus the account's restriction flags. */
export const userInfoSchema = z.object({
  imie: z.string(),
  nazwisko: z.string(),
  login: z.string(),
  email: z.string(),
  pesel: z.nullable(z.string()),
  nip: z.nullable(z.string()),
  /** Session length in milliseconds. */
  czasSesji: z.number(),
  czyInstytucja: z.boolean(),
  czyPierwszeLogowanie: z.boolean(),
  /** Identity not confirmed yet (office visit, trusted profile or national node): restricted token. */
  czyNiepotwierdzony: z.boolean(),
  /** Data not verified by the office yet. */
  czyNiezweryfikowany: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

// ── session ─────────────────────────────────────────────────────────────────────────────────────────────
export const tokenBodySchema = z.object({ token: z.string() });
/** POST /pi/przedluzanieSesji → remaining time in milliseconds. */
export const przedluzenieSchema = z.object({ czasDoKoncaSesji: z.number() });

// ── subjects ────────────────────────────────────────────────────────────────────────────────────────────
export const podmiotSchema = z.object({
  nazwa: z.string(),
  czyInstytucja: z.boolean(),
  nip: z.nullable(z.string()),
  pesel: z.nullable(z.string()),
});
/** GET /lista-podmiotow. */
export const listaPodmiotowSchema = z.object({ podmioty: z.array(podmiotSchema) });

// ── registration and links ──────────────────────────────────────────────────────────────────────────────
/** GET /pi/rejestracjaZgody. */
export const rejestracjaZgodySchema = z.object({
  czyPytacOZgodeNaPrzetwarzanieDanych: z.boolean(),
  trescZgodyNaPrzetwarzanieDanych: z.string(),
  czyPytacOZgodeNaRegulamin: z.boolean(),
  trescRegulaminu: z.string(),
});
export type RejestracjaZgody = z.infer<typeof rejestracjaZgodySchema>;

/** POST /uzytkownicy/rejestracjaUzytkownika. `returnUrl` is where the activation link leads (allowlisted). */
export const rejestracjaSchema = z.object({
  imie: z.string(),
  nazwisko: z.string(),
  login: z.string(),
  haslo: z.string(),
  email: z.string(),
  pesel: z.nullable(z.string()),
  nip: z.nullable(z.string()),
  returnUrl: z.string(),
  czyZgodaNaPrzetwarzanieDanych: z.boolean(),
  czyZgodaNaRegulamin: z.boolean(),
});
export type Rejestracja = z.infer<typeof rejestracjaSchema>;

export const aktywacjaSchema = z.object({ hash: z.string() });
export const przypomnijHasloSchema = z.object({ email: z.string(), login: z.string() });
export const wyslijLinkSchema = z.object({ email: z.string(), login: z.string(), returnUrl: z.string() });
export const ustawHasloSchema = z.object({ noweHaslo: z.string(), kodZmianyHasla: z.string() });

/**
 * Registration confirmation after an identity login (spec 01 §2): `/return-url-potwierdz?data=…&link=…`, where
 * `data` is base64url JSON of these fields; the page sends them back (POST
 * /uzytkownicy/potwierdzenieDanychUzytkownika?data=…) and gets the portal token.
 */
export const potwierdzenieDanychSchema = z.object({
  imie: z.string(),
  nazwisko: z.string(),
  email: z.string(),
  pesel: z.nullable(z.string()),
  nip: z.nullable(z.string()),
  token: z.string(),
});
export type PotwierdzenieDanych = z.infer<typeof potwierdzenieDanychSchema>;
export const tokenResponseSchema = z.object({ token: z.string() });

// ── user panel ──────────────────────────────────────────────────────────────────────────────────────────
export const zmianaHaslaSchema = z.object({ noweHaslo: z.string(), stareHaslo: z.string() });
export const zmianaEmailaSchema = z.object({ nowyEmail: z.string(), haslo: z.string() });
/** GET and POST /uzytkownik/zgody (spec 01 §3 "Notification consents"). */
export const zgodySchema = z.object({
  powiadomieniaEmail: z.boolean(),
  powiadomieniaSms: z.boolean(),
  email: z.nullable(z.string()),
  telefon: z.nullable(z.string()),
});
export type Zgody = z.infer<typeof zgodySchema>;
/** GET /konfiguracja2fa: `qrCode` is an SVG data URL of the otpauth:// URI, `key` its base32 secret. */
export const konfiguracja2FaSchema = z.object({
  czy2FaAktywne: z.boolean(),
  qrCode: z.nullable(z.string()),
  key: z.nullable(z.string()),
});
/**
 * POST /konfiguracja2fa: turning on needs `totp`, a code of the key last shown; turning off needs the account's
 * password (`haslo`) or a current code (`totp`), so a session token alone cannot remove the second factor.
 */
export const zapis2FaSchema = z.object({
  czy2FaAktywne: z.boolean(),
  totp: z.nullable(z.string()),
  haslo: z.optional(z.nullable(z.string())),
});
/** DELETE /uzytkownik/usunKonto: the password, or a current code when two-factor is on. */
export const usunKontoSchema = z.object({
  haslo: z.optional(z.nullable(z.string())),
  totp: z.optional(z.nullable(z.string())),
});

/** An empty success answer (`{}`), for calls whose answer the spec does not show. */
export const okSchema = z.object({});

export const kontoPaths = {
  getToken: '/uzytkownicy/getToken',
  login2Fa: '/uzytkownicy/login2FA',
  captcha: '/uzytkownicy/captcha',
  userInfo: '/uzytkownik/userInfo',
  rejestracja: '/uzytkownicy/rejestracjaUzytkownika',
  aktywacja: '/uzytkownicy/aktywacjaUzytkownika',
  przypomnijHaslo: '/uzytkownicy/przypomnijHaslo',
  wyslijLink: '/uzytkownicy/wyslijLinkAktywacyjny',
  ustawHaslo: '/uzytkownicy/ustawHaslo',
  potwierdzenieDanych: '/uzytkownicy/potwierdzenieDanychUzytkownika',
  zmianaHasla: '/uzytkownik/zmianaHasla',
  zmianaEmaila: '/uzytkownik/zmianaEmaila',
  usunKonto: '/uzytkownik/usunKonto',
  zgody: '/uzytkownik/zgody',
  rejestracjaZgody: '/pi/rejestracjaZgody',
  konfiguracja2Fa: '/konfiguracja2fa',
  przedluzanieSesji: '/pi/przedluzanieSesji',
  wylogowanie: '/pi/wylogowanie',
  listaPodmiotow: '/lista-podmiotow',
  /**
   * Identity logins (spec 01 §7), simulated by the contract server as the provider's pages: the browser goes
   * to `<api>/wezel-krajowy/logowanie?returnUrl=…&link=…` (or `/epuap/logowanie`); the provider's page posts
   * the chosen identity to the provider, which keeps it under a one-time artifact and redirects to the token
   * endpoint (`/logowanieWezelKrajowyToken?SAMLart=…`, `/logowanieEpuapToken?SAMLart=…`, as SAML's artifact
   * binding does); the token endpoint redirects to the portal — `/return-url-ok?token=…&link=…` when the
   * identity has an account (whose identity then counts as confirmed), else `/return-url-potwierdz?data=…&link=…`
   * — or to `/return-url-blad?trescBledu=…`. `returnUrl` is either the portal's base (`https://portal/`,
   * `https://cms/portal#` under hash routing) or one of those return routes; the redirect goes to the wanted
   * route beside it. Return addresses are accepted only from the allowlist (no open redirect); a bad one gets
   * an error page of the provider, never a redirect.
   */
  wezelKrajowy: '/wezel-krajowy/logowanie',
  epuap: '/epuap/logowanie',
  wezelKrajowyToken: '/logowanieWezelKrajowyToken',
  epuapToken: '/logowanieEpuapToken',
} as const;
