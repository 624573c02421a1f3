/** Documents of several tables (server/pdf-document.ts): each under its heading, which stays with its table. */
import { describe, expect, it } from 'vitest';
import { drawTablePdf } from '../../server/pdf-document.ts';

/** The text of each page of a PDF. */
async function pages(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf) }).promise;
  const out: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    out.push(
      content.items
        .map((i) => ('str' in i ? i.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await doc.destroy();
  return out;
}

const rows = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => [`${prefix}${i + 1}`, 'x']);
const columns = [{ header: 'Kolumna A' }, { header: 'Kolumna B' }];

describe('a document of several tables', () => {
  it('never leaves a table’s heading at the foot of a page without its first row', async () => {
    // 20–26 rows in the first table move the second one's heading to the foot of the first page
    for (const n of [20, 22, 24, 26]) {
      const pdf = await drawTablePdf({
        title: 'Dokument',
        autor: 'Urząd Gminy',
        heading: 'Pierwsza',
        columns,
        rows: rows('p', n),
        tables: [{ heading: 'Druga', columns, rows: rows('d', 3) }],
        notes: ['Uwaga końcowa'],
      });
      const text = await pages(pdf);
      const page = text.findIndex((p) => /\bDruga\b/.test(p));
      expect(text[page], `${n} rows`).toContain('d1');
      expect(text.at(-1)).toContain('Uwaga końcowa');
    }
  });

  it('an empty table says its own empty text under its heading', async () => {
    const pdf = await drawTablePdf({
      title: 'Dokument',
      autor: 'Urząd Gminy',
      columns,
      rows: rows('p', 1),
      tables: [{ heading: 'Wpłaty', columns, rows: [], empty: 'Brak wpłat' }],
    });
    expect((await pages(pdf)).join(' ')).toMatch(/Wpłaty\s+Brak wpłat/);
  });
});
