/**
 * Captcha drawn by the server (no third-party service), in two forms of one challenge kind (issue 11, item 8):
 *
 * - the image: five characters of an unambiguous alphabet as glyph outlines of Roboto (paths, never `<text>`,
 *   so nothing in the markup reads as the answer), each turned and moved, the whole warped by a wave, with
 *   noise curves across; every colour is dark on a light background (contrast ≥ 4.5:1, WCAG 1.4.3), so a
 *   low-vision reader can still make the letters out;
 * - the text question (WCAG 1.1.1: an alternative in another modality): a sum or difference of two numbers in
 *   words, in the request's language, answered in digits or words. A screen reader and a braille display read
 *   it as they read the form, which an audio captcha (the other option) does not give a deaf-blind resident;
 *   it is weaker against bots, so the limits on the login calls carry that part.
 *
 * The answer is kept as a hash; a challenge is used up by its first check, right or wrong, and expires.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import type { Language } from '../../src/core/i18n/languages.ts';
import { fontDir } from '../fonts.ts';

const ALFABET = 'ABCDEFGHJKLMNPRSTUVWXYZ23456789';
export const DLUGOSC_CAPTCHA = 5;
export const WAZNOSC_CAPTCHA_MS = 5 * 60_000;
export const SZEROKOSC = 220;
export const WYSOKOSC = 80;
export const TLO = '#fbfbf6';

const normalizuj = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’ʼ`´]/g, "'");

export const skrotOdpowiedzi = (odpowiedz: string) =>
  createHash('sha256').update(odpowiedz.trim().toUpperCase()).digest('hex');

/** Numbers 0–20 in words, per language: the question's operands, and answers typed in words. */
const LICZBY: Record<Language, string[]> = {
  pl: 'zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć dziesięć jedenaście dwanaście trzynaście czternaście piętnaście szesnaście siedemnaście osiemnaście dziewiętnaście dwadzieścia'.split(
    ' ',
  ),
  en: 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  ),
  de: 'null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn zwanzig'.split(
    ' ',
  ),
  uk: "нуль один два три чотири п'ять шість сім вісім дев'ять десять одинадцять дванадцять тринадцять чотирнадцять п'ятнадцять шістнадцять сімнадцять вісімнадцять дев'ятнадцять двадцять".split(
    ' ',
  ),
};

const PYTANIA: Record<Language, { plus: string; minus: string }> = {
  pl: { plus: 'Ile to jest {a} dodać {b}?', minus: 'Ile to jest {a} odjąć {b}?' },
  en: { plus: 'What is {a} plus {b}?', minus: 'What is {a} minus {b}?' },
  de: { plus: 'Wie viel ist {a} plus {b}?', minus: 'Wie viel ist {a} minus {b}?' },
  uk: { plus: 'Скільки буде {a} додати {b}?', minus: 'Скільки буде {a} відняти {b}?' },
};

const SLOWNIE = new Map(
  Object.values(LICZBY).flatMap((slowa) => slowa.map((s, n) => [normalizuj(s), String(n)] as const)),
);

/** A number typed in words (any of the four languages, with or without diacritics) as digits; else as typed. */
export const liczbaZeSlow = (odpowiedz: string) => SLOWNIE.get(normalizuj(odpowiedz)) ?? odpowiedz;

export function nowePytanie(jezyk: Language): { id: string; odpowiedz: string; pytanie: string } {
  const a = 1 + randomInt(10);
  const b = 1 + randomInt(10);
  const plus = a < b || randomInt(2) === 0;
  const slowa = LICZBY[jezyk];
  return {
    id: randomBytes(16).toString('base64url'),
    odpowiedz: String(plus ? a + b : a - b),
    pytanie: PYTANIA[jezyk][plus ? 'plus' : 'minus'].replace('{a}', slowa[a]!).replace('{b}', slowa[b]!),
  };
}

// --- the image ---

const font = fontkit.openSync(join(fontDir, 'Roboto-Medium.ttf')) as fontkit.Font;

