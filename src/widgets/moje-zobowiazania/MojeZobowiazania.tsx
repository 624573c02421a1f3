/**
 * `<gmina-moje-zobowiazania>`: everything the current subject owes, paid in one go (beyond spec 02; service 50).
 * A row's card opens its detail: in the portal its kind's detail route (as the dues list does), on a CMS page, with
 * no router, in place (`KartaNaStronie`). Back from a payment provider on a CMS page (`#gmina-platnosc=…`, the
 * return address the payment choice gives there) the element shows that payment's result in place.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { Zobowiazanie } from '../../core/api/zobowiazania.ts';
import { withTexts } from '../../core/i18n/index.ts';
import { requestNavigation } from '../../core/navigation.ts';
import { trasaKarty } from '../../core/trasy-naleznosci.ts';
import { $subject } from '../../core/stores/subject.ts';
import { SubjectGate } from '../../features/logowanie/ProtectedList.tsx';
import { useWidget } from '../../ui/context.ts';
import { Loader } from '../../ui/Loader.tsx';
import { KartaNaStronie } from './KartaNaStronie.tsx';
import { Zobowiazania } from './Zobowiazania.tsx';
import './texts.ts';

// the result is fetched only when the page is given one back (the hash the payment choice gives a CMS page,
// features/platnosc/platnosc.ts `HASH_WYNIKU`), shown once its texts are there in the element's language
const HASH_WYNIKU = '#gmina-platnosc=';
const Wynik = lazy(() => import('../../features/platnosc/WynikPlatnosci.tsx').then(withTexts));

type OtwartaKarta = { id: number; instytucja: boolean };

export function MojeZobowiazania() {
  const { t } = useWidget();
  const [wynik, setWynik] = useState(() => location.hash.startsWith(HASH_WYNIKU));
  const [karta, setKarta] = useState<OtwartaKarta | null>(null);
  const otworz = useCallback((r: Zobowiazanie, instytucja: boolean) => {
    if (!requestNavigation(trasaKarty(r.aplikacjaNaleznosci, r.idKartyNaleznosci, instytucja)))
      setKarta({ id: r.idKartyNaleznosci, instytucja });
  }, []);
  const wroc = useCallback(() => setKarta(null), []);
  // a card opened in place is the subject's of that moment: another subject chosen, the overview of that one
  const subject = useStore($subject);
  useEffect(() => setKarta(null), [subject?.pesel, subject?.nip]);
  if (wynik)
    return (
      <Suspense fallback={<Loader />}>
        <Wynik wynik={location.hash === `${HASH_WYNIKU}ok` ? 'ok' : 'blad'} wroc={() => setWynik(false)} />
      </Suspense>
    );
  if (karta) return <KartaNaStronie id={karta.id} instytucja={karta.instytucja} wroc={wroc} />;
  return (
    <SubjectGate usluga={t('zobowiazania.tytul')}>
      {(subject) => (
        // another subject starts with its own overview and nothing chosen
        <Zobowiazania
          key={subject.pesel ?? subject.nip}
          subject={subject}
          otworz={(r) => otworz(r, subject.czyInstytucja)}
        />
      )}
    </SubjectGate>
  );
}
