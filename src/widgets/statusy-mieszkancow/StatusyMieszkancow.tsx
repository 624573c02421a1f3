import { useMemo, useState } from 'react';
import type { TFunction } from '../../core/i18n/texts.ts';
import {
  getStatusyMieszkancow,
  getStatusyMieszkancowPdf,
  type StatusMieszkanca,
} from '../../core/api/statystyki-el.ts';
import { csvFile } from '../../core/csv-file.ts';
import { formatCount } from '../../core/format.ts';
import { BarChart } from '../../ui/charts/BarChart.tsx';
import { useWidget } from '../../ui/context.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FileButton } from '../../ui/FileButton.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { useResource } from '../../ui/useResource.ts';
import { ServiceError, useServiceFailure } from '../../ui/ServiceError.tsx';
import './texts.ts';
import '../../ui/charts/texts.ts';

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
export function StatusyMieszkancow() {
  const { t, api } = useWidget();
  const [attempt, setAttempt] = useState(0);
  const rows = useResource(() => getStatusyMieszkancow(api), [api, attempt]);
  const columns = useMemo(() => statusyColumns(t), [t]);
  const failure = rows.status === 'error' ? rows.error : null;
  useServiceFailure(failure);
  const chart = useMemo(
    () =>
      rows.status === 'ok'
        ? { labels: rows.data.map((r) => r.opisStatusu), values: rows.data.map((r) => r.liczbaMieszkancow) }
        : null,
    [rows],
  );

  const title = t('statusyMieszkancow.tytul');
  let content;
  if (failure) content = <ServiceError onRetry={() => setAttempt((n) => n + 1)} />;
  else if (rows.status !== 'ok') content = <Loader />;
  else if (rows.data.length === 0) content = <EmptyState />;
  else
    content = (
      <div className="g-charted">
        <BarChart
          name={t('wykres.slupkowy', { tytul: title })}
          labels={chart!.labels}
          values={chart!.values}
          height={statusyChartHeight(rows.data.length)}
          formatValue={formatCount}
        />
        <DataTable
          columns={columns}
          rows={rows.data}
          caption={title}
          rowKey={(r) => r.opisStatusu}
          totals={{
            opisStatusu: t('statusyMieszkancow.razem'),
            liczbaMieszkancow: formatCount(rows.data.reduce((s, r) => s + r.liczbaMieszkancow, 0)),
          }}
        />
      </div>
    );

  const hasRows = rows.status === 'ok' && rows.data.length > 0;
  return (
    <section className="g-statystyka" aria-label={title}>
      <h2>{title}</h2>
      {hasRows && (
        <div className="g-toolbar">
          <span className="g-spacer" />
          <FileButton label={t('wspolne.pobierzPdf')} fetchFile={() => getStatusyMieszkancowPdf(api)} />
          <FileButton
            label={t('wspolne.pobierzCsv')}
            fetchFile={() => csvFile(columns, rows.data, 'statusy-mieszkancow')}
          />
        </div>
      )}
      {content}
    </section>
  );
}
