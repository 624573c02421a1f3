/**
 * Table documents of the contract server (spec 01 §7: every statistic has a /pdf variant). The document is
 * made by pdfmake in a pool of worker threads (demo/api/pdf-dokument.ts), never on the main thread: a
 * rendering takes tens of milliseconds of CPU, and 50 clients on a PDF used to stall every other call for
 * seconds (issue 11, item 13). The pool has a concurrency cap (threads, and a bounded queue → 503).
 *
 * Public documents are cached in a bounded LRU keyed by a hash of what the document shows (title, columns,
 * rows), so a changed figure is a new document and nothing needs invalidating; concurrent requests for one
 * document share one rendering. Documents of a person (`osobisty`, the voter's document) are never cached:
 * their bytes leave memory with the answer.
 */
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import { BladApi } from './http.ts';

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
    filename: new URL('./pdf-watek.mjs', import.meta.url).href,
    minThreads: 1,
    maxThreads: WATKI,
    maxQueue: KOLEJKA,
    idleTimeout: 60_000,
  }));

let renderow = 0;
/** Documents rendered so far by this process (cache hits not counted). */
export const liczbaRenderowPdf = () => renderow;

async function rysuj(doc: TablePdf): Promise<Buffer> {
  renderow++;
  try {
    const bajty: Uint8Array = await pulaPdf().run(doc);
    return Buffer.from(bajty.buffer, bajty.byteOffset, bajty.byteLength);
  } catch (e) {
    if (e instanceof Error && /queue is at limit/i.test(e.message)) {
      throw new BladApi(503, 'Serwer przygotowuje teraz wiele dokumentów. Spróbuj ponownie za chwilę.');
    }
    throw e;
  }
}

/** 64 MB of documents, each kept 10 minutes at most (the "generated at" line stays that fresh). */
const pamiec = new LRUCache<string, Buffer, TablePdf>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (b) => b.byteLength,
  ttl: 10 * 60_000,
  fetchMethod: (_klucz, _stara, { context }) => rysuj(context),
});

const kluczDokumentu = (doc: TablePdf) => createHash('sha256').update(JSON.stringify(doc)).digest('hex');

export async function renderTablePdf(doc: TablePdf, opcje: { osobisty?: boolean } = {}): Promise<Buffer> {
  if (opcje.osobisty) return rysuj(doc);
  const pdf = await pamiec.fetch(kluczDokumentu(doc), { context: doc });
  if (!pdf) throw new Error('PDF rendering gave nothing');
  return pdf;
}

/** Stops the worker threads (server shutdown). */
export async function zamknijPdf(): Promise<void> {
  const p = pula;
  pula = null;
  pamiec.clear();
  await p?.destroy();
}
