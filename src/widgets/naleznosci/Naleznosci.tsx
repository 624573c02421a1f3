/**
 * `<gmina-naleznosci>`: the dues list and, for a chosen card, its detail (spec 02 §2). In the portal a card opens
 * its kind's detail route (`/naleznosci-podatki-gminne?karta=…&instytucja=…`, which mounts this element with
 * `karta`); on a CMS page, with no router, the detail opens in place with a Back button.
 */
import { lazy, Suspense, useCallback, useState } from 'react';
import type { Karta as KartaDane } from '../../core/api/naleznosci.ts';
import { withTexts } from '../../core/i18n/index.ts';
import { requestNavigation } from '../../core/navigation.ts';
import { Loader } from '../../ui/Loader.tsx';
import { Lista } from './Lista.tsx';
import { trasaKarty } from '../../core/trasy-naleznosci.ts';
import './texts.ts';

export interface NaleznosciProps {
  typ?: string;
  karta?: string;
  instytucja?: string;
}

// the detail is fetched when a card is opened: a page with the list loads less (issue 16 budget); back from a
// payment provider on a CMS page (`#gmina-platnosc=…`, platnosc.ts) the same chunk gives the result in place of
// the list (one import and no second chunk name in this element's code); shown once its texts (the payment's
// among them) are there in the element's language
const detal = () => import('./Karta.tsx').then(withTexts);
const Karta = lazy(() => detal().then((m) => ({ default: m.Karta })));
const Wynik = lazy(() => detal().then((m) => ({ default: m.WynikNaStronie })));

const flaga = (s: string | undefined) => (s === 'true' ? true : s === 'false' ? false : null);

export function Naleznosci({ typ, karta, instytucja }: NaleznosciProps) {
  const [otwarta, setOtwarta] = useState<{ id: number; instytucja: boolean } | null>(null);
  const [wynik, setWynik] = useState(() => location.hash.startsWith('#gmina-platnosc='));
  const zAtrybutu = karta && /^[1-9]\d{0,8}$/.test(karta) ? Number(karta) : null;
  const otworz = useCallback((k: KartaDane) => {
    const to = trasaKarty(k.aplikacjaNaleznosci, k.idKartyNaleznosci, k.czyInstytucja);
    if (!requestNavigation(to)) setOtwarta({ id: k.idKartyNaleznosci, instytucja: k.czyInstytucja });
  }, []);
  const wroc = useCallback(
    (z?: { currentTarget: EventTarget | null }) => {
      if (zAtrybutu !== null && requestNavigation('/lista-naleznosci')) return;
      setOtwarta(null);
      // with no router the page is told too: a card given by attribute there (the overview of everything owed
      // opens one in place on a CMS page) is taken away by whoever placed it
      z?.currentTarget?.dispatchEvent(new CustomEvent('gmina-wroc', { bubbles: true, composed: true }));
    },
    [zAtrybutu],
  );
  const karta_ =
    zAtrybutu !== null
      ? { id: zAtrybutu, instytucja: flaga(instytucja) }
      : otwarta && { id: otwarta.id, instytucja: otwarta.instytucja };
  if (!karta_ && !wynik) return <Lista typ={typ} otworz={otworz} />;
  return (
    <Suspense fallback={<Loader />}>
      {wynik ? (
        <Wynik wroc={() => setWynik(false)} />
      ) : (
        <Karta id={karta_!.id} instytucja={karta_!.instytucja} wroc={wroc} />
      )}
    </Suspense>
  );
}
