/**
 * Online payments of dues (spec 02 §3 "Online payment", §4, §7; issue 13): the add-transfer call, the state of
 * one transfer as the server knows it, and the online payment history (service 21). Answer schemas (zod/mini),
 * types, paths and fetchers; the bodies and queries are checked on the contract server.
 *
 * Paths: spec 02 §7 names `POST /platnosci/{kir|p24}/dodajPrzelew` and `GET /platnosci/dajHistoriePlatnosci`;
 * ours for the rest, in the same style, every one with the subject's `pesel` or `nip` in the query:
 * - GET /platnosci/dajHistoriePlatnosci → platnosci; /pdf?idTransakcji → the PDF of one transaction (none, or
 *   0: of the whole list);
 * - GET /platnosci/dajStatusPlatnosci?idPrzelewu → what the server knows of that transfer (result pages);
 * - POST /platnosci/anulujZlecenie {idKartyNaleznosci, idNaleznosciRatyZbiorczej} → cancels the instalment's
 *   Przelewy24 order when P24 has no payment for it (the instalments are free again), 409 otherwise;
 * - GET /platnosci/przejdz/{idPrzelewu} (a browser navigation, no token: the id is unguessable) → 302 to the
 *   provider's page of that transfer;
 * - POST /platnosci/{kir|p24}/dodajPrzelewKoszyk {pozycje: [{idKartyNaleznosci, idNaleznosciRatyZbiorczej[]}] (1–20
 *   cards, each once), nip, urlPowrotuOk, urlPowrotuBlad} → idPrzelewu: beyond spec 02, one transfer for whole
 *   collective instalments of several cards of the subject (`<gmina-moje-zobowiazania>`); every check of
 *   `dodajPrzelew` for each card, one amount and one title, posting books each instalment on its own card.
 *
 * Extension calls (not in spec 02; server/routes/naleznosci-dokumenty.ts):
 * - GET /platnosci/dajKodPlatnosci?idKartyNaleznosci&idNaleznosciRatyZbiorczej=1,2 → {tresc, svg, odbiorca, nip,
 *   rachunek, kwota, tytul}: the banks' 2D payment code (ZBP recommendation "standard 2D") of the chosen
 *   instalments of a card, to pay them by a transfer from a banking app — its text and its QR as an SVG document,
 *   both null when the amount is above the 9 999,99 zł a code carries — and the transfer's fields as the code
 *   holds them (the card's account, the amount, the proof of payment's title), for typing in. The proof of
 *   payment's checks: the subject's card (else 403), its instalments that may be chosen (else 400);
 * - GET /platnosci/drukPotwierdzenia?idPrzelewu → `application/pdf` "Potwierdzenie płatności" of an accepted or
 *   posted transfer (the office, the transfer's and the provider's ids, the order's and the acceptance's dates,
 *   every instalment paid with its card, the total, the state); 409 for a transfer in any other state, 403 for
 *   another subject's (or an unknown) transfer, 400 for a malformed id.
 */
import * as z from 'zod/mini';
import type { Podmiot } from '../stores/subject.ts';
import { subjectQuery } from '../stores/subject.ts';
import type { Api } from './client.ts';

/** Payment providers (spec 02 §4): bank transfer through KIR (`kir`) and Przelewy24 (`p24`). */
export const dostawcy = ['kir', 'p24'] as const;
export type Dostawca = (typeof dostawcy)[number];

export const platnosciPaths = {
  dodajPrzelew: (d: Dostawca) => `/platnosci/${d}/dodajPrzelew`,
  dodajPrzelewKoszyk: (d: Dostawca) => `/platnosci/${d}/dodajPrzelewKoszyk`,
  przejdz: '/platnosci/przejdz',
  status: '/platnosci/dajStatusPlatnosci',
  anuluj: '/platnosci/anulujZlecenie',
  historia: '/platnosci/dajHistoriePlatnosci',
  potwierdzenie: '/platnosci/drukPotwierdzenia',
  kodPlatnosci: '/platnosci/dajKodPlatnosci',
} as const;

/**
 * States of a transfer: ordered (the payer is at the provider), being verified (a notification came and its
 * verification is not finished, or the state is unsure), accepted (verified with the provider; waiting for
 * posting), posted (a booked payment of the card), failed (refused or cancelled), expired (never completed; the
 * instalments are free again).
 */
