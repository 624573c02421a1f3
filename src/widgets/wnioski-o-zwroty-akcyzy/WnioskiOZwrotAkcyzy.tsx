import { getLataWnioskow, getWnioski, getWnioskiPdf, type Wniosek } from '../../core/api/paliwa.ts';
import { formatDatePl } from '../../core/dates.ts';
import { formatAmount, formatCount } from '../../core/format.ts';
import type { TFunction } from '../../core/i18n/index.ts';
import { yearChoices } from '../../ui/Choices.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import type { ListSpec } from '../../ui/ListFrame.tsx';
import { ProtectedList } from '../../features/logowanie/ProtectedList.tsx';
import './texts.ts';

const P = 'wnioskiOZwrotAkcyzy';

const hektary = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: 4,
  maximumFractionDigits: 4,
  useGrouping: 'always',
});
/** Farmland area in hectares with the register's four decimals ('14,3700'). */
export const formatHektary = (ha: number): string => hektary.format(ha);

export function wnioskiColumns(t: TFunction): Column<Wniosek>[] {
  const h = (k: string) => t(`${P}.kolumny.${k}`);
  return [
    { key: 'sygnaturaWniosku', header: h('sygnaturaWniosku'), value: (w) => w.sygnaturaWniosku },
    {
      key: 'dataZlozeniaWniosku',
      header: h('dataZlozeniaWniosku'),
      value: (w) => w.dataZlozeniaWniosku,
      render: (w) => formatDatePl(w.dataZlozeniaWniosku),
    },
    {
      key: 'powierzchniaUzytkowRolnych',
      header: h('powierzchniaUzytkowRolnych'),
      value: (w) => w.powierzchniaUzytkowRolnych,
      render: (w) => formatHektary(w.powierzchniaUzytkowRolnych),
      numeric: true,
    },
    {
      key: 'iloscOleju',
      header: h('iloscOleju'),
      value: (w) => w.iloscOleju,
      render: (w) => formatCount(w.iloscOleju),
      numeric: true,
    },
    {
      key: 'rocznyLimitZwrotu',
      header: h('rocznyLimitZwrotuZl'),
      value: (w) => w.rocznyLimitZwrotu,
      render: (w) => formatAmount(w.rocznyLimitZwrotu),
      numeric: true,
    },
    {
      key: 'wyplata',
      header: h('wyplata'),
      value: (w) => t(`${P}.${w.czyWyplataNaRachunekBankowy ? 'naRachunek' : 'wKasie'}`),
    },
  ];
}

/** Excise refund applications (service 36, spec 02 §2): year selector, the applications of the year, PDF. */
export const wnioskiSpec: ListSpec<Wniosek[]> = {
  title: `${P}.tytul`,
  className: 'g-zwroty-akcyzy',
  // spec 02 §2: a year selector, ascending, the latest preselected (as the refunds' one)
  selects: [
    {
      name: 'rok',
      label: `${P}.rok`,
      choices: ({ api, subject, signal }) => getLataWnioskow(api, subject, signal).then(yearChoices),
      empty: `${P}.brak`,
    },
  ],
  load: async ({ api, subject, signal }, { rok }) =>
    (await getWnioski(api, subject, Number(rok), signal)).wnioski,
  tables: (rows, { rok }, t) =>
    rows.length === 0
      ? []
      : [
          {
            caption: t(`${P}.podpis`, { rok }),
            columns: wnioskiColumns(t),
            rows,
            rowKey: (w: Wniosek) => w.sygnaturaWniosku,
          },
        ],
  empty: `${P}.brak`,
  pdf: ({ api, subject }, { rok }) => getWnioskiPdf(api, subject, Number(rok)),
};

export const WnioskiOZwrotAkcyzy = () => <ProtectedList {...wnioskiSpec} />;
