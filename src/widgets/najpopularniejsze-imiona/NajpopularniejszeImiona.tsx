import {
  getNajpopularniejszeImiona,
  getNajpopularniejszeImionaPdf,
  topImiona,
  type Imie,
} from '../../core/api/statystyki-el.ts';
import { csvFile } from '../../core/csv-file.ts';
import { formatCount } from '../../core/format.ts';
import { PieChart } from '../../ui/charts/PieChart.tsx';
import { imionaColumns } from './columns.ts';
import './texts.ts';
import '../../ui/charts/texts.ts';
import { ListFrame, type ListSpec } from '../../ui/ListFrame.tsx';

/**
 * The most popular first names (service 12, spec 01 §2): SVG pie chart of the top 10 by count (hidden in
 * high-contrast mode) and the sortable, paged table of all names; PDF from the server, CSV of the table.
 */
export const najpopularniejszeImionaSpec: ListSpec<Imie[]> = {
  title: 'imiona.tytul',
  className: 'g-statystyka',
  load: ({ api }) => getNajpopularniejszeImiona(api),
  figure: (rows, _, t) => (
    <PieChart
      name={t('wykres.kolowy', { tytul: t('imiona.top10') })}
      slices={topImiona(rows).map((r) => ({ label: r.imie, value: r.liczbaOsob }))}
      formatValue={formatCount}
    />
  ),
  tables: (rows, _, t) => [
    { caption: t('imiona.tytul'), columns: imionaColumns(t), rows, rowKey: (r: Imie) => r.imie },
  ],
  pdf: ({ api }) => getNajpopularniejszeImionaPdf(api),
  csv: (rows, _, t) => csvFile(imionaColumns(t), rows, 'najpopularniejsze-imiona'),
};

export const NajpopularniejszeImiona = () => <ListFrame {...najpopularniejszeImionaSpec} />;
