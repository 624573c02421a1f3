/**
 * Content of the portal shell (spec 01 §2, §3, §7): home tiles, the information and procedures browsers,
 * custom pages by `nazwaPliku`, the site map and the files the browsers link to. The spec names the data but
 * not these paths; they are our choice (docs/behaviour.md "Behaviour where the specification is silent").
 */
import { Hono } from 'hono';
import {
  portalPaths,
  sekcjePrzegladarki,
  type KatalogPrzegladarki,
  type WezelMapy,
  type WezelPrzegladarki,
} from '../../src/core/api/portal.ts';
import type { Db } from '../db.ts';
import { ApiError } from '../http.ts';
import { requestLanguage } from '../translations.ts';
import { renderTablePdf } from '../pdf.ts';
import { czytajUrzad } from '../urzad.ts';
import { listaUslug } from './powloka.ts';
import { grupyUslug, uslugi, type UslugaWpis } from '../../src/registry/uslugi.ts';
import * as en from '../../src/registry/nazwy.en.ts';
import * as de from '../../src/registry/nazwy.de.ts';
import * as uk from '../../src/registry/nazwy.uk.ts';
import { czytajWyborUslug } from '../wybor-uslug.ts';
import type { Domena } from './index.ts';

/**
 * Names of the service tiles: the service and its group (the tile's text) in the portal's translation of the
 * services list (src/registry/nazwy.*.ts, which the portal's texts use too), Polish from the registry.
 */
const NAZWY_USLUG = { en, de, uk } as const;
const kluczeGrup = new Map<string, string>(Object.entries(grupyUslug).map(([k, v]) => [v, k]));
function nazwaUslugi(u: UslugaWpis, jezyk: string): { nazwa: string; opis: string } {
  const portal = NAZWY_USLUG[jezyk as keyof typeof NAZWY_USLUG] as
    { nazwyUslug: Record<string, string>; grupy: Record<string, string> } | undefined;
  return {
    nazwa: portal?.nazwyUslug[`u${u.id}`] ?? u.nazwa,
    opis: portal?.grupy[kluczeGrup.get(u.grupa) ?? ''] ?? u.grupa,
  };
}

/** File names of custom pages and files: lower-case words joined by hyphens (no paths, no dots but one extension). */
const NAZWA_STRONY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NAZWA_PLIKU = /^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z0-9]{1,5}$/;

/** The portal's own pages in the site map: [cookie policy, site map] (the portal's texts, src/host/i18n). */
const WLASNE_STRONY = {
  pl: ['Polityka cookies', 'Mapa strony'],
  en: ['Cookie policy', 'Site map'],
  de: ['Cookie-Richtlinie', 'Seitenübersicht'],
  uk: ['Політика cookie', 'Карта сайту'],
} as const;

async function drzewo(db: Db, sekcja: string): Promise<WezelPrzegladarki | null> {
  const { rows } = await db.query<{ drzewo: WezelPrzegladarki }>(
    'SELECT drzewo FROM przegladarka WHERE sekcja = $1',
    [sekcja],
  );
  return rows[0]?.drzewo ?? null;
}

/** Every file the browsers list, with the folder path it sits in (for the generated document). */
function plikiDrzewa(w: Omit<KatalogPrzegladarki, 'nazwa'>, sciezka: string[], out: Map<string, string[]>) {
  for (const p of w.pliki) out.set(p.link, [...sciezka, p.nazwa]);
  for (const k of w.katalogi) plikiDrzewa(k, [...sciezka, k.nazwa], out);
  return out;
}

