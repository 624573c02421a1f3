import { useMemo, useState } from 'react';
import type { TFunction } from '../../core/i18n/texts.ts';
import {
  getZameldowaniaWgPlciWieku,
  getZameldowaniaWgPlciWiekuPdf,
  wierszePlciWieku,
  type WierszPlciWieku,
  type ZameldowaniaWgPlciWieku,
} from '../../core/api/meldunki.ts';
import { csvFile, type CsvColumn } from '../../core/csv-file.ts';
import { formatCount } from '../../core/format.ts';
import { useWidget } from '../../ui/context.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FileButton } from '../../ui/FileButton.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { ServiceError, useServiceFailure } from '../../ui/ServiceError.tsx';
import { useResource } from '../../ui/useResource.ts';
import './texts.ts';

const plec = { kobiety: 'kobiety', mezczyzni: 'mezczyzni', razem: 'oboje' } as const;
const liczby = ['ponizej18', 'od18', 'razem'] as const;

/** Rows women, men, both; columns under 18, 18 and over, total (spec 01 §2). Three fixed rows: no sorting. */
export function zameldowaniaColumns(t: TFunction): Column<WierszPlciWieku>[] {
  return [
    {
      key: 'plec',
      header: t('zameldowania.plec'),
      value: (r) => t(`zameldowania.${plec[r.plec]}`),
      sortable: false,
    },
    ...liczby.map((key): Column<WierszPlciWieku> => ({
      key,
      header: t(`zameldowania.${key}`),
      value: (r) => r[key],
      render: (r) => formatCount(r[key]),
      numeric: true,
      sortable: false,
    })),
  ];
}

const rodzaje = [
  ['stale', (d: ZameldowaniaWgPlciWieku) => d.zameldowanieStale],
  ['czasowe', (d: ZameldowaniaWgPlciWieku) => d.zameldowanieCzasowe],
] as const;

/** Both tables as one CSV: the kind of registration, then the columns of the view. */
export function zameldowaniaCsv(t: TFunction, dane: ZameldowaniaWgPlciWieku) {
  const columns = zameldowaniaColumns(t);
  const rows = rodzaje.flatMap(([rodzaj, grupa]) =>
    wierszePlciWieku(grupa(dane)).map((w) => ({ rodzaj: t(`zameldowania.${rodzaj}`), w })),
  );
  const csvColumns: CsvColumn<(typeof rows)[number]>[] = [
    { header: t('zameldowania.rodzaj'), value: (r) => r.rodzaj },
    ...columns.map((c) => ({ header: c.header, value: (r: (typeof rows)[number]) => c.value(r.w) })),
  ];
  return { columns: csvColumns, rows };
}

/**
 * Residents registered permanently versus temporarily, by sex and age group (service 10, spec 01 §2): one
 * table per kind of registration, totals computed; PDF from the server, CSV of both tables.
 */
export function Zameldowania() {
  const { t, api } = useWidget();
  const [attempt, setAttempt] = useState(0);
  const data = useResource(() => getZameldowaniaWgPlciWieku(api), [api, attempt]);
  const columns = useMemo(() => zameldowaniaColumns(t), [t]);
  const failure = data.status === 'error' ? data.error : null;
  useServiceFailure(failure);

  const title = t('zameldowania.tytul');
  const ok = data.status === 'ok' ? data.data : null;
  const empty = ok !== null && rodzaje.every(([, g]) => (wierszePlciWieku(g(ok))[2]?.razem ?? 0) === 0);
  let content;
  if (failure) content = <ServiceError onRetry={() => setAttempt((n) => n + 1)} />;
  else if (!ok) content = <Loader />;
  else if (empty) content = <EmptyState />;
  else
    content = (
      <div className="g-zameldowania-tabele">
        {rodzaje.map(([rodzaj, grupa]) => (
          <DataTable
            key={rodzaj}
            columns={columns}
            rows={wierszePlciWieku(grupa(ok))}
            caption={t(`zameldowania.${rodzaj}`)}
            rowKey={(r) => r.plec}
          />
        ))}
      </div>
    );

  return (
    <section className="g-zameldowania" aria-label={title}>
      <h2>{title}</h2>
      <div className="g-toolbar">
        <span className="g-spacer" />
        {ok && !empty && (
          <>
            <FileButton
              label={t('wspolne.pobierzPdf')}
              fetchFile={() => getZameldowaniaWgPlciWiekuPdf(api)}
            />
            <FileButton
              label={t('wspolne.pobierzCsv')}
              fetchFile={() => {
                const { columns, rows } = zameldowaniaCsv(t, ok);
                return csvFile(columns, rows, 'zameldowania-wg-plci-wieku', new Date());
              }}
            />
          </>
        )}
      </div>
      {content}
    </section>
  );
}
