import type { TFunction } from '../../core/i18n/index.ts';
import {
  getZameldowaniaWgPlciWieku,
  getZameldowaniaWgPlciWiekuPdf,
  wierszePlciWieku,
  type WierszPlciWieku,
  type ZameldowaniaWgPlciWieku,
} from '../../core/api/meldunki.ts';
import { csvFile, type CsvColumn } from '../../core/csv-file.ts';
import { formatCount } from '../../core/format.ts';
import './texts.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { ListFrame, type ListSpec } from '../../ui/ListFrame.tsx';

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
 * table per kind of registration, totals computed; PDF from the server, CSV of both tables. With nobody
 * registered at all the view says 'Brak danych do wyświetlenia' once.
 */
export const zameldowaniaSpec: ListSpec<ZameldowaniaWgPlciWieku> = {
  title: 'zameldowania.tytul',
  className: 'g-zameldowania',
  load: ({ api }) => getZameldowaniaWgPlciWieku(api),
  tables: (dane, _, t) =>
    rodzaje.every(([, g]) => (wierszePlciWieku(g(dane))[2]?.razem ?? 0) === 0)
      ? []
      : rodzaje.map(([rodzaj, grupa]) => ({
          caption: t(`zameldowania.${rodzaj}`),
          columns: zameldowaniaColumns(t),
          rows: wierszePlciWieku(grupa(dane)),
          rowKey: (r: WierszPlciWieku) => r.plec,
        })),
  pdf: ({ api }) => getZameldowaniaWgPlciWiekuPdf(api),
  csv: (dane, _, t) => {
    const { columns, rows } = zameldowaniaCsv(t, dane);
    return csvFile(columns, rows, 'zameldowania-wg-plci-wieku', new Date());
  },
};

export const Zameldowania = () => <ListFrame {...zameldowaniaSpec} />;
