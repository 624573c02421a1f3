/**
 * Shell calls of spec 01 §7: side menu, contact, visit counter, services list. The server flags and the
 * maintenance status, which every widget needs, are in konfiguracja.ts.
 */
import * as z from 'zod/mini';
import { konfiguracjaPaths } from './konfiguracja.ts';

export const typyElementuMenu = ['STRONA_WLASNA', 'STRONA_WBUDOWANA', 'LINK'] as const;
export const elementMenuSchema = z.object({
  link: z.string(),
  czyWidoczny: z.boolean(),
  nazwa: z.string(),
  typ: z.enum(typyElementuMenu),
  pozycja: z.number(),
  czyOtwieracWNowejKarcie: z.boolean(),
});
export const kontaktSchema = z.object({
  kodPocztowy: z.nullable(z.string()),
  adres: z.nullable(z.string()),
  nazwaUrzedu: z.nullable(z.string()),
  stronaUrl: z.nullable(z.string()),
  telefon: z.nullable(z.string()),
  fax: z.nullable(z.string()),
  email: z.nullable(z.string()),
  googleMapsUrl: z.nullable(z.string()),
  kontaktDodatkowyWpis1: z.nullable(z.string()),
  kontaktDodatkowyWpis2: z.nullable(z.string()),
  kontaktDodatkowyWpis3: z.nullable(z.string()),
  kontaktDodatkowyWpis4: z.nullable(z.string()),
  kontaktDodatkowyWpis5: z.nullable(z.string()),
});
export type Kontakt = z.infer<typeof kontaktSchema>;
export const menuBoczneSchema = z.object({
  menuBoczneElementy: z.array(elementMenuSchema),
  kontakt: z.nullable(kontaktSchema),
});
export const licznikSchema = z.object({ czyWlaczony: z.boolean(), wartoscLicznika: z.number() });
/**
 * Query of GET /pi/licznik-odwiedzin: `nowaWizyta=false` reads the counter without counting, for the later pages
 * of a browser session, so a visit is counted once per session, not per reload (issue 12 item 9).
 */
export const licznikQuerySchema = z.object({ nowaWizyta: z.optional(z.enum(['true', 'false'])) });

export const uslugaSchema = z.object({
  uslugaId: z.number(),
  nazwa: z.string(),
  czyChroniona: z.boolean(),
  czyWymaganaInstytucja: z.boolean(),
  czyWymaganaOsobaFizyczna: z.boolean(),
});
export type Usluga = z.infer<typeof uslugaSchema>;
export const grupaUslugSchema = z.object({ nazwa: z.string(), uslugi: z.array(uslugaSchema) });
export const listaUslugSchema = z.array(grupaUslugSchema);

export const powlokaPaths = {
  ...konfiguracjaPaths,
  menuBoczne: '/pi/menuBoczne',
  kontakt: '/pi/kontakt',
  licznik: '/pi/licznik-odwiedzin',
  listaUslug: '/lista-uslug',
} as const;
