import { useWidget } from './context.ts';

/** Loading indicator (spec 02 §4: each data screen shows one); announced politely to screen readers. */
export function Loader({ label }: { label?: string }) {
  const { t } = useWidget();
  return (
    <div className="g-loader" role="status" aria-live="polite">
      <span className="g-spinner" aria-hidden="true" />
      <span>{label ?? t('wspolne.ladowanie')}</span>
    </div>
  );
}
