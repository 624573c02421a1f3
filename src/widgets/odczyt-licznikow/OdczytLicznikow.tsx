import { useMemo } from 'react';
import type { TFunction } from '../../core/i18n/index.ts';
import {
  getOdczyty,
  getOdczytyPdf,
  getPunktyOdbioruWidoku,
  ostatnieOdczyty,
  ODCZYTY_NA_WYKRESIE,
  type Odczyt,
} from '../../core/api/woda.ts';
import { formatDatePl } from '../../core/dates.ts';
import './texts.ts';
import '../../ui/charts/texts.ts';
import { LineChart } from '../../ui/charts/LineChart.tsx';
import type { Choice } from '../../ui/Choices.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import type { CallContext, Chosen, ListSpec } from '../../ui/ListFrame.tsx';
import { useWidget } from '../../ui/context.ts';
import { ProtectedList } from '../../features/logowanie/ProtectedList.tsx';

/** Height of the readings chart in CSS px (the spec gives none; the table beside it is about as tall). */
export const WYKRES_WYSOKOSC = 300;

const m3 = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 3, useGrouping: 'always' });
/** A reading or a volume in m³: decimals only where the dial has them, Polish format. */
export const formatM3 = (n: number) => m3.format(n);

const numery = (chosen: Chosen) => (chosen['liczniki'] as string[]).map(String);

export function odczytyColumns(t: TFunction): Column<Odczyt>[] {
  const k = (key: string) => t(`odczytLicznikow.kolumny.${key}`);
  return [
    { key: 'numerLicznika', header: k('numerLicznika'), value: (r) => r.numerLicznika },
    {
      key: 'dataOdczytu',
      header: k('dataOdczytu'),
      value: (r) => r.dataOdczytu,
      render: (r) => formatDatePl(r.dataOdczytu),
    },
    {
      key: 'stanLicznika',
      header: k('stanLicznika'),
      value: (r) => r.stanLicznika,
      render: (r) => formatM3(r.stanLicznika),
      numeric: true,
    },
    {
      key: 'zuzycieLicznika',
      header: k('zuzycieLicznika'),
      value: (r) => r.zuzycieLicznika,
      render: (r) => formatM3(r.zuzycieLicznika),
      numeric: true,
    },
  ];
}

/**
 * The meters of the chosen point: the current ones first, each labelled current or archival (spec 02 §2), in
 * the widget's language (the choices are made again when it changes).
 */
const licznikiChoices =
  (t: TFunction) =>
  async ({ api, subject }: CallContext, { punkt }: Chosen): Promise<Choice[]> => {
    const p = (await getPunktyOdbioruWidoku(api, subject)).find((x) => x.idPunktuOdbioru === punkt);
    return (p?.liczniki ?? []).map((l) => ({
      value: l.numerLicznika,
      label: l.dataWyjecia
        ? `${l.numerLicznika} – ${t('odczytLicznikow.archiwalny', { data: formatDatePl(l.dataWyjecia) })}`
        : `${l.numerLicznika} – ${t('odczytLicznikow.aktualny')}`,
    }));
  };

/**
 * Meter readings (service 15, spec 02 §2): a collection point, a multi-select of its meters (current or
 * archival, the current one preselected); the readings newest first with a line chart of the consumption of the
 * last 12 readings beside the table (spec 02 §9), and the PDF.
 */
export const odczytLicznikowSpec = (t: TFunction): ListSpec<Odczyt[]> => ({
  title: 'odczytLicznikow.tytul',
  className: 'g-odczyt-licznikow',
  selects: [
    {
      name: 'punkt',
      label: 'odczytLicznikow.punkt',
      choices: async ({ api, subject }) =>
        (await getPunktyOdbioruWidoku(api, subject)).map((p) => ({
          value: p.idPunktuOdbioru,
          label: p.adresPunktuOdbioru,
        })),
      initial: (c) => c[0]?.value,
      empty: 'odczytLicznikow.brakPunktow',
    },
    {
      name: 'liczniki',
      label: 'odczytLicznikow.liczniki',
      multiple: true,
      choices: licznikiChoices(t),
      initial: (c) => c[0]?.value,
      empty: 'odczytLicznikow.brak',
    },
  ],
  load: ({ api, subject, signal }, chosen) =>
    getOdczyty(api, subject, Number(chosen['punkt']), numery(chosen), signal),
  figure: (rows, _chosen, t) => {
    const ostatnie = ostatnieOdczyty(rows);
    return (
      <LineChart
        name={t('wykres.liniowy', { tytul: t('odczytLicznikow.wykres', { n: ODCZYTY_NA_WYKRESIE }) })}
        labels={ostatnie.map((o) => formatDatePl(o.dataOdczytu).slice(3))}
        values={ostatnie.map((o) => o.zuzycieLicznika)}
        height={WYKRES_WYSOKOSC}
        formatValue={formatM3}
        axisLabel={t('odczytLicznikow.kolumny.zuzycieLicznika')}
      />
    );
  },
  tables: (rows, chosen, t) => [
    {
      caption: t('odczytLicznikow.podpis', { liczniki: numery(chosen).join(', ') }),
      columns: odczytyColumns(t),
      rows,
      rowKey: (r: Odczyt, i) => `${r.numerLicznika}-${r.dataOdczytu}-${i}`,
      empty: t('odczytLicznikow.brak'),
    },
  ],
  empty: 'odczytLicznikow.brak',
  pdf: ({ api, subject }, chosen) => getOdczytyPdf(api, subject, Number(chosen['punkt']), numery(chosen)),
});

export function OdczytLicznikow() {
  const { t } = useWidget();
  const spec = useMemo(() => odczytLicznikowSpec(t), [t]);
  return <ProtectedList {...spec} />;
}
