/**
 * Documents of the dues and their payments (extension calls beside spec 02 §7; paths and answers in
 * `src/core/api/platnosci.ts` and `src/core/api/naleznosci.ts`):
 * - `GET /platnosci/drukPotwierdzenia?idPrzelewu` — the receipt of a transfer the provider took (accepted or
 *   posted): what was paid, instalment by instalment, each with its card. Any other state: 409; another subject's
 *   transfer, or none: 403 (DESIGN.md §7: nothing revealed); a malformed id: 400.
 * - `GET /platnosci/dajKodPlatnosci?idKartyNaleznosci&idNaleznosciRatyZbiorczej=1,2` — the banks' 2D payment code
 *   of the chosen instalments (platnosci/kod-2d.ts), as the proof of payment carries it, drawn as SVG.
 * - `GET /naleznosci/kalendarz[?idKartyNaleznosci]` — the unpaid instalments' due dates as an iCalendar file.
 * Every path checks the session and the subject (`chronione`); the card calls check the card is the subject's.
 * Documents are in Polish, as the office's are (the PDFs and the calendar's texts).
 */
import { Hono, type Context } from 'hono';
import { createEvents, type EventAttributes } from 'ics';
import * as z from 'zod/mini';
import { type Aplikacja, type RataZbiorcza } from '../../src/core/api/naleznosci.ts';
import {
  platnosciPaths,
  wynikStatusu,
  type KodPlatnosci,
  type StatusPlatnosci,
} from '../../src/core/api/platnosci.ts';
import { formatDatePl, formatDateTimePl } from '../../src/core/dates.ts';
import { kalendarzPaths } from '../../src/core/api/kalendarz.ts';
import { formatAccountNumber, formatPln } from '../../src/core/format.ts';
import type { Language } from '../../src/core/i18n/languages.ts';
import { terminEfektywny } from '../../src/core/rules/naleznosci.ts';
import type { Db } from '../db.ts';
import { dzisUrzedu } from '../dzien-urzedu.ts';
import { formatKwota, sumaKwot } from '../format.ts';
import { ApiError } from '../http.ts';
import type { KontoOpcje } from '../konto/context.ts';
import { chronione, OPIS_BRAK_DOSTEPU, type Podmiot, type PodmiotEnv } from '../konto/podmioty.ts';
import { renderTablePdf } from '../pdf.ts';
import { nazwaRodzaju, nazwyRat } from '../przypomnienia-tresc.ts';
import { svgKoduQr } from '../qr.ts';
import { portalLanguage } from '../translations.ts';
import { czytajUrzad, type Urzad } from '../urzad.ts';
import {
  czytajKarty,
  czytajRaty,
  kartaQuerySchema,
  kodWplaty,
  nrRatyPl,
  wybraneDoWplaty,
} from './naleznosci.ts';
import type { Domena } from './index.ts';

const idPrzelewuSchema = z.string().check(z.regex(/^[0-9a-f]{32}$/));
/** Query of the payment code: the card and its chosen collective instalments, comma-separated (at most 100). */
export const kodPlatnosciQuerySchema = z.object({
  idKartyNaleznosci: kartaQuerySchema.def.shape.idKartyNaleznosci,
  idNaleznosciRatyZbiorczej: z.string().check(z.regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,99}$/)),
});
/** Query of the calendar: one card, or none for every card of the subject. */
export const kalendarzQuerySchema = z.object({
  idKartyNaleznosci: z.optional(kartaQuerySchema.def.shape.idKartyNaleznosci),
});

export const OPIS_NIEPOTWIERDZONA =
  'Potwierdzenie jest dostępne dla płatności przyjętej przez operatora lub zaksięgowanej';

// ---------------------------------------------------------------------------------------------------------------
// The receipt

const CZAS = (kolumna: string) =>
  `to_char(${kolumna} AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM-DD"T"HH24:MI:SS')`;

interface PrzelewPotwierdzenia {
  id: string;
  dostawca: 'kir' | 'p24';
  status: StatusPlatnosci;
  tytul: string;
  grosze: number;
  idUDostawcy: string | null;
  utworzono: string;
  zaakceptowano: string | null;
  zaksiegowano: string | null;
}

