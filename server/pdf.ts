/**
 * Table documents of the contract server (spec 01 §7: every statistic has a /pdf variant). The document is
 * made by pdfmake in a pool of worker threads (server/pdf-document.ts), never on the main thread: a
 * rendering takes tens of milliseconds of CPU, and 50 clients on a PDF used to stall every other call for
 * seconds (issue 11, item 13). The pool has a concurrency cap (threads, and a bounded queue → 503).
 *
 * Public documents are cached in a bounded LRU keyed by a hash of what the document shows (title, columns,
 * rows), so a changed figure is a new document and nothing needs invalidating; concurrent requests for one
 * document share one rendering. Documents of a person (`osobisty`, the voter's document) are never cached:
 * their bytes leave memory with the answer.
 *
 * Every route's document passes here, so the per-caller cap lives here too (issue 23 §4 item 1): a request
 * (`pdfPerCaller`, app.ts) names its caller — the session's account, or the client address of an anonymous
 * call — and may have `naraz` documents in progress at once, past that 429 with Retry-After. Its abort signal
 * (the client went away) takes its job out of the pool; a shared public rendering is cancelled when every
 * request waiting for it has gone.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import { ApiError } from './http.ts';
import { OPIS_429 } from './rate-limits.ts';

export interface PdfColumn {
  header: string;
  align?: 'left' | 'right' | 'center';
  /** pdfmake width: '*' takes the remaining space, 'auto' fits the content, a number is in points. */
  width?: number | '*' | 'auto';
}

/** One table of a document: its columns, rows and an optional totals row. */
export interface PdfTable {
  /** A heading above the table when the document has several. */
  heading?: string;
  columns: PdfColumn[];
  rows: string[][];
  /** Last row in bold, e.g. ['Razem', '', '', '1 234,00']. */
  totals?: string[];
  /** Shown instead of an empty table; default 'Brak danych do wyświetlenia'. */
  empty?: string;
}

export interface TablePdf extends PdfTable {
  title: string;
  /** The issuing office, the document's author: `Urzad.urzad` of urzad.ts ("Urząd Gminy …"). */
  autor: string;
  subtitle?: string;
  /** Paragraphs before the first table (a decision's addressee and ruling). */
  intro?: string[];
  /** Further tables after the first, each under its heading (a view with several tables). */
  tables?: PdfTable[];
  /** Paragraphs after the tables (legal notes of the view, a decision's instruction on appeal). */
  notes?: string[];
  /** Shown in the document; defaults to the time it is rendered. */
  generatedAt?: Date;
  /** Pictures after the table (the photos of a meter replacement protocol): PNG data URLs with a caption. */
  images?: { caption: string; dataUrl: string }[];
  /**
   * A QR code beside the subtitle, with its caption under it: the banks' payment code of a proof of payment
   * (platnosci/kod-2d.ts), encoded by pdfmake as UTF-8 bytes (byte mode), error correction M.
   */
  qr?: { tresc: string; podpis: string };
}

/**
 * Threads: `GMINA_PDF_WATKI`, else one core fewer than the machine has (at least one), so the main thread
 * keeps a core for the other calls. Queue: `GMINA_PDF_KOLEJKA` documents waiting (default 200), then 503.
 */
const liczbaZeSrodowiska = (nazwa: string, domyslna: number) => {
  const n = Number(process.env[nazwa]);
  return Number.isInteger(n) && n > 0 ? n : domyslna;
};
const WATKI = liczbaZeSrodowiska('GMINA_PDF_WATKI', Math.max(1, availableParallelism() - 1));
const KOLEJKA = liczbaZeSrodowiska('GMINA_PDF_KOLEJKA', 200);

let pula: Piscina | null = null;
const pulaPdf = () =>
  (pula ??= new Piscina({
    filename: new URL('./pdf-worker.mjs', import.meta.url).href,
    minThreads: 1,
    maxThreads: WATKI,
    maxQueue: KOLEJKA,
    idleTimeout: 60_000,
  }));

let renderow = 0;
let przerwanych = 0;
/** Documents rendered so far by this process (cache hits not counted). */
export const pdfRenderCount = () => renderow;
/**
 * The pool as the tests watch it: jobs waiting for a thread, jobs cancelled because their requests went, and the
 * requests waiting for a public document being made (`czekajacy` below).
 */
export const pdfPoolState = () => ({
  kolejka: pula?.queueSize ?? 0,
  przerwane: przerwanych,
  czekajace: [...czekajacy.values()].reduce((n, g) => n + g.liczba, 0),
});

const OPIS_PRZERWANIA = 'Żądanie zostało przerwane';
const przerwanie = (e: unknown) => e instanceof Error && e.name === 'AbortError';

