import { useState } from 'react';
import { statusSchema, konfiguracjaPaths } from '../core/api/konfiguracja.ts';
import { $maintenance } from '../core/stores/maintenance.ts';
import { useWidget } from './context.ts';

/**
 * Technical-break notice (spec 01 §4, §8) as an embedded widget shows it: the spec's two texts and a retry
 * that asks `/status` again and clears the stored flag when the break is over. As the portal's page (`page`)
 * its title is the page's `<h1>`.
 */
export function TechnicalBreak({ onOver, page = false }: { onOver?: () => void; page?: boolean }) {
  const { t, api } = useWidget();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      const { czyPrzerwaTechniczna } = await api.json(konfiguracjaPaths.status, statusSchema);
      if (!czyPrzerwaTechniczna) {
        $maintenance.set(false);
        onOver?.();
      }
    } catch {
      /* still unavailable: stay on the notice */
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="g-break" aria-labelledby="g-break-title">
      {page ? (
        // the portal's break page: the page's heading, where focus lands
        <h1 id="g-break-title" tabIndex={-1}>
          {t('przerwa.tytul')}
        </h1>
      ) : (
        <h2 id="g-break-title">{t('przerwa.tytul')}</h2>
      )}
      <p>{t('przerwa.tresc')}</p>
      <button type="button" className="g-button" onClick={retry} disabled={busy}>
        {t('przerwa.ponow')}
      </button>
    </section>
  );
}

/**
 * The break of one service (its 503 while `/status` says the site is up, docs/behaviour.md "Behaviour where the
 * specification is silent"): the spec's texts inside that widget only, under its title, with a retry of the
 * widget's own call. Nothing is stored: the other widgets of the page keep working.
 */
export function ServiceBreak({ onRetry }: { onRetry: () => void }) {
  const { t } = useWidget();
  return (
    <div className="g-break" role="alert">
      <h3>{t('przerwa.tytul')}</h3>
      <p>{t('przerwa.tresc')}</p>
      <button type="button" className="g-button" onClick={onRetry}>
        {t('przerwa.ponow')}
      </button>
    </div>
  );
}
