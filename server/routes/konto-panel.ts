/**
 * The user panel's calls (spec 01 §7 "Account", "Shell"): POST /uzytkownik/zmianaHasla, /zmianaEmaila,
 * DELETE /uzytkownik/usunKonto, GET and POST /uzytkownik/zgody, GET and POST /konfiguracja2fa. All need a
 * session; a restricted one may use them all (RESTRICTED_ALLOWED). Errors on these calls are never 401, which
 * the client would read as "session gone" (spec 01 §8).
 */
import { Hono } from 'hono';
import {
  kodyBledow,
  kontoPaths,
  usunKontoSchema,
  zapis2FaSchema,
  zgodySchema,
  zmianaEmailaSchema,
  zmianaHaslaSchema,
  type Zgody,
} from '../../src/core/api/konto.ts';
import { isValidEmail, normalizePhone } from '../../src/core/rules/fields.ts';
import { NO_PASSWORD } from '../konto/password.ts';
import {
  blad,
  iso,
  jsonBody,
  wymagaSesji,
  type KontoEnv,
  type KontoOpcje,
  type Uzytkownik,
} from '../konto/context.ts';
import { sendMail } from '../konto/mail.ts';
import * as r from '../konto/checks.ts';
import { decryptSecret, deleteAbandonedSecrets, NEW_SECRET_TTL_MS, encryptSecret } from '../konto/cipher.ts';
import { newTotpSecret, otpauthUri, verifyTotp } from '../konto/totp.ts';
import { adresDanychSvg, svgKoduQr } from '../qr.ts';
import { ApiError } from '../http.ts';
import { portalLanguage } from '../translations.ts';
import { czytajUrzad } from '../urzad.ts';
import type { Domena } from './index.ts';

const OPIS_1519 = 'Podane hasło jest nieprawidłowe';

/**
 * The person behind the session, proved again (issue 11 item 4) before two-factor goes off or the account is
 * deleted: the password, or a current code of the authenticator when two-factor is on (used up like a login
 * code). A wrong password → 1519, a wrong code → 1012, both HTTP 400 (never 401 on a panel call).
 */
async function potwierdzOsobe(
  k: KontoOpcje,
  u: Uzytkownik,
  { haslo, totp }: { haslo?: string | null | undefined; totp?: string | null | undefined },
): Promise<void> {
  const kod = (totp ?? '').replace(/\s/g, '');
  if (kod) {
    const sekret = u.totp_aktywne ? decryptSecret(k.totpKey, u.totp_sekret, u.id) : null;
    const krok = sekret ? verifyTotp(sekret, kod, k.teraz(), Number(u.totp_ostatni_krok)) : null;
    const { rows } =
      krok === null
        ? { rows: [] }
        : await k.db.query(
            'UPDATE uzytkownicy SET totp_ostatni_krok = $2 WHERE id = $1 AND totp_ostatni_krok < $2 RETURNING id',
            [u.id, krok],
          );
    if (!rows.length) throw blad(400, kodyBledow.zlyTotp, 'Błędny kod TOTP');
    return;
  }
  if (!haslo) throw blad(400, kodyBledow.zleHaslo, 'Podaj hasło');
  if (u.haslo === NO_PASSWORD) {
    // an account made by an identity login has no password until one is set through the reminder
    throw blad(400, kodyBledow.zleHaslo, 'Konto nie ma hasła. Ustaw je przez „Nie pamiętasz hasła?”.');
  }
  if (!(await k.hasla.run((m) => m.verify(haslo, u.haslo)))) throw blad(400, kodyBledow.zleHaslo, OPIS_1519);
}

