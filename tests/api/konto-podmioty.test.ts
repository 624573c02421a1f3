/**
 * Confirmed subjects (issue 11 item 3): a NIP or PESEL the identity provider did not vouch for gives no access
 * until the office confirms it; a subject is confirmed on one account at most; every protected data call checks
 * the subject against the caller's confirmed subjects (konto/podmioty.ts `wymagaPodmiotu`).
 */
import { Hono } from 'hono';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onError } from '../../server/http.ts';
import { deriveTotpKey } from '../../server/konto/cipher.ts';
import { wymagaSesji, type KontoOpcje } from '../../server/konto/context.ts';
import {
  chronioneDla,
  potwierdzPodmiot,
  wymagaPodmiotu,
  type PodmiotEnv,
} from '../../server/konto/podmioty.ts';
import { migrations } from '../../server/migrations/index.ts';
import { adminPost } from './helpers.ts';
import { get, post, zaloguj, PORTAL, SEKRET, type KontoApi } from './konto-helpers.ts';
import { openSamlHarness, przejdz, type SamlHarness } from './saml-harness.ts';
import { PasswordLimiter } from '../../server/konto/password-limit.ts';

/** The account API as the identity logins reach it: over HTTP with the demo's identity providers. */
let h: SamlHarness;
let api: KontoApi;
/** A protected data call as spec 02 will add them: session, then the subject check. */
let dane: Hono;
beforeAll(async () => {
  h = await openSamlHarness();
  api = { db: h.db, app: h.app, zegar: h.zegar };
  const k: KontoOpcje = {
    db: api.db,
    teraz: () => api.zegar.teraz,
    sekret: Buffer.from(SEKRET),
    totpKey: deriveTotpKey(SEKRET),
    portalUrl: PORTAL,
    portalOrigins: [PORTAL],
    apiUrl: `${PORTAL}/api`,
    dostawcy: {},
    hasla: new PasswordLimiter({ kolejka: 1000 }),
  };
  const uslugi = new Hono<PodmiotEnv>();
  uslugi.get('/dane', wymagaSesji(k, '/dane'), wymagaPodmiotu(api.db), (c) => c.json(c.get('podmiot')));
  // services for one kind of subject (spec 02 §6), guarded with their sub-paths as `chronione` does
  chronioneDla(uslugi, k, ['/zezwolenia'], 'instytucja');
  chronioneDla(uslugi, k, ['/zameldowanie'], 'osoba');
  for (const p of ['/zezwolenia', '/zezwolenia/pdf', '/zameldowanie', '/zameldowanie/pdf'])
    uslugi.get(p, (c) => c.json(c.get('podmiot')));
  dane = new Hono().route('/', uslugi);
  dane.onError(onError);
});
afterAll(() => h?.close());

const BRAK = { kod: 403, opis: 'Wybrany podmiot nie ma dostępu do tej usługi' };
const SPOLDZIELNIA = '5252525259';

/** Identity login of Stanisław Nowicki (no account) and the registration confirmation with `nip`. */
async function rejestracjaPoTozsamosci(nip: string | null): Promise<string> {
  const p = await przejdz(h, 'wezel', { tozsamosc: '55050512371' }, { link: '/' });
  const data = p.url!.searchParams.get('data')!;
  const dane = JSON.parse(Buffer.from(data, 'base64url').toString()) as Record<string, unknown>;
  const r = await post<{ token: string }>(
    api.app,
    `/uzytkownicy/potwierdzenieDanychUzytkownika?data=${data}`,
    {
      ...dane,
      email: 'stanislaw.nowicki@poczta.example.pl',
      nip,
    },
  );
  expect(r.status).toBe(200);
  return r.body.token;
}

