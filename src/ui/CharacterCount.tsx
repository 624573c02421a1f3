import { useState } from 'react';
import { countAnnouncement } from '../core/character-count.ts';
import '../core/rules/texts.ts';
import { useWidget } from './context.ts';

/**
 * The remaining-characters counter under a text field (spec 02 §5: 2000 characters, 1000 for extra topics;
 * typing beyond the limit is ignored — the field's own `maxLength`). Polish plural forms: "Pozostał 1 znak",
 * "Pozostały 2 znaki", "Pozostało 5 znaków". Link it to the field with `aria-describedby={id}`: the visible count
 * follows every key. A screen reader hears it only as the text nears the limit (`countAnnouncement`: at 100,
 * 50, 20, 10 and 0 left), through a hidden polite live region beside it (issue 27 item 12).
 */
export function CharacterCount({ id, max, length }: { id: string; max: number; length: number }) {
  const { t } = useWidget();
  const left = Math.max(0, max - length);
  const [before, setBefore] = useState(left);
  const [announced, setAnnounced] = useState<number | null>(null);
  if (before !== left) {
    // state derived from the previous count, set while rendering (React's documented pattern)
    setBefore(left);
    setAnnounced(countAnnouncement(before, left, announced));
  }
  return (
    <>
      <p id={id} className="g-hint g-count">
        {t('formularz.pozostaloZnakow', { count: left })}
      </p>
      <p className="g-count-status g-visually-hidden" aria-live="polite">
        {announced === null ? '' : t('formularz.pozostaloZnakow', { count: announced })}
      </p>
    </>
  );
}
