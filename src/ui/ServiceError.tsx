import { useEffect } from 'react';
import { ApiError } from '../core/api/client.ts';
import { requestNavigation } from '../core/navigation.ts';
import { showSnackbar } from '../core/stores/snackbar.ts';
import { useWidget } from './context.ts';

/** Whether a failure is one the session layer already handles (401 → root, 503 → break page). */
export const handledElsewhere = (e: unknown) =>
  e instanceof ApiError && (e.status === 401 || e.status === 503);

/**
 * The reaction to a failed data call of a public service, as for the budget (spec 01 §8): the snackbar
 * 'Usługa chwilowo niedostępna…', and in the portal back to the services list. 401 and 503 are left to the
 * session layer.
 */
export function useServiceFailure(failure: unknown) {
  const { t, inPortal } = useWidget();
  useEffect(() => {
    if (!failure || handledElsewhere(failure)) return;
    showSnackbar(t('wspolne.uslugaNiedostepna'));
    if (inPortal) requestNavigation('/lista-uslug');
  }, [failure]);
}

/** The same text inside the widget with a retry button, so a failed widget is never a blank box. */
export function ServiceError({ onRetry }: { onRetry: () => void }) {
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
