import { passwordStrength } from '../../core/rules/fields.ts';
import { Field } from '../../ui/Field.tsx';
import { useWidget } from '../../ui/context.ts';

const LEVELS = { zaSlabe: 1, slabe: 2, dobre: 3, bardzoDobre: 4 } as const;

/**
 * A new password and its repetition, with the strength word under the first (spec 01 §5: za słabe, słabe,
 * dobre, bardzo dobre). The strength is `core/rules/fields.ts`'s `passwordStrength`; the bar only repeats the word.
 */
export function PasswordFields({
  haslo,
  powtorz,
  onHaslo,
  onPowtorz,
  errors,
  labels,
}: {
  haslo: string;
  powtorz: string;
  onHaslo: (v: string) => void;
  onPowtorz: (v: string) => void;
  errors: { haslo?: string | null; powtorz?: string | null };
  labels?: { haslo: string; powtorz: string };
}) {
  const { t } = useWidget();
  const strength = passwordStrength(haslo);
  const hint = (
    <>
      {t('rejestracja.wymaganiaHasla')}
      {haslo !== '' && (
        <span className="g-strength" data-level={LEVELS[strength]}>
          <span className="g-strength-bar" aria-hidden="true">
            <span />
          </span>
          {t('rejestracja.silaHasla')}: <strong>{t(`rejestracja.sila.${strength}`)}</strong>
        </span>
      )}
    </>
  );
  return (
    <>
      <Field
        t={t}
        type="password"
        label={labels?.haslo ?? t('rejestracja.haslo')}
        value={haslo}
        onValue={onHaslo}
        error={errors.haslo ?? null}
        hint={hint}
        autoComplete="new-password"
      />
      <Field
        t={t}
        type="password"
        label={labels?.powtorz ?? t('rejestracja.powtorzHaslo')}
        value={powtorz}
        onValue={onPowtorz}
        error={errors.powtorz ?? null}
        autoComplete="new-password"
      />
    </>
  );
}
