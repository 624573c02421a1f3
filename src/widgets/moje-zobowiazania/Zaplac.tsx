/**
 * Pay for the chosen instalments of the overview: the dues card's payment choice (src/features/platnosc) with the
 * basket call — ONE transfer for every chosen instalment, grouped by card in the order the overview lists them.
 * Fetched with the overview's data, not with the element: the page of the overview carries no form code until the
 * resident can choose (the dues page likewise fetches its Pay with a card).
 */
import { postDodajPrzelewKoszyk } from '../../core/api/platnosci.ts';
import type { Zobowiazanie } from '../../core/api/zobowiazania.ts';
import type { Podmiot } from '../../core/stores/subject.ts';
import { Platnosc } from '../../features/platnosc/Platnosc.tsx';
import { useWidget } from '../../ui/context.ts';

export default function Zaplac({
  subject,
  wybrane,
  razem,
  odswiez,
}: {
  subject: Podmiot;
  wybrane: readonly Zobowiazanie[];
  razem: number;
  odswiez: () => void;
}) {
  const { api } = useWidget();
  return (
    <Platnosc
      liczba={wybrane.length}
      razem={razem}
      odswiez={odswiez}
      zlec={(dostawca, adresy) =>
        postDodajPrzelewKoszyk(api, subject, dostawca, {
          pozycje: [...new Set(wybrane.map((r) => r.idKartyNaleznosci))].map((karta) => ({
            idKartyNaleznosci: karta,
            idNaleznosciRatyZbiorczej: wybrane
              .filter((r) => r.idKartyNaleznosci === karta)
              .map((r) => r.idNaleznosciRatyZbiorczej),
          })),
          nip: subject.czyInstytucja ? subject.nip : null,
          ...adresy,
        })
      }
    />
  );
}
