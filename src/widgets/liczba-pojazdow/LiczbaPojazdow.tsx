import { useMemo, useRef, useState } from 'react';
import type { TFunction } from '../../core/i18n/index.ts';
import { getLiczbaPojazdow, getLiczbaPojazdowPdf, type NormaPojazdow } from '../../core/api/pojazdy.ts';
import { csvFile } from '../../core/csv-file.ts';
import { formatDatePl, parseDateInput, toIsoDate, validateDateInput } from '../../core/dates.ts';
import { formatCount } from '../../core/format.ts';
import { useWidget } from '../../ui/context.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FileButton } from '../../ui/FileButton.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { ServiceError, useServiceFailure } from '../../ui/ServiceError.tsx';
import { useResource } from '../../ui/useResource.ts';
import { DateField } from './DateField.tsx';
import './texts.ts';

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
export function LiczbaPojazdow() {
  const { t, api } = useWidget();
  const [today] = useState(() => new Date());
  const [text, setText] = useState(() => formatDatePl(today));
  // what is in the field right now: a submit or blur may come before the re-render of the last keystroke
  const typed = useRef(text);
  const [error, setError] = useState<string | null>(null);
  const [day, setDay] = useState(() => toIsoDate(today));
  const [attempt, setAttempt] = useState(0);
  const rows = useResource(() => getLiczbaPojazdow(api, day), [api, day, attempt]);
  const columns = useMemo(() => liczbaPojazdowColumns(t), [t]);
  const failure = rows.status === 'error' ? rows.error : null;
  useServiceFailure(failure);

  const commit = () => {
    // spec 01 §5: a wrong date keeps what was typed and says why; the last valid day stays on screen
    const problem = validateDateInput(typed.current, new Date());
    setError(problem);
    const parsed = problem ? null : parseDateInput(typed.current);
    if (parsed) setDay(toIsoDate(parsed));
  };

  const title = t('liczbaPojazdow.tytul');
  const caption = t('liczbaPojazdow.podpis', { data: formatDatePl(day) });
  let content;
  if (failure) content = <ServiceError onRetry={() => setAttempt((n) => n + 1)} />;
  else if (rows.status !== 'ok') content = <Loader />;
  else if (rows.data.length === 0) content = <EmptyState />;
  else
    content = (
      <DataTable
        columns={columns}
        rows={rows.data}
        caption={caption}
        rowKey={(r) => r.nazwaNormy}
        totals={{
          nazwaNormy: t('wspolne.razem'),
          liczbaPojazdow: formatCount(rows.data.reduce((s, r) => s + r.liczbaPojazdow, 0)),
        }}
      />
    );

  const hasRows = rows.status === 'ok' && rows.data.length > 0;
  return (
    <section className="g-liczba-pojazdow" aria-label={title}>
      <h2>{title}</h2>
      <div className="g-toolbar">
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
        <span className="g-spacer" />
        {hasRows && (
          <>
            <FileButton label={t('wspolne.pobierzPdf')} fetchFile={() => getLiczbaPojazdowPdf(api, day)} />
            <FileButton
              label={t('wspolne.pobierzCsv')}
              fetchFile={() => csvFile(columns, rows.data, `liczba-pojazdow-${day}`)}
            />
          </>
        )}
      </div>
      {content}
    </section>
  );
}
