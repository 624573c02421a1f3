/** Office contact (spec 01 §2 "Contact", §3 "Office contact", §7 GET /pi/kontakt); schema in powloka.ts. */
import { kontaktSchema, powlokaPaths, type Kontakt } from './powloka.ts';
import type { Api } from './client.ts';

export const getKontakt = (api: Api): Promise<Kontakt> => api.json(powlokaPaths.kontakt, kontaktSchema);

export const DODATKOWE_WPISY = [
  'kontaktDodatkowyWpis1',
  'kontaktDodatkowyWpis2',
  'kontaktDodatkowyWpis3',
  'kontaktDodatkowyWpis4',
  'kontaktDodatkowyWpis5',
] as const;

/** The extra entries that hold text, in order (spec 01 §2 "five extra entries"). */
export const dodatkoweWpisy = (k: Kontakt): string[] =>
  DODATKOWE_WPISY.map((key) => k[key]?.trim() ?? '').filter((s) => s !== '');

/** Whether the answer holds anything to show; all fields empty → the "no contact data" state (spec 01 §8). */
export const czyPustyKontakt = (k: Kontakt): boolean =>
  Object.values(k).every((v) => v == null || v.trim() === '');

/**
 * The map address as an iframe source: only an https URL (anything else is not embedded), so a bad stored
 * value cannot become a script or data frame.
 */
export function mapaUrl(url: string | null | undefined): string | null {
  const v = (url ?? '').trim();
  if (!v) return null;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}
