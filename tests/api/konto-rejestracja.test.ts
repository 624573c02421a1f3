import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { rejestracjaZgodySchema, type Rejestracja } from '../../src/core/api/konto.ts';
import { adminPost } from './helpers.ts';
import { get, openKontoApi, post, zaloguj, PORTAL, HASLO_DEMO, type KontoApi } from './konto-helpers.ts';

let api: KontoApi;
beforeAll(async () => {
  api = await openKontoApi();
});
afterAll(() => api?.db.close());

interface Mail {
  adresat: string;
  temat: string;
  tresc: string;
  linki: string[];
  wyslano: string;
}
async function poczta(adresat: string): Promise<Mail[]> {
  const r = await get<{ wiadomosci: Mail[] }>(
    api.app,
    `/demo/poczta.json?adresat=${encodeURIComponent(adresat)}`,
  );
  return r.body.wiadomosci;
}
const parametr = (link: string, nazwa: string) => new URL(link).searchParams.get(nazwa)!;

const nowe = (zmiany: Partial<Rejestracja> = {}): Rejestracja => ({
  imie: 'Zofia',
  nazwisko: 'Mazur',
  login: 'zofia.mazur',
  haslo: 'Lato#2026x',
  email: 'zofia.mazur@poczta.example.pl',
  pesel: '92031545672',
  nip: null,
  returnUrl: `${PORTAL}/aktywacja-return-url`,
  czyZgodaNaPrzetwarzanieDanych: true,
  czyZgodaNaRegulamin: true,
  ...zmiany,
});

describe('GET /pi/rejestracjaZgody', () => {
  it('gives both consents with their texts', async () => {
    const r = await get(api.app, '/pi/rejestracjaZgody');
    const zgody = z.parse(rejestracjaZgodySchema, r.body);
    expect(zgody.czyPytacOZgodeNaPrzetwarzanieDanych).toBe(true);
    expect(zgody.czyPytacOZgodeNaRegulamin).toBe(true);
    expect(zgody.trescZgodyNaPrzetwarzanieDanych).toMatch(/RODO/);
    expect(zgody.trescRegulaminu).toMatch(/Regulamin/);
  });
});

