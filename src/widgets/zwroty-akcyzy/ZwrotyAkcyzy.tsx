import { getLataWnioskow, getZwroty, getZwrotyPdf, type Zwrot } from '../../core/api/paliwa.ts';
import { formatDatePl } from '../../core/dates.ts';
import { formatAmount } from '../../core/format.ts';
import type { TFunction } from '../../core/i18n/index.ts';
import { yearChoices } from '../../ui/Choices.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import type { ListSpec, SelectSpec } from '../../ui/ListFrame.tsx';
import { ProtectedList } from '../../features/logowanie/ProtectedList.tsx';
import './texts.ts';

const P = 'zwrotyAkcyzy';

/** The paid amount, or the word for a refund not paid (spec 02 §3 "null means not paid"). */
export const wyplacono = (z: Zwrot, t: TFunction): string =>
  z.kwotaWyplacona === null ? t(`${P}.niewyplacono`) : formatAmount(z.kwotaWyplacona);

const kwota = <R,>(key: keyof R & string, t: TFunction, header: string = key): Column<R> => ({
  key,
  header: t(`${P}.kolumny.${header}`),
  value: (r) => r[key] as number,
  render: (r) => formatAmount(r[key] as number),
  numeric: true,
});
const dzien = <R,>(key: keyof R & string, t: TFunction): Column<R> => ({
  key,
  header: t(`${P}.kolumny.${key}`),
  value: (r) => r[key] as string,
  render: (r) => formatDatePl(r[key] as string),
});

export function zwrotyColumns(t: TFunction): Column<Zwrot>[] {
  return [
    { key: 'numerDecyzji', header: t(`${P}.kolumny.numerDecyzji`), value: (z) => z.numerDecyzji },
    dzien<Zwrot>('dataWydaniaDecyzji', t),
    kwota<Zwrot>('kwotaZwrotu', t),
    kwota<Zwrot>('pozostalyLimitZwrotuDoWykorzystania', t),
    kwota<Zwrot>('rocznyLimitZwrotu', t),
    {
      key: 'kwotaWyplacona',
      header: t(`${P}.kolumny.kwotaWyplacona`),
      value: (z) => z.kwotaWyplacona,
      render: (z) => wyplacono(z, t),
      numeric: true,
    },
  ];
}

/** Spec 02 §2: a year selector (the application years), ascending, the latest preselected. */
const rok = (empty: string): SelectSpec => ({
  name: 'rok',
  label: `${P}.rok`,
  choices: ({ api, subject, signal }) => getLataWnioskow(api, subject, signal).then(yearChoices),
  empty,
});

/** Excise refunds, the decisions (service 35, spec 02 §2): the same selector, the refunds of the year, PDF. */
export const zwrotySpec: ListSpec<Zwrot[]> = {
  title: `${P}.tytulZwroty`,
  className: 'g-zwroty-akcyzy',
  selects: [rok(`${P}.brakZwrotow`)],
  load: ({ api, subject, signal }, { rok }) => getZwroty(api, subject, Number(rok), signal),
  tables: (rows, { rok }, t) =>
    rows.length === 0
      ? []
      : [
          {
            caption: t(`${P}.podpisZwroty`, { rok }),
            columns: zwrotyColumns(t),
            rows,
            rowKey: (z: Zwrot) => z.numerDecyzji,
          },
        ],
  empty: `${P}.brakZwrotow`,
  pdf: ({ api, subject }, { rok }) => getZwrotyPdf(api, subject, Number(rok)),
};

export const ZwrotyAkcyzy = () => <ProtectedList {...zwrotySpec} />;
