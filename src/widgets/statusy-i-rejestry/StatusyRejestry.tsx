import { useEffect, useId, useMemo, useState } from 'react';
import type { TFunction } from '../../core/i18n/index.ts';
import { ApiError } from '../../core/api/client.ts';
import {
  DOMYSLNA_ORGANIZACJA,
  getRejestry,
  getStatusySpraw,
  type StatusSprawy,
  type WpisRejestru,
} from '../../core/api/rejestry.ts';
import { csvFile } from '../../core/csv-file.ts';
import { formatDatePl } from '../../core/day.ts';
import { showSnackbar } from '../../core/stores/snackbar.ts';
import { useWidget } from '../../ui/context.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FileButton } from '../../ui/FileButton.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { useResource, type Resource } from '../../ui/useResource.ts';
import './texts.ts';

export const widoki = ['statusy', 'rejestry'] as const;
export type Widok = (typeof widoki)[number];

export interface StatusyRejestryProps {
  /** Organisation id; spec 01 §9: 280 until configuration names another. */
  organizacja?: string;
}

const handledElsewhere = (e: unknown) => e instanceof ApiError && (e.status === 401 || e.status === 503);
/** Our contract: an unknown organisation answers 404, shown as "nothing to show" rather than as a failure. */
const nieznana = (e: unknown) => e instanceof ApiError && e.status === 404;

/** The organisation id of the attribute: a positive whole number, else `null` (misconfiguration). */
export function organizacjaZAtrybutu(v: string | undefined): number | null {
  if (v === undefined || v.trim() === '') return DOMYSLNA_ORGANIZACJA;
  return /^[1-9]\d{0,8}$/.test(v.trim()) ? Number(v.trim()) : null;
}

/** A date column: sorted by the API's yyyy-MM-dd, shown as dd.mm.yyyy (spec 01 §9). */
function dateColumn<R>(key: string, header: string, get: (r: R) => string): Column<R> {
  return { key, header, value: get, render: (r) => formatDatePl(get(r)) };
}

export function statusyColumns(t: TFunction): Column<StatusSprawy>[] {
  const k = (key: keyof StatusSprawy) => t(`statusyRejestry.kolumny.${key}`);
  return [
    { key: 'numerSprawy', header: k('numerSprawy'), value: (r) => r.numerSprawy },
    { key: 'przedmiot', header: k('przedmiot'), value: (r) => r.przedmiot },
    dateColumn<StatusSprawy>('dataZlozenia', k('dataZlozenia'), (r) => r.dataZlozenia),
    { key: 'status', header: k('status'), value: (r) => r.status },
    { key: 'komorka', header: k('komorka'), value: (r) => r.komorka },
  ];
}

export function wpisyColumns(t: TFunction): Column<WpisRejestru>[] {
  const k = (key: keyof WpisRejestru) => t(`statusyRejestry.kolumny.${key}`);
  return [
    { key: 'numerWpisu', header: k('numerWpisu'), value: (r) => r.numerWpisu },
    dateColumn<WpisRejestru>('dataWpisu', k('dataWpisu'), (r) => r.dataWpisu),
    { key: 'podmiot', header: k('podmiot'), value: (r) => r.podmiot },
    { key: 'opis', header: k('opis'), value: (r) => r.opis },
  ];
}

function Niepowodzenie({ onRetry }: { onRetry: () => void }) {
  const { t } = useWidget();
  return (
    <div role="alert">
      <p className="g-error">{t('wspolne.uslugaNiedostepna')}</p>
      <button type="button" className="g-button g-secondary" onClick={onRetry}>
        {t('wspolne.ponow')}
      </button>
    </div>
  );
}

function useFailureSnackbar(r: Resource<unknown>) {
  const { t } = useWidget();
  const failure = r.status === 'error' && !nieznana(r.error) ? r.error : null;
  useEffect(() => {
    if (failure && !handledElsewhere(failure)) showSnackbar(t('wspolne.uslugaNiedostepna'));
  }, [failure]);
  return failure;
}

