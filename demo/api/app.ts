/**
 * The contract server: the office backend API of the spec over a real database (DESIGN.md §4). Paths are at
 * the root of this app, exactly as spec 01 §7 names them; the portal mounts it under its own base address
 * (`app.route('/api', createApiApp(...))`) because portal routes and API paths overlap.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Db } from './db.ts';
import { bladJson, onError, OPIS_404 } from './http.ts';
import { przerwaTechniczna } from './przerwa.ts';
import { admin } from './routes/admin.ts';
import { budzet, budzetUslugi } from './routes/budzet.ts';
import { meldunki, meldunkiUslugi } from './routes/meldunki.ts';
import { pojazdy, pojazdyUslugi } from './routes/pojazdy.ts';
import { powloka } from './routes/powloka.ts';
import { tresci } from './routes/tresci.ts';
import { rejestry } from './routes/rejestry.ts';
import { wybory, wyboryUslugi } from './routes/wybory.ts';
import { statystykiEl, statystykiElUslugi } from './routes/statystyki-el.ts';

export interface ApiAppOptions {
  db: Db;
  /** Origins whose pages may call the API (a CMS page embedding widgets); others get no CORS headers. */
  allowedOrigins: string[];
  /** Bearer token of the /admin/ switches. */
  adminToken: string;
}

export function createApiApp({ db, allowedOrigins, adminToken }: ApiAppOptions): Hono {
  const app = new Hono();
  app.onError(onError);

  app.use(
    '*',
    cors({
      origin: allowedOrigins,
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type'],
      // The widgets read the PDF's file name from it (src/core/api/client.ts).
      exposeHeaders: ['Content-Disposition'],
      maxAge: 600,
    }),
  );
  // per-service maintenance (spec 01 §4): the calls of a service answer 503 while its break is on
  app.use(
    '*',
    przerwaTechniczna(db, {
      ...budzetUslugi,
      ...pojazdyUslugi,
      ...meldunkiUslugi,
      ...wyboryUslugi,
      ...statystykiElUslugi,
    }),
  );

  app.route('/', powloka(db));
  app.route('/', tresci(db));
  app.route('/', budzet(db));
  app.route('/', pojazdy(db));
  app.route('/', meldunki(db));
  app.route('/', wybory(db));
  app.route('/', rejestry(db));
  app.route('/', statystykiEl(db));
  app.route('/', admin(db, adminToken));

  // A catch-all route rather than notFound(): it still answers JSON when this app is mounted in another.
  app.all('*', (c) => bladJson(c, 404, OPIS_404));
  return app;
}
