import { useWidget } from './context.ts';

/** Empty-state text; the default is the spec's 'Brak danych do wyświetlenia' (spec 01 §8). */
export function EmptyState({ text }: { text?: string }) {
  const { t } = useWidget();
  return <p className="g-empty">{text ?? t('wspolne.brakDanych')}</p>;
}
