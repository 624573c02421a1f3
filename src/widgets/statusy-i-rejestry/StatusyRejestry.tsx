import { useEffect, useMemo } from 'react';
import type { TFunction } from '../../core/i18n/index.ts';
import {
  DOMYSLNA_ORGANIZACJA,
  getRejestry,
  getStatusySpraw,
  type Rejestr,
  type StatusSprawy,
  type WpisRejestru,
} from '../../core/api/rejestry.ts';
import { csvFile } from '../../core/csv-file.ts';
import { formatDatePl } from '../../core/dates.ts';
import { useWidget } from '../../ui/context.ts';
import './texts.ts';
import type { Api } from '../../core/api/client.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { ListFrame, type ListSpec } from '../../ui/ListFrame.tsx';

export interface StatusyRejestryProps {
  /** Organisation id; spec 01 §9: 280 until configuration names another. */
  organizacja?: string;
}

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

type Dane = { widok: 'statusy'; statusy: StatusSprawy[] } | { widok: 'rejestry'; rejestr: Rejestr | null };

/** The registers of an organisation, asked once for the register select and the chosen register's entries. */
const zapamietane = new Map<string, Promise<Rejestr[]>>();
function rejestry(api: Api, organizacja: number): Promise<Rejestr[]> {
  const key = `${api.baseURL}|${organizacja}`;
  let p = zapamietane.get(key);
  if (!p) {
    p = getRejestry(api, organizacja);
    zapamietane.set(key, p);
    // kept for the select's and the table's call of one choice; a later view or a retry asks again
    const forget = () => setTimeout(() => zapamietane.delete(key), 1000);
    p.then(forget, () => zapamietane.delete(key));
  }
  return p;
}

/**
 * Case statuses and registers of an organisation (spec 01 §2 "Statuses and registers"): a dropdown STATUSY /
 * REJESTRY switches between a sortable, paged table of case statuses and the entries of a chosen register, each
 * with CSV. An unknown organisation (404) shows the empty text; a failure the snackbar (a shell screen: nothing
 * navigates).
 */
export function statusyRejestrySpec(organizacja: number, t: TFunction): ListSpec<Dane> {
  return {
    title: 'statusyRejestry.tytul',
    className: 'g-statusy-rejestry',
    onFailure: 'snackbar',
    notFoundIsEmpty: true,
    empty: ({ widok }) =>
      widok === 'rejestry' ? 'statusyRejestry.brakRejestrow' : 'statusyRejestry.brakStatusow',
    selects: [
      {
        name: 'widok',
        label: 'statusyRejestry.widok',
        choices: [
          { value: 'statusy', label: t('statusyRejestry.statusy') },
          { value: 'rejestry', label: t('statusyRejestry.rejestry') },
        ],
        initial: () => 'statusy',
      },
      {
        name: 'rejestr',
        label: 'statusyRejestry.rejestr',
        choices: ({ api }, { widok }) =>
          widok === 'rejestry'
            ? rejestry(api, organizacja).then((r) => r.map((x) => ({ value: x.idRejestru, label: x.nazwa })))
            : Promise.resolve(null),
        initial: (choices) => choices[0]?.value,
        empty: 'statusyRejestry.brakRejestrow',
      },
    ],
    load: async ({ api }, { widok, rejestr }) =>
      widok === 'rejestry'
        ? {
            widok,
            rejestr: (await rejestry(api, organizacja)).find((x) => x.idRejestru === rejestr) ?? null,
          }
        : { widok: 'statusy', statusy: await getStatusySpraw(api, organizacja) },
    tables: (dane, _, t) =>
      dane.widok === 'statusy'
        ? dane.statusy.length === 0
          ? []
          : [
              {
                caption: t('statusyRejestry.tytulStatusy'),
                columns: statusyColumns(t),
                rows: dane.statusy,
                rowKey: (s: StatusSprawy) => s.numerSprawy,
              },
            ]
        : dane.rejestr
          ? [
              {
                caption: dane.rejestr.nazwa,
                columns: wpisyColumns(t),
                rows: dane.rejestr.wpisy,
                rowKey: (w: WpisRejestru) => w.numerWpisu,
              },
            ]
          : [],
    csv: (dane, _, t) =>
      dane.widok === 'statusy'
        ? csvFile(statusyColumns(t), dane.statusy, `statusy-spraw-${organizacja}`)
        : csvFile(
            wpisyColumns(t),
            dane.rejestr?.wpisy ?? [],
            `rejestr-${organizacja}-${dane.rejestr?.idRejestru}`,
          ),
  };
}

export function StatusyRejestry({ organizacja }: StatusyRejestryProps) {
  const { t, tag } = useWidget();
  const org = organizacjaZAtrybutu(organizacja);
  useEffect(() => {
    if (org === null)
      console.error(
        `gmina: <${tag}> attribute "organizacja" must be a positive whole number; got "${organizacja}"`,
      );
  }, [org, organizacja, tag]);
  const spec = useMemo(() => (org === null ? null : statusyRejestrySpec(org, t)), [org, t]);
  if (!spec)
    return (
      <section className="g-statusy-rejestry" aria-label={t('statusyRejestry.tytul')}>
        <h2>{t('statusyRejestry.tytul')}</h2>
        <p role="alert" className="g-error">
          {t('wspolne.bladKonfiguracji', { szczegoly: `organizacja="${organizacja}"` })}
        </p>
      </section>
    );
  return <ListFrame {...spec} />;
}
