/**
 * The office's PDF documents (issue 15, spec 01 §2): the list with each file's size, and the files themselves.
 * A listed file the office has not published answers 404 and the list gives it `rozmiar: null`.
 */
import { Hono } from 'hono';
import { dokumentyPaths, type Dokumenty } from '../../src/core/api/dokumenty.ts';
import type { Db } from '../db.ts';
import { ApiError } from '../http.ts';
import type { Domena } from './index.ts';

/** A file name: lower-case words joined by hyphens, `.pdf` (no paths, no dots, no encoded tricks). */
export const NAZWA_PDF = /^[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/;

/**
 * Where the office's published files come from (`createApiApp({dokumenty})`): the PDF of a listed name, or null
 * when it is not published. Asked for each listed file at every listing (its size), so it should be cheap.
 */
export type ZrodloDokumentow = (plik: string) => Promise<Uint8Array | null>;

/** Replaces the office's list (POST /admin/dokumenty, and the demo's seed). */
export async function zapiszDokumenty(
  db: Db,
  lista: { tytul: string; plik: string; grupa?: string | null }[],
): Promise<void> {
  await db.exec('DELETE FROM dokumenty');
  for (const [i, d] of lista.entries())
    await db.query('INSERT INTO dokumenty (pozycja, tytul, plik, grupa) VALUES ($1, $2, $3, $4)', [
      i + 1,
      d.tytul,
      d.plik,
      d.grupa ?? null,
    ]);
}

/** No file published: every listed one answers 404 and is listed with `rozmiar: null`. */
const zadnych: ZrodloDokumentow = async () => null;

export function dokumenty(db: Db, plik: ZrodloDokumentow = zadnych): Hono {
  const app = new Hono();

  app.get(dokumentyPaths.lista, async (c) => {
    const { rows } = await db.query<{ tytul: string; plik: string; grupa: string | null }>(
      'SELECT tytul, plik, grupa FROM dokumenty ORDER BY pozycja',
    );
    // groups in the order of their first document, as the office lists them
    const grupy: Dokumenty['grupy'] = [];
    for (const r of rows) {
      let g = grupy.find((x) => x.nazwa === r.grupa);
      if (!g) grupy.push((g = { nazwa: r.grupa, dokumenty: [] }));
      g.dokumenty.push({ tytul: r.tytul, plik: r.plik, rozmiar: (await plik(r.plik))?.length ?? null });
    }
    return c.json({ grupy });
  });

  app.get(`${dokumentyPaths.lista}/:plik`, async (c) => {
    const nazwa = c.req.param('plik') ?? '';
    if (!NAZWA_PDF.test(nazwa) || nazwa.length > 120) throw new ApiError(400, 'Niepoprawna nazwa pliku');
    const pdf = await plik(nazwa);
    if (!pdf) throw new ApiError(404, 'Nie znaleziono pliku');
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${nazwa}"`,
    });
  });

  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'publiczna',
  montuj: (app, k) => {
    app.route('/', dokumenty(k.db, k.dokumenty));
  },
};
