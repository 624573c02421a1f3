/**
 * A row's card opened on a CMS page, where there is no router to go to its detail route: the dues element itself
 * for that card (`<gmina-naleznosci karta instytucja>`, its own code fetched through the loader as the portal
 * fetches a route's element — widgets never import each other), with a Back button to the overview. The card's
 * own "Wróć do listy należności" comes back here too: an element given its card by attribute on a page with no
 * router tells its page (`gmina-wroc`), and this overview takes the card away.
 */
import { createElement, useEffect, useRef, useState } from 'react';
import { loaderInfo } from '../../core/config.ts';
import { useWidget } from '../../ui/context.ts';

const TAG = 'gmina-naleznosci';

export function KartaNaStronie({
  id,
  instytucja,
  wroc,
}: {
  id: number;
  instytucja: boolean;
  wroc: () => void;
}) {
  const { t, api } = useWidget();
  const [blad, setBlad] = useState(false);
  const wstecz = useRef<HTMLButtonElement>(null);
  const karta = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // WCAG 2.4.3: the view changed under the pressed button; the focus goes to the way back
    wstecz.current?.focus();
    if (!customElements.get(TAG)) {
      const loader = loaderInfo();
      if (!loader) setBlad(true);
      else void loader.load(TAG).then(() => setBlad(!customElements.get(TAG)));
    }
  }, []);
  useEffect(() => {
    const el = karta.current;
    el?.addEventListener('gmina-wroc', wroc);
    return () => el?.removeEventListener('gmina-wroc', wroc);
  }, [wroc]);
  return (
    <section className="g-zobowiazania-karta" aria-label={t('zobowiazania.tytul')}>
      <button ref={wstecz} type="button" className="g-link-button g-back" onClick={wroc}>
        {t('zobowiazania.wroc')}
      </button>
      {blad && <p className="g-note">{t('wspolne.bladPobierania')}</p>}
      <div ref={karta}>
        {createElement(TAG, { karta: String(id), instytucja: String(instytucja), api: api.baseURL })}
      </div>
    </section>
  );
}
