/**
 * Office IT switches for demos and tests (DESIGN.md §1 "switch services into maintenance"): the whole-site
 * technical break and the per-service list (spec 01 §4), the office flags, the office's name (issue 23), and the
 * office's confirmation of an account's subject (issue 11 item 3). Guarded by a bearer admin token.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import { isValidNrb } from '../../src/core/rules/fields.ts';
import type { Db } from '../db.ts';
import {
  FLAGI_DOSTAWCOW,
  opisNieskonfigurowanego,
  skonfigurowany,
  type Dostawcy,
  type FlagaDostawcy,
} from '../dostawcy.ts';
import { ApiError, errorJson } from '../http.ts';
import { potwierdzonyPodmiot, potwierdzPodmiot, type Identyfikator } from '../konto/podmioty.ts';
import {
  readMaintenance,
  setMaintenance,
  setServicesMaintenance,
  type MaintenanceState,
} from '../maintenance.ts';
import { czytajUrzad, urzadSchema, zapiszUrzad } from '../urzad.ts';
import { czytajWyborUslug, wyborUslugSchema, zapiszWyborUslug } from '../wybor-uslug.ts';
import { NAZWA_PDF, zapiszDokumenty } from './dokumenty.ts';
import type { Domena } from './index.ts';

/** POST /admin/dokumenty: the office's whole list of PDF documents, in its order (issue 15). */
export const dokumentyBodySchema = z.strictObject({
  dokumenty: z
    .array(
      z.strictObject({
        tytul: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
        plik: z.string().check(z.maxLength(120), z.regex(NAZWA_PDF)),
        grupa: z.optional(z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)))),
      }),
    )
    .check(z.maxLength(200)),
});

export const przerwaBodySchema = z.object({ czyPrzerwaTechniczna: z.boolean() });
export const przerwaUslugBodySchema = z.object({ uslugi: z.array(z.int().check(z.positive())) });

/**
 * POST /admin/ustawienia: a partial set of the office flags (GET /konfiguracja) to change, e.g.
 * `{"czyCaptcha": true}`, plus `czasSesji` (session length in ms for accounts without their own).
 */
export const ustawieniaBodySchema = z.partial(
  z.strictObject({
    czyCaptcha: z.boolean(),
    czy2Fa: z.boolean(),
    czyLogowaniePrzezWezelKrajowy: z.boolean(),
    czyLogowaniePrzezEpuap: z.boolean(),
    czyLogowaniePrzezPortal: z.boolean(),
    czyWidoczneDaneKorespondencyjne: z.boolean(),
    czyInternacjonalizacja: z.boolean(),
    czyPytacOZgodeNaPowiadomieniaSms: z.boolean(),
    czyPytacOZgodeNaPowiadomieniaEmail: z.boolean(),
    czyKir: z.boolean(),
    czyP24: z.boolean(),
    czyInfoOProwizjach: z.boolean(),
    czyWyswietlicDaneUmowyOplatyZaWode: z.boolean(),
    czasSesji: z.int().check(z.minimum(10_000), z.maximum(24 * 3600_000)),
    // the office's collection account of one transfer for several cards (urzad.ts), or null: none
    rachunekZbiorczy: z.nullable(z.string().check(z.regex(/^\d{26}$/), z.refine(isValidNrb))),
  }),
);

/** POST /admin/podmioty/potwierdzenie: the office confirms the subject (PESEL or NIP) of an account. */
export const potwierdzenieBodySchema = z.union([
  z.strictObject({ login: z.string(), pesel: z.string().check(z.regex(/^\d{11}$/)) }),
  z.strictObject({ login: z.string(), nip: z.string().check(z.regex(/^\d{10}$/)) }),
]);

const skrot = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time comparison (on digests, so unequal lengths leak nothing either). */
export function wymagaTokenu(adminToken: string): MiddlewareHandler {
  const oczekiwany = skrot(adminToken);
  return async (c, next) => {
    const podany = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!adminToken || !podany || !timingSafeEqual(skrot(podany), oczekiwany)) {
      c.header('WWW-Authenticate', 'Bearer realm="gmina-admin"');
      return errorJson(c, 401, 'Brak uprawnień administratora');
    }
    return next();
  };
}

async function body<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.infer<S>> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw new ApiError(400, 'Niepoprawne dane żądania');
  }
  const parsed = z.safeParse(schema, json);
  if (!parsed.success) throw new ApiError(400, 'Niepoprawne dane żądania');
  return parsed.data;
}

