import { useMemo, useState } from 'react';
import type { TFunction } from '../../core/i18n/texts.ts';
import {
  getLiczbaMieszkancowIWyborcow,
  getLiczbaMieszkancowIWyborcowPdf,
  liczbaMieszkancow,
  type MieszkancyMiejscowosci,
} from '../../core/api/meldunki.ts';
import { csvFile } from '../../core/csv-file.ts';
import { formatDatePl } from '../../core/day.ts';
import { formatCount } from '../../core/format.ts';
import { useWidget } from '../../ui/context.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FileButton } from '../../ui/FileButton.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { ServiceError, useServiceFailure } from '../../ui/ServiceError.tsx';
import { useResource } from '../../ui/useResource.ts';
import './texts.ts';

type R = MieszkancyMiejscowosci;
const liczby: [key: string, value: (r: R) => number][] = [
  ['liczbaZameldowanStalych', (r) => r.liczbaZameldowanStalych],
  ['liczbaZameldowanCzasowych', (r) => r.liczbaZameldowanCzasowych],
  ['liczbaMieszkancow', liczbaMieszkancow],
  ['liczbaWyborcow', (r) => r.liczbaWyborcow],
];

export function mieszkancyColumns(t: TFunction): Column<R>[] {
  return [
    {
      key: 'nazwaMiejscowosci',
      header: t('liczbaMieszkancow.kolumny.nazwaMiejscowosci'),
      value: (r) => r.nazwaMiejscowosci,
    },
    ...liczby.map(([key, value]): Column<R> => ({
      key,
      header: t(`liczbaMieszkancow.kolumny.${key}`),
      value,
      render: (r) => formatCount(value(r)),
      numeric: true,
    })),
  ];
}

/**
 * Residents (permanent and temporary registration) and voters of each locality of the gmina (service 7; the
 * call and its fields are ours, see core/api/meldunki.ts), with totals, PDF and CSV.
 */
export function LiczbaMieszkancowWyborcow() {
  const { t, api } = useWidget();
  const [attempt, setAttempt] = useState(0);
  const data = useResource(() => getLiczbaMieszkancowIWyborcow(api), [api, attempt]);
  const columns = useMemo(() => mieszkancyColumns(t), [t]);
  const failure = data.status === 'error' ? data.error : null;
  useServiceFailure(failure);

  const title = t('liczbaMieszkancow.tytul');
  const rows = data.status === 'ok' ? data.data.liczbaMieszkancowIWyborcow : [];
  const stan = data.status === 'ok' ? formatDatePl(data.data.dataStanu) : '';
  let content;
  if (failure) content = <ServiceError onRetry={() => setAttempt((n) => n + 1)} />;
  else if (data.status !== 'ok') content = <Loader />;
  else if (rows.length === 0) content = <EmptyState />;
  else
    content = (
      <DataTable
        columns={columns}
        rows={rows}
        caption={t('liczbaMieszkancow.podpis', { data: stan })}
        rowKey={(r) => r.nazwaMiejscowosci}
        totals={{
          nazwaMiejscowosci: t('liczbaMieszkancow.razem'),
          ...Object.fromEntries(
            liczby.map(([key, value]) => [key, formatCount(rows.reduce((s, r) => s + value(r), 0))]),
          ),
        }}
      />
    );

  return (
    <section className="g-liczba-mieszkancow" aria-label={title}>
      <h2>{title}</h2>
      <div className="g-toolbar">
        {stan && <p className="g-stan">{t('liczbaMieszkancow.stanNaDzien', { data: stan })}</p>}
        <span className="g-spacer" />
        {rows.length > 0 && (
          <>
            <FileButton
              label={t('wspolne.pobierzPdf')}
              fetchFile={() => getLiczbaMieszkancowIWyborcowPdf(api)}
            />
            <FileButton
              label={t('wspolne.pobierzCsv')}
              fetchFile={() => csvFile(columns, rows, 'liczba-mieszkancow-i-wyborcow', new Date())}
            />
          </>
        )}
      </div>
      {content}
    </section>
  );
}
