/**
 * One currency style per language (issue 26 item 8): every amount with its currency on the dues list, the card,
 * the selection, the payment result and the payment history is written as `formatPln` writes it for the
 * language, and every "(currency)" of a column header or a field names the same currency.
 */
import { describe, expect, it } from 'vitest';
import { formatPln } from '../src/core/format.ts';
import { fixedT, loadLanguage } from '../src/core/i18n/index.ts';
import { languages } from '../src/core/i18n/languages.ts';
import '../src/widgets/naleznosci/texts.ts';
import '../src/features/platnosc/texts.ts';
import '../src/widgets/historia-platnosci/texts.ts';

describe('amounts with their currency', () => {
  it.each(languages)(
    '%s: the texts write the amount as formatPln does, headers name its currency',
    async (lang) => {
      await loadLanguage(lang);
      const t = fixedT(lang);
      const kwota = formatPln(1234.5, lang);
      // the currency as the language writes it beside an amount: 'zł' in Polish, 'PLN' in the others
      const waluta = kwota.replace(/[0-9\s,\u2212]/g, '');
      expect(waluta).toBe(lang === 'pl' ? 'zł' : 'PLN');
      for (const [key, opts] of [
        ['naleznosci.doZaplaty', {}],
        ['naleznosci.wTymPoTerminie', {}],
        ['naleznosci.karta.kwota', {}],
        ['naleznosci.wybrano', { count: 2 }],
        ['platnoscOnline.wynik.kwotaWartosc', {}],
      ] as const) {
        expect(t(key, { ...opts, kwota: 1234.5 }), key).toContain(kwota);
      }
      for (const key of [
        'naleznosci.kolumny.suma',
        'naleznosci.filtry.kwotaOd',
        'naleznosci.filtry.kwotaDo',
        'historiaPlatnosci.szczegoly.raty',
      ]) {
        expect(t(key), key).toContain(`(${waluta})`);
      }
    },
  );
});