export const statusyPlatnosci = [
  'ZLECONA',
  'W_WERYFIKACJI',
  'ZAAKCEPTOWANA',
  'ZAKSIEGOWANA',
  'ODRZUCONA',
  'WYGASLA',
] as const;
export type StatusPlatnosci = (typeof statusyPlatnosci)[number];

/** What a result page says of a state (spec 02 §4 "Payment outcome", plus "being verified" while unsure). */
export function wynikStatusu(s: StatusPlatnosci): 'weryfikacja' | 'ok' | 'blad' {
  if (s === 'ZAAKCEPTOWANA' || s === 'ZAKSIEGOWANA') return 'ok';
  if (s === 'ODRZUCONA' || s === 'WYGASLA') return 'blad';
  return 'weryfikacja';
}

/** Body of the add-transfer call (spec 02 §7). `nip` is the institution's tax id, null for a person. */
export type DodajPrzelewBody = {
  idKartyNaleznosci: number;
  idNaleznosciRatyZbiorczej: number[];
  nip: string | null;
  urlPowrotuBlad: string;
  urlPowrotuOk: string;
  idNaleznosciRaty: number[];
};
export const dodajPrzelewSchema = z.object({ idPrzelewu: z.string() });

/** Body of the basket (beyond spec 02): whole collective instalments of 1–20 cards, each card once. */
export type DodajPrzelewKoszykBody = {
  pozycje: { idKartyNaleznosci: number; idNaleznosciRatyZbiorczej: number[] }[];
  nip: string | null;
  urlPowrotuBlad: string;
  urlPowrotuOk: string;
};

export const statusPrzelewuSchema = z.object({
  idPrzelewu: z.string(),
  dostawca: z.enum(dostawcy),
  status: z.enum(statusyPlatnosci),
  tytul: z.string(),
  kwota: z.number(),
  /** ISO date-time of the order. */
  dataZlecenia: z.string(),
  /** ISO date-time until which an open order holds its instalments (then they are free unless it was paid). */
  waznoscDo: z.string(),
});
export type StatusPrzelewu = z.infer<typeof statusPrzelewuSchema>;

const tekst = z.nullable(z.string());
export const transakcjaKirSchema = z.object({
  /** ISO date-time until which the transfer order was valid. */
  waznoscTransakcji: z.string(),
  akceptantNumerRachunku: z.string(),
  akceptantNazwaRachunku: z.string(),
});
export const transakcjaP24Schema = z.object({
  iban: z.string(),
  odbiorcaNazwa: z.string(),
  odbiorcaAdres: z.string(),
  odbiorcaMiasto: z.string(),
  odbiorcaKodPocztowy: z.string(),
  odbiorcaEmail: tekst,
  odbiorcaKodPanstwa: z.string(),
  urlTransakcji: tekst,
});
export const rataPlatnosciSchema = z.object({
  /** The card the instalment is on: a transfer of the basket pays instalments of several cards. */
  idKartyNaleznosci: z.number(),
  symbolKarty: z.string(),
  rodzajOplaty: z.string(),
  /** The instalments' labels (I, II, CALOSC…), comma-separated, as on the card. */
  opisNrRaty: z.string(),
  terminPlatnosci: z.string(),
  kwotaRaty: z.number(),
  kwotaGlowna: z.number(),
  kosztUpomnien: z.number(),
  oplataProlongacyjna: z.number(),
  kwotaOdsetek: z.number(),
  kwotaVat: z.number(),
});
export type RataPlatnosci = z.infer<typeof rataPlatnosciSchema>;
export const platnoscSchema = z.object({
  idTransakcji: z.string(),
  tytul: z.string(),
  kwota: z.number(),
  kodWaluty: z.string(),
  /** ISO date-time of the order. */
  dataZlecenia: z.string(),
  opisPlatnosci: z.object({
    typPlatnosci: z.enum(dostawcy),
    status: z.enum(statusyPlatnosci),
    /** The state in the office's words (Polish); the widget says the state in the reader's language. */
    opisStatusu: z.string(),
    transakcjaKIR: z.nullable(transakcjaKirSchema),
    transakcjaP24: z.nullable(transakcjaP24Schema),
  }),
  raty: z.array(rataPlatnosciSchema),
});
export type Platnosc = z.infer<typeof platnoscSchema>;
export const historiaPlatnosciSchema = z.object({ platnosci: z.array(platnoscSchema) });

