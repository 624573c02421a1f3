import type { TFunction } from '../../core/i18n/index.ts';
import {
  getLiczbaMieszkancowIWyborcow,
  getLiczbaMieszkancowIWyborcowPdf,
  liczbaMieszkancow,
  type LiczbaMieszkancowIWyborcow,
  type MieszkancyMiejscowosci,
} from '../../core/api/meldunki.ts';
import { csvFile } from '../../core/csv-file.ts';
import { formatDatePl } from '../../core/dates.ts';
import { formatCount } from '../../core/format.ts';
import './texts.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { ListFrame, type ListSpec } from '../../ui/ListFrame.tsx';

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
export const liczbaMieszkancowSpec: ListSpec<LiczbaMieszkancowIWyborcow> = {
  title: 'liczbaMieszkancow.tytul',
  className: 'g-liczba-mieszkancow',
  load: ({ api }) => getLiczbaMieszkancowIWyborcow(api),
  tables: ({ dataStanu, liczbaMieszkancowIWyborcow: rows }, _, t) => [
    {
      caption: t('liczbaMieszkancow.podpis', { data: formatDatePl(dataStanu) }),
      columns: mieszkancyColumns(t),
      rows,
      rowKey: (r: R) => r.nazwaMiejscowosci,
      totals: {
        nazwaMiejscowosci: t('liczbaMieszkancow.razem'),
        ...Object.fromEntries(
          liczby.map(([key, value]) => [key, formatCount(rows.reduce((s, r) => s + value(r), 0))]),
        ),
      },
    },
  ],
  note: ({ dataStanu }, _, t) => (
    <p className="g-stan">{t('liczbaMieszkancow.stanNaDzien', { data: formatDatePl(dataStanu) })}</p>
  ),
  pdf: ({ api }) => getLiczbaMieszkancowIWyborcowPdf(api),
  csv: (data, _, t) =>
    csvFile(
      mieszkancyColumns(t),
      data.liczbaMieszkancowIWyborcow,
      'liczba-mieszkancow-i-wyborcow',
      new Date(),
    ),
};

export const LiczbaMieszkancowWyborcow = () => <ListFrame {...liczbaMieszkancowSpec} />;
