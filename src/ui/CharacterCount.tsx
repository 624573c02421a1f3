import '../core/rules/texts.ts';
import { useWidget } from './context.ts';

/**
 * The remaining-characters counter under a text field (spec 02 §5: 2000 characters, 1000 for extra topics;
 * typing beyond the limit is ignored — the field's own `maxLength`). Polish plural forms: "Pozostał 1 znak",
 * "Pozostały 2 znaki", "Pozostało 5 znaków". Link it to the field with `aria-describedby={id}`; it is a polite
 * live region, so a screen reader hears it when typing pauses, not at every key.
 */
export function CharacterCount({ id, max, length }: { id: string; max: number; length: number }) {
  const { t } = useWidget();
  return (
    <p id={id} className="g-hint g-count" aria-live="polite">
      {t('formularz.pozostaloZnakow', { count: Math.max(0, max - length) })}
    </p>
  );
}
