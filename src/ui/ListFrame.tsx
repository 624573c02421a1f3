/**
 * The one frame of every list and statistic service (spec 01 §2, spec 02 §2, §4): title, the toolbar with the
 * view's selects and its PDF (and CSV of open data), then loading, the failure reaction, a figure (chart) and
 * one or more tables, each with its own fallback text. A service is a declaration (`ListSpec`): its selects, its
 * call, its tables with columns and totals, its files. Protected services wrap it in `ProtectedList`, which
 * gives every call the current subject (spec 02 §6).
 */
import { useMemo, useState, type ReactNode } from 'react';
import { ApiError, isServiceBreak, type Api, type DownloadedFile } from '../core/api/client.ts';
import type { TFunction } from '../core/i18n/index.ts';
import type { Podmiot } from '../core/stores/subject.ts';
import { latestChoice, MultiSelect, SingleSelect, type Choice, type ChoiceValue } from './Choices.tsx';
import { useWidget } from './context.ts';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { EmptyState } from './EmptyState.tsx';
import { FileButton } from './FileButton.tsx';
import { Loader } from './Loader.tsx';
import { ServiceError, useServiceFailure } from './ServiceError.tsx';
import { ServiceBreak } from './TechnicalBreak.tsx';
import { useResource, useResources } from './useResource.ts';

/** What a call of the view gets: the API client, and the current subject for a protected service. */
export interface CallContext {
  api: Api;
  subject: Podmiot | null;
  signal?: AbortSignal;
}

/** The values chosen in the selects, by select name (a multi-select gives an array). */
export type Chosen = Record<string, ChoiceValue | ChoiceValue[]>;

export interface SelectSpec {
  name: string;
  /** Text key of the label. */
  label: string;
  multiple?: boolean;
  /**
   * The choices: fixed, or from a call that may use the selects before this one (a point's meters); `null` when
   * the select does not apply to what is chosen before it (it is then not shown).
   */
  choices: readonly Choice[] | ((ctx: CallContext, before: Chosen) => Promise<readonly Choice[] | null>);
  /** The value chosen at first; default the latest (the greatest year), spec 02 §4. */
  initial?: (choices: readonly Choice[]) => ChoiceValue | undefined;
  /** Text key shown instead of the tables when there is nothing to choose (no years, no points). */
  empty?: string;
}

export interface TableSpec<R> extends DataTableProps<R> {
  /** A heading above the table when a view has several (properties: land, buildings, structures). */
  heading?: string;
  /** Fallback text when the table has no rows (spec 02 §8 empty states); default 'Brak danych do wyświetlenia'. */
  empty?: string;
}

/** A table of any row type (the rows and their columns are checked where each table is declared). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTable = TableSpec<any>;

export interface ListSpec<D> {
  /** Text key of the title. */
  title: string;
  className?: string;
  selects?: readonly SelectSpec[];
  /** The view's data call, with the chosen values. */
  load: (ctx: CallContext, chosen: Chosen) => Promise<D>;
  /** The tables of the data, in order; none when there is nothing to show (the view's `empty` text). */
  tables: (data: D, chosen: Chosen, t: TFunction) => readonly AnyTable[];
  /** Text key when there are no tables; default 'Brak danych do wyświetlenia'. */
  empty?: string | ((chosen: Chosen) => string);
  /** An answer 404 means "nothing here" (an unknown organisation), shown as the empty text, not a failure. */
  notFoundIsEmpty?: boolean;
  /** Drawn before the first table when it has rows: a chart, or a line such as "as of". */
  figure?: (data: D, chosen: Chosen, t: TFunction) => ReactNode;
  /** A line at the start of the toolbar about the data, e.g. "as of 1 May". */
  note?: (data: D, chosen: Chosen, t: TFunction) => ReactNode;
  /** The view's PDF from the server. */
  pdf?: (ctx: CallContext, chosen: Chosen) => Promise<DownloadedFile>;
  /** The PDF button is shown but disabled (payment history: no transaction opened, spec 02 §2). */
  pdfDisabled?: boolean;
  /** A CSV of the view (open data of the public statistics). */
  csv?: (data: D, chosen: Chosen, t: TFunction) => Promise<DownloadedFile>;
  /**
   * The reaction to a failed call (spec 01 §8, spec 02 §8): 'service' — the snackbar 'Usługa chwilowo
   * niedostępna…' and, in the portal, back to the services list; 'snackbar' — the snackbar only (a shell screen,
   * not a service); 'quiet' — the loader goes and the widget says the data could not be fetched, nothing else.
   * Either way the widget offers to try again.
   */
  onFailure?: FailureReaction;
}