export function tresci(db: Db): Hono {
  const app = new Hono();

  // the office's own words in the call's language where it has them, else Polish (issue 12 item 4)
  // The office's own tiles, then the service tiles of its widget selection in its order (issue 15); a
  // switched-off service leaves both kinds.
  app.get(portalPaths.kafelki, async (c) => {
    const jezyk = requestLanguage(c) ?? 'pl';
    const [{ rows }, wybor] = await Promise.all([
      db.query<{ nazwa: string; opis: string; link: string; typ: string; ikona: string }>(
        `SELECT coalesce(j.nazwa, k.nazwa) AS nazwa, coalesce(j.opis, k.opis) AS opis, k.link, k.typ, k.ikona
           FROM kafelki k LEFT JOIN kafelki_jezyki j ON j.pozycja = k.pozycja AND j.jezyk = $1
          ORDER BY k.pozycja`,
        [jezyk],
      ),
      czytajWyborUslug(db),
    ]);
    const wylaczone = new Set(uslugi.filter((u) => wybor.wylaczone.includes(u.id)).map((u) => u.route));
    const uslugiKafelki = wybor.kafelki.flatMap((id) => {
      const u = uslugi.find((r) => r.id === id);
      return u && !wylaczone.has(u.route)
        ? [
            {
              ...nazwaUslugi(u, jezyk),
              link: u.route,
              typ: 'STRONA_WBUDOWANA',
              ikona: 'uslugi',
            },
          ]
        : [];
    });
    return c.json({ kafelki: [...rows.filter((k) => !wylaczone.has(k.link)), ...uslugiKafelki] });
  });

  app.get('/pi/przegladarka/:sekcja', async (c) => {
    const sekcja = c.req.param('sekcja') ?? '';
    const wezel = (sekcjePrzegladarki as readonly string[]).includes(sekcja)
      ? await drzewo(db, sekcja)
      : null;
    if (!wezel) throw new ApiError(404, 'Nie znaleziono sekcji');
    // folder names in the call's language where the office gives them (issue 12 item 4), else Polish
    const jezyk = requestLanguage(c);
    if (!jezyk || jezyk === 'pl') return c.json(wezel);
    const { rows } = await db.query<{ nazwa_pl: string; nazwa: string }>(
      'SELECT nazwa_pl, nazwa FROM katalogi_jezyki WHERE jezyk = $1',
      [jezyk],
    );
    const nazwy = new Map(rows.map((r) => [r.nazwa_pl, r.nazwa]));
    const przetlumacz = (k: KatalogPrzegladarki): KatalogPrzegladarki => ({
      ...k,
      nazwa: nazwy.get(k.nazwa) ?? k.nazwa,
      katalogi: k.katalogi.map(przetlumacz),
    });
    return c.json({ ...wezel, katalogi: wezel.katalogi.map(przetlumacz) });
  });

  app.get(portalPaths.stronaWlasna, async (c) => {
    const nazwaPliku = c.req.query('nazwaPliku') ?? '';
    if (!NAZWA_STRONY.test(nazwaPliku) || nazwaPliku.length > 100)
      throw new ApiError(400, 'Niepoprawny parametr nazwaPliku');
    const { rows } = await db.query<{ tytul: string; html: string }>(
      'SELECT tytul, html FROM strony_wlasne WHERE nazwa_pliku = $1',
      [nazwaPliku],
    );
    if (!rows[0]) throw new ApiError(404, 'Nie znaleziono strony');
    return c.json(rows[0]);
  });

  app.get(portalPaths.mapaStrony, async (c) => {
    const jezyk = requestLanguage(c);
    const { rows: menu } = await db.query<{ nazwa: string; link: string; typ: string }>(
      `SELECT coalesce(j.nazwa, m.nazwa) AS nazwa, m.link, m.typ
         FROM menu_boczne m LEFT JOIN menu_boczne_jezyki j ON j.pozycja = m.pozycja AND j.jezyk = $1
        WHERE m.czy_widoczny ORDER BY m.pozycja`,
      [jezyk ?? 'pl'],
    );
    const wezel = (nazwa: string, link: string, dzieci: WezelMapy[] = []): WezelMapy => ({
      nazwa,
      link,
      state: null,
      dzieci,
    });
    // switched-off services leave the site map (issue 15), and so does a group left empty
    const { wylaczone } = await czytajWyborUslug(db);
    const uslugiMapy = listaUslug
      .map((g) =>
        wezel(
          g.nazwa,
          '/lista-uslug',
          g.uslugi
            .filter((u) => !wylaczone.includes(u.uslugaId))
            .map((u) => wezel(u.nazwa, uslugi.find((r) => r.id === u.uslugaId)?.route ?? '/lista-uslug')),
        ),
      )
      .filter((g) => g.dzieci.length > 0);
    const mapa: WezelMapy[] = menu.map((m) => {
      if (m.typ === 'STRONA_WLASNA')
        return { nazwa: m.nazwa, link: '/strona-wlasna', state: { nazwaPliku: m.link }, dzieci: [] };
      return wezel(m.nazwa, m.link, m.link === '/lista-uslug' ? uslugiMapy : []);
    });
    // the portal's own pages; service and group names stay the server's, the portal translates them as in
    // the services list
    const wlasne = WLASNE_STRONY[jezyk as keyof typeof WLASNE_STRONY] ?? WLASNE_STRONY.pl;
    mapa.push(wezel(wlasne[0], '/polityka-cookie'), wezel(wlasne[1], '/mapa-strony'));
    return c.json({ mapaStrony: mapa });
  });

  // Files of the browsers, served as the office's site would (spec 01 §2 "files open from the office's
  // external site address"); the demo generates each document from its place in the tree.
  app.get(`${portalPaths.pliki}/:nazwa`, async (c) => {
    const nazwa = c.req.param('nazwa') ?? '';
    if (!NAZWA_PLIKU.test(nazwa)) throw new ApiError(400, 'Niepoprawna nazwa pliku');
    const pliki = new Map<string, string[]>();
    for (const sekcja of sekcjePrzegladarki) {
      const w = await drzewo(db, sekcja);
      if (w) plikiDrzewa(w, [w.nazwaMenu], pliki);
    }
    const sciezka = pliki.get(nazwa);
    if (!sciezka || !nazwa.endsWith('.pdf')) throw new ApiError(404, 'Nie znaleziono pliku');
    const { urzad } = await czytajUrzad(db);
    const pdf = await renderTablePdf({
      title: sciezka.at(-1) ?? nazwa,
      subtitle: `${urzad} · ${sciezka.slice(0, -1).join(' › ')}`,
      autor: urzad,
      columns: [{ header: 'Dokument', width: '*' }],
      rows: [[`Dokument opublikowany w portalu mieszkańca: ${sciezka.join(' › ')}.`]],
    });
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
    app.route('/', tresci(k.db));
  },
};