describe('registration → outbox → activation → login', () => {
  it('refuses missing consents (1603), a weak password (1105), a foreign return address (1604), taken data (1602)', async () => {
    const rej = (d: Rejestracja) => post(api.app, '/uzytkownicy/rejestracjaUzytkownika', d);
    expect((await rej(nowe({ czyZgodaNaRegulamin: false }))).body).toEqual({
      kod: 1603,
      opis: 'Wymagana zgoda',
    });
    expect((await rej(nowe({ czyZgodaNaPrzetwarzanieDanych: false }))).body).toMatchObject({ kod: 1603 });
    for (const haslo of ['Krotk#1', 'bezduzych#1', 'BEZMALYCH#1', 'BezCyfry#!', 'BezSpecjal1']) {
      const r = await rej(nowe({ haslo }));
      expect(r.status, haslo).toBe(400);
      expect(r.body, haslo).toMatchObject({ kod: 1105 });
    }
    expect(
      (await rej(nowe({ returnUrl: 'https://evil.example.com/aktywacja-return-url' }))).body,
    ).toMatchObject({
      kod: 1604,
    });
    // a taken login may be said (the person must pick another one)
    const login = await rej(nowe({ login: 'JAN.KOWALSKI' }));
    expect(login.status).toBe(409);
    expect(login.body).toMatchObject({ kod: 1602 });
    expect((await rej(nowe({ pesel: '92031545671' }))).status).toBe(400);
    expect((await rej(nowe({ email: 'nie-email' }))).status).toBe(400);
    expect(await poczta('zofia.mazur@poczta.example.pl')).toEqual([]);
  });

  it('answers a taken PESEL, NIP or e-mail as a new registration; the e-mail goes to the owner instead (issue 11 item 9)', async () => {
    const rej = (d: Rejestracja) => post(api.app, '/uzytkownicy/rejestracjaUzytkownika', d);
    const nowa = await rej(
      nowe({ login: 'konto.nowe', email: 'konto.nowe@poczta.example.pl', pesel: '02211307589' }),
    );
    expect(nowa.status).toBe(200);
    const przypadki = [
      // jan's PESEL with a new e-mail: the notice goes to jan, nothing to the typed address
      {
        dane: { login: 'ktos.inny1', email: 'ktos1@poczta.example.pl', pesel: '85010112352' },
        wlasciciel: 'jan.kowalski@poczta.example.pl',
      },
      // anna's e-mail with a new PESEL: the notice goes to anna
      {
        dane: { login: 'ktos.inny2', email: 'ANNA.NOWAK@poczta.example.pl', pesel: '44051401359' },
        wlasciciel: 'anna.nowak@poczta.example.pl',
      },
    ];
    for (const { dane, wlasciciel } of przypadki) {
      const r = await rej(nowe(dane));
      expect(r.status, dane.login).toBe(nowa.status);
      expect(r.body, dane.login).toEqual(nowa.body);
      const [mail] = await poczta(wlasciciel);
      expect(mail!.temat).toMatch(/Próba założenia konta/);
      expect(mail!.tresc).toContain(wlasciciel.split('@')[0]!);
      expect(mail!.linki[0]).toBe(`${PORTAL}/reset-haslo`);
      // no second account was made with the owner's data
      const { rows } = await api.db.query('SELECT 1 FROM uzytkownicy WHERE login = $1', [dane.login]);
      expect(rows).toEqual([]);
    }
    expect(await poczta('ktos1@poczta.example.pl')).toEqual([]);
    // spoldzielnia's NIP: the same answer; the account is made with the NIP only as an unconfirmed subject
    const nip = await rej(
      nowe({ login: 'ktos.inny3', email: 'ktos3@poczta.example.pl', pesel: null, nip: '5252525259' }),
    );
    expect(nip.status).toBe(nowa.status);
    expect(nip.body).toEqual(nowa.body);
  });

  it('registers, mails the activation link, activates once, and the account logs in restricted (unconfirmed)', async () => {
    const r = await post(api.app, '/uzytkownicy/rejestracjaUzytkownika', nowe());
    expect(r.status).toBe(200);
    expect(r.body).toEqual({});
    const przed = await post(api.app, '/uzytkownicy/getToken', { login: 'zofia.mazur', haslo: 'Lato#2026x' });
    expect(przed.body).toMatchObject({ kod: 1009 });

    const [mail] = await poczta('zofia.mazur@poczta.example.pl');
    expect(mail!.temat).toMatch(/Aktywacja/);
    const link = mail!.linki[0]!;
    expect(link.startsWith(`${PORTAL}/aktywacja-return-url?hash=`)).toBe(true);
    const hash = parametr(link, 'hash');
    // only the hash of the link is stored
    const { rows } = await api.db.query<{ skrot: string }>('SELECT skrot FROM linki_konta');
    expect(rows.some((w) => w.skrot === hash)).toBe(false);

    expect((await post(api.app, '/uzytkownicy/aktywacjaUzytkownika', { hash })).status).toBe(200);
    const drugi = await post(api.app, '/uzytkownicy/aktywacjaUzytkownika', { hash });
    expect(drugi.status).toBe(400);
    expect(drugi.body).toMatchObject({ kod: 1601 });

    const po = await post<{ token: string }>(api.app, '/uzytkownicy/getToken', {
      login: 'zofia.mazur',
      haslo: 'Lato#2026x',
    });
    expect(po.body).toMatchObject({ czyOgraniczony: true, czyNiepotwierdzony: true });
    const info = await get(api.app, '/uzytkownik/userInfo', po.body.token);
    expect(info.body).toMatchObject({
      login: 'zofia.mazur',
      pesel: '92031545672',
      czyPierwszeLogowanie: true,
    });
    // the typed PESEL is attached unconfirmed (issue 11 item 3): not listed until confirmed
    const podmioty = await get(api.app, '/lista-podmiotow', po.body.token);
    expect(podmioty.body).toEqual({ podmioty: [] });
    const { rows: przypiete } = await api.db.query(
      `SELECT nazwa, czy_instytucja, nip, pesel, czy_potwierdzony FROM podmioty
        WHERE uzytkownik_id = (SELECT id FROM uzytkownicy WHERE login = 'zofia.mazur')`,
    );
    expect(przypiete).toEqual([
      {
        nazwa: 'Zofia Mazur',
        czy_instytucja: false,
        nip: null,
        pesel: '92031545672',
        czy_potwierdzony: false,
      },
    ]);
  });

  it('refuses unknown, malformed and expired activation hashes (1601)', async () => {
    for (const hash of ['', 'x', 'A'.repeat(32), "' OR 1=1 --"]) {
      expect((await post(api.app, '/uzytkownicy/aktywacjaUzytkownika', { hash })).body).toMatchObject({
        kod: 1601,
      });
    }
    await post(
      api.app,
      '/uzytkownicy/rejestracjaUzytkownika',
      nowe({ login: 'firma.test', email: 'firma@poczta.example.pl', pesel: null, nip: '123-456-32-18' }),
    );
    const [mail] = await poczta('firma@poczta.example.pl');
    api.zegar.teraz += 48 * 3600_000 + 1;
    const r = await post(api.app, '/uzytkownicy/aktywacjaUzytkownika', {
      hash: parametr(mail!.linki[0]!, 'hash'),
    });
    expect(r.body).toMatchObject({ kod: 1601 });
  });

  it('resends the activation link (new link, old one dead); answers {} for anything else', async () => {
    const wyslij = (body: unknown) => post(api.app, '/uzytkownicy/wyslijLinkAktywacyjny', body);
    const adres = 'firma@poczta.example.pl';
    const stary = (await poczta(adres))[0]!.linki[0]!;
    expect(
      (await wyslij({ login: 'firma.test', email: adres, returnUrl: 'https://evil.example.com/' })).body,
    ).toMatchObject({ kod: 1604 });
    expect(
      (await wyslij({ login: 'firma.test', email: 'inny@poczta.example.pl', returnUrl: PORTAL })).body,
    ).toEqual({});
    expect((await wyslij({ login: 'nie.ma', email: adres, returnUrl: PORTAL })).body).toEqual({});
    expect(await poczta(adres)).toHaveLength(1);

    expect(
      (await wyslij({ login: 'firma.test', email: adres.toUpperCase(), returnUrl: PORTAL })).body,
    ).toEqual({});
    const maile = await poczta(adres);
    expect(maile).toHaveLength(2);
    const nowy = maile[0]!.linki[0]!;
    // a return address that is the portal's base gets the activation route
    expect(nowy.startsWith(`${PORTAL}/aktywacja-return-url?hash=`)).toBe(true);
    expect(
      (await post(api.app, '/uzytkownicy/aktywacjaUzytkownika', { hash: parametr(stary, 'hash') })).status,
    ).toBe(400);
    expect(
      (await post(api.app, '/uzytkownicy/aktywacjaUzytkownika', { hash: parametr(nowy, 'hash') })).status,
    ).toBe(200);
    // an active account gets no new link
    await wyslij({ login: 'firma.test', email: adres, returnUrl: PORTAL });
    expect(await poczta(adres)).toHaveLength(2);
    const info = await get(api.app, '/lista-podmiotow', await zaloguj(api.app, 'firma.test', 'Lato#2026x'));
    expect(info.body).toEqual({ podmioty: [] });
    // the office confirms the typed NIP: then it is listed
    await adminPost(api.app, '/admin/podmioty/potwierdzenie', { login: 'firma.test', nip: '1234563218' });
    const potem = await get(api.app, '/lista-podmiotow', await zaloguj(api.app, 'firma.test', 'Lato#2026x'));
    expect(potem.body).toEqual({
      podmioty: [{ nazwa: 'Zofia Mazur', czyInstytucja: true, nip: '1234563218', pesel: null }],
    });
  });

  it('keeps hash routing: the link goes into the fragment', async () => {
    await post(
      api.app,
      '/uzytkownicy/rejestracjaUzytkownika',
      nowe({
        login: 'hash.test',
        email: 'hash@poczta.example.pl',
        pesel: null,
        returnUrl: 'http://cms.example.pl/portal#/aktywacja-return-url',
      }),
    );
    const [mail] = await poczta('hash@poczta.example.pl');
    expect(mail!.linki[0]).toMatch(/^http:\/\/cms\.example\.pl\/portal#\/aktywacja-return-url\?hash=[\w-]+$/);
  });
});

describe('password reset by e-mailed link', () => {
  it('mails a link to /nowe-haslo that sets the password once and ends open sessions', async () => {
    const token = await zaloguj(api.app, 'tomasz.lewandowski');
    const adres = 'tomasz.lewandowski@poczta.example.pl';
    // no mail for a wrong pair, same {} answer
    expect(
      (await post(api.app, '/uzytkownicy/przypomnijHaslo', { login: 'tomasz.lewandowski', email: 'x@y.pl' }))
        .body,
    ).toEqual({});
    expect(await poczta(adres)).toEqual([]);
    expect(
      (await post(api.app, '/uzytkownicy/przypomnijHaslo', { login: 'tomasz.lewandowski', email: adres }))
        .body,
    ).toEqual({});
    const [mail] = await poczta(adres);
    const link = mail!.linki[0]!;
    expect(link.startsWith(`${PORTAL}/nowe-haslo?link=`)).toBe(true);
    const kodZmianyHasla = parametr(link, 'link');

    const ustaw = (noweHaslo: string, kod = kodZmianyHasla) =>
      post(api.app, '/uzytkownicy/ustawHaslo', { noweHaslo, kodZmianyHasla: kod });
    expect((await ustaw('slabe')).body).toMatchObject({ kod: 1105 });
    expect((await ustaw(HASLO_DEMO)).body).toMatchObject({ kod: 1502 });
    expect((await ustaw('Nowe#Haslo9', 'nieznany-link-0123456789')).body).toMatchObject({ kod: 1601 });
    expect((await ustaw('Nowe#Haslo9')).status).toBe(200);
    expect((await ustaw('Inne#Haslo9')).body).toMatchObject({ kod: 1601 });

    expect((await get(api.app, '/uzytkownik/userInfo', token)).status).toBe(401);
    const stare = await post(api.app, '/uzytkownicy/getToken', {
      login: 'tomasz.lewandowski',
      haslo: HASLO_DEMO,
    });
    expect(stare.body).toMatchObject({ kod: 1001 });
    expect(await zaloguj(api.app, 'tomasz.lewandowski', 'Nowe#Haslo9')).toBeTruthy();
  });

  it('lets a reset link expire after an hour', async () => {
    const adres = 'katarzyna.zajac@poczta.example.pl';
    await post(api.app, '/uzytkownicy/przypomnijHaslo', { login: 'katarzyna.zajac', email: adres });
    const [mail] = await poczta(adres);
    api.zegar.teraz += 3600_000 + 1;
    const r = await post(api.app, '/uzytkownicy/ustawHaslo', {
      noweHaslo: 'Nowe#Haslo9',
      kodZmianyHasla: parametr(mail!.linki[0]!, 'link'),
    });
    expect(r.body).toMatchObject({ kod: 1601 });
  });
});

describe('demo outbox page', () => {
  it('lists subject, recipient, time and clickable links under a strict CSP', async () => {
    const res = await api.app.request('/demo/poczta');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toMatch(/default-src 'none'/);
    const html = await res.text();
    expect(html).toContain('Ustawienie nowego hasła');
    expect(html).toContain('katarzyna.zajac@poczta.example.pl');
    expect(html).toMatch(/<a href="http:\/\/portal\.example\.pl\/nowe-haslo\?link=[\w-]+">/);
    expect(html).toMatch(/<time datetime="\d{4}-/);
  });
});
