import { lazy, Suspense, useState } from 'react';
import { withTexts } from '../../core/i18n/index.ts';
import { FLAGI } from '../../core/rules/naleznosci.ts';
import { useWidget } from '../../ui/context.ts';
import type { Widok } from './objasnienia/Tresc.tsx';

// the explanations' texts are fetched when a resident first opens them: a page with the dues loads no more
// than the disclosure's one line (issue 16 budget); shown once their texts are there in the element's language
const Tresc = lazy(() =>
  import('./objasnienia/Tresc.tsx').then(withTexts).then((m) => ({ default: m.Tresc })),
);

/**
 * "Objaśnienia" (issue 26 item 11): the office's words of the dues list or of a card explained in plain words, in
 * a disclosure the resident opens when needed (closed by default, so the table stays near the top); on a card
 * also every letter of the "Stan i oznaczenia" column.
 */
export function Objasnienia({ widok }: { widok: Widok }) {
  const { t } = useWidget();
  const [otwarte, setOtwarte] = useState(false);
  return (
    <details
      className="g-objasnienia" // once opened, the text stays (closing only hides it)
      onToggle={(e) => e.currentTarget.open && setOtwarte(true)}
    >
      <summary>{t('naleznosci.objasnienia')}</summary>
      {otwarte && (
        <Suspense fallback={null}>
          <Tresc widok={widok} litery={widok === 'karta' ? FLAGI.map(([f]) => f) : []} />
        </Suspense>
      )}
    </details>
  );
}
