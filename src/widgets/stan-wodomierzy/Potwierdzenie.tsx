import type { Wodomierz } from '../../core/api/woda.ts';
import type { OcenaOdczytu } from '../../core/rules/woda.ts';
import { useWidget } from '../../ui/context.ts';
import { formatM3, formatSrednia } from './format.ts';

export type DoZapisu = { w: Wodomierz; ocena: Extract<OcenaOdczytu, { blad: null }> };

/**
 * What the confirmation before saving says (spec 02 §2, §4), per meter: the new reading and the consumption it
 * implies; beyond the spec, a warning when that looks like a rollover of the dial or is far above the meter's
 * usual (DESIGN.md §7), so a typo is caught before it is billed.
 */
export function Potwierdzenie({ odczyty }: { odczyty: readonly DoZapisu[] }) {
  const { t } = useWidget();
  return (
    <ul className="g-potwierdzenie">
      {odczyty.map(({ w, ocena }) => (
        <li key={w.idLicznika}>
          <p>
            {t('stanWodomierzy.potwierdzenieWiersz', {
              numer: w.nrLicznika,
              stan: formatM3(ocena.nowyStan),
            })}
            {ocena.zuzycie !== null &&
              ` ${t('stanWodomierzy.zuzycie', { zuzycie: formatM3(ocena.zuzycie) })}`}
          </p>
          {ocena.przekrecenie && (
            <p className="g-ostrzezenie">
              {t('stanWodomierzy.przekrecenie', {
                max: formatM3(10 ** w.zakresLicznikaCalkowite - 1),
                zuzycie: formatM3(ocena.zuzycie ?? 0),
              })}
            </p>
          )}
          {ocena.nietypowe && w.sredniZuzycie !== null && (
            <p className="g-ostrzezenie">
              {t('stanWodomierzy.nietypowe', {
                zuzycie: formatM3(ocena.zuzycie ?? 0),
                srednia: formatSrednia(w.sredniZuzycie),
              })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
