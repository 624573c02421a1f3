/** Text extraction from PDFs with pdf.js, shared by the contract-server tests and the end-to-end tests. */

/** All text of a PDF, items joined as pdf.js returns them, no-break spaces made plain. */
export async function pdfText(data: ArrayBuffer): Promise<{ text: string; pages: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data) }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    text += '\n';
  }
  await doc.destroy();
  return { text: text.replace(/\u00a0/g, ' '), pages: doc.numPages };
}
