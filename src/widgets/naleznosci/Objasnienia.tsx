import { FLAGI } from '../../core/rules/naleznosci.ts';
import { useWidget } from '../../ui/context.ts';

/**
 * The words each view uses that a resident may not know, in the order they meet them, each named by the label
 * the view shows (`null`: a word of the office the view never labels, named in the explanations' own texts).
 */
const TERMINY = {
  lista: { karta: null, doZaplaty: 'karta.suma', poTerminie: 'karta.poTerminie' },
  karta: {
    karta: null,
    rataZbiorcza: null,
    kwotaRaty: 'raty.kolumny.kwotaRaty',
    razem: 'raty.kolumny.razem',
    koszty: 'raty.kolumny.koszty',
    odsetki: 'raty.kolumny.odsetki',
    prolongacyjna: 'raty.kolumny.prolongacyjna',
  },
} as const;

/**
 * "Objaśnienia" (issue 26 item 11): the office's words of the dues list or of a card explained in plain words,
 * in a disclosure the resident opens when needed (closed by default, so the table stays near the top); on a
 * card also every letter of the "Stan i oznaczenia" column, with what it means for paying.
 */
export function Objasnienia({ widok }: { widok: keyof typeof TERMINY }) {
  const { t } = useWidget();
  const o = (k: string) => t(`naleznosci.objasnienia.${k}`);
  return (
    <details className="g-objasnienia">
      <summary>{o('tytul')}</summary>
      <dl>
        {Object.entries(TERMINY[widok]).map(([k, etykieta]) => (
          <div key={k}>
            <dt>{etykieta ? t(`naleznosci.${etykieta}`) : o(`${k}.termin`)}</dt>
            <dd>{etykieta ? o(k) : o(`${k}.opis`)}</dd>
          </div>
        ))}
        {widok === 'karta' &&
          FLAGI.map(([f]) => (
            <div key={f}>
              <dt>
                {f} – {t(`naleznosci.flagi.${f}`)}
              </dt>
              <dd>{o(`flagi.${f}`)}</dd>
            </div>
          ))}
      </dl>
    </details>
  );
}
