import { useState } from 'react';
import {
  getParametryOplat,
  getParametryOplatPdf,
  typyWyswietlania,
  type ParametrOplaty,
  type ParametryOplat,
  type TypWyswietlania,
} from '../../core/api/smieci.ts';
import { formatDatePl } from '../../core/dates.ts';
import { formatAmount, formatCount, formatUnit } from '../../core/format.ts';
import type { TFunction } from '../../core/i18n/index.ts';
import { SingleSelect } from '../../ui/Choices.tsx';
import { useWidget } from '../../ui/context.ts';
import type { Column } from '../../ui/DataTable.tsx';
import type { ListSpec } from '../../ui/ListFrame.tsx';
import { ProtectedList } from '../../features/logowanie/ProtectedList.tsx';
import './texts.ts';

const P = 'parametryOdpadow';

/** A parameter's value: whole numbers plain ('2'), others with two decimals ('142,60'). */
export const wartosc = (n: number): string => (Number.isInteger(n) ? formatCount(n) : formatAmount(n));

/** The end day, or the phrase for a parameter still running (spec 02 §2). */
export const doDnia = (p: ParametrOplaty, t: TFunction): string =>
  p.doDnia ? formatDatePl(p.doDnia) : t(`${P}.nadalObowiazuje`);

export function parametryColumns(t: TFunction): Column<ParametrOplaty>[] {
  const h = (k: string) => t(`${P}.kolumny.${k}`);
  return [
    { key: 'punktOdbioru', header: h('punktOdbioru'), value: (p) => p.punktOdbioru },
    { key: 'parametr', header: h('parametr'), value: (p) => p.parametr },
    { key: 'odDnia', header: h('odDnia'), value: (p) => p.odDnia, render: (p) => formatDatePl(p.odDnia) },
    { key: 'doDnia', header: h('doDnia'), value: (p) => p.doDnia, render: (p) => doDnia(p, t) },
    {
      key: 'wartosc',
      header: h('wartosc'),
      value: (p) => p.wartosc,
      render: (p) => wartosc(p.wartosc),
      numeric: true,
    },
    // spec 02 §9: m2 shown as m², m3 as m³
    { key: 'jednostka', header: h('jednostka'), value: (p) => formatUnit(p.jednostkaMiary) },
  ];
}

/** The list of the chosen view: current or archival (spec 02 §4 "Waste view type switches the list"). */
export const lista = (d: ParametryOplat, typ: TypWyswietlania) =>
  typ === 'aktualne' ? d.parametryOplatAktualne : d.parametryOplatArchiwalne;

/**
 * Waste fee parameters of the current subject (service 34, spec 02 §2): the view select Current / Archival
 * (default Current, §9), the parameters of the subject's collection points, PDF of the chosen list
 * (`typWyswietlania`). The view select is the widget's own control: its labels are translated texts.
 */
export const parametrySpec: ListSpec<ParametryOplat> = {
  title: `${P}.tytul`,
  className: 'g-parametry-odpadow',
  load: ({ api, subject, signal }) => getParametryOplat(api, subject, signal),
  tables: (d, { typ }, t) => {
    const rows = lista(d, typ as TypWyswietlania);
    if (rows.length === 0) return [];
    return [
      {
        caption: t(`${P}.podpis.${String(typ)}`),
        columns: parametryColumns(t),
        rows,
        rowKey: (p: ParametrOplaty, i: number) => `${p.punktOdbioru}-${p.parametr}-${p.odDnia}-${i}`,
      },
    ];
  },
  empty: `${P}.pusto`,
  pdf: ({ api, subject }, { typ }) => getParametryOplatPdf(api, subject, typ as TypWyswietlania),
};

export function ParametryOplatZaOdpady() {
  const { t } = useWidget();
  const [typ, setTyp] = useState<TypWyswietlania>('aktualne');
  const choices = typyWyswietlania.map((v) => ({ value: v, label: t(`${P}.typ.${v}`) }));
  return (
    <ProtectedList
      {...parametrySpec}
      params={{ typ }}
      controls={
        <SingleSelect
          label={t(`${P}.widok`)}
          choices={choices}
          value={typ}
          onChange={(v) => setTyp(v as TypWyswietlania)}
        />
      }
    />
  );
}
