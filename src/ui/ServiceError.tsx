import { useEffect } from 'react';
import { ApiError } from '../core/api/client.ts';
import { requestNavigation } from '../core/navigation.ts';
import { showSnackbar } from '../core/stores/snackbar.ts';
import { useWidget } from './context.ts';
import { useLatest } from './useLatest.ts';

/** Whether a failure has its own reaction: 401 → root, 503 → the break page or the service's break notice. */
export const handledElsewhere = (e: unknown) =>
  e instanceof ApiError && (e.status === 401 || e.status === 503);

/**
 * The reaction to a failed data call of a service, as for the budget (spec 01 §8): the snackbar
 * 'Usługa chwilowo niedostępna…', and in the portal back to the services list (`leave`). 401 and 503 are left
 * to the session layer.
 */
export function useServiceFailure(failure: unknown, leave = true) {
  const { t, inPortal } = useWidget();
  // once per failure: a new `t` (texts of a chunk) or a re-render does not say it again
  const now = useLatest({ t, leave: leave && inPortal });
  useEffect(() => {
    if (!failure || handledElsewhere(failure)) return;
    showSnackbar(now.current.t('wspolne.uslugaNiedostepna'));
    if (now.current.leave) requestNavigation('/lista-uslug');
  }, [failure, now]);
}

/**
 * The failure said inside the widget with a retry button, so a failed widget is never a blank box: by default the
 * same text as the snackbar, or the call's own (spec 01 §8 "an error occurred while fetching data").
 */
export function ServiceError({ onRetry, text }: { onRetry: () => void; text?: string | undefined }) {
  const { t } = useWidget();
  return (
    <div role="alert">
      <p className="g-error">{text ?? t('wspolne.uslugaNiedostepna')}</p>
      <button type="button" className="g-button g-secondary" onClick={onRetry}>
        {t('wspolne.ponow')}
      </button>
    </div>
  );
}
