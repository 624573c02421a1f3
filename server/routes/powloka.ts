/**
 * Shell calls (spec 01 §7 "Shell"): server flags, maintenance status, side menu, contact, visit counter and
 * the services list. Answers are shaped by the shared schemas of src/core/api/konfiguracja.ts and powloka.ts.
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { konfiguracjaSchema } from '../../src/core/api/konfiguracja.ts';
import {
  kontaktSchema,
  licznikQuerySchema,
  powlokaPaths,
  type Kontakt,
  type Usluga,
} from '../../src/core/api/powloka.ts';
import { uslugi } from '../../src/registry/uslugi.ts';
import type { Db } from '../db.ts';
import { flagiDostawcow, type Dostawcy } from '../dostawcy.ts';
import { requestLanguage } from '../translations.ts';
import { ApiError } from '../http.ts';
import { readMaintenance } from '../maintenance.ts';
import type { Domena } from './index.ts';

async function czytajUstawienia(db: Db): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ klucz: string; wartosc: unknown }>(
    'SELECT klucz, wartosc FROM ustawienia',
  );
  return Object.fromEntries(rows.map((r) => [r.klucz, r.wartosc]));
}

async function czytajKontakt(db: Db): Promise<Kontakt | null> {
  const { rows } = await db.query<{ wartosc: unknown }>(
    "SELECT wartosc FROM ustawienia WHERE klucz = 'kontakt'",
  );
  // Stored as free JSON: parse with the contract schema so a bad edit is a clear 500, not a wrong answer.
  return rows[0] ? z.parse(kontaktSchema, rows[0].wartosc) : null;
}

const pustyKontakt: Kontakt = Object.fromEntries(
  Object.keys(kontaktSchema.def.shape).map((k) => [k, null]),
) as Kontakt;

/** Services list from the one registry (src/registry.ts), grouped in the registry's order (spec 01 §2). */
export const listaUslug = (() => {
  const grupy = new Map<string, Usluga[]>();
  for (const u of uslugi) {
    const grupa = grupy.get(u.grupa) ?? [];
    grupa.push({
      uslugaId: u.id,
      nazwa: u.nazwa,
      czyChroniona: u.chroniona,
      czyWymaganaInstytucja: u.wymagany === 'instytucja',
      czyWymaganaOsobaFizyczna: u.wymagany === 'osoba',
    });
    grupy.set(u.grupa, grupa);
  }
  return [...grupy].map(([nazwa, uslugiGrupy]) => ({ nazwa, uslugi: uslugiGrupy }));
})();

export function powloka(db: Db, dostawcy: Dostawcy): Hono {
  const app = new Hono();

  app.get(powlokaPaths.konfiguracja, async (c) => {
    const [ustawienia, przerwa] = await Promise.all([czytajUstawienia(db), readMaintenance(db)]);
    const konfiguracja = z.parse(konfiguracjaSchema, {
      // a provider's flag is on only when the provider is configured (issue 23)
      ...flagiDostawcow(ustawienia, dostawcy),
      rokZbudowaniaBackendu: new Date().getFullYear(),
      przerwaTechnicznaUslugi: przerwa.uslugi,
      czyPrzerwaTechniczna: przerwa.czyPrzerwaTechniczna,
    });
    return c.json(konfiguracja);
  });

  app.get(powlokaPaths.status, async (c) => {
    const { czyPrzerwaTechniczna } = await readMaintenance(db);
    return c.json({ czyPrzerwaTechniczna });
  });

  app.get(powlokaPaths.menuBoczne, async (c) => {
    const [{ rows }, kontakt] = await Promise.all([
      // the office's own names in the call's language where it has them, else Polish (issue 12 item 4)
      db.query(
        `SELECT m.link, m.czy_widoczny AS "czyWidoczny", coalesce(j.nazwa, m.nazwa) AS nazwa, m.typ, m.pozycja,
                m.czy_otwierac_w_nowej_karcie AS "czyOtwieracWNowejKarcie"
           FROM menu_boczne m LEFT JOIN menu_boczne_jezyki j ON j.pozycja = m.pozycja AND j.jezyk = $1
          ORDER BY m.pozycja`,
        [requestLanguage(c) ?? 'pl'],
      ),
      czytajKontakt(db),
    ]);
    // Hidden items are sent too: the menu shows only czyWidoczny ones, as the spec's item shape implies.
    return c.json({ menuBoczneElementy: rows, kontakt });
  });

  // No stored contact → every field null, which the contact page shows as "no contact data" (spec 01 §8).
  app.get(powlokaPaths.kontakt, async (c) => c.json((await czytajKontakt(db)) ?? pustyKontakt));

  app.get(powlokaPaths.licznik, async (c) => {
    // A call is one visit; the portal asks with nowaWizyta=false on the later pages of a browser session, which
    // only reads the counter, so a visit is counted once per session, not per reload (issue 12 item 9).
    const q = z.safeParse(licznikQuerySchema, { nowaWizyta: c.req.query('nowaWizyta') });
    if (!q.success) throw new ApiError(400, 'Niepoprawny parametr nowaWizyta');
    const { rows } = await db.query<{ czyWlaczony: boolean; wartoscLicznika: number }>(
      q.data.nowaWizyta === 'false'
        ? `SELECT czy_wlaczony AS "czyWlaczony", wartosc AS "wartoscLicznika" FROM licznik_odwiedzin WHERE id = 1`
        : `UPDATE licznik_odwiedzin SET wartosc = wartosc + CASE WHEN czy_wlaczony THEN 1 ELSE 0 END
            WHERE id = 1 RETURNING czy_wlaczony AS "czyWlaczony", wartosc AS "wartoscLicznika"`,
    );
    return c.json(rows[0] ?? { czyWlaczony: false, wartoscLicznika: 0 });
  });

  app.get(powlokaPaths.listaUslug, (c) => c.json(listaUslug));

  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'publiczna',
  montuj: (app, k) => {
    app.route('/', powloka(k.db, k.dostawcy));
  },
};
