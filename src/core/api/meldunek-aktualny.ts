/**
 * Current (temporary) registration of a natural person, service 27 (spec 02 §2 "Current registration", §3
 * "Temporary registration", §7 "current registration (+PDF): subject → aktualneZameldowania"); persons only
 * (spec 02 §6). The path is the one spec 02 §7 names: GET /el/dajAktualneZameldowanie?pesel (+ /pdf). A
 * registration is current from its registration day until its deregistration day (the end of the declared
 * stay), that day included.
 */
import * as z from 'zod/mini';
import { subjectQuery, type Podmiot } from '../stores/subject.ts';
import type { Api } from './client.ts';

export const meldunekAktualnyPaths = { zameldowanie: '/el/dajAktualneZameldowanie' } as const;

export const zameldowanieCzasoweSchema = z.object({
  nrPesel: z.string(),
  nazwaMiejscowosci: z.string(),
  /** null in a locality without streets. */
  nazwaUlicy: z.nullable(z.string()),
  nrDomu: z.string(),
  nrLokalu: z.nullable(z.string()),
  /** yyyy-MM-dd */
  dataZameldowania: z.string(),
  /** yyyy-MM-dd, the declared end of the stay; null when none was declared. */
  dataWymeldowania: z.nullable(z.string()),
});
export const aktualneZameldowaniaSchema = z.object({
  aktualneZameldowania: z.array(zameldowanieCzasoweSchema),
});
export type ZameldowanieCzasowe = z.infer<typeof zameldowanieCzasoweSchema>;

export async function getAktualneZameldowanie(
  api: Api,
  subject: Podmiot | null,
  signal?: AbortSignal,
): Promise<ZameldowanieCzasowe[]> {
  const opts = { query: subjectQuery(subject), signal };
  return (await api.json(meldunekAktualnyPaths.zameldowanie, aktualneZameldowaniaSchema, opts))
    .aktualneZameldowania;
}

export function getAktualneZameldowaniePdf(api: Api, subject: Podmiot | null) {
  return api.file(`${meldunekAktualnyPaths.zameldowanie}/pdf`, { query: subjectQuery(subject) });
}