describe('the subject check of protected calls (wymagaPodmiotu)', () => {
  it("lets an account use its confirmed subjects and nobody else's, with an answer that reveals nothing", async () => {
    const anna = await zaloguj(api.app, 'anna.nowak');
    for (const q of ['pesel=78031545683', 'nip=7741001232', 'nip=774-100-12-32', 'nip=9512004566']) {
      const r = await get(dane, `/dane?${q}`, anna);
      expect(r.status, q).toBe(200);
    }
    expect((await get(dane, '/dane?nip=9512004566', anna)).body).toEqual({
      nazwa: 'Fundacja Zielone Serce',
      czyInstytucja: true,
      nip: '9512004566',
      pesel: null,
    });
    // another account's subject and a valid number nobody holds: the same 403
    for (const q of [`nip=${SPOLDZIELNIA}`, 'pesel=85010112352', 'nip=1234563218']) {
      const r = await get(dane, `/dane?${q}`, anna);
      expect(r.status, q).toBe(403);
      expect(r.body, q).toEqual(BRAK);
    }
    // a PESEL asked as a NIP of the account (or the reverse) is not its subject either
    expect((await get(dane, '/dane?nip=78031545683', anna)).status).toBe(400);
    for (const q of ['', 'nip=123', 'pesel=85010112353', `nip=${SPOLDZIELNIA}&pesel=78031545683`]) {
      expect((await get(dane, `/dane?${q}`, anna)).status, q).toBe(400);
    }
    expect((await get(dane, '/dane?pesel=78031545683')).status).toBe(401);
  });

  it('identity login, then the registration confirmation with another institution’s NIP: no access to it', async () => {
    const token = await rejestracjaPoTozsamosci(SPOLDZIELNIA);
    const podmioty = await get<{ podmioty: { nip: string | null }[] }>(api.app, '/lista-podmiotow', token);
    expect(podmioty.body.podmioty.map((p) => p.nip)).not.toContain(SPOLDZIELNIA);
    const r = await get(dane, `/dane?nip=${SPOLDZIELNIA}`, token);
    expect(r.status).toBe(403);
    expect(r.body).toEqual(BRAK);
    // the provider's PESEL is the account's confirmed subject
    expect((await get(dane, '/dane?pesel=55050512371', token)).status).toBe(200);
    // spoldzielnia keeps its own access
    const wlasciciel = await zaloguj(api.app, 'spoldzielnia');
    expect((await get(dane, `/dane?nip=${SPOLDZIELNIA}`, wlasciciel)).status).toBe(200);
    // the office cannot confirm it on the second account: it is confirmed on spoldzielnia's
    const potw = await adminPost(api.app, '/admin/podmioty/potwierdzenie', {
      login: 'stanislaw.nowicki@poczta.example.pl',
      nip: SPOLDZIELNIA,
    });
    expect(potw.status).toBe(409);
    expect((await get(dane, `/dane?nip=${SPOLDZIELNIA}`, token)).status).toBe(403);
  });
});

describe('services for one kind of subject (chronione with wymagany)', () => {
  it('answer the same 403 to the other kind, on the call and under it, and 401 without a session', async () => {
    const anna = await zaloguj(api.app, 'anna.nowak');
    for (const p of ['/zezwolenia', '/zezwolenia/pdf']) {
      expect((await get(dane, `${p}?nip=7741001232`, anna)).status, p).toBe(200);
      expect((await get(dane, `${p}?pesel=78031545683`, anna)).body, p).toEqual(BRAK);
      expect((await get(dane, `${p}?nip=7741001232`)).status, p).toBe(401);
    }
    for (const p of ['/zameldowanie', '/zameldowanie/pdf']) {
      expect((await get(dane, `${p}?pesel=78031545683`, anna)).status, p).toBe(200);
      expect((await get(dane, `${p}?nip=9512004566`, anna)).body, p).toEqual(BRAK);
      expect((await get(dane, `${p}?pesel=85010112352`, anna)).body, p).toEqual(BRAK);
      expect((await get(dane, `${p}?pesel=123`, anna)).status, p).toBe(400);
    }
  });
});

