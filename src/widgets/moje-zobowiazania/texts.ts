/** Registers this element's texts: Polish at once, other languages with their core texts (src/core/i18n). */
import { addTexts } from '../../core/i18n/index.ts';
import pl from './texts.pl.ts';

addTexts(pl, {
  en: () => import('./texts.en.ts'),
  de: () => import('./texts.de.ts'),
  uk: () => import('./texts.uk.ts'),
});
