/**
 * Registration and links (spec 01 §7 "Account"): GET /pi/rejestracjaZgody, POST
 * /uzytkownicy/rejestracjaUzytkownika, /aktywacjaUzytkownika, /wyslijLinkAktywacyjny, /przypomnijHaslo,
 * /ustawHaslo. E-mails go to the demo outbox; their links lead to the portal routes.
 */
import { Hono } from 'hono';
import {
  aktywacjaSchema,
  kodyBledow,
  kontoPaths,
  przypomnijHasloSchema,
  rejestracjaSchema,
  ustawHasloSchema,
  wyslijLinkSchema,
  type RejestracjaZgody,
} from '../../src/core/api/konto.ts';
import { routeAddress, isAllowedReturnUrl } from '../konto/return-urls.ts';
import {
  blad,
  iso,
  jsonBody,
  uzytkownikPoId,
  uzytkownikPoLoginie,
  type KontoOpcje,
  type Uzytkownik,
} from '../konto/context.ts';
import { nowyLink, uzytkownikLinku } from '../konto/linki.ts';
import { sendMail } from '../konto/mail.ts';
import { requestLanguage } from '../translations.ts';
import * as r from '../konto/checks.ts';
import { czytajUrzad } from '../urzad.ts';
import type { Domena } from './index.ts';

export const OPIS_1604 = 'Niedozwolony adres powrotu';
const OPIS_1601 = 'Link jest nieprawidłowy, został już użyty lub wygasł';

interface ZgodyRow {
  czy_pytac_przetwarzanie: boolean;
  tresc_przetwarzanie: string;
  czy_pytac_regulamin: boolean;
  tresc_regulaminu: string;
}

/** The consents; their texts in `jezyk` where the office provides them, else Polish (issue 12 item 3). */
async function zgody(k: KontoOpcje, jezyk: string | undefined): Promise<RejestracjaZgody> {
  const { rows } = await k.db.query<ZgodyRow>(
    `SELECT z.czy_pytac_przetwarzanie, z.czy_pytac_regulamin,
            coalesce(j.tresc_przetwarzanie, z.tresc_przetwarzanie) AS tresc_przetwarzanie,
            coalesce(j.tresc_regulaminu, z.tresc_regulaminu) AS tresc_regulaminu
       FROM zgody_rejestracji z LEFT JOIN zgody_rejestracji_jezyki j ON j.jezyk = $1
      WHERE z.id = 1`,
    [jezyk ?? 'pl'],
  );
  const z = rows[0];
  return {
    czyPytacOZgodeNaPrzetwarzanieDanych: z?.czy_pytac_przetwarzanie ?? false,
    trescZgodyNaPrzetwarzanieDanych: z?.tresc_przetwarzanie ?? '',
    czyPytacOZgodeNaRegulamin: z?.czy_pytac_regulamin ?? false,
    trescRegulaminu: z?.tresc_regulaminu ?? '',
  };
}

export function wymagajReturnUrl(k: KontoOpcje, url: string): string {
  if (!isAllowedReturnUrl(url, k.portalOrigins)) throw blad(400, kodyBledow.niedozwolonyAdres, OPIS_1604);
  return url;
}

async function wyslijLinkAktywacyjny(
  k: KontoOpcje,
  u: Pick<Uzytkownik, 'id' | 'email' | 'login'>,
  returnUrl: string,
) {
  const hash = await nowyLink(k, u.id, 'aktywacja');
  const link = routeAddress(returnUrl, '/aktywacja-return-url', { hash });
  const urzad = await czytajUrzad(k.db);
  await sendMail(k.db, k.teraz(), {
    adresat: u.email,
    temat: `Aktywacja konta w portalu ${urzad.nazwana('Urzędu Gminy')}`,
    tresc: `Dzień dobry,\n\nzałożono konto o loginie ${u.login}. Aby je aktywować, otwórz link poniżej (ważny 48 godzin).\nJeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.`,
    linki: [link],
  });
}

/**
 * When the e-mail or the PESEL of a registration belongs to an account, its owner gets a notice (once per
 * account) and true is returned: nothing is created and nothing goes to the typed address, so the answer and
 * the typed mailbox tell nothing about who has an account.
 */
