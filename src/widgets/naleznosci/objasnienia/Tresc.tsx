import { useWidget } from '../../../ui/context.ts';
import './texts.ts';

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

export type Widok = keyof typeof TERMINY;

/**
 * The explanations themselves (issue 26 item 11): the office's words of the dues list or of a card in plain
 * words, and each of `litery` (a card's "Stan i oznaczenia" column) with what it means for paying. The letters
 * come from the caller, so this chunk needs nothing of the dues rules.
 */
export function Tresc({ widok, litery }: { widok: Widok; litery: readonly string[] }) {
  const { t } = useWidget();
  const o = (k: string) => t(`objasnieniaNaleznosci.${k}`);
  return (
    <dl>
      {Object.entries(TERMINY[widok]).map(([k, etykieta]) => (
        <div key={k}>
          <dt>{etykieta ? t(`naleznosci.${etykieta}`) : o(`${k}.termin`)}</dt>
          <dd>{etykieta ? o(k) : o(`${k}.opis`)}</dd>
        </div>
      ))}
      {litery.map((f) => (
        <div key={f}>
          <dt>
            {f} – {t(`naleznosci.flagi.${f}`)}
          </dt>
          <dd>{o(`flagi.${f}`)}</dd>
        </div>
      ))}
    </dl>
  );
}