const odpowiedz = (s: MaintenanceState) => ({
  czyPrzerwaTechniczna: s.czyPrzerwaTechniczna,
  przerwaTechnicznaUslugi: s.uslugi,
});

export function admin(db: Db, adminToken: string, dostawcy: Dostawcy): Hono {
  const app = new Hono();
  app.use('/admin/*', wymagaTokenu(adminToken));

  app.get('/admin/przerwa-techniczna', async (c) => c.json(odpowiedz(await readMaintenance(db))));

  app.post('/admin/przerwa-techniczna', async (c) => {
    const { czyPrzerwaTechniczna } = await body(c, przerwaBodySchema);
    return c.json(odpowiedz(await setMaintenance(db, czyPrzerwaTechniczna)));
  });

  app.post('/admin/przerwa-techniczna-uslugi', async (c) => {
    const { uslugi } = await body(c, przerwaUslugBodySchema);
    return c.json(odpowiedz(await setServicesMaintenance(db, uslugi)));
  });

  app.post('/admin/ustawienia', async (c) => {
    const zmiany = await body(c, ustawieniaBodySchema);
    // a provider that is not configured cannot be switched on: it would stay off anyway (issue 23)
    for (const f of Object.keys(FLAGI_DOSTAWCOW) as FlagaDostawcy[]) {
      if (zmiany[f] === true && !skonfigurowany(dostawcy, f))
        return errorJson(c, 400, opisNieskonfigurowanego(f));
    }
    for (const [klucz, wartosc] of Object.entries(zmiany)) {
      await db.query(
        `INSERT INTO ustawienia (klucz, wartosc) VALUES ($1, $2::text::jsonb)
           ON CONFLICT (klucz) DO UPDATE SET wartosc = EXCLUDED.wartosc`,
        [klucz, JSON.stringify(wartosc)],
      );
    }
    const { rows } = await db.query<{ klucz: string; wartosc: unknown }>(
      'SELECT klucz, wartosc FROM ustawienia WHERE klucz = ANY($1::text[]) ORDER BY klucz',
      [Object.keys(ustawieniaBodySchema.def.shape)],
    );
    return c.json(Object.fromEntries(rows.map((r) => [r.klucz, r.wartosc])));
  });

  // the office's name in its documents and e-mails (urzad.ts): `{urzad: null}` until it is set
  app.get('/admin/urzad', async (c) => c.json({ urzad: (await czytajUrzad(db)).ustawienia }));
  app.post('/admin/urzad', async (c) => {
    await zapiszUrzad(db, await body(c, urzadSchema));
    return c.json({ urzad: (await czytajUrzad(db)).ustawienia });
  });

  // the home page's widget selection (issue 15): a partial change, the other half kept
  app.post('/admin/wybor-uslug', async (c) => {
    const zmiana = await body(c, z.partial(wyborUslugSchema));
    const wybor = { ...(await czytajWyborUslug(db)), ...zmiana };
    await zapiszWyborUslug(db, wybor);
    return c.json(wybor);
  });

  app.post('/admin/dokumenty', async (c) => {
    const { dokumenty } = await body(c, dokumentyBodySchema);
    await zapiszDokumenty(db, dokumenty);
    return c.json({ dokumenty });
  });

  app.post('/admin/podmioty/potwierdzenie', async (c) => {
    const d = await body(c, potwierdzenieBodySchema);
    const id: Identyfikator = 'pesel' in d ? { pesel: d.pesel } : { nip: d.nip };
    const { rows } = await db.query<{ id: number }>(
      `SELECT u.id FROM uzytkownicy u JOIN podmioty p ON p.uzytkownik_id = u.id
        WHERE lower(u.login) = lower($1) AND (p.pesel = $2 OR p.nip = $3)`,
      [d.login.trim(), id.pesel ?? null, id.nip ?? null],
    );
    const u = rows[0];
    if (!u) return errorJson(c, 404, 'Konto nie ma takiego podmiotu');
    if (!(await potwierdzPodmiot(db, u.id, id))) {
      return errorJson(c, 409, 'Ten podmiot jest już potwierdzony na innym koncie');
    }
    return c.json({ login: d.login.trim(), podmiot: await potwierdzonyPodmiot(db, u.id, id) });
  });

  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'obsluga',
  montuj: (app, k) => {
    app.route('/', admin(k.db, k.adminToken, k.dostawcy));
  },
};