async function powiadomWlascicieli(k: KontoOpcje, email: string, pesel: string | null): Promise<boolean> {
  const { rows } = await k.db.query<Pick<Uzytkownik, 'login' | 'email'>>(
    'SELECT login, email FROM uzytkownicy WHERE lower(email) = lower($1) OR pesel = $2 ORDER BY id',
    [email, pesel],
  );
  const urzad = await czytajUrzad(k.db);
  for (const u of rows) {
    await sendMail(k.db, k.teraz(), {
      adresat: u.email,
      temat: `Próba założenia konta w portalu ${urzad.nazwana('Urzędu Gminy')}`,
      tresc: `Dzień dobry,\n\nktoś próbował założyć nowe konto w portalu z Twoim adresem e-mail lub numerem PESEL. Masz już konto o loginie ${u.login}, więc nowego nie założono. Jeśli nie pamiętasz hasła, ustaw nowe przez link poniżej.\nJeśli to nie Ty, zignoruj tę wiadomość.`,
      linki: [routeAddress(k.portalUrl, '/reset-haslo', {})],
    });
  }
  return rows.length > 0;
}

export function kontoRejestracja(k: KontoOpcje): Hono {
  const app = new Hono();

  app.get(kontoPaths.rejestracjaZgody, async (c) => c.json(await zgody(k, requestLanguage(c))));

  app.post(kontoPaths.rejestracja, async (c) => {
    const d = await jsonBody(c, rejestracjaSchema);
    const imie = r.tekst(d.imie, 'imię');
    const nazwisko = r.tekst(d.nazwisko, 'nazwisko');
    const login = r.login(d.login);
    const email = r.email(d.email);
    const pesel = r.pesel(d.pesel);
    const nip = r.nip(d.nip);
    const z = await zgody(k, undefined);
    if (
      (z.czyPytacOZgodeNaPrzetwarzanieDanych && !d.czyZgodaNaPrzetwarzanieDanych) ||
      (z.czyPytacOZgodeNaRegulamin && !d.czyZgodaNaRegulamin)
    ) {
      throw blad(400, kodyBledow.brakZgody, 'Wymagana zgoda');
    }
    const returnUrl = wymagajReturnUrl(k, d.returnUrl);
    r.wymagajSilnegoHasla(d.haslo);
    // A taken login may be said (the person must pick another); a taken e-mail or PESEL may not (issue 11
    // item 9): the answer is the same as for a new account, and the owner is told by e-mail instead.
    const loginZajety = blad(409, kodyBledow.kontoIstnieje, 'Ten login jest już zajęty. Wybierz inny.');
    if (await uzytkownikPoLoginie(k.db, login)) throw loginZajety;
    const haslo = await k.hasla.run((m) => m.hash(d.haslo));
    if (await powiadomWlascicieli(k, email, pesel)) return c.json({});
    const teraz = iso(k.teraz());
    let id: number;
    try {
      const { rows } = await k.db.query<{ id: number }>(
        `INSERT INTO uzytkownicy (login, email, haslo, imie, nazwisko, pesel, nip, czy_instytucja, czy_aktywny,
           czy_niepotwierdzony, zgoda_przetwarzanie, zgoda_regulamin, utworzono)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false, true, $9, $10, $11) RETURNING id`,
        [
          login,
          email,
          haslo,
          imie,
          nazwisko,
          pesel,
          nip,
          nip !== null && pesel === null,
          d.czyZgodaNaPrzetwarzanieDanych ? teraz : null,
          d.czyZgodaNaRegulamin ? teraz : null,
          teraz,
        ],
      );
      id = rows[0]!.id;
    } catch (e) {
      // taken between the checks and the insert: the same answers as above
      if (!r.naruszenieUnikalnosci(e)) throw e;
      if (await uzytkownikPoLoginie(k.db, login)) throw loginZajety;
      await powiadomWlascicieli(k, email, pesel);
      return c.json({});
    }
    const podmioty: [string, boolean, string][] = [];
    if (pesel) podmioty.push([`${imie} ${nazwisko}`, false, pesel]);
    if (nip) podmioty.push([`${imie} ${nazwisko}`, true, nip]);
    for (const [i, [nazwa, instytucja, numer]] of podmioty.entries()) {
      await k.db.query(
        'INSERT INTO podmioty (uzytkownik_id, pozycja, nazwa, czy_instytucja, pesel, nip) VALUES ($1, $2, $3, $4, $5, $6)',
        [id, i + 1, nazwa, instytucja, instytucja ? null : numer, instytucja ? numer : null],
      );
    }
    await k.db.query('INSERT INTO zgody_powiadomien (uzytkownik_id) VALUES ($1)', [id]);
    await wyslijLinkAktywacyjny(k, { id, email, login }, returnUrl);
    return c.json({});
  });

  app.post(kontoPaths.aktywacja, async (c) => {
    const { hash } = await jsonBody(c, aktywacjaSchema);
    const id = await uzytkownikLinku(k, hash, 'aktywacja', true);
    if (id === null) throw blad(400, kodyBledow.zlyLink, OPIS_1601);
    await k.db.query('UPDATE uzytkownicy SET czy_aktywny = true WHERE id = $1', [id]);
    return c.json({});
  });

  // Both answer {} whether or not the login and e-mail match an account, so they do not tell who has one.
  app.post(kontoPaths.wyslijLink, async (c) => {
    const d = await jsonBody(c, wyslijLinkSchema);
    const returnUrl = wymagajReturnUrl(k, d.returnUrl);
    const u = await uzytkownikPoLoginie(k.db, d.login);
    if (u && !u.czy_aktywny && u.email.toLowerCase() === d.email.trim().toLowerCase()) {
      await wyslijLinkAktywacyjny(k, u, returnUrl);
    }
    return c.json({});
  });

  app.post(kontoPaths.przypomnijHaslo, async (c) => {
    const d = await jsonBody(c, przypomnijHasloSchema);
    const u = await uzytkownikPoLoginie(k.db, d.login);
    if (u && u.email.toLowerCase() === d.email.trim().toLowerCase()) {
      const wartosc = await nowyLink(k, u.id, 'haslo');
      await sendMail(k.db, k.teraz(), {
        adresat: u.email,
        temat: 'Ustawienie nowego hasła',
        tresc: `Dzień dobry,\n\nktoś poprosił o zmianę hasła do konta ${u.login}. Aby ustawić nowe hasło, otwórz link poniżej (ważny 1 godzinę, działa raz).\nJeśli to nie Ty, zignoruj tę wiadomość — hasło się nie zmieni.`,
        linki: [routeAddress(k.portalUrl, '/nowe-haslo', { link: wartosc })],
      });
    }
    return c.json({});
  });

  app.post(kontoPaths.ustawHaslo, async (c) => {
    const { noweHaslo, kodZmianyHasla } = await jsonBody(c, ustawHasloSchema);
    const id = await uzytkownikLinku(k, kodZmianyHasla, 'haslo', false);
    const u = id === null ? null : await uzytkownikPoId(k.db, id);
    if (!u) throw blad(400, kodyBledow.zlyLink, OPIS_1601);
    r.wymagajSilnegoHasla(noweHaslo);
    const haslo = await k.hasla.run(async (m) => {
      if (await m.verify(noweHaslo, u.haslo)) {
        throw blad(400, kodyBledow.hasloTakieSamo, 'Nowe hasło musi się różnić od dotychczasowego');
      }
      return m.hash(noweHaslo);
    });
    if ((await uzytkownikLinku(k, kodZmianyHasla, 'haslo', true)) !== u.id) {
      throw blad(400, kodyBledow.zlyLink, OPIS_1601);
    }
    await k.db.query('UPDATE uzytkownicy SET haslo = $2 WHERE id = $1', [u.id, haslo]);
    // every open session ends and the login is unlocked
    await k.db.query('UPDATE sesje SET odwolana = true WHERE uzytkownik_id = $1', [u.id]);
    await k.db.query('DELETE FROM nieudane_logowania WHERE login = lower($1)', [u.login]);
    return c.json({});
  });

  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'konto',
  montuj: (app, k) => {
    app.route('/', kontoRejestracja(k.konto));
  },
};
