import { useWidget } from '../../ui/context.ts';
import { FLAGI } from '../../core/rules/naleznosci.ts';

export function Legenda() {
  const { t } = useWidget();
  return (
    <dl className="g-legend" aria-label={t('naleznosci.flagi.legenda')}>
      {FLAGI.map(([f]) => (
        <div key={f}>
          <dt>{f}</dt>
          <dd>{t(`naleznosci.flagi.${f}`)}</dd>
        </div>
      ))}
    </dl>
  );
}
