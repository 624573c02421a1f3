/**
 * QR codes the server draws as SVG (qrcode-generator): the authenticator's key of the account panel and the
 * banks' payment code of the dues (platnosci/kod-2d.ts). One helper, so both codes are made alike: error
 * correction M, byte mode with the text's UTF-8 bytes (the library's own conversion keeps only the low byte of
 * each UTF-16 unit, which would garble "ą" or "ł"; given the bytes as a binary string, it writes them as they
 * are — for ASCII text, such as an otpauth URI, the bytes are the same as before).
 */
import qrcode from 'qrcode-generator';

/** The QR code of `tekst` as an SVG document (scalable: its size is the container's). */
export function svgKoduQr(tekst: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(Buffer.from(tekst, 'utf8').toString('latin1'), 'Byte');
  qr.make();
  return qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
}

/** An SVG document as a `data:` URL, for an `<img>`. */
export const adresDanychSvg = (svg: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
