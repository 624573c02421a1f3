import {
  getImionaWgRoku,
  getImionaWgRokuPdf,
  getLataUrodzen,
  topImiona,
  type Imie,
} from '../../core/api/statystyki-el.ts';
import { csvFile } from '../../core/csv-file.ts';
import { formatCount } from '../../core/format.ts';
import { BarChart } from '../../ui/charts/BarChart.tsx';
import { imionaWgRokuColumns } from './columns.ts';
import './texts.ts';
import '../../ui/charts/texts.ts';
import { yearChoices } from '../../ui/Choices.tsx';
import { ListFrame, type ListSpec } from '../../ui/ListFrame.tsx';

/** Height of the names chart (spec 01 §9 "name bar chart height 660"). */
export const IMIONA_CHART_HEIGHT = 660;
/**
 * Bars in the chart: the spec does not say how many names the chart holds; 20 bars fit 660 px readably at
 * the largest font size. The table below lists every name of the year.
 */
export const IMIONA_NA_WYKRESIE = 20;

/**
 * The most popular first names of a birth year (service 13, spec 01 §2): year select from
 * /el/dajLataUrodzen with the latest year preselected, bar chart (uPlot, 660 px high), the table of the
 * year's names; PDF of the year from the server, CSV of the table. Choosing another year reloads.
 */
export const imionaWgRokuSpec: ListSpec<Imie[]> = {
  title: 'imionaWgRoku.tytul',
  className: 'g-statystyka',
  selects: [
    {
      name: 'rok',
      label: 'imionaWgRoku.rok',
      choices: ({ api }) => getLataUrodzen(api).then(yearChoices),
      empty: 'imionaWgRoku.brakLat',
    },
  ],
  load: ({ api }, { rok }) => getImionaWgRoku(api, Number(rok)),
  figure: (rows, { rok }, t) => {
    const top = topImiona(rows, IMIONA_NA_WYKRESIE);
    return (
      <BarChart
        name={t('wykres.slupkowy', { tytul: t('imionaWgRoku.wykres', { rok }) })}
        labels={top.map((r) => r.imie)}
        values={top.map((r) => r.liczbaOsob)}
        height={IMIONA_CHART_HEIGHT}
        formatValue={formatCount}
        axisLabel={t('imionaWgRoku.kolumny.liczbaOsob')}
      />
    );
  },
  tables: (rows, { rok }, t) => [
    {
      caption: t('imionaWgRoku.tabela', { rok }),
      columns: imionaWgRokuColumns(t),
      rows,
      rowKey: (r: Imie) => r.imie,
    },
  ],
  pdf: ({ api }, { rok }) => getImionaWgRokuPdf(api, Number(rok)),
  csv: (rows, { rok }, t) => csvFile(imionaWgRokuColumns(t), rows, `imiona-${String(rok)}`),
};

export const ImionaWgRoku = () => <ListFrame {...imionaWgRokuSpec} />;
