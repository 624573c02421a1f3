/**
 * Reading QR codes back in tests, as a phone's camera would: from a PDF rendered to an image by poppler's
 * `pdftoppm` (CI installs poppler-utils), or from the SVG the server draws (qrcode-generator's square modules
 * painted onto a bitmap), decoded by jsQR. The text is the code's bytes read as UTF-8.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const utf8 = (bajty: number[]) => new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bajty));

/** The text of the QR code in an RGBA bitmap, or null when it holds none that can be read. */
export function czytajQr(rgba: Uint8ClampedArray, szerokosc: number, wysokosc: number): string | null {
  const kod = jsQR(rgba, szerokosc, wysokosc, { inversionAttempts: 'dontInvert' });
  // jsQR may find a "code" of no bytes in a table's lines: that is no code
  return kod && kod.binaryData.length > 0 ? utf8(kod.binaryData) : null;
}

/** The first page of a PDF as an RGBA bitmap, rendered by `pdftoppm -png -r <dpi>`. */
export async function stronaPdf(pdf: ArrayBuffer, dpi = 150) {
  const folder = await mkdtemp(join(tmpdir(), 'gmina-qr-'));
  try {
    await writeFile(join(folder, 'dok.pdf'), new Uint8Array(pdf));
    await promisify(execFile)(
      'pdftoppm',
      ['-png', '-r', String(dpi), '-f', '1', '-l', '1', 'dok.pdf', 'str'],
      {
        cwd: folder,
      },
    );
    const plik = (await readdir(folder)).find((f) => f.endsWith('.png'))!;
    const png = PNG.sync.read(await readFile(join(folder, plik)));
    return { rgba: new Uint8ClampedArray(png.data), szerokosc: png.width, wysokosc: png.height };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The text of the QR code on the first page of a PDF, or null. */
export async function qrZPdf(pdf: ArrayBuffer): Promise<string | null> {
  const s = await stronaPdf(pdf);
  return czytajQr(s.rgba, s.szerokosc, s.wysokosc);
}

/**
 * The text of a QR code drawn as SVG by qrcode-generator (`server/qr.ts`): a `viewBox` and one path of squares
 * `M x,y l c,0 0,c -c,0 0,-c z`, painted black on white at `skala` pixels per unit.
 */
export function qrZSvg(svg: string, skala = 3): string | null {
  const [, bok] = /viewBox="0 0 (\d+) \d+"/.exec(svg) ?? [];
  const d = /<path d="([^"]+)"/.exec(svg)?.[1];
  if (!bok || !d) return null;
  const n = Number(bok) * skala;
  const rgba = new Uint8ClampedArray(n * n * 4).fill(255);
  for (const [, x, y, c] of d.matchAll(/M(\d+),(\d+)l(\d+),0/g)) {
    const [x0, y0, k] = [Number(x) * skala, Number(y) * skala, Number(c) * skala];
    for (let yy = y0; yy < y0 + k; yy++)
      for (let xx = x0; xx < x0 + k; xx++) rgba.fill(0, (yy * n + xx) * 4, (yy * n + xx) * 4 + 3);
  }
  return czytajQr(rgba, n, n);
}
