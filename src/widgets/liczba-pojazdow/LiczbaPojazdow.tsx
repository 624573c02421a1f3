import { useRef, useState } from 'react';
import type { TFunction } from '../../core/i18n/index.ts';
import { getLiczbaPojazdow, getLiczbaPojazdowPdf, type NormaPojazdow } from '../../core/api/pojazdy.ts';
import { csvFile } from '../../core/csv-file.ts';
import { formatDatePl, parseDateInput, toIsoDate } from '../../core/dates.ts';
import { validateDateInput } from '../../core/rules/fields.ts';
import { formatCount } from '../../core/format.ts';
import { useWidget } from '../../ui/context.ts';
import { DateField } from './DateField.tsx';
import './texts.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { ListFrame, type ListSpec } from '../../ui/ListFrame.tsx';

export function liczbaPojazdowColumns(t: TFunction): Column<NormaPojazdow>[] {
  return [
    { key: 'nazwaNormy', header: t('liczbaPojazdow.kolumny.nazwaNormy'), value: (r) => r.nazwaNormy },
    {
      key: 'liczbaPojazdow',
      header: t('liczbaPojazdow.kolumny.liczbaPojazdow'),
      value: (r) => r.liczbaPojazdow,
      render: (r) => formatCount(r.liczbaPojazdow),
      numeric: true,
    },
  ];
}

/**
 * Vehicle counts by taxation norm on a chosen day (service 5, spec 01 §2): a dd.mm.yyyy field, today by
 * default, 1900-01-01 at the earliest and never in the future, with the spec's three date messages; the
 * table reloads for each valid day; PDF from the server, CSV of the table.
 */
export const liczbaPojazdowSpec: ListSpec<NormaPojazdow[]> = {
  title: 'liczbaPojazdow.tytul',
  className: 'g-liczba-pojazdow',
  load: ({ api }, { dzien }) => getLiczbaPojazdow(api, String(dzien)),
  tables: (rows, { dzien }, t) => [
    {
      caption: t('liczbaPojazdow.podpis', { data: formatDatePl(String(dzien)) }),
      columns: liczbaPojazdowColumns(t),
      rows,
      rowKey: (r: NormaPojazdow) => r.nazwaNormy,
      totals: {
        nazwaNormy: t('wspolne.razem'),
        liczbaPojazdow: formatCount(rows.reduce((s, r) => s + r.liczbaPojazdow, 0)),
      },
    },
  ],
  pdf: ({ api }, { dzien }) => getLiczbaPojazdowPdf(api, String(dzien)),
  csv: (rows, { dzien }, t) => csvFile(liczbaPojazdowColumns(t), rows, `liczba-pojazdow-${String(dzien)}`),
};

export function LiczbaPojazdow() {
  const { t } = useWidget();
  const [today] = useState(() => new Date());
  const [text, setText] = useState(() => formatDatePl(today));
  // what is in the field right now: a submit or blur may come before the re-render of the last keystroke
  const typed = useRef(text);
  const [error, setError] = useState<string | null>(null);
  const [day, setDay] = useState(() => toIsoDate(today));

  const commit = () => {
    // spec 01 §5: a wrong date keeps what was typed and says why; the last valid day stays on screen
    const problem = validateDateInput(typed.current, new Date());
    setError(problem);
    const parsed = problem ? null : parseDateInput(typed.current);
    if (parsed) setDay(toIsoDate(parsed));
  };

  const form = (
    <form
      className="g-date-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        commit();
      }}
    >
      <DateField
        label={t('liczbaPojazdow.data')}
        hint={t('liczbaPojazdow.podpowiedz')}
        value={text}
        error={error}
        onInput={(v) => {
          typed.current = v;
          setText(v);
        }}
        onCommit={commit}
        t={t}
      >
        <button type="submit" className="g-button">
          {t('liczbaPojazdow.pokaz')}
        </button>
      </DateField>
    </form>
  );
  return <ListFrame {...liczbaPojazdowSpec} params={{ dzien: day }} controls={form} />;
}
