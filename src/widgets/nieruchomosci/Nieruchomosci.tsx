import type { TFunction } from '../../core/i18n/index.ts';
import {
  getNieruchomosci,
  getNieruchomosciPdf,
  type Budowla,
  type Budynek,
  type Grunt,
  type Nieruchomosci as Dane,
} from '../../core/api/podatki.ts';
import { formatDatePl } from '../../core/dates.ts';
import { formatAmount, formatUnit } from '../../core/format.ts';
import './texts.ts';
import type { Column } from '../../ui/DataTable.tsx';
import type { ListSpec } from '../../ui/ListFrame.tsx';
import { ProtectedList } from '../../features/logowanie/ProtectedList.tsx';

const area = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 4, useGrouping: 'always' });
/**
 * An area: digit grouping, decimals only as many as it has (hectares to four places: 4,2 ha; 1 200 m²), the
 * same as the server's PDF.
 */
export const formatArea = (n: number) => area.format(n).replace('-', '\u2212');

type Common = Pick<Grunt, 'nrKarty' | 'opisPodatku' | 'nazwaStawki'>;

function columns<R extends Common>(t: TFunction, middle: Column<R>[], after: Column<R>[] = []): Column<R>[] {
  const h = (key: string) => t(`nieruchomosci.kolumny.${key}`);
  return [
    { key: 'nrKarty', header: h('nrKarty'), value: (r) => r.nrKarty, nowrap: true },
    { key: 'opisPodatku', header: h('opisPodatku'), value: (r) => r.opisPodatku },
    ...middle,
    { key: 'nazwaStawki', header: h('nazwaStawki'), value: (r) => r.nazwaStawki },
    ...after,
  ];
}

/** Area and its unit (spec 02 §9: m2 shown as m²). */
function areaColumns<R>(t: TFunction, value: (r: R) => number, unit: (r: R) => string): Column<R>[] {
  return [
    {
      key: 'powierzchnia',
      header: t('nieruchomosci.kolumny.powierzchnia'),
      value,
      render: (r) => formatArea(value(r)),
      numeric: true,
    },
    {
      key: 'jednostka',
      header: t('nieruchomosci.kolumny.jednostka'),
      value: (r) => formatUnit(unit(r)),
      nowrap: true,
    },
  ];
}

export const gruntyColumns = (t: TFunction) =>
  columns<Grunt>(
    t,
    areaColumns(
      t,
      (r) => r.powierzchniaGruntu,
      (r) => r.jednostkaPowierzchni,
    ),
  );

export const budynkiColumns = (t: TFunction) => {
  const h = (key: string) => t(`nieruchomosci.kolumny.${key}`);
  return columns<Budynek>(
    t,
    areaColumns(
      t,
      (r) => r.powierzchniaBudynku,
      (r) => r.jednostkaPowierzchni,
    ),
    [
      {
        key: 'identyfikator',
        header: h('identyfikator'),
        value: (r) => r.daneGeodezyjne.pelnyIdentyfikator,
        nowrap: true,
      },
      { key: 'dokumentTyp', header: h('dokumentTyp'), value: (r) => r.dokumentWlasnosci?.typ ?? '—' },
      {
        key: 'dokumentNumer',
        header: h('dokumentNumer'),
        value: (r) => r.dokumentWlasnosci?.numer ?? '—',
        nowrap: true,
      },
      {
        key: 'dokumentData',
        header: h('dokumentData'),
        value: (r) => r.dokumentWlasnosci?.dataWydania ?? null,
        render: (r) => (r.dokumentWlasnosci ? formatDatePl(r.dokumentWlasnosci.dataWydania) : '—'),
        nowrap: true,
      },
    ],
  );
};

export const budowleColumns = (t: TFunction) =>
  columns<Budowla>(t, [
    {
      key: 'wartosc',
      header: t('nieruchomosci.kolumny.wartosc'),
      value: (r) => r.wartoscBudowli,
      render: (r) => formatAmount(r.wartoscBudowli),
      numeric: true,
    },
    {
      key: 'jednostkaWartosci',
      header: t('nieruchomosci.kolumny.jednostkaWartosci'),
      value: (r) => formatUnit(r.jednostkaWartosci),
      nowrap: true,
    },
  ]);

const key = (r: Common, i: number) => `${i}-${r.nrKarty}`;

/**
 * Properties (service 30, spec 02 §2): land, buildings and structures of the current subject in three tables,
 * each with its own empty text, and the PDF of all three.
 */
export const nieruchomosciSpec: ListSpec<Dane> = {
  title: 'nieruchomosci.tytul',
  className: 'g-nieruchomosci',
  load: ({ api, subject, signal }) => getNieruchomosci(api, subject, signal),
  tables: (d, _, t) => [
    {
      heading: t('nieruchomosci.grunty'),
      caption: t('nieruchomosci.grunty'),
      columns: gruntyColumns(t),
      rows: d.grunty,
      rowKey: key,
      empty: t('nieruchomosci.brakGruntow'),
    },
    {
      heading: t('nieruchomosci.budynki'),
      caption: t('nieruchomosci.budynki'),
      columns: budynkiColumns(t),
      rows: d.budynki,
      rowKey: key,
      empty: t('nieruchomosci.brakBudynkow'),
    },
    {
      heading: t('nieruchomosci.budowle'),
      caption: t('nieruchomosci.budowle'),
      columns: budowleColumns(t),
      rows: d.budowle,
      rowKey: key,
      empty: t('nieruchomosci.brakBudowli'),
    },
  ],
  pdf: ({ api, subject }) => getNieruchomosciPdf(api, subject),
};

export const Nieruchomosci = () => <ProtectedList {...nieruchomosciSpec} />;
