import type { TFunction } from '../../core/i18n/index.ts';
import {
  getStatusyMieszkancow,
  getStatusyMieszkancowPdf,
  type StatusMieszkanca,
} from '../../core/api/statystyki-el.ts';
import { csvFile } from '../../core/csv-file.ts';
import { formatCount } from '../../core/format.ts';
import { BarChart } from '../../ui/charts/BarChart.tsx';
import './texts.ts';
import '../../ui/charts/texts.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { ListFrame, type ListSpec } from '../../ui/ListFrame.tsx';

export function statusyColumns(t: TFunction): Column<StatusMieszkanca>[] {
  return [
    {
      key: 'opisStatusu',
      header: t('statusyMieszkancow.kolumny.opisStatusu'),
      value: (r) => r.opisStatusu,
    },
    {
      key: 'liczbaMieszkancow',
      header: t('statusyMieszkancow.kolumny.liczbaMieszkancow'),
      value: (r) => r.liczbaMieszkancow,
      render: (r) => formatCount(r.liczbaMieszkancow),
      numeric: true,
    },
  ];
}

/**
 * Height of the statuses chart: one bar row per status (2.5 em-ish at the base size) plus the value axis.
 * The spec's default chart height (700 with a 300 px axis, spec 01 §9) is for vertical bars with turned
 * labels; these bars are horizontal so the labels stay readable on a phone, and the chart is only as tall as
 * its rows.
 */
export const statusyChartHeight = (n: number) => Math.max(200, n * 44 + 60);

/**
 * Resident statuses (service 3, spec 01 §2 "bar chart plus table"): bar chart (uPlot) and the sortable table
 * of opisStatusu / liczbaMieszkancow with a total, PDF from the server, CSV of the table.
 */
export const statusyMieszkancowSpec: ListSpec<StatusMieszkanca[]> = {
  title: 'statusyMieszkancow.tytul',
  className: 'g-statystyka',
  load: ({ api }) => getStatusyMieszkancow(api),
  figure: (rows, _, t) => (
    <BarChart
      name={t('wykres.slupkowy', { tytul: t('statusyMieszkancow.tytul') })}
      labels={rows.map((r) => r.opisStatusu)}
      values={rows.map((r) => r.liczbaMieszkancow)}
      height={statusyChartHeight(rows.length)}
      formatValue={formatCount}
      axisLabel={t('statusyMieszkancow.kolumny.liczbaMieszkancow')}
    />
  ),
  tables: (rows, _, t) => [
    {
      caption: t('statusyMieszkancow.tytul'),
      columns: statusyColumns(t),
      rows,
      rowKey: (r: StatusMieszkanca) => r.opisStatusu,
      totals: {
        opisStatusu: t('statusyMieszkancow.razem'),
        liczbaMieszkancow: formatCount(rows.reduce((s, r) => s + r.liczbaMieszkancow, 0)),
      },
    },
  ],
  pdf: ({ api }) => getStatusyMieszkancowPdf(api),
  csv: (rows, _, t) => csvFile(statusyColumns(t), rows, 'statusy-mieszkancow'),
};

export const StatusyMieszkancow = () => <ListFrame {...statusyMieszkancowSpec} />;
