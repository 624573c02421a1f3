import { useId } from 'react';
import {
  polaInstytucji,
  polaOsoby,
  polaWspolne,
  type DaneKorespondencyjne,
  type ZgloszenieDanych,
} from '../../core/api/woda.ts';
import { formatDateTimePl } from '../../core/dates.ts';
import type { TFunction } from '../../core/i18n/index.ts';
import { useWidget } from '../../ui/context.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';

/** The data a report sent, read-only (spec 02 §2 "a read-only copy of the correspondence data"). */
function Kopia({
  dane,
  czyInstytucja,
  t,
}: {
  dane: DaneKorespondencyjne;
  czyInstytucja: boolean;
  t: TFunction;
}) {
  const pola = [...(czyInstytucja ? polaInstytucji : polaOsoby), ...polaWspolne];
  return (
    <dl className="g-kopia">
      {pola.map((p) => (
        <div key={p}>
          <dt>{t(`daneKorespondencyjne.pola.${p}`)}</dt>
          <dd>{dane[p] ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The report history (spec 02 §2): created, subject, content (several lines), handled, remarks, and per row a
 * show/hide of the data that report sent; the back button returns to the send page.
 */
export function Historia({
  historia,
  czyInstytucja,
  onBack,
}: {
  historia: readonly ZgloszenieDanych[];
  czyInstytucja: boolean;
  onBack: () => void;
}) {
  const { t } = useWidget();
  const id = useId();
  const k = (key: string) => t(`daneKorespondencyjne.kolumny.${key}`);
  const chwila = (s: string | null) => (s ? formatDateTimePl(s) : '—');
  const columns: Column<ZgloszenieDanych>[] = [
    {
      key: 'utworzono',
      header: k('utworzono'),
      value: (r) => r.kiedyUtworzono,
      render: (r) => chwila(r.kiedyUtworzono),
    },
    { key: 'temat', header: k('temat'), value: (r) => r.tematZgloszenia },
    {
      key: 'tresc',
      header: k('tresc'),
      value: (r) => r.trescZgloszenia,
      render: (r) => <span className="g-wiele-linii">{r.trescZgloszenia}</span>,
      sortable: false,
    },
    {
      key: 'obsluzono',
      header: k('obsluzono'),
      value: (r) => r.kiedyObsluzono,
      render: (r) => chwila(r.kiedyObsluzono),
    },
    {
      key: 'uwagi',
      header: k('uwagi'),
      value: (r) => r.uwagiDoZgloszenia,
      render: (r) => r.uwagiDoZgloszenia ?? '—',
    },
  ];
  return (
    <section className="g-historia-danych" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('daneKorespondencyjne.historia')}</h3>
      {historia.length === 0 ? (
        <EmptyState text={t('daneKorespondencyjne.brakHistorii')} />
      ) : (
        <DataTable
          caption={t('daneKorespondencyjne.historia')}
          columns={columns}
          rows={historia}
          rowKey={(r) => String(r.zgloszenieId)}
          detail={{
            label: (r, shown) =>
              `${t(shown ? 'tabela.ukryjSzczegoly' : 'tabela.pokazSzczegoly')}: ${t('daneKorespondencyjne.zgloszenieZ', { data: chwila(r.kiedyUtworzono) })}`,
            render: (r) => <Kopia dane={r.daneKorespondencyjne} czyInstytucja={czyInstytucja} t={t} />,
          }}
        />
      )}
      <div className="g-form-actions">
        <button type="button" className="g-button g-secondary" onClick={onBack}>
          {t('daneKorespondencyjne.powrot')}
        </button>
      </div>
    </section>
  );
}
