import type { TFunction } from '../../core/i18n/index.ts';
import {
  getAktualneZameldowanie,
  getAktualneZameldowaniePdf,
  type ZameldowanieCzasowe,
} from '../../core/api/meldunek-aktualny.ts';
import { formatDatePl } from '../../core/dates.ts';
import './texts.ts';
import type { Column } from '../../ui/DataTable.tsx';
import type { ListSpec } from '../../ui/ListFrame.tsx';
import { ProtectedList } from '../../features/logowanie/ProtectedList.tsx';
import deklaracja from 'virtual:gmina-deklaracja';

const text = ['nrPesel', 'nazwaMiejscowosci', 'nazwaUlicy', 'nrDomu', 'nrLokalu'] as const;
const dates = ['dataZameldowania', 'dataWymeldowania'] as const;

/** The columns of spec 02 §2; an empty street, flat or end of stay shows a dash. */
export const zameldowanieColumns = (t: TFunction): Column<ZameldowanieCzasowe>[] => [
  ...text.map((key): Column<ZameldowanieCzasowe> => ({
    key,
    header: t(`aktualneZameldowanie.kolumny.${key}`),
    value: (r) => r[key],
    render: (r) => r[key] ?? '—',
  })),
  ...dates.map((key): Column<ZameldowanieCzasowe> => ({
    key,
    header: t(`aktualneZameldowanie.kolumny.${key}`),
    value: (r) => r[key],
    render: (r) => (r[key] ? formatDatePl(r[key]) : '—'),
  })),
];

/**
 * Current registration (service 27, spec 02 §2): the person's temporary registration in force, with the PDF.
 * Natural persons only (spec 02 §6): for an institution the element says so in place and asks for nothing.
 */
export const aktualneZameldowanieSpec: ListSpec<ZameldowanieCzasowe[]> = {
  title: 'aktualneZameldowanie.tytul',
  className: 'g-aktualne-zameldowanie',
  load: ({ api, subject, signal }) => getAktualneZameldowanie(api, subject, signal),
  tables: (rows, _, t) => [
    {
      caption: t('aktualneZameldowanie.podpis'),
      columns: zameldowanieColumns(t),
      rows,
      rowKey: (r: ZameldowanieCzasowe) => `${r.dataZameldowania}-${r.nazwaMiejscowosci}-${r.nrDomu}`,
      empty: t('aktualneZameldowanie.brak'),
    },
  ],
  pdf: ({ api, subject }) => getAktualneZameldowaniePdf(api, subject),
};

export const AktualneZameldowanie = () => (
  <ProtectedList {...aktualneZameldowanieSpec} wymagany={deklaracja.wymagany} />
);
