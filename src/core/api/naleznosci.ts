/**
 * Dues of the current subject (spec 02 §3 "Dues card", "Collective instalment", "Booked payment", "Recovery
 * element", co-obligors; §7 dues calls). Schemas (zod/mini, shared with the contract server), types, paths and
 * fetchers. Every call carries the current subject (`pesel` or `nip`); the server checks it against the caller's
 * own subjects and the card against the subject.
 *
 * Paths: spec 02 §7 names `/naleznosci/dajNaleznosci` (+/pdf), `dajRaty` (+/pdf), `dajElementyDochodzeniaNaleznosci`,
 * `dajHistorieZaksiegowanychWplat` and `/platnosci/drukDowoduWplaty`; ours for the rest, in the same style:
 * - GET /naleznosci/dajNaleznosci → karty; /pdf?rodzajPlatnosci=WSZYSTKIE|<aplikacja>;
 * - GET /naleznosci/dajRaty?idKartyNaleznosci → karta, ratyZbiorcze; /pdf?tytul&idKartyNaleznosci&typNaleznosci
 *   &dataOd&dataDo&kwotaOd&kwotaDo (the view's filters, dates yyyy-MM-dd);
 * - GET /naleznosci/dajHistorieZaksiegowanychWplat?idKartyNaleznosci → wplaty;
 * - GET /naleznosci/dajElementyDochodzeniaNaleznosci?idKartyNaleznosci → elementy;
 * - GET /naleznosci/dajWspolzobowiazanych?idKartyNaleznosci → wspolzobowiazani (the spec's "co-obligors" call);
 * - POST /platnosci/drukDowoduWplaty {idKartyNaleznosci, idNaleznosciRatyZbiorczej[], idNaleznosciRaty[]} → PDF,
 *   with the banks' 2D payment code of the same transfer beside its data (none above 9 999,99 zł: a note instead).
 *
 * Extension calls (not in spec 02; documents of the dues, server/routes/naleznosci-dokumenty.ts; the payment code
 * of chosen instalments, `/platnosci/dajKodPlatnosci`, is with the payments' calls in `platnosci.ts`):
 * - GET /naleznosci/kalendarz[?idKartyNaleznosci] → `text/calendar` (.ics attachment): one all-day event per
 *   unpaid collective instalment of the card, or of every card of the subject, on its effective due date, with
 *   two display alarms (9:00 the day before, 9:00 on the day); each event's UID is its instalment's, so importing
 *   the file again updates the events instead of adding them twice.
 */
import * as z from 'zod/mini';
import type { Podmiot } from '../stores/subject.ts';
import { subjectQuery } from '../stores/subject.ts';
import type { Api } from './client.ts';

export const naleznosciPaths = {
  karty: '/naleznosci/dajNaleznosci',
  raty: '/naleznosci/dajRaty',
  wplaty: '/naleznosci/dajHistorieZaksiegowanychWplat',
  dochodzenie: '/naleznosci/dajElementyDochodzeniaNaleznosci',
  wspolzobowiazani: '/naleznosci/dajWspolzobowiazanych',
  dowodWplaty: '/platnosci/drukDowoduWplaty',
} as const;

/** The dues' extension call of this module (served by server/routes/naleznosci-dokumenty.ts). */
/** Kinds of dues cards (aplikacjaNaleznosci); each has its detail route (spec 02 §2). */
export const aplikacje = [
  'PODATKI_GMINNE',
  'SRODKI_TRANSPORTU',
  'OPLATY_LOKALNE',
  'OPLATY_PSY',
  'WODA_SCIEKI',
  'ODPADY',
] as const;
export type Aplikacja = (typeof aplikacje)[number];
export const aplikacjaSchema = z.enum(aplikacje);

/** Filter of the instalments by state (spec 02 §4: all, paid, unpaid). */
export const typyNaleznosci = ['WSZYSTKIE', 'SPLACONE', 'NIESPLACONE'] as const;
export type TypNaleznosci = (typeof typyNaleznosci)[number];

const kwota = z.number();
/** A day, yyyy-MM-dd (the server's format; not checked here, the server is the source). */
const dzien = z.string();

export const kartaSchema = z.object({
  idKartyNaleznosci: z.number(),
  rok: z.number(),
  aplikacjaNaleznosci: aplikacjaSchema,
  symbolKarty: z.string(),
  numerKontaBankowego: z.string(),
  /** What is left to pay on the card, interest and costs included. */
  suma: kwota,
  /** Of `suma`, what is past its due date. */
  sumaPoTerminie: kwota,
  nazwaPlatnika: z.string(),
  czyInstytucja: z.boolean(),
  numerDecyzji: z.nullable(z.string()),
});
export type Karta = z.infer<typeof kartaSchema>;
export const kartySchema = z.object({ karty: z.array(kartaSchema) });

export const rataSchema = z.object({
  idNaleznosciRaty: z.number(),
  /** I, II, III, IV…, or CALOSC (whole), ZALEGLOSC (late), ANULOWANA (cancelled). */
  nrRaty: z.string(),
  rodzajOplaty: z.string(),
  kwota,
});
export type Rata = z.infer<typeof rataSchema>;

