import { useMemo, useState } from 'react';
import type { TFunction } from '../../core/i18n/texts.ts';
import {
  getLataStawekPojazdow,
  getStawkiPojazdow,
  getStawkiPojazdowPdf,
  type StawkaPojazdu,
} from '../../core/api/pojazdy.ts';
import { csvFile } from '../../core/csv-file.ts';
import { formatAmount } from '../../core/format.ts';
import { useWidget } from '../../ui/context.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FileButton } from '../../ui/FileButton.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { ServiceError, useServiceFailure } from '../../ui/ServiceError.tsx';
import { useResource } from '../../ui/useResource.ts';
import { latestYear, YearSelect } from '../../ui/YearSelect.tsx';
import './texts.ts';

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
export function StawkiPojazdow() {
  const { t, api } = useWidget();
  const [attempt, setAttempt] = useState(0);
  const years = useResource(() => getLataStawekPojazdow(api), [api, attempt]);
  const [picked, setPicked] = useState<number>();
  const year = picked ?? (years.status === 'ok' ? latestYear(years.data) : undefined);
  const rows = useResource(() => getStawkiPojazdow(api, year!), [api, year, attempt], year !== undefined);
  const columns = useMemo(() => stawkiColumns(t), [t]);
  const failure = years.status === 'error' ? years.error : rows.status === 'error' ? rows.error : null;
  useServiceFailure(failure);

  const title = t('stawkiPojazdow.tytul');
  let content;
  if (failure) content = <ServiceError onRetry={() => setAttempt((n) => n + 1)} />;
  else if (years.status === 'ok' && years.data.length === 0) content = <EmptyState />;
  else if (rows.status !== 'ok') content = <Loader />;
  else if (rows.data.length === 0) content = <EmptyState />;
  else
    content = (
      <DataTable
        columns={columns}
        rows={rows.data}
        caption={t('stawkiPojazdow.podpis', { rok: year })}
        rowKey={(r, i) => `${i}-${r.nazwaStawki}`}
      />
    );

  const hasRows = rows.status === 'ok' && rows.data.length > 0;
  return (
    <section className="g-stawki-pojazdow" aria-label={title}>
      <h2>{title}</h2>
      <div className="g-toolbar">
        {years.status === 'ok' && years.data.length > 0 && (
          <YearSelect label={t('stawkiPojazdow.rok')} years={years.data} value={year} onChange={setPicked} />
        )}
        <span className="g-spacer" />
        {year !== undefined && hasRows && (
          <>
            <FileButton label={t('wspolne.pobierzPdf')} fetchFile={() => getStawkiPojazdowPdf(api, year)} />
            <FileButton
              label={t('wspolne.pobierzCsv')}
              fetchFile={() => csvFile(columns, rows.data, `stawki-pojazdow-${year}`)}
            />
          </>
        )}
      </div>
      {content}
    </section>
  );
}