async function draw(doc: TablePdf, signal?: AbortSignal): Promise<Buffer> {
  renderow++;
  try {
    const bajty: Uint8Array = await pulaPdf().run(doc, { signal: signal ?? null });
    return Buffer.from(bajty.buffer, bajty.byteOffset, bajty.byteLength);
  } catch (e) {
    if (e instanceof Error && /queue is at limit/i.test(e.message)) {
      throw new ApiError(503, 'Serwer przygotowuje teraz wiele dokumentów. Spróbuj ponownie za chwilę.');
    }
    if (przerwanie(e)) {
      // taken off the queue, or its thread stopped: nobody waits for the document any more
      przerwanych++;
      throw new ApiError(408, OPIS_PRZERWANIA);
    }
    throw e;
  }
}

/** 64 MB of documents, each kept 10 minutes at most (the "generated at" line stays that fresh). */
const pamiec = new LRUCache<string, Buffer, TablePdf>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (b) => b.byteLength,
  ttl: 10 * 60_000,
  fetchMethod: (_klucz, _stara, { context, signal }) => draw(context, signal),
});

const kluczDokumentu = (doc: TablePdf) => createHash('sha256').update(JSON.stringify(doc)).digest('hex');

/** The requests waiting for each public document being made, and the switch that cancels its rendering. */
const czekajacy = new Map<string, { liczba: number; przerwij: AbortController }>();

/**
 * A public document from the cache or one shared rendering. The cache coalesces concurrent fetches of a key
 * and heeds only the first one's signal, so the fetches of a key share one signal, aborted when the last
 * request waiting for it has gone (one client leaving must not fail the others).
 */
async function publiczny(doc: TablePdf, signal: AbortSignal | undefined): Promise<Buffer> {
  const klucz = kluczDokumentu(doc);
  let grupa = czekajacy.get(klucz);
  if (!grupa) czekajacy.set(klucz, (grupa = { liczba: 0, przerwij: new AbortController() }));
  const g = grupa;
  g.liczba++;
  let czeka = true;
  const odejdz = (przerwany: boolean) => {
    if (!czeka) return;
    czeka = false;
    if (--g.liczba > 0) return;
    if (czekajacy.get(klucz) === g) czekajacy.delete(klucz);
    if (przerwany) g.przerwij.abort();
  };
  const naPrzerwanie = () => odejdz(true);
  signal?.addEventListener('abort', naPrzerwanie, { once: true });
  try {
    if (signal?.aborted) naPrzerwanie();
    const pdf = await pamiec.fetch(klucz, { context: doc, signal: g.przerwij.signal });
    if (!pdf) throw new Error('PDF rendering gave nothing');
    return pdf;
  } catch (e) {
    if (g.przerwij.signal.aborted) throw e instanceof ApiError ? e : new ApiError(408, OPIS_PRZERWANIA);
    throw e;
  } finally {
    signal?.removeEventListener('abort', naPrzerwanie);
    odejdz(false);
  }
}

/** Who asks for documents in the current request (set by `pdfPerCaller`). */
interface Zlecajacy {
  /** The caller: its account, or the client address of an anonymous call. */
  klucz: () => string;
  /** Aborted when the client has gone. */
  signal: AbortSignal;
  /** Documents one caller may have in progress at once. */
  naraz: number;
  c: Context;
}
const zlecajacy = new AsyncLocalStorage<Zlecajacy>();
/** Documents in progress per caller (this process's; a document's work is this process's too). */
const wToku = new Map<string, number>();
/** Seconds a refused caller is asked to wait: a document takes well under a second. */
const PONOW_S = 2;

/**
 * Names the caller of every document made during the request (before the routes): `klucz` gives its account
 * or address, at most `naraz` documents of one caller are in progress at once.
 */
export function pdfPerCaller(klucz: (c: Context) => string, naraz: number): MiddlewareHandler {
  return (c, next) =>
    zlecajacy.run({ klucz: () => klucz(c), signal: c.req.raw.signal, naraz: Math.max(1, naraz), c }, next);
}

/** Takes one of the caller's places, or refuses with 429; gives back the function that frees it. */
function zajmijMiejsce(z: Zlecajacy): () => void {
  const klucz = z.klucz();
  const zajete = wToku.get(klucz) ?? 0;
  if (zajete >= z.naraz) {
    z.c.header('Retry-After', String(PONOW_S));
    throw new ApiError(429, OPIS_429(PONOW_S));
  }
  wToku.set(klucz, zajete + 1);
  let wolne = false;
  return () => {
    if (wolne) return;
    wolne = true;
    const reszta = (wToku.get(klucz) ?? 1) - 1;
    if (reszta > 0) wToku.set(klucz, reszta);
    else wToku.delete(klucz);
  };
}

export async function renderTablePdf(doc: TablePdf, opcje: { osobisty?: boolean } = {}): Promise<Buffer> {
  const z = zlecajacy.getStore();
  const zwolnij = z ? zajmijMiejsce(z) : () => undefined;
  try {
    return opcje.osobisty ? await draw(doc, z?.signal) : await publiczny(doc, z?.signal);
  } finally {
    zwolnij();
  }
}

/** Stops the worker threads (server shutdown). */
export async function closePdfPool(): Promise<void> {
  const p = pula;
  pula = null;
  pamiec.clear();
  czekajacy.clear();
  await p?.destroy();
}