interface WierszPotwierdzenia {
  symbolKarty: string;
  pesel: string | null;
  nip: string | null;
  czyInstytucja: boolean;
  rodzajOplaty: string;
  opisNrRaty: string;
  terminPlatnosci: string;
  kwotaGlowna: number;
  kwotaOdsetek: number;
  kosztUpomnien: number;
  oplataProlongacyjna: number;
  kwotaRazem: number;
}

/** A row's card is the subject's: a person's card by PESEL, an institution's by NIP, never mixed. */
const kartaPodmiotu = (w: WierszPotwierdzenia, p: Podmiot) =>
  w.czyInstytucja === p.czyInstytucja && (p.czyInstytucja ? w.nip === p.nip : w.pesel === p.pesel);

/**
 * The transfer and its rows when every row's card is the subject's; 403 otherwise, the same for a transfer that
 * does not exist, so an id reveals nothing of another subject's payments.
 */
async function przelewPodmiotu(db: Db, p: Podmiot, id: string) {
  const { rows } = await db.query<PrzelewPotwierdzenia>(
    `SELECT p.id, p.dostawca, p.status, p.tytul, p.kwota_grosze AS grosze, p.id_u_dostawcy AS "idUDostawcy",
            ${CZAS('p.utworzono')} AS utworzono, ${CZAS('p.zaakceptowano')} AS zaakceptowano,
            ${CZAS('p.zaksiegowano')} AS zaksiegowano
       FROM platnosci_przelewy p WHERE p.id = $1`,
    [id],
  );
  const { rows: wiersze } = await db.query<WierszPotwierdzenia>(
    `SELECT k.symbol_karty AS "symbolKarty", k.pesel, k.nip,
            k.czy_instytucja AS "czyInstytucja", r.rodzaj_oplaty AS "rodzajOplaty",
            r.opis_nr_raty AS "opisNrRaty", to_char(r.termin_platnosci, 'YYYY-MM-DD') AS "terminPlatnosci",
            r.kwota_glowna::float8 AS "kwotaGlowna", r.kwota_odsetek::float8 AS "kwotaOdsetek",
            r.koszt_upomnien::float8 AS "kosztUpomnien", r.oplata_prolongacyjna::float8 AS "oplataProlongacyjna",
            r.kwota_razem::float8 AS "kwotaRazem"
       FROM platnosci_przelewy_raty r
       -- each row names its card (migration 021): a basket's rows are of several cards, each checked below
       JOIN naleznosci_karty k ON k.id = r.karta_id
      WHERE r.przelew_id = $1
      ORDER BY k.symbol_karty, r.termin_platnosci, r.rata_zbiorcza_id`,
    [id],
  );
  const przelew = rows[0];
  if (!przelew || wiersze.length === 0 || !wiersze.every((w) => kartaPodmiotu(w, p)))
    throw new ApiError(403, OPIS_BRAK_DOSTEPU);
  return { przelew, wiersze };
}

const DOSTAWCY = { kir: 'KIR Paybynet', p24: 'Przelewy24' } as const;

