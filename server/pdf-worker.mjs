// Worker of the PDF pool (server/pdf.ts). Plain JavaScript, because a worker thread does not always inherit
// the TypeScript loader: under `tsx` it would, under vitest or a bare `node` it would not. tsx's own API
// loads the document module here, whatever started the server.
import { move } from 'piscina';
import { tsImport } from 'tsx/esm/api';

const { drawTablePdf } = await tsImport('./pdf-document.ts', import.meta.url);

/** One table document → its bytes, moved (not copied) back to the main thread. */
export default async function draw(doc) {
  const pdf = await drawTablePdf(doc);
  return move(new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}