describe('confirmation by the office (POST /admin/podmioty/potwierdzenie)', () => {
  it('makes an unconfirmed subject usable and listed; needs the admin token; 404 for a subject not attached', async () => {
    // jan gets an institution typed by him (as the registration confirmation would attach it)
    const { rows } = await api.db.query<{ id: number }>(
      "SELECT id FROM uzytkownicy WHERE login = 'jan.kowalski'",
    );
    await api.db.query(
      `INSERT INTO podmioty (uzytkownik_id, pozycja, nazwa, czy_instytucja, nip) VALUES ($1, 2, 'Sklep Jana', true, '1234563218')`,
      [rows[0]!.id],
    );
    const jan = await zaloguj(api.app, 'jan.kowalski');
    expect((await get(dane, '/dane?nip=1234563218', jan)).status).toBe(403);
    expect((await get<{ podmioty: unknown[] }>(api.app, '/lista-podmiotow', jan)).body.podmioty).toHaveLength(
      1,
    );

    const cialo = { login: 'jan.kowalski', nip: '1234563218' };
    expect((await adminPost(api.app, '/admin/podmioty/potwierdzenie', cialo, 'zly-token')).status).toBe(401);
    expect(
      (await adminPost(api.app, '/admin/podmioty/potwierdzenie', { login: 'jan.kowalski' })).status,
    ).toBe(400);
    expect(
      (
        await adminPost(api.app, '/admin/podmioty/potwierdzenie', {
          login: 'jan.kowalski',
          nip: '7741001232',
        })
      ).status,
    ).toBe(404);
    const r = await adminPost(api.app, '/admin/podmioty/potwierdzenie', cialo);
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({
      login: 'jan.kowalski',
      podmiot: { nazwa: 'Sklep Jana', czyInstytucja: true, nip: '1234563218', pesel: null },
    });
    expect((await get(dane, '/dane?nip=1234563218', jan)).status).toBe(200);
    expect((await get<{ podmioty: unknown[] }>(api.app, '/lista-podmiotow', jan)).body.podmioty).toHaveLength(
      2,
    );
  });

  it('keeps a PESEL or NIP confirmed on one account at most, also in the database', async () => {
    const { rows } = await api.db.query<{ id: number }>(
      "SELECT id FROM uzytkownicy WHERE login IN ('katarzyna.zajac', 'marek.kaminski') ORDER BY login",
    );
    const [katarzyna, marek] = rows.map((r) => r.id) as [number, number];
    for (const id of [katarzyna, marek]) {
      await api.db.query(
        `INSERT INTO podmioty (uzytkownik_id, pozycja, nazwa, czy_instytucja, nip) VALUES ($1, 9, 'Firma X', true, '8567346215')`,
        [id],
      );
    }
    expect(await potwierdzPodmiot(api.db, katarzyna, { nip: '8567346215' })).toBe(true);
    expect(await potwierdzPodmiot(api.db, marek, { nip: '8567346215' })).toBe(false);
    await expect(
      api.db.query(
        `UPDATE podmioty SET czy_potwierdzony = true WHERE uzytkownik_id = $1 AND nip = '8567346215'`,
        [marek],
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });
});

describe('the demo accounts (README "Demo accounts")', () => {
  it('keep their subjects confirmed: listed as before', async () => {
    const lista = async (login: string) =>
      (
        await get<{ podmioty: { nazwa: string }[] }>(
          api.app,
          '/lista-podmiotow',
          await zaloguj(api.app, login),
        )
      ).body.podmioty.map((p) => p.nazwa);
    expect(await lista('anna.nowak')).toEqual([
      'Anna Nowak',
      'Kwiaciarnia „Pod Lipą” Anna Nowak',
      'Fundacja Zielone Serce',
    ]);
    expect(await lista('spoldzielnia')).toEqual(['Spółdzielnia Mieszkaniowa „Zielona Dolina”']);
  });
});

describe('migration 009 on a database from before', () => {
  it('confirms own PESELs of confirmed accounts and the demo institutions, nothing typed by others', async () => {
    const pg = new PGlite();
    try {
      const do007 = migrations.slice(0, migrations.findIndex((m) => m.id === '007-konto') + 1);
      for (const m of do007) await pg.exec(m.sql);
      await pg.exec(`INSERT INTO dane_demo (nazwa) VALUES ('konto');
        INSERT INTO uzytkownicy (id, login, email, haslo, imie, nazwisko, pesel, czy_aktywny, czy_niepotwierdzony, utworzono) VALUES
          (1, 'spoldzielnia', 's@x.pl', '-', 'B', 'Z', NULL, true, false, now()),
          (2, 'napastnik', 'n@x.pl', '-', 'S', 'N', '55050512371', true, false, now()),
          (3, 'nowy', 'w@x.pl', '-', 'W', 'N', '44051401359', true, true, now());
        INSERT INTO podmioty (uzytkownik_id, pozycja, nazwa, czy_instytucja, pesel, nip) VALUES
          (1, 1, 'Spółdzielnia', true, NULL, '5252525259'),
          (2, 1, 'S N', false, '55050512371', NULL),
          (2, 2, 'S N', true, NULL, '5252525259'),
          (3, 1, 'W N', false, '44051401359', NULL)`);
      const m008 = migrations.find((m) => m.id === '009-podmioty-potwierdzone')!;
      await pg.exec(m008.sql);
      const { rows } = await pg.query<{ uzytkownik_id: number; pozycja: number; czy_potwierdzony: boolean }>(
        'SELECT uzytkownik_id, pozycja, czy_potwierdzony FROM podmioty ORDER BY uzytkownik_id, pozycja',
      );
      expect(rows.map((r) => [r.uzytkownik_id, r.pozycja, r.czy_potwierdzony])).toEqual([
        [1, 1, true],
        [2, 1, true],
        [2, 2, false],
        [3, 1, false],
      ]);
    } finally {
      await pg.close();
    }
  }, 120_000);
});