/** The banks' payment code of chosen instalments and the transfer it holds (`dajKodPlatnosci`). */
export const kodPlatnosciSchema = z.object({
  /** The code's text; null when the amount is above what a code carries (9 999,99 zł). */
  tresc: z.nullable(z.string()),
  /** The code drawn as an SVG document; null with `tresc`. */
  svg: z.nullable(z.string()),
  odbiorca: z.string(),
  nip: z.nullable(z.string()),
  /** The card's account, 26 digits. */
  rachunek: z.string(),
  kwota: z.number(),
  tytul: z.string(),
});
export type KodPlatnosci = z.infer<typeof kodPlatnosciSchema>;

export async function postDodajPrzelew(
  api: Api,
  subject: Podmiot | null,
  dostawca: Dostawca,
  body: DodajPrzelewBody,
): Promise<string> {
  const query = subjectQuery(subject);
  return (
    await api.json(platnosciPaths.dodajPrzelew(dostawca), dodajPrzelewSchema, { method: 'POST', query, body })
  ).idPrzelewu;
}

/** Orders one transfer of the chosen instalments of several cards (the basket); the answer is its id. */
export async function postDodajPrzelewKoszyk(
  api: Api,
  subject: Podmiot | null,
  dostawca: Dostawca,
  body: DodajPrzelewKoszykBody,
): Promise<string> {
  const query = subjectQuery(subject);
  return (
    await api.json(platnosciPaths.dodajPrzelewKoszyk(dostawca), dodajPrzelewSchema, {
      method: 'POST',
      query,
      body,
    })
  ).idPrzelewu;
}

/** The address the browser goes to for a transfer: the server sends it on to the provider's page. */
export const adresPlatnosci = (apiBase: string, idPrzelewu: string) =>
  `${apiBase.replace(/\/+$/, '')}${platnosciPaths.przejdz}/${encodeURIComponent(idPrzelewu)}`;

export function getStatusPrzelewu(
  api: Api,
  subject: Podmiot | null,
  idPrzelewu: string,
  signal?: AbortSignal,
) {
  const query = { ...subjectQuery(subject), idPrzelewu };
  return api.json(platnosciPaths.status, statusPrzelewuSchema, { query, signal });
}

/** Cancels the Przelewy24 order holding a collective instalment (the card's "Anuluj zlecenie"). */
export async function postAnulujZlecenie(
  api: Api,
  subject: Podmiot | null,
  body: { idKartyNaleznosci: number; idNaleznosciRatyZbiorczej: number },
): Promise<void> {
  const query = subjectQuery(subject);
  await api.json(platnosciPaths.anuluj, z.object({ idPrzelewu: z.string() }), {
    method: 'POST',
    query,
    body,
  });
}

export async function getHistoriaPlatnosci(api: Api, subject: Podmiot | null, signal?: AbortSignal) {
  const query = subjectQuery(subject);
  return (await api.json(platnosciPaths.historia, historiaPlatnosciSchema, { query, signal })).platnosci;
}

/** The PDF of one transaction, or of the whole list when none is opened (`null`). */
export function getHistoriaPlatnosciPdf(api: Api, subject: Podmiot | null, idTransakcji: string | null) {
  const query = { ...subjectQuery(subject), ...(idTransakcji ? { idTransakcji } : {}) };
  return api.file(`${platnosciPaths.historia}/pdf`, { query });
}

/** The receipt of an accepted or posted transfer (`wynikStatusu` 'ok'): "Potwierdzenie płatności", PDF. */
export function getPotwierdzeniePdf(api: Api, subject: Podmiot | null, idPrzelewu: string) {
  return api.file(platnosciPaths.potwierdzenie, { query: { ...subjectQuery(subject), idPrzelewu } });
}

/** The banks' 2D payment code of chosen collective instalments of a card. */
export function getKodPlatnosci(
  api: Api,
  subject: Podmiot | null,
  idKartyNaleznosci: number,
  idNaleznosciRatyZbiorczej: readonly number[],
  signal?: AbortSignal,
) {
  const query = {
    ...subjectQuery(subject),
    idKartyNaleznosci: String(idKartyNaleznosci),
    idNaleznosciRatyZbiorczej: idNaleznosciRatyZbiorczej.join(','),
  };
  return api.json(platnosciPaths.kodPlatnosci, kodPlatnosciSchema, { query, signal });
}
