import type { TFunction } from '../../core/i18n/index.ts';
import {
  getWykazPojazdow,
  getWykazPojazdowPdf,
  type PojazdPodatnika,
} from '../../core/api/wykaz-pojazdow.ts';
import './texts.ts';
import type { Column } from '../../ui/DataTable.tsx';
import type { ListSpec } from '../../ui/ListFrame.tsx';
import { ProtectedList } from '../../features/logowanie/ProtectedList.tsx';

const keys = ['nrRejestracyjny', 'marka', 'nazwaStawki'] as const;

export const wykazColumns = (t: TFunction): Column<PojazdPodatnika>[] =>
  keys.map((key) => ({ key, header: t(`wykazPojazdow.kolumny.${key}`), value: (r) => r[key] }));

/** Spec 02 §2: the vehicles "for the current year" — the year of the person's calendar. */
const biezacyRok = () => new Date().getFullYear();

/**
 * Vehicle list (service 14, spec 02 §2): the vehicles in the current subject's declaration of the tax on means
 * of transport for the current year, with the PDF; the fallback text when there are none.
 */
export const wykazPojazdowSpec: ListSpec<PojazdPodatnika[]> = {
  title: 'wykazPojazdow.tytul',
  className: 'g-wykaz-pojazdow',
  load: ({ api, subject, signal }) => getWykazPojazdow(api, subject, biezacyRok(), signal),
  tables: (rows, _, t) => [
    {
      caption: t('wykazPojazdow.podpis', { rok: biezacyRok() }),
      columns: wykazColumns(t),
      rows,
      rowKey: (r: PojazdPodatnika) => r.nrRejestracyjny,
      empty: t('wykazPojazdow.brak'),
    },
  ],
  pdf: ({ api, subject }) => getWykazPojazdowPdf(api, subject, biezacyRok()),
};

export const WykazPojazdow = () => <ProtectedList {...wykazPojazdowSpec} />;
