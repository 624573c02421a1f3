import type { TFunction } from '../../core/i18n/index.ts';
import {
  getLataStawekPojazdow,
  getStawkiPojazdow,
  getStawkiPojazdowPdf,
  type StawkaPojazdu,
} from '../../core/api/pojazdy.ts';
import { csvFile } from '../../core/csv-file.ts';
import { formatAmount } from '../../core/format.ts';
import './texts.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { yearChoices } from '../../ui/Choices.tsx';
import { ListFrame, type ListSpec } from '../../ui/ListFrame.tsx';

const amountKeys = ['stawkaRoczna', 'stawkaRocznaMax', 'kwotaObnizeniaStawki'] as const;

export function stawkiColumns(t: TFunction): Column<StawkaPojazdu>[] {
  return [
    { key: 'nazwaStawki', header: t('stawkiPojazdow.kolumny.nazwaStawki'), value: (r) => r.nazwaStawki },
    ...amountKeys.map((key): Column<StawkaPojazdu> => ({
      key,
      header: t(`stawkiPojazdow.kolumny.${key}`),
      value: (r) => r[key],
      render: (r) => formatAmount(r[key]),
      numeric: true,
    })),
  ];
}

/**
 * Rates of the tax on means of transport (service 11, spec 01 §2): year select with the latest year
 * preselected, sortable table of the gmina's rate, the ministry's maximum and the effect of the reduction,
 * PDF from the server, CSV of the table.
 */
export const stawkiPojazdowSpec: ListSpec<StawkaPojazdu[]> = {
  title: 'stawkiPojazdow.tytul',
  className: 'g-stawki-pojazdow',
  selects: [
    {
      name: 'rok',
      label: 'stawkiPojazdow.rok',
      choices: ({ api }) => getLataStawekPojazdow(api).then(yearChoices),
    },
  ],
  load: ({ api }, { rok }) => getStawkiPojazdow(api, Number(rok)),
  tables: (rows, { rok }, t) => [
    {
      caption: t('stawkiPojazdow.podpis', { rok }),
      columns: stawkiColumns(t),
      rows,
      rowKey: (r: StawkaPojazdu, i) => `${i}-${r.nazwaStawki}`,
    },
  ],
  pdf: ({ api }, { rok }) => getStawkiPojazdowPdf(api, Number(rok)),
  csv: (rows, { rok }, t) => csvFile(stawkiColumns(t), rows, `stawki-pojazdow-${String(rok)}`),
};

export const StawkiPojazdow = () => <ListFrame {...stawkiPojazdowSpec} />;
