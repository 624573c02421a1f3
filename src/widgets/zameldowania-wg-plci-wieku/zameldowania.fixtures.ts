import type { ZameldowaniaWgPlciWieku } from '../../core/api/meldunki.ts';

const grupa = (kp: number, mp: number, ko: number, mo: number) => ({
  liczbaKobietPonizej18: kp,
  liczbaMezczyznPonizej18: mp,
  liczbaKobietOd18: ko,
  liczbaMezczyznOd18: mo,
});

/** Named examples of the registrations widget's data (STYLE.md §6). */
export const zameldowaniaFixtures = {
  pusto: { zameldowanieStale: grupa(0, 0, 0, 0), zameldowanieCzasowe: grupa(0, 0, 0, 0) },
  typowe: {
    zameldowanieStale: grupa(934, 990, 4034, 3851),
    zameldowanieCzasowe: grupa(38, 44, 189, 179),
  },
} satisfies Record<string, ZameldowaniaWgPlciWieku>;