export function kontoPanel(k: KontoOpcje): Hono<KontoEnv> {
  const app = new Hono<KontoEnv>();
  const sesja = (sciezka: string) => wymagaSesji(k, sciezka);

  app.post(kontoPaths.zmianaHasla, sesja(kontoPaths.zmianaHasla), async (c) => {
    const { noweHaslo, stareHaslo } = await jsonBody(c, zmianaHaslaSchema);
    const s = c.get('sesja');
    const u = s.uzytkownik;
    // both hashes in one place: a change refused for an overload is refused before the first
    const zapis = await k.hasla.run(async (m) => {
      if (!(await m.verify(stareHaslo, u.haslo))) throw blad(400, kodyBledow.zleHaslo, OPIS_1519);
      if (noweHaslo === stareHaslo) {
        throw blad(400, kodyBledow.hasloTakieSamo, 'Nowe hasło musi się różnić od dotychczasowego');
      }
      r.wymagajSilnegoHasla(noweHaslo);
      return m.hash(noweHaslo);
    });
    await k.db.query('UPDATE uzytkownicy SET haslo = $2 WHERE id = $1', [u.id, zapis]);
    // other sessions of the account end; this one goes on
    await k.db.query('UPDATE sesje SET odwolana = true WHERE uzytkownik_id = $1 AND jti <> $2', [
      u.id,
      s.roszczenia.jti,
    ]);
    await sendMail(k.db, k.teraz(), {
      adresat: u.email,
      temat: 'Hasło zostało zmienione',
      tresc: `Dzień dobry,\n\nhasło do konta ${u.login} zostało zmienione. Jeśli to nie Ty, skontaktuj się z urzędem.`,
      linki: [],
    });
    return c.json({});
  });

  app.post(kontoPaths.zmianaEmaila, sesja(kontoPaths.zmianaEmaila), async (c) => {
    const { nowyEmail, haslo } = await jsonBody(c, zmianaEmailaSchema);
    const u = c.get('sesja').uzytkownik;
    const email = r.email(nowyEmail);
    if (email.toLowerCase() === u.email.toLowerCase()) {
      throw new ApiError(400, 'Nowy i aktualny adres e-mail są takie same');
    }
    if (!(await k.hasla.run((m) => m.verify(haslo, u.haslo))))
      throw blad(400, kodyBledow.zleHaslo, OPIS_1519);
    const zajety = blad(409, kodyBledow.emailZajety, 'Ten adres e-mail jest już używany przez inne konto');
    const { rows } = await k.db.query('SELECT 1 FROM uzytkownicy WHERE lower(email) = lower($1)', [email]);
    if (rows.length) throw zajety;
    try {
      await k.db.query('UPDATE uzytkownicy SET email = $2 WHERE id = $1', [u.id, email]);
    } catch (e) {
      if (r.naruszenieUnikalnosci(e)) throw zajety;
      throw e;
    }
    for (const adresat of [u.email, email]) {
      await sendMail(k.db, k.teraz(), {
        adresat,
        temat: 'Zmiana adresu e-mail',
        tresc: `Dzień dobry,\n\nadres e-mail konta ${u.login} zmieniono z ${u.email} na ${email}. Jeśli to nie Ty, skontaktuj się z urzędem.`,
        linki: [],
      });
    }
    return c.json({});
  });

  app.delete(kontoPaths.usunKonto, sesja(kontoPaths.usunKonto), async (c) => {
    const u = c.get('sesja').uzytkownik;
    await potwierdzOsobe(k, u, await jsonBody(c, usunKontoSchema));
    await k.db.query('DELETE FROM uzytkownicy WHERE id = $1', [u.id]);
    await k.db.query('DELETE FROM nieudane_logowania WHERE login = lower($1)', [u.login]);
    await sendMail(k.db, k.teraz(), {
      adresat: u.email,
      temat: 'Konto zostało usunięte',
      tresc: `Dzień dobry,\n\nkonto ${u.login} w portalu ${(await czytajUrzad(k.db)).nazwana('Urzędu Gminy')} zostało usunięte.`,
      linki: [],
    });
    return c.json({});
  });

  const czytajZgody = async (id: number): Promise<Zgody> => {
    const { rows } = await k.db.query<Zgody>(
      `SELECT powiadomienia_email AS "powiadomieniaEmail", powiadomienia_sms AS "powiadomieniaSms", email, telefon
         FROM zgody_powiadomien WHERE uzytkownik_id = $1`,
      [id],
    );
    return rows[0] ?? { powiadomieniaEmail: false, powiadomieniaSms: false, email: null, telefon: null };
  };

  app.get(kontoPaths.zgody, sesja(kontoPaths.zgody), async (c) =>
    c.json(await czytajZgody(c.get('sesja').uzytkownik.id)),
  );

  app.post(kontoPaths.zgody, sesja(kontoPaths.zgody), async (c) => {
    const d = await jsonBody(c, zgodySchema);
    const id = c.get('sesja').uzytkownik.id;
    // Spec 01 §5: the e-mail and the phone are checked only when that consent is on (issue 12 item 2: withdrawing
    // a consent must not fail on the field beside it). An unchecked value is kept as given (trimmed; the phone as
    // 9 digits when it is one), so the dialog shows it again; an empty one is null (spec 01 §4). The lengths are
    // bounded even then, so nothing unbounded is stored.
    const email = d.email?.trim() || null;
    const tel = d.telefon?.trim() || null;
    const telefon = tel && (normalizePhone(tel) ?? tel);
    if (d.powiadomieniaEmail ? !email || !isValidEmail(email) : (email?.length ?? 0) > 254)
      throw new ApiError(400, 'Błędny format e-mail');
    if (d.powiadomieniaSms ? !tel || !normalizePhone(tel) : (tel?.length ?? 0) > 32)
      throw new ApiError(400, 'Niepoprawny format numeru telefonu');
    await k.db.query(
      `INSERT INTO zgody_powiadomien (uzytkownik_id, powiadomienia_email, powiadomienia_sms, email, telefon)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (uzytkownik_id) DO UPDATE SET powiadomienia_email = $2, powiadomienia_sms = $3, email = $4, telefon = $5`,
      [id, d.powiadomieniaEmail, d.powiadomieniaSms, email, telefon],
    );
    // the language the consents were given in is the one of the reminders they allow (server/przypomnienia.ts)
    const jezyk = portalLanguage(c);
    if (jezyk) await k.db.query('UPDATE uzytkownicy SET jezyk = $2 WHERE id = $1', [id, jezyk]);
    return c.json(await czytajZgody(id));
  });

  // With two-factor on, the key is never shown again (it would hand the second factor to anyone holding the
  // session); with it off, each GET draws a new key, the one the next POST must confirm.
  app.get(kontoPaths.konfiguracja2Fa, sesja(kontoPaths.konfiguracja2Fa), async (c) => {
    const u = c.get('sesja').uzytkownik;
    if (u.totp_aktywne) return c.json({ czy2FaAktywne: true, qrCode: null, key: null });
    await deleteAbandonedSecrets(k.db, k.teraz());
    // a new setup replaces the pending key; it is dropped when not confirmed in time (konto/cipher.ts)
    const key = newTotpSecret();
    await k.db.query(
      'UPDATE uzytkownicy SET totp_sekret_nowy = $2, totp_sekret_nowy_wygasa = $3 WHERE id = $1',
      [u.id, encryptSecret(k.totpKey, key, u.id), iso(k.teraz() + NEW_SECRET_TTL_MS)],
    );
    c.header('Cache-Control', 'no-store');
    // the issuer the authenticator app shows beside the login: the gmina
    const wystawca = (await czytajUrzad(k.db)).nazwana('Gmina');
    return c.json({
      czy2FaAktywne: false,
      qrCode: adresDanychSvg(svgKoduQr(otpauthUri(wystawca, u.login, key))),
      key,
    });
  });

  app.post(kontoPaths.konfiguracja2Fa, sesja(kontoPaths.konfiguracja2Fa), async (c) => {
    const { czy2FaAktywne, totp, haslo } = await jsonBody(c, zapis2FaSchema);
    const u = c.get('sesja').uzytkownik;
    if (!czy2FaAktywne) {
      if (u.totp_aktywne) await potwierdzOsobe(k, u, { haslo, totp });
      await k.db.query(
        `UPDATE uzytkownicy SET totp_aktywne = false, totp_sekret = NULL, totp_sekret_nowy = NULL,
           totp_sekret_nowy_wygasa = NULL WHERE id = $1`,
        [u.id],
      );
      return c.json({ czy2FaAktywne: false, qrCode: null, key: null });
    }
    if (u.totp_aktywne) return c.json({ czy2FaAktywne: true, qrCode: null, key: null });
    // a pending key past its time counts as none (and is dropped)
    const wazny =
      u.totp_sekret_nowy_wygasa !== null && new Date(u.totp_sekret_nowy_wygasa).getTime() > k.teraz();
    const nowy = wazny ? decryptSecret(k.totpKey, u.totp_sekret_nowy, u.id) : null;
    const krok = nowy ? verifyTotp(nowy, (totp ?? '').trim(), k.teraz(), 0) : null;
    if (krok === null) {
      if (!wazny) await deleteAbandonedSecrets(k.db, k.teraz());
      throw blad(400, kodyBledow.zlyTotp, 'Błędny kod TOTP');
    }
    await k.db.query(
      `UPDATE uzytkownicy SET totp_aktywne = true, totp_sekret = totp_sekret_nowy, totp_sekret_nowy = NULL,
         totp_sekret_nowy_wygasa = NULL, totp_ostatni_krok = $2 WHERE id = $1`,
      [u.id, krok],
    );
    return c.json({ czy2FaAktywne: true, qrCode: null, key: null });
  });

  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'konto',
  montuj: (app, k) => {
    app.route('/', kontoPanel(k.konto));
  },
};
