import { useMemo, useState } from 'react';
import {
  getNajpopularniejszeImiona,
  getNajpopularniejszeImionaPdf,
  topImiona,
} from '../../core/api/statystyki-el.ts';
import { csvFile } from '../../core/csv-file.ts';
import { formatCount } from '../../core/format.ts';
import { PieChart } from '../../ui/charts/PieChart.tsx';
import { useWidget } from '../../ui/context.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FileButton } from '../../ui/FileButton.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { useResource } from '../../ui/useResource.ts';
import { ServiceError, useServiceFailure } from '../../ui/ServiceError.tsx';
import { imionaColumns } from './columns.ts';
import './texts.ts';
import '../../ui/charts/texts.ts';

/**
 * The most popular first names (service 12, spec 01 §2): SVG pie chart of the top 10 by count (hidden in
 * high-contrast mode) and the sortable, paged table of all names; PDF from the server, CSV of the table.
 */
export function NajpopularniejszeImiona() {
  const { t, api } = useWidget();
  const [attempt, setAttempt] = useState(0);
  const rows = useResource(() => getNajpopularniejszeImiona(api), [api, attempt]);
  const columns = useMemo(() => imionaColumns(t), [t]);
  const failure = rows.status === 'error' ? rows.error : null;
  useServiceFailure(failure);
  const top = useMemo(
    () =>
      rows.status === 'ok' ? topImiona(rows.data).map((r) => ({ label: r.imie, value: r.liczbaOsob })) : [],
    [rows],
  );

  const title = t('imiona.tytul');
  let content;
  if (failure) content = <ServiceError onRetry={() => setAttempt((n) => n + 1)} />;
  else if (rows.status !== 'ok') content = <Loader />;
  else if (rows.data.length === 0) content = <EmptyState />;
  else
    content = (
      <div className="g-charted">
        <PieChart
          name={t('wykres.kolowy', { tytul: t('imiona.top10') })}
          slices={top}
          formatValue={formatCount}
        />
        <DataTable columns={columns} rows={rows.data} caption={title} rowKey={(r) => r.imie} />
      </div>
    );

  const hasRows = rows.status === 'ok' && rows.data.length > 0;
  return (
    <section className="g-statystyka" aria-label={title}>
      <h2>{title}</h2>
      {hasRows && (
        <div className="g-toolbar">
          <span className="g-spacer" />
          <FileButton label={t('wspolne.pobierzPdf')} fetchFile={() => getNajpopularniejszeImionaPdf(api)} />
          <FileButton
            label={t('wspolne.pobierzCsv')}
            fetchFile={() => csvFile(columns, rows.data, 'najpopularniejsze-imiona')}
          />
        </div>
      )}
      {content}
    </section>
  );
}
