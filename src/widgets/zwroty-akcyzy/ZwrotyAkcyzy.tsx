import {
  getLataWnioskow,
  getWnioski,
  getWnioskiPdf,
  getZwroty,
  getZwrotyPdf,
  type Wniosek,
  type Zwrot,
} from '../../core/api/paliwa.ts';
import { formatDatePl } from '../../core/dates.ts';
import { formatAmount, formatCount } from '../../core/format.ts';
import type { TFunction } from '../../core/i18n/index.ts';
import { yearChoices } from '../../ui/Choices.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import type { ListSpec, SelectSpec } from '../../ui/ListFrame.tsx';
import { ProtectedList } from '../../ui/ProtectedList.tsx';
import './texts.ts';

const P = 'zwrotyAkcyzy';

const hektary = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: 4,
  maximumFractionDigits: 4,
  useGrouping: 'always',
});
/** Farmland area in hectares with the register's four decimals ('14,3700'). */
export const formatHektary = (ha: number): string => hektary.format(ha);

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

export function wnioskiColumns(t: TFunction): Column<Wniosek>[] {
  const h = (k: string) => t(`${P}.kolumny.${k}`);
  return [
    { key: 'sygnaturaWniosku', header: h('sygnaturaWniosku'), value: (w) => w.sygnaturaWniosku },
    dzien<Wniosek>('dataZlozeniaWniosku', t),
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
    kwota<Wniosek>('rocznyLimitZwrotu', t, 'rocznyLimitZwrotuZl'),
    {
      key: 'wyplata',
      header: h('wyplata'),
      value: (w) => t(`${P}.${w.czyWyplataNaRachunekBankowy ? 'naRachunek' : 'wKasie'}`),
    },
  ];
}

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

/** Spec 02 §2: a year selector, ascending, the latest preselected; the same for both services. */
const rok = (empty: string): SelectSpec => ({
  name: 'rok',
  label: `${P}.rok`,
  choices: ({ api, subject, signal }) => getLataWnioskow(api, subject, signal).then(yearChoices),
  empty,
});

/** Excise refund applications (service 36, spec 02 §2): year selector, the applications of the year, PDF. */
export const wnioskiSpec: ListSpec<Wniosek[]> = {
  title: `${P}.tytulWnioski`,
  className: 'g-zwroty-akcyzy',
  selects: [rok(`${P}.brakWnioskow`)],
  load: async ({ api, subject, signal }, { rok }) =>
    (await getWnioski(api, subject, Number(rok), signal)).wnioski,
  tables: (rows, { rok }, t) =>
    rows.length === 0
      ? []
      : [
          {
            caption: t(`${P}.podpisWnioski`, { rok }),
            columns: wnioskiColumns(t),
            rows,
            rowKey: (w: Wniosek) => w.sygnaturaWniosku,
          },
        ],
  empty: `${P}.brakWnioskow`,
  pdf: ({ api, subject }, { rok }) => getWnioskiPdf(api, subject, Number(rok)),
};

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

export const WnioskiOZwrotAkcyzy = () => <ProtectedList {...wnioskiSpec} />;
export const ZwrotyAkcyzy = () => <ProtectedList {...zwrotySpec} />;
