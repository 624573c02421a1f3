import { useEffect, useMemo, useState } from 'react';
import type { TFunction } from '../../core/i18n/texts.ts';
import {
  getBudzetPdf,
  getLataBudzetowe,
  getPozycjeBudzetu,
  type Dochod,
  type PozycjaBudzetu,
  type RodzajBudzetu,
  type Wydatek,
} from '../../core/api/budzet.ts';
import { ApiError } from '../../core/api/client.ts';
import { csvFile } from '../../core/csv-file.ts';
import { formatAmount } from '../../core/format.ts';
import { requestNavigation } from '../../core/navigation.ts';
import { showSnackbar } from '../../core/stores/snackbar.ts';
import { useWidget } from '../../ui/context.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FileButton } from '../../ui/FileButton.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { useResource } from '../../ui/useResource.ts';
import { latestYear, YearSelect } from '../../ui/YearSelect.tsx';
import './texts.ts';

export interface BudzetProps {
  rodzaj?: RodzajBudzetu;
}

const amountKeys = {
  dochody: ['planPoZmianach', 'naleznosci', 'dochodyOtrzymane', 'dochodyWykonane'],
  wydatki: ['planPoZmianach', 'wydatki', 'zobowiazania', 'koszty', 'zaangazowanie'],
} as const;

type AmountKey = (typeof amountKeys)[RodzajBudzetu][number];
const amount = (row: PozycjaBudzetu, key: AmountKey): number => (row as Dochod & Wydatek)[key];

export function budzetColumns(rodzaj: RodzajBudzetu, t: TFunction): Column<PozycjaBudzetu>[] {
  const text = (key: 'rozdzial' | 'paragraf' | 'nazwaPozycji'): Column<PozycjaBudzetu> => ({
    key,
    header: t(`budzet.kolumny.${key}`),
    value: (r) => r[key],
  });
  return [
    text('rozdzial'),
    text('paragraf'),
    text('nazwaPozycji'),
    ...amountKeys[rodzaj].map((key): Column<PozycjaBudzetu> => ({
      key,
      header: t(`budzet.kolumny.${key}`),
      value: (r) => amount(r, key),
      render: (r) => formatAmount(amount(r, key)),
      numeric: true,
    })),
  ];
}

/** Whether a failure is one the session layer already handles (401 → root, 503 → break page). */
const handledElsewhere = (e: unknown) => e instanceof ApiError && (e.status === 401 || e.status === 503);

/**
 * Budget income or expenditure of the gmina (services 1 and 2, spec 01 §2): year select with the latest year
 * preselected, sortable paged table, PDF from the server, CSV of the table (open data).
 */
export function Budzet({ rodzaj = 'dochody' }: BudzetProps) {
  const { t, api, inPortal } = useWidget();
  const [attempt, setAttempt] = useState(0);
  const years = useResource(() => getLataBudzetowe(api), [api, attempt]);
  const [picked, setPicked] = useState<number>();
  const year = picked ?? (years.status === 'ok' ? latestYear(years.data) : undefined);
  const rows = useResource(
    () => getPozycjeBudzetu(api, rodzaj, year!),
    [api, rodzaj, year, attempt],
    year !== undefined,
  );
  const columns = useMemo(() => budzetColumns(rodzaj, t), [rodzaj, t]);

  const failure = years.status === 'error' ? years.error : rows.status === 'error' ? rows.error : null;
  useEffect(() => {
    if (!failure || handledElsewhere(failure)) return;
    // spec 01 §8: budget data call fails → snackbar, and in the portal back to the services list
    showSnackbar(t('wspolne.uslugaNiedostepna'));
    if (inPortal) requestNavigation('/lista-uslug');
  }, [failure]);

  const title = t(rodzaj === 'dochody' ? 'budzet.tytulDochody' : 'budzet.tytulWydatki');
  const caption = year ? `${title} – ${year}` : title;

  let content;
  if (failure) {
    content = (
      <div role="alert">
        <p className="g-error">{t('wspolne.uslugaNiedostepna')}</p>
        <button type="button" className="g-button g-secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('wspolne.ponow')}
        </button>
      </div>
    );
  } else if (years.status === 'ok' && years.data.length === 0) {
    content = <EmptyState text={t(rodzaj === 'dochody' ? 'budzet.brakDochodow' : 'budzet.brakWydatkow')} />;
  } else if (rows.status !== 'ok') {
    content = <Loader />;
  } else if (rows.data.length === 0) {
    content = <EmptyState text={t(rodzaj === 'dochody' ? 'budzet.brakDochodow' : 'budzet.brakWydatkow')} />;
  } else {
    const totals = Object.fromEntries(
      amountKeys[rodzaj].map((k) => [k, formatAmount(rows.data.reduce((s, r) => s + amount(r, k), 0))]),
    );
    content = (
      <DataTable
        columns={columns}
        rows={rows.data}
        caption={caption}
        rowKey={(r, i) => `${r.rozdzial}-${r.paragraf}-${i}`}
        totals={{ rozdzial: t('wspolne.razem'), ...totals }}
      />
    );
  }

  const hasRows = rows.status === 'ok' && rows.data.length > 0;
  return (
    <section className="g-budzet" aria-label={title}>
      <h2>{title}</h2>
      <div className="g-toolbar">
        {years.status === 'ok' && years.data.length > 0 && (
          <YearSelect label={t('budzet.rok')} years={years.data} value={year} onChange={setPicked} />
        )}
        <span className="g-spacer" />
        {year !== undefined && hasRows && (
          <>
            <FileButton label={t('wspolne.pobierzPdf')} fetchFile={() => getBudzetPdf(api, rodzaj, year)} />
            <FileButton
              label={t('wspolne.pobierzCsv')}
              fetchFile={() => csvFile(columns, rows.data, `budzet-${rodzaj}-${year}`)}
            />
          </>
        )}
      </div>
      {content}
    </section>
  );
}
