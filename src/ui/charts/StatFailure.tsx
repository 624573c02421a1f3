/**
 * What the three chart statistics (services 3, 12, 13) share: the reaction to a failed call, the same as the
 * budget widget's (spec 01 §8: snackbar 'Usługa chwilowo niedostępna. Spróbuj ponownie później', in the
 * portal back to the services list; on a CMS page the same text with a retry button in the widget).
 */
import { useEffect } from 'react';
import { ApiError } from '../../core/api/client.ts';
import { requestNavigation } from '../../core/navigation.ts';
import { showSnackbar } from '../../core/stores/snackbar.ts';
import { useWidget } from '../context.ts';

/** Whether a failure is one the session layer already handles (401 → root, 503 → break page). */
const handledElsewhere = (e: unknown) => e instanceof ApiError && (e.status === 401 || e.status === 503);

export function useFailureReaction(failure: unknown) {
  const { t, inPortal } = useWidget();
  useEffect(() => {
    if (!failure || handledElsewhere(failure)) return;
    showSnackbar(t('wspolne.uslugaNiedostepna'));
    if (inPortal) requestNavigation('/lista-uslug');
  }, [failure]);
}

export function FailureNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useWidget();
  return (
    <div role="alert">
      <p className="g-error">{t('wspolne.uslugaNiedostepna')}</p>
      <button type="button" className="g-button g-secondary" onClick={onRetry}>
        {t('wspolne.ponow')}
      </button>
    </div>
  );
}