export const rataZbiorczaSchema = z.object({
  idNaleznosciRatyZbiorczej: z.number(),
  terminPlatnosci: dzien,
  /** A deferred deadline (flag O), if any. */
  terminOdroczony: z.nullable(dzien),
  kwotaRaty: kwota,
  kwotaGlowna: kwota,
  kosztyEgzekucji: kwota,
  odsetki: kwota,
  oplataProlongacyjna: kwota,
  kwotaRazem: kwota,
  czySplacona: z.boolean(),
  czyZaznaczona: z.boolean(),
  jestUpomnienie: z.boolean(),
  jestWezwanie: z.boolean(),
  jestRozlozenieNaRaty: z.boolean(),
  jestOdroczenieTerminu: z.boolean(),
  jestTytulWykonawczy: z.boolean(),
  zleconoPlatnoscZKIR: z.boolean(),
  zleconoPlatnoscZP24: z.boolean(),
  raty: z.array(rataSchema),
});
export type RataZbiorcza = z.infer<typeof rataZbiorczaSchema>;
export const ratySchema = z.object({ karta: kartaSchema, ratyZbiorcze: z.array(rataZbiorczaSchema) });
export type RatyKarty = z.infer<typeof ratySchema>;

export const wplataSchema = z.object({
  opis: z.string(),
  dataOperacji: dzien,
  typ: z.string(),
  kwotaGlowna: kwota,
  kosztyUpomnien: kwota,
  odsetki: kwota,
  oplataProlongacyjna: kwota,
  suma: kwota,
});
export type Wplata = z.infer<typeof wplataSchema>;
export const wplatySchema = z.object({ wplaty: z.array(wplataSchema) });

export const elementDochodzeniaSchema = z.object({
  opis: z.string(),
  dataOperacji: dzien,
  typ: z.string(),
  suma: kwota,
  kwotaGlowna: kwota,
  pozostaloDoSplaty: kwota,
});
export type ElementDochodzenia = z.infer<typeof elementDochodzeniaSchema>;
export const elementyDochodzeniaSchema = z.object({ elementy: z.array(elementDochodzeniaSchema) });

export const wspolzobowiazanySchema = z.object({
  nrKarty: z.string(),
  nazwaUdzialowca: z.string(),
  udzial: z.string(),
  formaWladania: z.string(),
  adresUdzialowca: z.string(),
});
export type Wspolzobowiazany = z.infer<typeof wspolzobowiazanySchema>;
export const wspolzobowiazaniSchema = z.object({ wspolzobowiazani: z.array(wspolzobowiazanySchema) });

/** Query of the collective-instalments PDF: the view's filters (spec 02 §7); checked on the server. */
export interface RatyPdfQuery {
  tytul: string;
  idKartyNaleznosci: string;
  typNaleznosci: TypNaleznosci;
  dataOd: string;
  dataDo: string;
  kwotaOd: string;
  kwotaDo: string;
}
/** Body of the proof of payment (spec 02 §7): the chosen collective instalments and their instalments. */
export type DowodWplatyBody = {
  idKartyNaleznosci: number;
  idNaleznosciRatyZbiorczej: number[];
  idNaleznosciRaty: number[];
};

const kartaQuery = (subject: Podmiot | null, id: number) => ({
  ...subjectQuery(subject),
  idKartyNaleznosci: String(id),
});

export async function getKarty(api: Api, subject: Podmiot | null, signal?: AbortSignal): Promise<Karta[]> {
  const query = subjectQuery(subject);
  return (await api.json(naleznosciPaths.karty, kartySchema, { query, signal })).karty;
}

export function getKartyPdf(api: Api, subject: Podmiot | null, rodzajPlatnosci: Aplikacja | 'WSZYSTKIE') {
  return api.file(`${naleznosciPaths.karty}/pdf`, { query: { ...subjectQuery(subject), rodzajPlatnosci } });
}

export function getRaty(api: Api, subject: Podmiot | null, id: number, signal?: AbortSignal) {
  return api.json(naleznosciPaths.raty, ratySchema, { query: kartaQuery(subject, id), signal });
}

export function getRatyPdf(api: Api, subject: Podmiot | null, q: RatyPdfQuery) {
  return api.file(`${naleznosciPaths.raty}/pdf`, { query: { ...subjectQuery(subject), ...q } });
}

export async function getWplaty(api: Api, subject: Podmiot | null, id: number, signal?: AbortSignal) {
  const query = kartaQuery(subject, id);
  return (await api.json(naleznosciPaths.wplaty, wplatySchema, { query, signal })).wplaty;
}

export async function getDochodzenie(api: Api, subject: Podmiot | null, id: number, signal?: AbortSignal) {
  const query = kartaQuery(subject, id);
  return (await api.json(naleznosciPaths.dochodzenie, elementyDochodzeniaSchema, { query, signal })).elementy;
}

export async function getWspolzobowiazani(
  api: Api,
  subject: Podmiot | null,
  id: number,
  signal?: AbortSignal,
) {
  const query = kartaQuery(subject, id);
  return (await api.json(naleznosciPaths.wspolzobowiazani, wspolzobowiazaniSchema, { query, signal }))
    .wspolzobowiazani;
}

export function postDowodWplaty(api: Api, subject: Podmiot | null, body: DowodWplatyBody) {
  return api.file(naleznosciPaths.dowodWplaty, { method: 'POST', query: subjectQuery(subject), body });
}