/** "Potwierdzenie płatności": the office, the transfer, every instalment with its card, the total, the state. */
export function potwierdzeniePdf(
  u: Urzad,
  p: Podmiot,
  t: PrzelewPotwierdzenia,
  wiersze: WierszPotwierdzenia[],
) {
  const stan =
    t.status === 'ZAKSIEGOWANA' && t.zaksiegowano
      ? `Zaksięgowano ${formatDatePl(t.zaksiegowano.slice(0, 10))}`
      : 'Płatność przyjęta – zostanie zaksięgowana w ciągu 5 dni roboczych';
  const kwoty = [
    'kwotaGlowna',
    'kwotaOdsetek',
    'kosztUpomnien',
    'oplataProlongacyjna',
    'kwotaRazem',
  ] as const;
  return renderTablePdf(
    {
      title: 'Potwierdzenie płatności',
      autor: u.urzad,
      subtitle: [
        `Odbiorca: ${u.urzad}${u.ustawienia?.nip ? ` · NIP ${u.ustawienia.nip}` : ''}`,
        `Wpłacający: ${p.nazwa}`,
      ].join('\n'),
      intro: [
        `Stan: ${stan}`,
        [
          `Identyfikator płatności: ${t.id}`,
          `Operator płatności: ${DOSTAWCY[t.dostawca]}`,
          ...(t.idUDostawcy ? [`Numer płatności u operatora: ${t.idUDostawcy}`] : []),
          `Data zlecenia: ${formatDateTimePl(t.utworzono)}`,
          ...(t.zaakceptowano
            ? [`Data przyjęcia przez operatora: ${formatDateTimePl(t.zaakceptowano)}`]
            : []),
          `Tytuł: ${t.tytul}`,
          `Kwota: ${formatKwota(t.grosze / 100)} zł`,
        ].join('\n'),
      ],
      heading: 'Opłacone raty',
      columns: [
        { header: 'Karta', width: 'auto' },
        { header: 'Rodzaj opłaty', width: '*' },
        { header: 'Rata', width: 'auto' },
        { header: 'Termin płatności', width: 'auto' },
        { header: 'Kwota główna (zł)', align: 'right', width: 'auto' },
        { header: 'Odsetki (zł)', align: 'right', width: 'auto' },
        { header: 'Koszty upomnień (zł)', align: 'right', width: 'auto' },
        { header: 'Opłata prolongacyjna (zł)', align: 'right', width: 'auto' },
        { header: 'Razem (zł)', align: 'right', width: 'auto' },
      ],
      rows: wiersze.map((w) => [
        w.symbolKarty,
        w.rodzajOplaty,
        w.opisNrRaty.split(',').map(nrRatyPl).join(', '),
        formatDatePl(w.terminPlatnosci),
        ...kwoty.map((k) => formatKwota(w[k])),
      ]),
      totals: ['Razem', '', '', '', ...kwoty.map((k) => formatKwota(sumaKwot(wiersze.map((w) => w[k]))))],
      notes: [
        'Potwierdzenie przyjęcia płatności przez operatora płatności. Wpłata jest widoczna na karcie należności ' +
          'po zaksięgowaniu przez urząd.',
      ],
    },
    { osobisty: true },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The calendar

/** An all-day date as `ics` takes it: [year, month, day]. */
const dzienIcs = (iso: string): [number, number, number] => {
  const [r, m, d] = iso.split('-').map(Number);
  return [r!, m!, d!];
};
const nastepnyDzien = (iso: string): [number, number, number] => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return dzienIcs(d.toISOString().slice(0, 10));
};

/** An event with its DTSTAMP: `ics` writes `timestamp` (its schema has it), which its types leave out. */
type Zdarzenie = EventAttributes & { timestamp: number };

interface KartaKalendarza {
  idKartyNaleznosci: number;
  aplikacjaNaleznosci: Aplikacja;
  symbolKarty: string;
  numerKontaBankowego: string;
}

/** The calendar's words in each portal language (the file is the resident's, in the language they read). */
const SLOWA_KALENDARZA: Record<
  Language,
  {
    tytul: (rodzaj: string, symbol: string, nry: string, kwota: string) => string;
    rodzajOplaty: string;
    kwota: (kwota: string, dzien: string) => string;
    rachunek: string;
    tytulem: string;
    kalendarz: (urzad: string) => string;
    kategoria: string;
  }
> = {
  pl: {
    tytul: (r, s, n, k) => `Termin płatności: ${r} ${s} – ${n}, ${k}`,
    rodzajOplaty: 'Rodzaj opłaty',
    kwota: (k, d) => `Kwota ${k} na dzień ${d}; po terminie dochodzą odsetki za zwłokę.`,
    rachunek: 'Rachunek',
    tytulem: 'Tytułem',
    kalendarz: (u) => `Terminy płatności – ${u}`,
    kategoria: 'Należności',
  },
  en: {
    tytul: (r, s, n, k) => `Payment due: ${r} ${s} – ${n}, ${k}`,
    rodzajOplaty: 'Type of charge',
    kwota: (k, d) => `Amount ${k} as of ${d}; late-payment interest is added after the due date.`,
    rachunek: 'Account',
    tytulem: 'Transfer title',
    kalendarz: (u) => `Payment due dates – ${u}`,
    kategoria: 'Dues',
  },
  de: {
    tytul: (r, s, n, k) => `Zahlungstermin: ${r} ${s} – ${n}, ${k}`,
    rodzajOplaty: 'Art der Gebühr',
    kwota: (k, d) => `Betrag ${k} zum ${d}; nach dem Fälligkeitstag fallen Verzugszinsen an.`,
    rachunek: 'Konto',
    tytulem: 'Verwendungszweck',
    kalendarz: (u) => `Zahlungstermine – ${u}`,
    kategoria: 'Forderungen',
  },
  uk: {
    tytul: (r, s, n, k) => `Термін сплати: ${r} ${s} – ${n}, ${k}`,
    rodzajOplaty: 'Вид платежу',
    kwota: (k, d) => `Сума ${k} станом на ${d}; після терміну нараховуються відсотки за прострочення.`,
    rachunek: 'Рахунок',
    tytulem: 'Призначення платежу',
    kalendarz: (u) => `Терміни сплати – ${u}`,
    kategoria: 'Нарахування',
  },
};

/** The calendar's name in a language. */
export const nazwaKalendarza = (jezyk: Language, urzad: string) => SLOWA_KALENDARZA[jezyk].kalendarz(urzad);

/**
 * One event per unpaid collective instalment, in the reader's language (the call's `jezyk`; Polish by default).
 * The transfer's title stays the office's Polish one: it is what the office books the payment by. Its UID is the
 * instalment's at this office (the API's host), so a file imported again updates the events; DTSTAMP is the moment
 * the file is made. Alarms: 9:00 the day before (time to pay by transfer) and 9:00 on the day, local time of the
 * reader's calendar (the events are all-day, so the triggers count from its midnight).
 */
export function zdarzeniaKalendarza(
  karty: { karta: KartaKalendarza; raty: RataZbiorcza[] }[],
  o: { domena: string; teraz: number; dzis: string; jezyk?: Language },
): Zdarzenie[] {
  const jezyk = o.jezyk ?? 'pl';
  const w = SLOWA_KALENDARZA[jezyk];
  const zdarzenia: Zdarzenie[] = [];
  for (const { karta, raty } of karty)
    for (const r of raty) {
      if (r.czySplacona) continue;
      const termin = terminEfektywny(r);
      const nrRat = r.raty.map((x) => x.nrRaty);
      const kwota = formatPln(r.kwotaRazem, jezyk);
      const tytul = w.tytul(
        nazwaRodzaju(jezyk, karta.aplikacjaNaleznosci),
        karta.symbolKarty,
        nazwyRat(jezyk, nrRat),
        kwota,
      );
      const opis = [
        `${w.rodzajOplaty}: ${[...new Set(r.raty.map((x) => x.rodzajOplaty))].join(', ')}`,
        w.kwota(kwota, formatDatePl(o.dzis)),
        `${w.rachunek}: ${formatAccountNumber(karta.numerKontaBankowego)}`,
        `${w.tytulem}: ${karta.symbolKarty} – ${[...new Set(nrRat.map(nrRatyPl))].join(', ')}`,
      ].join('\n');
      zdarzenia.push({
        uid: `rata-zbiorcza-${r.idNaleznosciRatyZbiorczej}@${o.domena}`,
        timestamp: o.teraz,
        start: dzienIcs(termin),
        end: nastepnyDzien(termin),
        title: tytul,
        description: opis,
        status: 'CONFIRMED',
        transp: 'TRANSPARENT',
        busyStatus: 'FREE',
        categories: [w.kategoria],
        alarms: [
          { action: 'display', description: tytul, trigger: { hours: 15, minutes: 0, before: true } },
          { action: 'display', description: tytul, trigger: { hours: 9, minutes: 0, before: false } },
        ],
      });
    }
  return zdarzenia.sort((a, b) => String(a.start).localeCompare(String(b.start)));
}

export function naleznosciDokumenty(k: KontoOpcje, dzis: () => string = dzisUrzedu): Hono<PodmiotEnv> {
  const { db } = k;
  const app = new Hono<PodmiotEnv>();
  chronione(app, k, [platnosciPaths.potwierdzenie, platnosciPaths.kodPlatnosci, kalendarzPaths.kalendarz]);

  app.get(platnosciPaths.potwierdzenie, async (c) => {
    const parsed = z.safeParse(idPrzelewuSchema, c.req.query('idPrzelewu'));
    if (!parsed.success) throw new ApiError(400, 'Niepoprawny parametr idPrzelewu');
    const p = c.get('podmiot');
    const { przelew, wiersze } = await przelewPodmiotu(db, p, parsed.data);
    if (wynikStatusu(przelew.status) !== 'ok') throw new ApiError(409, OPIS_NIEPOTWIERDZONA);
    const pdf = await potwierdzeniePdf(await czytajUrzad(db), p, przelew, wiersze);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="potwierdzenie-platnosci-${przelew.id.slice(0, 8)}.pdf"`,
    });
  });

  app.get(platnosciPaths.kodPlatnosci, async (c) => {
    const parsed = z.safeParse(kodPlatnosciQuerySchema, {
      idKartyNaleznosci: c.req.query('idKartyNaleznosci'),
      idNaleznosciRatyZbiorczej: c.req.query('idNaleznosciRatyZbiorczej'),
    });
    if (!parsed.success) throw new ApiError(400, 'Wybierz raty do kodu płatności');
    const q = parsed.data;
    const { karta, wybrane } = await wybraneDoWplaty(
      db,
      c.get('podmiot'),
      {
        idKartyNaleznosci: Number(q.idKartyNaleznosci),
        idNaleznosciRatyZbiorczej: q.idNaleznosciRatyZbiorczej.split(',').map(Number),
      },
      dzis(),
    );
    const kod = kodWplaty(await czytajUrzad(db), karta, wybrane);
    c.header('Cache-Control', 'no-store');
    return c.json<KodPlatnosci>({ ...kod, svg: kod.tresc === null ? null : svgKoduQr(kod.tresc) });
  });

  app.get(kalendarzPaths.kalendarz, async (c: Context<PodmiotEnv>) => {
    const parsed = z.safeParse(kalendarzQuerySchema, { idKartyNaleznosci: c.req.query('idKartyNaleznosci') });
    if (!parsed.success) throw new ApiError(400, 'Niepoprawny parametr idKartyNaleznosci');
    const p = c.get('podmiot');
    const dzien = dzis();
    const jezyk = portalLanguage(c) ?? 'pl';
    const id = parsed.data.idKartyNaleznosci;
    const ids =
      id === undefined ? (await czytajKarty(db, p, dzien)).map((x) => x.idKartyNaleznosci) : [Number(id)];
    const karty = [];
    // a card of another subject: 403 (czytajRaty), as every card call
    for (const idKarty of ids) {
      const { karta, ratyZbiorcze } = await czytajRaty(db, p, idKarty, dzien);
      karty.push({ karta, raty: ratyZbiorcze });
    }
    const u = await czytajUrzad(db);
    const { error, value } = createEvents(
      zdarzeniaKalendarza(karty, {
        domena: new URL(k.apiUrl).hostname,
        teraz: k.teraz(),
        dzis: dzien,
        jezyk,
      }),
      { productId: 'gmina-widgets/naleznosci', method: 'PUBLISH', calName: nazwaKalendarza(jezyk, u.urzad) },
    );
    if (error || value === null) throw error ?? new Error('calendar not made');
    const nazwa =
      id === undefined
        ? 'terminy-platnosci.ics'
        : `terminy-platnosci-${karty[0]!.karta.symbolKarty.replace(/\W+/g, '-')}.ics`;
    c.header('Cache-Control', 'no-store');
    return c.body(value, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${nazwa}"`,
    });
  });

  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'podmiot',
  montuj: (app, k) => {
    app.route('/', naleznosciDokumenty(k.konto));
  },
};