/** Relative luminance of `#rrggbb` (WCAG 2.1). */
export function luminancja(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export const kontrast = (a: string, b: string) => {
  const [x, y] = [luminancja(a), luminancja(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
};

/** A dark colour of a random hue, at least 4.5:1 against the background (in practice about 9:1 and more). */
function ciemnyKolor(): string {
  for (;;) {
    const hex = `#${[0, 0, 0].map(() => randomInt(0x70).toString(16).padStart(2, '0')).join('')}`;
    if (kontrast(hex, TLO) >= 7) return hex;
  }
}

const liczba = (n: number) => n.toFixed(1);
const los = (od: number, do_: number) => od + (randomInt(1_000_001) / 1_000_000) * (do_ - od);

/** Path data from a glyph's commands with `map` applied to every point; one decimal, so no run of letters forms. */
function sciezka(glyph: fontkit.Glyph, map: (x: number, y: number) => [number, number]): string {
  return glyph.path.commands
    .map(({ command, args }) => {
      const pts: string[] = [];
      for (let i = 0; i + 1 < args.length; i += 2)
        pts.push(
          map(args[i]!, args[i + 1]!)
            .map(liczba)
            .join(' '),
        );
      const litera = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' }[
        command
      ];
      return `${litera}${pts.join(' ')}`;
    })
    .join('');
}

export function nowaCaptcha(): { id: string; odpowiedz: string; obraz: string } {
  let odpowiedz = '';
  for (let i = 0; i < DLUGOSC_CAPTCHA; i++) odpowiedz += ALFABET[randomInt(ALFABET.length)];

  // one wave over the whole picture, so the outlines are not the font's own shapes moved about
  const [amplituda, okres, faza] = [los(2, 4), los(35, 60), los(0, 2 * Math.PI)];
  const fala = (x: number, y: number): [number, number] => [x, y + amplituda * Math.sin(x / okres + faza)];

  const znaki = [...odpowiedz].map((z, i) => {
    const glyph = font.glyphForCodePoint(z.codePointAt(0)!);
    const skala = los(36, 44) / font.unitsPerEm;
    const { minX, maxX, minY, maxY } = glyph.bbox;
    const [sx, sy] = [(minX + maxX) / 2, (minY + maxY) / 2];
    const [cx, cy] = [28 + i * 41 + los(-4, 4), WYSOKOSC / 2 + los(-7, 7)];
    const kat = (los(-28, 28) * Math.PI) / 180;
    const pochylenie = los(-0.25, 0.25);
    const [cos, sin] = [Math.cos(kat), Math.sin(kat)];
    const d = sciezka(glyph, (x, y) => {
      // centre, flip the font's y axis, scale, skew, turn, place, warp
      const u = (x - sx) * skala + pochylenie * (y - sy) * skala;
      const v = -(y - sy) * skala;
      return fala(cx + u * cos - v * sin, cy + u * sin + v * cos);
    });
    return `<path d="${d}" fill="${ciemnyKolor()}"/>`;
  });

  const szum = Array.from({ length: 5 }, () => {
    const p = [
      [los(-10, 30), los(5, WYSOKOSC - 5)],
      [los(40, 110), los(-20, WYSOKOSC + 20)],
      [los(110, 180), los(-20, WYSOKOSC + 20)],
      [los(190, SZEROKOSC + 10), los(5, WYSOKOSC - 5)],
    ].map(([x, y]) => fala(x!, y!).map(liczba).join(' '));
    return `<path d="M${p[0]}C${p[1]} ${p[2]} ${p[3]}" fill="none" stroke="${ciemnyKolor()}" stroke-width="${liczba(los(1.2, 2.4))}"/>`;
  });

  // glyphs in a random order among the curves: the markup's order says nothing of the reading order
  const czesci = [...znaki, ...szum];
  for (let i = czesci.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [czesci[i], czesci[j]] = [czesci[j]!, czesci[i]!];
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SZEROKOSC}" height="${WYSOKOSC}" viewBox="0 0 ${SZEROKOSC} ${WYSOKOSC}"><rect width="100%" height="100%" fill="${TLO}"/>${czesci.join('')}</svg>`;
  return {
    id: randomBytes(16).toString('base64url'),
    odpowiedz,
    obraz: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}
