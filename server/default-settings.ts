/**
 * The office's flags (spec 01 §3, `GET /konfiguracja`) with the values a new office starts with. They are server
 * defaults, not demo data: every database gets them at opening, with or without the demo.
 */
import type { Konfiguracja } from '../src/core/api/konfiguracja.ts';
import type { Db } from './db.ts';

/** Flags stored in `ustawienia`; the year and the maintenance fields are computed (see routes/powloka.ts). */
export type DefaultFlags = Omit<
  Konfiguracja,
  'rokZbudowaniaBackendu' | 'przerwaTechnicznaUslugi' | 'czyPrzerwaTechniczna'
>;

export const defaultFlags: DefaultFlags = {
  czyKir: true,
  prowizjaKir: '0,30 zł',
  czyP24: true,
  prowizjaP24: '1,2%',
  czyInfoOProwizjach: true,
  czyCaptcha: false,
  czyLogowaniePrzezEpuap: true,
  czyLogowaniePrzezWezelKrajowy: true,
  czyLogowaniePrzezPortal: true,
  czyWidoczneDaneKorespondencyjne: true,
  czyInternacjonalizacja: true,
  czyPytacOZgodeNaPowiadomieniaSms: true,
  czyPytacOZgodeNaPowiadomieniaEmail: true,
  adnotacjaStanLicznika:
    'Stan licznika podaj w pełnych metrach sześciennych (m³), bez cyfr po przecinku – tak jak na czarnym polu tarczy wodomierza.',
  czyWyswietlicDaneUmowyOplatyZaWode: true,
  czy2Fa: true,
};

/**
 * Settings are upserted key by key with ON CONFLICT DO NOTHING: a flag added in a later version appears with
 * its default, and a value changed by the office is never overwritten.
 */
export async function addMissingSettings(
  db: Db,
  wpisy: Record<string, unknown> = defaultFlags,
): Promise<void> {
  for (const [klucz, wartosc] of Object.entries(wpisy)) {
    // `$2::text::jsonb`: the JSON text goes in as text in both drivers, then PostgreSQL parses it.
    await db.query(
      'INSERT INTO ustawienia (klucz, wartosc) VALUES ($1, $2::text::jsonb) ON CONFLICT (klucz) DO NOTHING',
      [klucz, JSON.stringify(wartosc)],
    );
  }
}
