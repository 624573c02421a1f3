/**
 * Server flags (`GET /konfiguracja`), fetched once per page and API address and shared by all widgets.
 * A failed call leaves the flags unknown (null): widgets then keep their defaults rather than break.
 * Also the maintenance status (`GET /status`), which any widget asks when its break notice is shown.
 */
import { map } from 'nanostores';
import * as z from 'zod/mini';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { $language } from '../stores/settings.ts';
import type { Api } from './client.ts';

export const konfiguracjaPaths = { konfiguracja: '/konfiguracja', status: '/status' } as const;

export const konfiguracjaSchema = z.object({
  czyKir: z.boolean(),
  prowizjaKir: z.nullable(z.string()),
  czyP24: z.boolean(),
  prowizjaP24: z.nullable(z.string()),
  czyInfoOProwizjach: z.boolean(),
  czyCaptcha: z.boolean(),
  czyLogowaniePrzezEpuap: z.boolean(),
  czyLogowaniePrzezWezelKrajowy: z.boolean(),
  czyLogowaniePrzezPortal: z.boolean(),
  czyWidoczneDaneKorespondencyjne: z.boolean(),
  czyInternacjonalizacja: z.boolean(),
  rokZbudowaniaBackendu: z.number(),
  przerwaTechnicznaUslugi: z.array(z.number()),
  czyPytacOZgodeNaPowiadomieniaSms: z.boolean(),
  czyPytacOZgodeNaPowiadomieniaEmail: z.boolean(),
  adnotacjaStanLicznika: z.nullable(z.string()),
  czyWyswietlicDaneUmowyOplatyZaWode: z.boolean(),
  czyPrzerwaTechniczna: z.boolean(),
  czy2Fa: z.boolean(),
});
export type Konfiguracja = z.infer<typeof konfiguracjaSchema>;

export const statusSchema = z.object({ czyPrzerwaTechniczna: z.boolean() });

/** Flags per API base address; `null` = could not be read, absent = not asked yet. */
export const $serverConfig = map<Record<string, Konfiguracja | null>>({});

const pending = new Map<string, Promise<Konfiguracja | null>>();

export function loadServerConfig(api: Api): Promise<Konfiguracja | null> {
  let p = pending.get(api.baseURL);
  if (!p) {
    p = api.json(konfiguracjaPaths.konfiguracja, konfiguracjaSchema).then(
      (cfg) => {
        // spec 01 §4: with internationalisation off a stored language other than the default is reset to it
        const stored = $language.get();
        if (!cfg.czyInternacjonalizacja && stored !== undefined && stored !== DEFAULT_LANGUAGE)
          $language.set(DEFAULT_LANGUAGE);
        return cfg;
      },
      () => null,
    );
    // p never rejects (a failed call is null), so nothing is left unhandled
    void p.then((cfg) => $serverConfig.setKey(api.baseURL, cfg));
    pending.set(api.baseURL, p);
  }
  return p;
}
