/**
 * Resident statistics from the registration records, services 7 and 10 (spec 01 §2, §3 "Registrations by sex
 * and age", §7 "Public data"). Schemas (zod/mini, shared with the contract server), types, paths, fetchers.
 *
 * Service 7 (resident and voter counts) has no call, fields or answer in the spec. Our choice, public under
 * /el/ like the other population statistics: GET /el/dajLiczbeMieszkancowIWyborcow → `dataStanu`
 * (yyyy-MM-dd) and `liczbaMieszkancowIWyborcow`, one row per locality with residents registered permanently
 * and temporarily and the voters on the register (+ /pdf). /el/dajAktualneZameldowanie is not it: that is the
 * protected "current registration" service 27 of spec 02.
 */
import * as z from 'zod/mini';
import type { Api } from './client.ts';

export const meldunkiPaths = {
  liczbaMieszkancow: '/el/dajLiczbeMieszkancowIWyborcow',
  wgPlciWieku: '/el/dajZameldowaniaWgPlciWieku',
} as const;

export const zameldowanieGrupySchema = z.object({
  liczbaKobietPonizej18: z.number(),
  liczbaMezczyznPonizej18: z.number(),
  liczbaKobietOd18: z.number(),
  liczbaMezczyznOd18: z.number(),
});
export const zameldowaniaWgPlciWiekuSchema = z.object({
  zameldowanieStale: zameldowanieGrupySchema,
  zameldowanieCzasowe: zameldowanieGrupySchema,
});
export type ZameldowanieGrupy = z.infer<typeof zameldowanieGrupySchema>;
export type ZameldowaniaWgPlciWieku = z.infer<typeof zameldowaniaWgPlciWiekuSchema>;

export const mieszkancyMiejscowosciSchema = z.object({
  nazwaMiejscowosci: z.string(),
  liczbaZameldowanStalych: z.number(),
  liczbaZameldowanCzasowych: z.number(),
  liczbaWyborcow: z.number(),
});
export const liczbaMieszkancowIWyborcowSchema = z.object({
  dataStanu: z.string(),
  liczbaMieszkancowIWyborcow: z.array(mieszkancyMiejscowosciSchema),
});
export type MieszkancyMiejscowosci = z.infer<typeof mieszkancyMiejscowosciSchema>;
export type LiczbaMieszkancowIWyborcow = z.infer<typeof liczbaMieszkancowIWyborcowSchema>;

/** One row of the sex × age table (spec 01 §2: rows women, men, both; columns under 18, over 18, total). */
export interface WierszPlciWieku {
  plec: 'kobiety' | 'mezczyzni' | 'razem';
  ponizej18: number;
  od18: number;
  razem: number;
}

/** The three rows of one kind of registration, totals computed (the API gives only the four counts). */
export function wierszePlciWieku(g: ZameldowanieGrupy): WierszPlciWieku[] {
  const k = { ponizej18: g.liczbaKobietPonizej18, od18: g.liczbaKobietOd18 };
  const m = { ponizej18: g.liczbaMezczyznPonizej18, od18: g.liczbaMezczyznOd18 };
  const row = (plec: WierszPlciWieku['plec'], ponizej18: number, od18: number): WierszPlciWieku => ({
    plec,
    ponizej18,
    od18,
    razem: ponizej18 + od18,
  });
  return [
    row('kobiety', k.ponizej18, k.od18),
    row('mezczyzni', m.ponizej18, m.od18),
    row('razem', k.ponizej18 + m.ponizej18, k.od18 + m.od18),
  ];
}

/** Residents of a locality: permanent plus temporary registrations. */
export const liczbaMieszkancow = (r: MieszkancyMiejscowosci): number =>
  r.liczbaZameldowanStalych + r.liczbaZameldowanCzasowych;

export function getZameldowaniaWgPlciWieku(api: Api): Promise<ZameldowaniaWgPlciWieku> {
  return api.json(meldunkiPaths.wgPlciWieku, zameldowaniaWgPlciWiekuSchema);
}
export function getZameldowaniaWgPlciWiekuPdf(api: Api) {
  return api.file(`${meldunkiPaths.wgPlciWieku}/pdf`);
}

export function getLiczbaMieszkancowIWyborcow(api: Api): Promise<LiczbaMieszkancowIWyborcow> {
  return api.json(meldunkiPaths.liczbaMieszkancow, liczbaMieszkancowIWyborcowSchema);
}
export function getLiczbaMieszkancowIWyborcowPdf(api: Api) {
  return api.file(`${meldunkiPaths.liczbaMieszkancow}/pdf`);
}
