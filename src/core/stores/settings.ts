import { persistentAtom } from '@nanostores/persistent';
import { persistentFlag, persistentNumber, persistentString, STORAGE_PREFIX } from './persist.ts';

/** Font sizes of spec 01 §3 (mala, duza, bardzo_duza); the default is small (spec 01 §4). */
export const fontSizes = ['mala', 'duza', 'bardzo_duza'] as const;
export type FontSize = (typeof fontSizes)[number];

export const $contrast = persistentFlag('kontrast');
export const $fontSize = persistentAtom<FontSize>(STORAGE_PREFIX + 'rozmiarCzcionki', 'mala', {
  encode: (v) => (v === 'mala' ? undefined : v),
  decode: (s) => ((fontSizes as readonly string[]).includes(s) ? (s as FontSize) : 'mala'),
});
/** Language chosen by the user; undefined means "not chosen" (then the page decides). */
export const $language = persistentString('jezyk');
export const $cookieAccepted = persistentFlag('akceptacjaCookie');
export const $visitCounter = persistentNumber('licznikOdwiedzin');

export function toggleContrast(): void {
  $contrast.set(!$contrast.get());
}
