/**
 * The table document itself, made in a worker thread of server/pdf.ts (never on the server's main thread):
 * pdfmake 0.3 on Node with Roboto TTF embedded, so Polish letters render and can be copied out of the file.
 * Landscape A4, header row repeated on each page, optional totals row, generation time and page numbers.
 */
import { join } from 'node:path';
import pdfmake from 'pdfmake';
import { fontDir as fontDir } from './fonts.ts';
import { formatDataCzas } from './format.ts';
import type { PdfTable, TablePdf } from './pdf.ts';

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

/**
 * One table of the document, or its empty text when it has no rows. A heading is the table's first header row
 * (spanning its columns), so it never stays alone at a page's foot (`keepWithHeaderRows`) and is repeated over
 * the table's continuation on the next page.
 */
function tabela(t: PdfTable): object[] {
  const cell = (text: string, i: number, extra: object = {}) => ({
    text,
    alignment: t.columns[i]?.align ?? 'left',
    ...extra,
  });
  const header = t.columns.map((c, i) => cell(c.header, i, { style: 'naglowekTabeli' }));
  const body = t.rows.map((r) => r.map((x, i) => cell(x, i)));
  const totals = t.totals ? [t.totals.map((x, i) => cell(x, i, { bold: true, fillColor: '#eef2f0' }))] : [];
  if (t.rows.length === 0)
    return [
      ...(t.heading ? [{ text: t.heading, style: 'naglowek' }] : []),
      { text: t.empty ?? EMPTY_TEXT, italics: true },
    ];
  const naglowek = t.heading
    ? [
        [
          { text: t.heading, style: 'naglowek', colSpan: t.columns.length },
          ...t.columns.slice(1).map(() => ({})),
        ],
      ]
    : [];
  const nad = naglowek.length;
  return [
    {
      table: {
        headerRows: nad + 1,
        keepWithHeaderRows: 1,
        dontBreakRows: true,
        widths: t.columns.map((c) => c.width ?? (c.align === 'right' ? 'auto' : '*')),
        body: [...naglowek, header, ...body, ...totals],
      },
      layout: {
        hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
          i <= nad || i === node.table.body.length ? 0 : 0.5,
        vLineWidth: () => 0,
        hLineColor: () => '#b7c2bd',
        paddingTop: () => 3,
        paddingBottom: () => 3,
      },
    },
  ];
}

/** Side of a document's QR code in points (about 5 cm): a phone's camera reads it from a page or a screen. */
const BOK_QR = 140;

/**
 * The subtitle and the generation line, with the document's QR code to their right when it has one: four
 * modules of white around it (the quiet zone a reader needs) and its caption under it.
 */
function naglowek(doc: TablePdf, tresc: object[]): object[] {
  if (!doc.qr) return tresc;
  return [
    {
      columns: [
        { width: '*', stack: tresc },
        {
          width: BOK_QR + 20,
          stack: [
            { qr: doc.qr.tresc, fit: BOK_QR, eccLevel: 'M', mode: 'octet', padding: 4, alignment: 'center' },
            { text: doc.qr.podpis, style: 'meta', alignment: 'center', margin: [0, 2, 0, 10] },
          ],
        },
      ],
      columnGap: 16,
    },
  ];
}

export async function drawTablePdf(doc: TablePdf): Promise<Buffer> {
  const generatedAt = doc.generatedAt ?? new Date();

  const definition = {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [36, 40, 36, 44],
    language: 'pl-PL',
    info: { title: doc.title, author: doc.autor, creator: 'gmina widgets' },
    defaultStyle: { font: 'Roboto', fontSize: 8.5 },
    styles: {
      tytul: { fontSize: 15, bold: true, margin: [0, 0, 0, 4] },
      podtytul: { fontSize: 10, color: '#3b4a43', margin: [0, 0, 0, 2] },
      meta: { fontSize: 8, color: '#55625c', margin: [0, 0, 0, 10] },
      naglowekTabeli: { bold: true, fillColor: '#dfe7e3' },
      naglowek: { fontSize: 11, bold: true, margin: [0, 10, 0, 4] },
      uwaga: { fontSize: 8.5, margin: [0, 8, 0, 0] },
    },
    content: [
      { text: doc.title, style: 'tytul' },
      ...naglowek(doc, [
        ...(doc.subtitle ? [{ text: doc.subtitle, style: 'podtytul' }] : []),
        { text: `Wygenerowano: ${formatDataCzas(generatedAt)}`, style: 'meta' },
      ]),
      ...(doc.intro ?? []).map((text) => ({ text, margin: [0, 0, 0, 6] })),
      ...tabela(doc),
      ...(doc.tables ?? []).flatMap(tabela),
      ...(doc.images ?? []).flatMap((img) => [
        { image: img.dataUrl, fit: [360, 240], margin: [0, 14, 0, 4] },
        { text: img.caption, style: 'meta' },
      ]),
      ...(doc.notes ?? []).map((text) => ({ text, style: 'uwaga' })),
    ],
    // a table's heading never stays alone at the foot of a page
    pageBreakBefore: (node: { headlineLevel?: number }, rest: { getFollowingNodesOnPage: () => unknown[] }) =>
      node.headlineLevel === 1 && rest.getFollowingNodesOnPage().length === 0,
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