function Statusy({ organizacja }: { organizacja: number }) {
  const { t, api } = useWidget();
  const [attempt, setAttempt] = useState(0);
  const r = useResource(() => getStatusySpraw(api, organizacja), [api, organizacja, attempt]);
  const columns = useMemo(() => statusyColumns(t), [t]);
  const failure = useFailureSnackbar(r);
  if (failure) return <Niepowodzenie onRetry={() => setAttempt((n) => n + 1)} />;
  if (r.status === 'error') return <EmptyState text={t('statusyRejestry.brakStatusow')} />;
  if (r.status !== 'ok') return <Loader />;
  if (r.data.length === 0) return <EmptyState text={t('statusyRejestry.brakStatusow')} />;
  return (
    <>
      <div className="g-toolbar">
        <span className="g-spacer" />
        <FileButton
          label={t('wspolne.pobierzCsv')}
          fetchFile={() => csvFile(columns, r.data, `statusy-spraw-${organizacja}`)}
        />
      </div>
      <DataTable
        columns={columns}
        rows={r.data}
        caption={t('statusyRejestry.tytulStatusy')}
        rowKey={(s) => s.numerSprawy}
      />
    </>
  );
}

function Rejestry({ organizacja }: { organizacja: number }) {
  const { t, api } = useWidget();
  const id = useId();
  const [attempt, setAttempt] = useState(0);
  const r = useResource(() => getRejestry(api, organizacja), [api, organizacja, attempt]);
  const [wybrany, setWybrany] = useState<number>();
  const columns = useMemo(() => wpisyColumns(t), [t]);
  const failure = useFailureSnackbar(r);
  if (failure) return <Niepowodzenie onRetry={() => setAttempt((n) => n + 1)} />;
  if (r.status === 'error') return <EmptyState text={t('statusyRejestry.brakRejestrow')} />;
  if (r.status !== 'ok') return <Loader />;
  if (r.data.length === 0) return <EmptyState text={t('statusyRejestry.brakRejestrow')} />;
  const rejestr = r.data.find((x) => x.idRejestru === wybrany) ?? r.data[0]!;
  return (
    <>
      <div className="g-toolbar">
        <span className="g-field">
          <label htmlFor={id}>{t('statusyRejestry.rejestr')}</label>
          <select
            id={id}
            value={rejestr.idRejestru}
            onChange={(e) => setWybrany(Number(e.currentTarget.value))}
          >
            {r.data.map((x) => (
              <option key={x.idRejestru} value={x.idRejestru}>
                {x.nazwa}
              </option>
            ))}
          </select>
        </span>
        <span className="g-spacer" />
        {rejestr.wpisy.length > 0 && (
          <FileButton
            label={t('wspolne.pobierzCsv')}
            fetchFile={() => csvFile(columns, rejestr.wpisy, `rejestr-${organizacja}-${rejestr.idRejestru}`)}
          />
        )}
      </div>
      {rejestr.wpisy.length === 0 ? (
        <EmptyState />
      ) : (
        <DataTable
          key={rejestr.idRejestru}
          columns={columns}
          rows={rejestr.wpisy}
          caption={rejestr.nazwa}
          rowKey={(w) => w.numerWpisu}
        />
      )}
    </>
  );
}

/**
 * Case statuses and registers of an organisation (spec 01 §2 "Statuses and registers"): a dropdown STATUSY /
 * REJESTRY switches between a sortable, paged table of case statuses and the entries of a chosen register.
 */
export function StatusyRejestry({ organizacja }: StatusyRejestryProps) {
  const { t, tag } = useWidget();
  const id = useId();
  const [widok, setWidok] = useState<Widok>('statusy');
  const org = organizacjaZAtrybutu(organizacja);
  useEffect(() => {
    if (org === null)
      console.error(
        `gmina: <${tag}> attribute "organizacja" must be a positive whole number; got "${organizacja}"`,
      );
  }, [org, organizacja]);
  const title = t('statusyRejestry.tytul');
  return (
    <section className="g-statusy-rejestry" aria-label={title}>
      <h2>{title}</h2>
      {org === null ? (
        <p role="alert" className="g-error">
          {t('wspolne.bladKonfiguracji', { szczegoly: `organizacja="${organizacja}"` })}
        </p>
      ) : (
        <>
          <div className="g-toolbar">
            <span className="g-field">
              <label htmlFor={id}>{t('statusyRejestry.widok')}</label>
              <select id={id} value={widok} onChange={(e) => setWidok(e.currentTarget.value as Widok)}>
                <option value="statusy">{t('statusyRejestry.statusy')}</option>
                <option value="rejestry">{t('statusyRejestry.rejestry')}</option>
              </select>
            </span>
          </div>
          {widok === 'statusy' ? <Statusy organizacja={org} /> : <Rejestry organizacja={org} />}
        </>
      )}
    </section>
  );
}
