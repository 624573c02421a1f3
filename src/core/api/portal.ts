/**
 * Content calls of the portal shell (spec 01 §3, §7): home tiles, the file and page browser, custom pages
 * and the site map. Paths the spec leaves open ("GET on a configured path", tiles "built from configuration")
 * are our choices, listed in the README; the browser paths can be changed in the portal's configuration.
 */
import * as z from 'zod/mini';
import type { Api } from './client.ts';
import { typyElementuMenu } from './powloka.ts';

export const kafelekSchema = z.object({
  nazwa: z.string(),
  opis: z.string(),
  link: z.string(),
  typ: z.enum(typyElementuMenu),
  ikona: z.string(),
});
export type Kafelek = z.infer<typeof kafelekSchema>;
export const kafelkiSchema = z.object({ kafelki: z.array(kafelekSchema) });

const plikSchema = z.object({ nazwa: z.string(), link: z.string(), rozszerzenie: z.string() });
const stronaSchema = z.object({ nazwa: z.string(), link: z.string() });
export type PlikPrzegladarki = z.infer<typeof plikSchema>;
export type StronaPrzegladarki = z.infer<typeof stronaSchema>;

export interface KatalogPrzegladarki {
  nazwa: string;
  pliki: PlikPrzegladarki[];
  strony: StronaPrzegladarki[];
  katalogi: KatalogPrzegladarki[];
}
export interface WezelPrzegladarki extends Omit<KatalogPrzegladarki, 'nazwa'> {
  nazwaMenu: string;
}

const katalogSchema: z.ZodMiniType<KatalogPrzegladarki> = z.object({
  nazwa: z.string(),
  pliki: z.array(plikSchema),
  strony: z.array(stronaSchema),
  get katalogi() {
    return z.array(katalogSchema);
  },
});
export const przegladarkaSchema: z.ZodMiniType<WezelPrzegladarki> = z.object({
  nazwaMenu: z.string(),
  pliki: z.array(plikSchema),
  strony: z.array(stronaSchema),
  katalogi: z.array(katalogSchema),
});

export const stronaWlasnaSchema = z.object({ tytul: z.string(), html: z.string() });
export type StronaWlasna = z.infer<typeof stronaWlasnaSchema>;

export interface WezelMapy {
  link: string;
  nazwa: string;
  /** Navigation state of the link (spec 01 §3); a custom page carries its file name here. */
  state: { nazwaPliku: string } | null;
  dzieci: WezelMapy[];
}
const wezelMapySchema: z.ZodMiniType<WezelMapy> = z.object({
  link: z.string(),
  nazwa: z.string(),
  state: z.nullable(z.object({ nazwaPliku: z.string() })),
  get dzieci() {
    return z.array(wezelMapySchema);
  },
});
export const mapaStronySchema = z.object({ mapaStrony: z.array(wezelMapySchema) });

export const sekcjePrzegladarki = ['informacje', 'procedury'] as const;
export type SekcjaPrzegladarki = (typeof sekcjePrzegladarki)[number];

export const portalPaths = {
  kafelki: '/pi/kafelki',
  przegladarka: (sekcja: SekcjaPrzegladarki) => `/pi/przegladarka/${sekcja}`,
  stronaWlasna: '/pi/stronaWlasna',
  mapaStrony: '/pi/mapaStrony',
  pliki: '/pi/pliki',
} as const;

/** `jezyk`: the office's words in the page's language, also when the reader chose none (issue 12 item 4). */
export const getKafelki = async (api: Api, jezyk?: string) =>
  (await api.json(portalPaths.kafelki, kafelkiSchema, { query: { jezyk } })).kafelki;

/** A file browser's tree, its folders in `jezyk` where the office names them (issue 12 item 4). */
export const getPrzegladarka = (api: Api, path: string, jezyk?: string) =>
  api.json(path, przegladarkaSchema, { query: { jezyk } });

export const getStronaWlasna = (api: Api, nazwaPliku: string) =>
  api.json(portalPaths.stronaWlasna, stronaWlasnaSchema, { query: { nazwaPliku } });

export const getMapaStrony = async (api: Api, jezyk?: string) =>
  (await api.json(portalPaths.mapaStrony, mapaStronySchema, { query: { jezyk } })).mapaStrony;
