import { HASH_WYNIKU } from '../../features/platnosc/platnosc.ts';
import WynikPlatnosciNaStronie from '../../features/platnosc/WynikPlatnosci.tsx';

/** The result given back to a CMS page (`#gmina-platnosc=ok|blad`), shown by the element in place. */
export function WynikNaStronie({ wroc }: { wroc: () => void }) {
  return <WynikPlatnosciNaStronie wynik={location.hash === `${HASH_WYNIKU}ok` ? 'ok' : 'blad'} wroc={wroc} />;
}
