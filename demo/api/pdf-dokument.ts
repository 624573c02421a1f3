/**
 * The table document itself, made in a worker thread of demo/api/pdf.ts (never on the server's main thread):
 * pdfmake 0.3 on Node with Roboto TTF embedded, so Polish letters render and can be copied out of the file.
 * Landscape A4, header row repeated on each page, optional totals row, generation time and page numbers.
 */
import { join } from 'node:path';
import pdfmake from 'pdfmake';
import { katalogFontow as fontDir } from './fonty.ts';
import { NAZWA_GMINY } from './seed/powloka.ts';
import { formatDataCzas } from './format.ts';
import type { TablePdf } from './pdf.ts';

pdfmake.setFonts({
  Roboto: {
    normal: join(fontDir, 'Roboto-Regular.ttf'),
    bold: join(fontDir, 'Roboto-Medium.ttf'),
    italics: join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
});
// Documents are built from our own data only: no downloads, and no local files except the fonts.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontDir));

const EMPTY_TEXT = 'Brak danych do wyświetlenia';

export async function rysujTabelePdf(doc: TablePdf): Promise<Buffer> {
  const generatedAt = doc.generatedAt ?? new Date();
  const cell = (text: string, i: number, extra: object = {}) => ({
    text,
    alignment: doc.columns[i]?.align ?? 'left',
    ...extra,
  });
  const header = doc.columns.map((c, i) => cell(c.header, i, { style: 'naglowekTabeli' }));
  const body = doc.rows.map((r) => r.map((t, i) => cell(t, i)));
  const totals = doc.totals
    ? [doc.totals.map((t, i) => cell(t, i, { bold: true, fillColor: '#eef2f0' }))]
    : [];

  const table = {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: doc.columns.map((c) => c.width ?? (c.align === 'right' ? 'auto' : '*')),
      body: [header, ...body, ...totals],
    },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
        i === 0 || i === node.table.body.length ? 0 : 0.5,
      vLineWidth: () => 0,
      hLineColor: () => '#b7c2bd',
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
  };

  const definition = {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [36, 40, 36, 44],
    language: 'pl-PL',
    info: { title: doc.title, author: `Urząd Gminy ${NAZWA_GMINY}`, creator: 'gmina widgets' },
    defaultStyle: { font: 'Roboto', fontSize: 8.5 },
    styles: {
      tytul: { fontSize: 15, bold: true, margin: [0, 0, 0, 4] },
      podtytul: { fontSize: 10, color: '#3b4a43', margin: [0, 0, 0, 2] },
      meta: { fontSize: 8, color: '#55625c', margin: [0, 0, 0, 10] },
      naglowekTabeli: { bold: true, fillColor: '#dfe7e3' },
    },
    content: [
      { text: doc.title, style: 'tytul' },
      ...(doc.subtitle ? [{ text: doc.subtitle, style: 'podtytul' }] : []),
      { text: `Wygenerowano: ${formatDataCzas(generatedAt)}`, style: 'meta' },
      doc.rows.length > 0 ? table : { text: EMPTY_TEXT, italics: true },
      ...(doc.images ?? []).flatMap((img) => [
        { image: img.dataUrl, fit: [360, 240], margin: [0, 14, 0, 4] },
        { text: img.caption, style: 'meta' },
      ]),
    ],
    footer: (currentPage: number, pageCount: number) => ({
      text: `Strona ${currentPage} z ${pageCount}`,
      alignment: 'right',
      fontSize: 8,
      color: '#55625c',
      margin: [36, 14, 36, 0],
    }),
  };
  return pdfmake.createPdf(definition).getBuffer();
}
