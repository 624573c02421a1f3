import { useStore } from '@nanostores/react';
import { $sessionRemaining, $sessionWarning, formatRemaining } from '../../core/session-clock.ts';
import { useWidget } from '../../ui/context.ts';
import { useAccountSession } from '../../ui/session.ts';
import './texts.ts';

/**
 * Session countdown (spec 01 §4 "Session"): minutes and seconds to the end, and "Przedłuż sesję". The time is a
 * `timer` (not announced every second); the warning dialog of the page's session clock speaks in time
 * (WCAG 2.2.1). Logged out, the element shows nothing.
 */
export function Sesja() {
  const { t } = useWidget();
  const { loggedIn, clock } = useAccountSession();
  const remaining = useStore($sessionRemaining);
  const warning = useStore($sessionWarning);
  if (!loggedIn || remaining === null) return null;
  return (
    <div
      className={`g-sesja${warning ? ' g-sesja-warning' : ''}`}
      role="group"
      aria-label={t('licznikSesji.sesja')}
    >
      <span className="g-sesja-label">{t('licznikSesji.pozostalo')}</span>{' '}
      <span role="timer" className="g-sesja-time">
        {formatRemaining(remaining)}
      </span>
      <button
        type="button"
        className="g-button g-secondary g-sesja-extend"
        onClick={() => void clock.extend()}
      >
        <span className="g-sesja-icon" aria-hidden="true">
          ↻
        </span>
        <span className="g-sesja-extend-text">{t('sesjaKonta.przedluz')}</span>
      </button>
    </div>
  );
}
