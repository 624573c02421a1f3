/**
 * The payment reminders' place in the server (server/przypomnienia.ts): the daily run from the server's own
 * timer, and the office's call that runs them for a given day.
 *
 * - Timer (`OpcjePrzypomnien.godzina`): every `coMs` the instance looks whether the office's day has had its run;
 *   from `godzina` (office time, Europe/Warsaw) until {@link GODZINA_KONCA} it runs the job for that day, and again
 *   on the next tick while a message of the day failed (each reminder at most MAKS_PROB times). Several instances
 *   each run it: the claim of each reminder (migration 022) lets one of them send it.
 * - `POST /admin/przypomnienia {dzien?: "yyyy-MM-dd"}` (admin token; CLI `admin.ts przypomnienia --dzien …`): the
 *   job for that day now (default: the office's today) → `{dzien, wyslane, wiadomosci, pominiete, bledy}`.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import { fromIsoDate } from '../../src/core/dates.ts';
import type { Db } from '../db.ts';
import { dzisUrzedu, godzinaUrzedu } from '../dzien-urzedu.ts';
import { ApiError } from '../http.ts';
import { wyslijPrzypomnienia, type WynikPrzypomnien } from '../przypomnienia.ts';
import type { BramkaSms } from '../sms.ts';
import type { Domena } from './index.ts';

/** No reminder is sent from this office hour on (an SMS at night is not what the resident consented to). */
export const GODZINA_KONCA = 20;

export interface OpcjePrzypomnien {
  /** The office hour (0–19) from which the day's reminders go; null: no timer (the admin call only). */
  godzina: number | null;
  /** How often the timer looks whether the day's run is due. */
  coMs: number;
  /** The SMS sender (sms.ts); null: SMS off. */
  sms: BramkaSms | null;
}

export const domyslneOpcjePrzypomnien: OpcjePrzypomnien = { godzina: null, coMs: 10 * 60_000, sms: null };

export interface Przypomnienia {
  uruchom(dzien: string): Promise<WynikPrzypomnien>;
  stop(): void;
}

/** The job over a database and a clock, with its timer when `godzina` is set. */
export function przypomnienia(db: Db, teraz: () => number, o: OpcjePrzypomnien): Przypomnienia {
  const uruchom = (dzien: string) => wyslijPrzypomnienia(db, dzien, { teraz, sms: o.sms });
  let zegar: ReturnType<typeof setInterval> | null = null;
  if (o.godzina !== null) {
    const od = o.godzina;
    let zrobiony: string | null = null;
    let trwa = false;
    zegar = setInterval(() => {
      const t = new Date(teraz());
      const dzien = dzisUrzedu(t);
      const godzina = godzinaUrzedu(t);
      if (trwa || zrobiony === dzien || godzina < od || godzina >= GODZINA_KONCA) return;
      trwa = true;
      uruchom(dzien)
        .then((w) => {
          // a failed message is tried again on the next tick; the day is done once nothing failed
          if (w.bledy === 0) zrobiony = dzien;
          if (w.wyslane || w.bledy) console.log(`[przypomnienia] ${JSON.stringify(w)}`);
        })
        .catch((e: unknown) => console.error('[przypomnienia] job:', e))
        .finally(() => (trwa = false));
    }, o.coMs);
    zegar.unref();
  }
  return {
    uruchom,
    stop: () => {
      if (zegar) clearInterval(zegar);
    },
  };
}

/** Body of the office's call: a real calendar day, or none for the office's today. */
export const przypomnieniaBodySchema = z.strictObject({
  dzien: z.optional(
    z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/),
      z.refine((s) => fromIsoDate(s) !== null),
    ),
  ),
});

export function adminPrzypomnienia(
  p: Przypomnienia,
  teraz: () => number,
  wymagaTokenu: MiddlewareHandler,
): Hono {
  const app = new Hono();
  app.use('/admin/przypomnienia', wymagaTokenu);
  app.post('/admin/przypomnienia', async (c) => {
    const parsed = z.safeParse(przypomnieniaBodySchema, await c.req.json().catch(() => ({})));
    if (!parsed.success) throw new ApiError(400, 'Niepoprawny dzień (yyyy-MM-dd)');
    return c.json(await p.uruchom(parsed.data.dzien ?? dzisUrzedu(new Date(teraz()))));
  });
  return app;
}

/** The domain's place in the API app (routes/index.ts): the office's operation, with its timer when configured. */
export const domena: Domena = {
  etap: 'obsluga',
  montuj: (app, k) => {
    const p = przypomnienia(k.db, k.konto.teraz, { ...domyslneOpcjePrzypomnien, ...k.przypomnienia });
    app.route('/', adminPrzypomnienia(p, k.konto.teraz, k.wymagaTokenu));
  },
};
