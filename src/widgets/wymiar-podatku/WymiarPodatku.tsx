import type { DownloadedFile } from '../../core/api/client.ts';
import type { TFunction } from '../../core/i18n/index.ts';
import {
  getDecyzjaPdf,
  getLataPodatkowe,
  getWymiarPodatku,
  getWymiarPodatkuPdf,
  type PozycjaWymiaru,
  type WymiarPodatku as Wymiar,
} from '../../core/api/podatki.ts';
import { formatDatePl } from '../../core/dates.ts';
import { formatAmount } from '../../core/format.ts';
import './texts.ts';
import { yearChoices } from '../../ui/Choices.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { fileColumn } from '../../ui/FileButton.tsx';
import type { CallContext, ListSpec } from '../../ui/ListFrame.tsx';
import { ProtectedList } from '../../features/logowanie/ProtectedList.tsx';

type Row = PozycjaWymiaru;
const taxes = ['podatekRolny', 'podatekLesny', 'podatekOdNieruchomosci', 'podatekRazem'] as const;
const sums = {
  podatekRolny: 'podatekRolnySuma',
  podatekLesny: 'podatekLesnySuma',
  podatekOdNieruchomosci: 'podatekOdNieruchomosciSuma',
  podatekRazem: 'podatekSuma',
} as const;

/** The assessment with the decision download of the subject it was loaded for. */
export interface WymiarView extends Wymiar {
  decyzja: (idArchiwumDruku: number) => Promise<DownloadedFile>;
}

/** The totals row (spec 02 §2): the label, and each tax's sum as the server gives it. */
export const wymiarTotals = (w: Wymiar, t: TFunction): Record<string, string> => ({
  nrKarty: t('wymiarPodatku.razem'),
  ...Object.fromEntries(taxes.map((k) => [k, formatAmount(w[sums[k]])])),
});

export function wymiarColumns(t: TFunction, decyzja: WymiarView['decyzja']): Column<Row>[] {
  const h = (key: string) => t(`wymiarPodatku.kolumny.${key}`);
  return [
    { key: 'nrKarty', header: h('nrKarty'), value: (r) => r.nrKarty, nowrap: true },
    { key: 'rokPodatkowy', header: h('rokPodatkowy'), value: (r) => r.rokPodatkowy, nowrap: true },
    {
      key: 'dataWymiaru',
      header: h('dataWymiaru'),
      value: (r) => r.dataWymiaru,
      render: (r) => formatDatePl(r.dataWymiaru),
      nowrap: true,
    },
    { key: 'opisWymiaru', header: h('opisWymiaru'), value: (r) => r.opisWymiaru },
    {
      key: 'nrDecyzji',
      header: h('nrDecyzji'),
      value: (r) => r.nrDecyzji,
      render: (r) => r.nrDecyzji ?? '—',
      nowrap: true,
    },
    ...taxes.map((key): Column<Row> => ({
      key,
      header: h(key),
      value: (r) => r[key],
      render: (r) => formatAmount(r[key]),
      numeric: true,
    })),
    // spec 02 §2, §4: a decision PDF only where one was issued and archived, loading per row
    fileColumn<Row>({
      key: 'decyzja',
      header: h('decyzja'),
      label: t('wymiarPodatku.pobierzDecyzje'),
      name: (r) => t('wymiarPodatku.decyzjaPdf', { nr: r.nrDecyzji ?? '' }),
      file: (r) => (r.idArchiwumDruku === null ? null : () => decyzja(r.idArchiwumDruku!)),
    }),
  ];
}

const lata = (chosen: Record<string, unknown>) => chosen['lata'] as number[];

/**
 * Tax assessment (service 29, spec 02 §2): a multi-select of the subject's tax years with the latest chosen,
 * the assessments of the chosen years with a totals row and each decision's PDF, and the list PDF.
 */
export const wymiarPodatkuSpec: ListSpec<WymiarView> = {
  title: 'wymiarPodatku.tytul',
  className: 'g-wymiar-podatku',
  selects: [
    {
      name: 'lata',
      label: 'wymiarPodatku.lata',
      multiple: true,
      choices: ({ api, subject, signal }) => getLataPodatkowe(api, subject, signal).then(yearChoices),
      empty: 'wymiarPodatku.brak',
    },
  ],
  load: async ({ api, subject, signal }: CallContext, chosen) => ({
    ...(await getWymiarPodatku(api, subject, lata(chosen), signal)),
    decyzja: (id) => getDecyzjaPdf(api, subject, id),
  }),
  tables: (w, chosen, t) => [
    {
      caption: t('wymiarPodatku.podpis', { lata: lata(chosen).join(', ') }),
      columns: wymiarColumns(t, w.decyzja),
      rows: w.pozycjeWymiaruPodatku,
      rowKey: (r: Row, i) => `${i}-${r.rokPodatkowy}-${r.nrDecyzji ?? r.dataWymiaru}`,
      totals: w.pozycjeWymiaruPodatku.length > 0 ? wymiarTotals(w, t) : undefined,
      empty: t('wymiarPodatku.brak'),
    },
  ],
  pdf: ({ api, subject }, chosen) => getWymiarPodatkuPdf(api, subject, lata(chosen)),
};

export const WymiarPodatku = () => <ProtectedList {...wymiarPodatkuSpec} />;
