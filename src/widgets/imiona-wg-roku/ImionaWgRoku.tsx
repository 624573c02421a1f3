import { useMemo, useState } from 'react';
import {
  getImionaWgRoku,
  getImionaWgRokuPdf,
  getLataUrodzen,
  topImiona,
} from '../../core/api/statystyki-el.ts';
import { csvFile } from '../../core/csv-file.ts';
import { formatCount } from '../../core/format.ts';
import { BarChart } from '../../ui/charts/BarChart.tsx';
import { useWidget } from '../../ui/context.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FileButton } from '../../ui/FileButton.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { useResource } from '../../ui/useResource.ts';
import { latestYear, YearSelect } from '../../ui/YearSelect.tsx';
import { ServiceError, useServiceFailure } from '../../ui/ServiceError.tsx';
import { imionaWgRokuColumns } from './columns.ts';
import './texts.ts';
import '../../ui/charts/texts.ts';

/** Height of the names chart (spec 01 §9 "name bar chart height 660"). */
export const IMIONA_CHART_HEIGHT = 660;
/**
 * Bars in the chart: the spec does not say how many names the chart holds; 20 bars fit 660 px readably at
 * the largest font size. The table below lists every name of the year.
 */
export const IMIONA_NA_WYKRESIE = 20;

/**
 * The most popular first names of a birth year (service 13, spec 01 §2): year select from
 * /el/dajLataUrodzen with the latest year preselected, bar chart (uPlot, 660 px high), the table of the
 * year's names; PDF of the year from the server, CSV of the table. Choosing another year reloads.
 */
export function ImionaWgRoku() {
  const { t, api } = useWidget();
  const [attempt, setAttempt] = useState(0);
  const years = useResource(() => getLataUrodzen(api), [api, attempt]);
  const [picked, setPicked] = useState<number>();
  const year = picked ?? (years.status === 'ok' ? latestYear(years.data) : undefined);
  const rows = useResource(() => getImionaWgRoku(api, year!), [api, year, attempt], year !== undefined);
  const columns = useMemo(() => imionaWgRokuColumns(t), [t]);
  const failure = years.status === 'error' ? years.error : rows.status === 'error' ? rows.error : null;
  useServiceFailure(failure);
  const chart = useMemo(() => {
    if (rows.status !== 'ok') return null;
    const top = topImiona(rows.data, IMIONA_NA_WYKRESIE);
    return { labels: top.map((r) => r.imie), values: top.map((r) => r.liczbaOsob) };
  }, [rows]);

  const title = t('imionaWgRoku.tytul');
  let content;
  if (failure) content = <ServiceError onRetry={() => setAttempt((n) => n + 1)} />;
  else if (years.status === 'ok' && years.data.length === 0)
    content = <EmptyState text={t('imionaWgRoku.brakLat')} />;
  else if (rows.status !== 'ok') content = <Loader />;
  else if (rows.data.length === 0) content = <EmptyState />;
  else
    content = (
      <div className="g-charted">
        <BarChart
          name={t('wykres.slupkowy', { tytul: t('imionaWgRoku.wykres', { rok: year }) })}
          labels={chart!.labels}
          values={chart!.values}
          height={IMIONA_CHART_HEIGHT}
          formatValue={formatCount}
        />
        <DataTable
          columns={columns}
          rows={rows.data}
          caption={t('imionaWgRoku.tabela', { rok: year })}
          rowKey={(r) => r.imie}
        />
      </div>
    );

  const hasRows = rows.status === 'ok' && rows.data.length > 0;
  return (
    <section className="g-statystyka" aria-label={title}>
      <h2>{title}</h2>
      <div className="g-toolbar">
        {years.status === 'ok' && years.data.length > 0 && (
          <YearSelect label={t('imionaWgRoku.rok')} years={years.data} value={year} onChange={setPicked} />
        )}
        <span className="g-spacer" />
        {year !== undefined && hasRows && (
          <>
            <FileButton label={t('wspolne.pobierzPdf')} fetchFile={() => getImionaWgRokuPdf(api, year)} />
            <FileButton
              label={t('wspolne.pobierzCsv')}
              fetchFile={() => csvFile(columns, rows.data, `imiona-${year}`)}
            />
          </>
        )}
      </div>
      {content}
    </section>
  );
}
