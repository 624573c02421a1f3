import { useMemo } from 'react';
import type { TFunction } from '../../core/i18n/index.ts';
import {
  getBudzetPdf,
  getLataBudzetowe,
  getPozycjeBudzetu,
  type Dochod,
  type PozycjaBudzetu,
  type RodzajBudzetu,
  type Wydatek,
} from '../../core/api/budzet.ts';
import { csvFile } from '../../core/csv-file.ts';
import { formatAmount } from '../../core/format.ts';
import { yearChoices } from '../../ui/Choices.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { ListFrame, type ListSpec } from '../../ui/ListFrame.tsx';
import './texts.ts';

export interface BudzetProps {
  rodzaj?: RodzajBudzetu;
}

const amountKeys = {
  dochody: ['planPoZmianach', 'naleznosci', 'dochodyOtrzymane', 'dochodyWykonane'],
  wydatki: ['planPoZmianach', 'wydatki', 'zobowiazania', 'koszty', 'zaangazowanie'],
} as const;

type AmountKey = (typeof amountKeys)[RodzajBudzetu][number];
const amount = (row: PozycjaBudzetu, key: AmountKey): number => (row as Dochod & Wydatek)[key];

export function budzetColumns(rodzaj: RodzajBudzetu, t: TFunction): Column<PozycjaBudzetu>[] {
  const text = (key: 'rozdzial' | 'paragraf' | 'nazwaPozycji'): Column<PozycjaBudzetu> => ({
    key,
    header: t(`budzet.kolumny.${key}`),
    value: (r) => r[key],
  });
  return [
    text('rozdzial'),
    text('paragraf'),
    text('nazwaPozycji'),
    ...amountKeys[rodzaj].map((key): Column<PozycjaBudzetu> => ({
      key,
      header: t(`budzet.kolumny.${key}`),
      value: (r) => amount(r, key),
      render: (r) => formatAmount(amount(r, key)),
      numeric: true,
    })),
  ];
}

const brak = (rodzaj: RodzajBudzetu) =>
  rodzaj === 'dochody' ? 'budzet.brakDochodow' : 'budzet.brakWydatkow';

/**
 * Budget income or expenditure of the gmina (services 1 and 2, spec 01 §2): year select with the latest year
 * preselected, sortable paged table with totals, PDF from the server, CSV of the table (open data). A failed call
 * gets the spec's reaction (spec 01 §8: snackbar, and in the portal back to the services list).
 */
export const budzetSpec = (rodzaj: RodzajBudzetu): ListSpec<PozycjaBudzetu[]> => ({
  title: rodzaj === 'dochody' ? 'budzet.tytulDochody' : 'budzet.tytulWydatki',
  className: 'g-budzet',
  selects: [
    {
      name: 'rok',
      label: 'budzet.rok',
      choices: ({ api }) => getLataBudzetowe(api).then(yearChoices),
      empty: brak(rodzaj),
    },
  ],
  load: ({ api }, { rok }) => getPozycjeBudzetu(api, rodzaj, Number(rok)),
  tables: (rows, { rok }, t) => [
    {
      caption: `${t(rodzaj === 'dochody' ? 'budzet.tytulDochody' : 'budzet.tytulWydatki')} – ${String(rok)}`,
      columns: budzetColumns(rodzaj, t),
      rows,
      rowKey: (r: PozycjaBudzetu, i) => `${r.rozdzial}-${r.paragraf}-${i}`,
      totals: {
        rozdzial: t('wspolne.razem'),
        ...Object.fromEntries(
          amountKeys[rodzaj].map((k) => [k, formatAmount(rows.reduce((s, r) => s + amount(r, k), 0))]),
        ),
      },
      empty: t(brak(rodzaj)),
    },
  ],
  pdf: ({ api }, { rok }) => getBudzetPdf(api, rodzaj, Number(rok)),
  csv: (rows, { rok }, t) => csvFile(budzetColumns(rodzaj, t), rows, `budzet-${rodzaj}-${String(rok)}`),
});

export function Budzet({ rodzaj = 'dochody' }: BudzetProps) {
  const spec = useMemo(() => budzetSpec(rodzaj), [rodzaj]);
  return <ListFrame {...spec} />;
}
