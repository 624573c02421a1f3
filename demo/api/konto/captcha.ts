/**
 * Captcha drawn by the server (no third-party service): five characters of an unambiguous alphabet, each
 * moved and turned, over noise lines, as an SVG data URL. The answer is kept as a hash and checked once.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';

const ALFABET = 'ABCDEFGHJKLMNPRSTUVWXYZ23456789';
export const DLUGOSC_CAPTCHA = 5;
export const WAZNOSC_CAPTCHA_MS = 5 * 60_000;

export const skrotOdpowiedzi = (odpowiedz: string) =>
  createHash('sha256').update(odpowiedz.trim().toUpperCase()).digest('hex');

export function nowaCaptcha(): { id: string; odpowiedz: string; obraz: string } {
  let odpowiedz = '';
  for (let i = 0; i < DLUGOSC_CAPTCHA; i++) odpowiedz += ALFABET[randomInt(ALFABET.length)];
  const szer = 200;
  const wys = 70;
  const linie = Array.from({ length: 7 }, () => {
    const [x1, y1, x2, y2] = [randomInt(szer), randomInt(wys), randomInt(szer), randomInt(wys)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#${randomInt(0x555555).toString(16).padStart(6, '0')}" stroke-width="${1 + randomInt(3)}"/>`;
  });
  const znaki = [...odpowiedz].map((z, i) => {
    const x = 20 + i * 35 + randomInt(8);
    const y = 45 + randomInt(15);
    const kat = randomInt(61) - 30;
    return `<text x="${x}" y="${y}" transform="rotate(${kat} ${x} ${y}) skewX(${randomInt(21) - 10})" font-family="monospace" font-size="${30 + randomInt(10)}" font-weight="bold" fill="#${randomInt(0x444444).toString(16).padStart(6, '0')}">${z}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${szer}" height="${wys}" viewBox="0 0 ${szer} ${wys}"><rect width="100%" height="100%" fill="#f4f4ef"/>${linie.slice(0, 4).join('')}${znaki.join('')}${linie.slice(4).join('')}</svg>`;
  return {
    id: randomBytes(16).toString('base64url'),
    odpowiedz,
    obraz: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}
