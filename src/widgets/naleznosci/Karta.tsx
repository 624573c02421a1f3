/**
 * A dues card in detail (spec 02 §2 detail routes, §3, §4): the card's data; its collective instalments with
 * their instalments, labels, flags and legend, overdue rows marked in words and in red; filters by state, due
 * date and amount (any change resets the selection); selection of payable instalments with their total, the
 * proof of payment for them and the PDF of the filtered view; booked payments, recovery elements, co-obligors.
 * The selection is what Pay takes (Platnosc.tsx).
 */
import type { Karta as KartaDane } from '../../core/api/naleznosci.ts';
import { SubjectGate } from '../../features/logowanie/ProtectedList.tsx';
import { KartaPodmiotu } from './KartaPodmiotu.tsx';

export function Karta({
  id,
  instytucja,
  wroc,
}: {
  id: number;
  instytucja: boolean | null;
  /** Back to the list (`z`: the Back button pressed, which tells a page with no router, Naleznosci.tsx). */
  wroc: (z?: { currentTarget: EventTarget | null }) => void;
}) {
  return (
    <SubjectGate>
      {(subject) => <KartaPodmiotu subject={subject} id={id} instytucja={instytucja} wroc={wroc} />}
    </SubjectGate>
  );
}

export type { KartaDane };
export { WynikNaStronie } from './WynikNaStronie.tsx';