export interface ListFrameProps<D> extends ListSpec<D> {
  /** The current subject of a protected service (set by ProtectedList). */
  subject?: Podmiot | null;
  /** Values the widget keeps itself (a typed date), passed to the call with the chosen ones. */
  params?: Chosen;
  /** Controls of the widget's own before the selects (a date field). */
  controls?: ReactNode;
}

export type FailureReaction = 'service' | 'snackbar' | 'quiet';

const chosenKey = (c: Chosen) => JSON.stringify(c);

/** The options of each select (loaded in order) and what is chosen in them. */
function useChoices(selects: readonly SelectSpec[], ctx: Omit<CallContext, 'signal'>, attempt: number) {
  const [picked, setPicked] = useState<Chosen>({});
  const resource = useResources<readonly Choice[] | null>();
  const chosen: Chosen = {};
  const states = [];
  let ready = true;
  for (const spec of selects) {
    const before = { ...chosen };
    const fixed = Array.isArray(spec.choices) ? (spec.choices as readonly Choice[]) : null;
    const loaded = resource(
      (signal) =>
        (spec.choices as (c: CallContext, b: Chosen) => Promise<readonly Choice[]>)(
          { ...ctx, signal },
          before,
        ),
      [ctx.api, ctx.subject, attempt, chosenKey(before), spec.choices],
      ready && !fixed,
    );
    if (!fixed && loaded.status === 'ok' && loaded.data === null) continue; // not for this view
    const choices = fixed ?? (loaded.status === 'ok' ? loaded.data : null);
    states.push({ spec, choices, failure: loaded.status === 'error' ? loaded.error : null });
    if (!choices || choices.length === 0) {
      ready = false;
      continue;
    }
    const own = picked[spec.name];
    const allowed = (v: ChoiceValue) => choices.some((c) => c.value === v);
    const asked = spec.initial?.(choices);
    const start = asked !== undefined && allowed(asked) ? asked : latestChoice(choices)!;
    chosen[spec.name] = spec.multiple
      ? Array.isArray(own)
        ? own.filter(allowed)
        : [start]
      : own !== undefined && !Array.isArray(own) && allowed(own)
        ? own
        : start;
  }
  const choose = (name: string, value: ChoiceValue | ChoiceValue[]) =>
    setPicked((p) => ({ ...p, [name]: value }));
  return { states, chosen, ready, choose };
}

export function ListFrame<D>({
  title,
  className,
  selects = [],
  load,
  tables,
  figure,
  note,
  pdf,
  pdfDisabled,
  csv,
  empty,
  notFoundIsEmpty,
  onFailure = 'service',
  subject = null,
  params,
  controls,
}: ListFrameProps<D>) {
  const { t, api } = useWidget();
  const [attempt, setAttempt] = useState(0);
  const ctx = useMemo(() => ({ api, subject }), [api, subject]);
  const choices = useChoices(selects, ctx, attempt);
  const chosen = useMemo(
    () => ({ ...choices.chosen, ...params }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- by value: the choices are worked out anew on every render, and the same ones keep one object (the data call's deps)
    [chosenKey(choices.chosen), chosenKey(params ?? {})],
  );
  const nothingChosen = Object.values(chosen).some((v) => Array.isArray(v) && v.length === 0);
  const data = useResource(
    (signal) => load({ ...ctx, signal }, chosen),
    [ctx, attempt, chosen, load],
    choices.ready && !nothingChosen,
  );

  const error =
    choices.states.find((s) => s.failure)?.failure ?? (data.status === 'error' ? data.error : null);
  const notFound = notFoundIsEmpty && error instanceof ApiError && error.status === 404;
  const failure = notFound ? null : error;
  useServiceFailure(onFailure === 'quiet' ? null : failure, onFailure === 'service');
  const views = useMemo(
    () => (data.status === 'ok' ? tables(data.data, chosen, t) : null),
    [data, chosen, t, tables],
  );
  const hasRows = views?.some((v) => v.rows.length > 0) ?? false;
  const noChoices = choices.states.find((s) => s.choices?.length === 0);

  const emptyKey = typeof empty === 'function' ? empty(chosen) : empty;
  const emptyText = emptyKey && t(emptyKey);
  let content: ReactNode;
  if (isServiceBreak(failure)) {
    content = <ServiceBreak onRetry={() => setAttempt((n) => n + 1)} />;
  } else if (failure) {
    content = (
      <ServiceError
        text={onFailure === 'quiet' ? t('wspolne.bladPobierania') : undefined}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  } else if (noChoices) {
    content = <EmptyState text={noChoices.spec.empty && t(noChoices.spec.empty)} />;
  } else if (notFound) {
    content = <EmptyState text={emptyText} />;
  } else if (nothingChosen) {
    content = <EmptyState text={t('lista.nicNieWybrano')} />;
  } else if (data.status !== 'ok' || !views) {
    content = <Loader />;
  } else if (views.length === 0) {
    content = <EmptyState text={emptyText} />;
  } else {
    const shown = views.map(({ heading, empty, ...table }, i) => (
      <div className="g-list-table" key={table.caption + i}>
        {heading && <h3>{heading}</h3>}
        {table.rows.length === 0 ? <EmptyState text={empty} /> : <DataTable {...table} />}
      </div>
    ));
    const drawn = hasRows && figure ? figure(data.data, chosen, t) : null;
    content = drawn ? (
      <>
        <div className="g-charted">
          {drawn}
          {shown[0]}
        </div>
        {shown.slice(1)}
      </>
    ) : (
      shown
    );
  }

  const withData = data.status === 'ok' ? data.data : null;
  const selectsShown = choices.states.filter((s) => s.choices && s.choices.length > 0);
  const files = withData !== null && hasRows && (pdf || csv);
  const noted = withData !== null && note ? note(withData, chosen, t) : null;
  return (
    <section className={`g-list${className ? ` ${className}` : ''}`} aria-label={t(title)}>
      <h2>{t(title)}</h2>
      {(controls || noted || selectsShown.length > 0 || files) && (
        <div className="g-toolbar">
          {controls}
          {noted}
          {selectsShown.map(({ spec, choices: list }) =>
            spec.multiple ? (
              <MultiSelect
                key={spec.name}
                label={t(spec.label)}
                choices={list!}
                value={(chosen[spec.name] as ChoiceValue[] | undefined) ?? []}
                onChange={(v) => choices.choose(spec.name, v)}
              />
            ) : (
              <SingleSelect
                key={spec.name}
                label={t(spec.label)}
                choices={list!}
                value={chosen[spec.name] as ChoiceValue | undefined}
                onChange={(v) => choices.choose(spec.name, v)}
              />
            ),
          )}
          <span className="g-spacer" />
          {files && (
            <>
              {pdf && (
                <FileButton
                  label={t('wspolne.pobierzPdf')}
                  fetchFile={() => pdf(ctx, chosen)}
                  disabled={pdfDisabled}
                />
              )}
              {csv && (
                <FileButton label={t('wspolne.pobierzCsv')} fetchFile={() => csv(withData, chosen, t)} />
              )}
            </>
          )}
        </div>
      )}
      {content}
    </section>
  );
}
