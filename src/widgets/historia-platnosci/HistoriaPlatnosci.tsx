import { useMemo, useState, type ReactNode } from 'react';
import {
  getHistoriaPlatnosci,
  getHistoriaPlatnosciPdf,
  getPotwierdzeniePdf,
  wynikStatusu,
  type Platnosc,
  type RataPlatnosci,
} from '../../core/api/platnosci.ts';
import { formatDatePl, formatDateTimePl } from '../../core/dates.ts';
import type { TFunction } from '../../core/i18n/index.ts';
import { formatAccountNumber, formatAmount, formatPln } from '../../core/format.ts';
import type { Podmiot } from '../../core/stores/subject.ts';
import { useWidget } from '../../ui/context.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { FileButton } from '../../ui/FileButton.tsx';
import { ListFrame, type CallContext, type ListSpec } from '../../ui/ListFrame.tsx';
import { SubjectGate } from '../../features/logowanie/ProtectedList.tsx';
import './texts.ts';

const T = 'historiaPlatnosci';

/** An instalment label (I, II, CALOSC…) in words, as the dues widget says it. */
export function nrRaty(t: TFunction, nr: string): string {
  return nr === 'CALOSC' || nr === 'ZALEGLOSC' || nr === 'ANULOWANA'
    ? t(`${T}.nrRaty.${nr}`)
    : t(`${T}.nrRaty.rata`, { nr });
}

/** The payment description of a row: the provider and the state, in the reader's language. */
export const opisPlatnosci = (t: TFunction, p: Platnosc) =>
  t(`${T}.opis`, {
    dostawca: t(`${T}.dostawca.${p.opisPlatnosci.typPlatnosci}`),
    status: t(`${T}.status.${p.opisPlatnosci.status}`),
  });

const kwoty = [
  'kwotaRaty',
  'kwotaGlowna',
  'kosztUpomnien',
  'oplataProlongacyjna',
  'kwotaOdsetek',
  'kwotaVat',
] as const;

export function ratyColumns(t: TFunction): Column<RataPlatnosci>[] {
  const h = (k: string) => t(`${T}.raty.${k}`);
  return [
    // the card of each instalment: a transfer of several cards (the basket) pays instalments of each
    { key: 'symbolKarty', header: h('symbolKarty'), value: (r) => r.symbolKarty, nowrap: true },
    { key: 'rodzajOplaty', header: h('rodzajOplaty'), value: (r) => r.rodzajOplaty },
    {
      key: 'opisNrRaty',
      header: h('opisNrRaty'),
      value: (r) => r.opisNrRaty,
      render: (r) =>
        r.opisNrRaty
          .split(',')
          .map((nr) => nrRaty(t, nr.trim()))
          .join(', '),
    },
    {
      key: 'terminPlatnosci',
      header: h('terminPlatnosci'),
      value: (r) => r.terminPlatnosci,
      render: (r) => formatDatePl(r.terminPlatnosci),
    },
    ...kwoty.map((key): Column<RataPlatnosci> => ({
      key,
      header: h(key),
      value: (r) => r[key],
      render: (r) => formatAmount(r[key]),
      numeric: true,
    })),
  ];
}

/**
 * The details of one transaction (spec 02 §2): id, status, the provider's data, the instalments; for a payment the
 * provider took (accepted or posted), its receipt.
 */
function Szczegoly({ p, subject }: { p: Platnosc; subject: Podmiot }) {
  const { t, api } = useWidget();
  const s = (k: string) => t(`${T}.szczegoly.${k}`);
  const o = p.opisPlatnosci;
  const kir = o.transakcjaKIR;
  const p24 = o.transakcjaP24;
  const pola: [string, ReactNode][] = [
    [s('idTransakcji'), p.idTransakcji],
    [s('status'), t(`${T}.status.${o.status}`)],
    ...(kir
      ? ([
          [s('waznosc'), formatDateTimePl(kir.waznoscTransakcji)],
          [s('numerRachunku'), formatAccountNumber(kir.akceptantNumerRachunku)],
          [s('nazwaRachunku'), kir.akceptantNazwaRachunku],
        ] as [string, string][])
      : []),
    ...(p24
      ? ([
          [s('iban'), formatAccountNumber(p24.iban)],
          [s('odbiorca'), p24.odbiorcaNazwa],
          [s('adres'), p24.odbiorcaAdres],
          [s('miasto'), p24.odbiorcaMiasto],
          [s('kodPocztowy'), p24.odbiorcaKodPocztowy],
          ...(p24.odbiorcaEmail ? [[s('email'), p24.odbiorcaEmail]] : []),
          [s('kodPanstwa'), p24.odbiorcaKodPanstwa],
          // given only while the payment can still be finished at the provider (the portal's way there);
          // none: no row (issue 26 item 9)
          ...(p24.urlTransakcji
            ? [
                [
                  s('url'),
                  <a key="url" href={p24.urlTransakcji} rel="noreferrer">
                    {s('urlDokoncz')}
                  </a>,
                ],
              ]
            : []),
        ] as [string, ReactNode][])
      : []),
  ];
  const naglowek = `${s('naglowek')}: ${t(`${T}.dostawca.${o.typPlatnosci}`)}`;
  return (
    <div className="g-platnosc">
      <h3>{naglowek}</h3>
      <dl className="g-platnosc-dane">
        {pola.map(([nazwa, wartosc]) => (
          <div key={nazwa}>
            <dt>{nazwa}</dt>
            <dd>{wartosc}</dd>
          </div>
        ))}
      </dl>
      <DataTable
        caption={s('raty')}
        columns={ratyColumns(t)}
        rows={p.raty}
        rowKey={(r, i) => `${i}-${r.terminPlatnosci}-${r.opisNrRaty}`}
      />
      {wynikStatusu(o.status) === 'ok' && (
        <FileButton
          className="g-button g-secondary g-pobierz-potwierdzenie"
          label={s('potwierdzenie')}
          name={t(`${T}.szczegoly.potwierdzenieNazwa`, { tytul: p.tytul })}
          fetchFile={() => getPotwierdzeniePdf(api, subject, p.idTransakcji)}
        />
      )}
    </div>
  );
}

/** The view (service 21): one call, one table; which transaction is open lives in the widget. */
export const historiaSpec: Omit<ListSpec<Platnosc[]>, 'tables'> = {
  title: `${T}.tytul`,
  className: 'g-historia-platnosci',
  load: ({ api, subject, signal }: CallContext) => getHistoriaPlatnosci(api, subject, signal),
  empty: `${T}.brak`,
};

const kluczPodmiotu = (s: Podmiot) => `${s.czyInstytucja ? 'nip' : 'pesel'}:${s.nip ?? s.pesel}`;

function Historia({ subject }: { subject: Podmiot }) {
  // the opened transaction: the PDF covers it; none opened (spec 02 §2 "0 if none"): the PDF covers the whole
  // list, as the server makes it without a transaction (issue 26 item 9)
  const [otwarta, setOtwarta] = useState<Platnosc | null>(null);
  const { lang } = useWidget();
  const tables = useMemo<ListSpec<Platnosc[]>['tables']>(
    () => (platnosci, _chosen, t) => {
      const kolumna = (k: string) => t(`${T}.kolumny.${k}`);
      const columns: Column<Platnosc>[] = [
        { key: 'tytul', header: kolumna('tytul'), value: (p) => p.tytul },
        {
          key: 'kwota',
          header: kolumna('kwota'),
          value: (p) => p.kwota,
          render: (p) => formatPln(p.kwota, lang),
          numeric: true,
        },
        {
          key: 'dataZlecenia',
          header: kolumna('dataZlecenia'),
          value: (p) => p.dataZlecenia,
          render: (p) => formatDateTimePl(p.dataZlecenia),
        },
        { key: 'opis', header: kolumna('opis'), value: (p) => opisPlatnosci(t, p) },
      ];
      return platnosci.length === 0
        ? []
        : [
            {
              caption: t(`${T}.podpis`),
              columns,
              rows: platnosci,
              rowKey: (p: Platnosc) => p.idTransakcji,
              // spec 02 §4: one open at a time, another row's button switches, a page change hides it, and the
              // opened details scroll into view; the toggle keeps the focus, the details follow it
              detail: {
                label: (p: Platnosc, shown: boolean) =>
                  `${t(shown ? 'tabela.ukryjSzczegoly' : 'tabela.pokazSzczegoly')}: ${t(`${T}.platnosc`, {
                    tytul: p.tytul,
                    data: formatDateTimePl(p.dataZlecenia),
                  })}`,
                render: (p: Platnosc) => <Szczegoly p={p} subject={subject} />,
                onToggle: setOtwarta,
              },
            },
          ];
    },
    [lang, subject],
  );
  return (
    <ListFrame
      {...historiaSpec}
      subject={subject}
      tables={tables}
      note={(platnosci, _c, t) =>
        otwarta || platnosci.length === 0 ? null : (
          <p className="g-note g-historia-podpowiedz">{t(`${T}.pdfPodpowiedz`)}</p>
        )
      }
      pdf={({ api }) => getHistoriaPlatnosciPdf(api, subject, otwarta?.idTransakcji ?? null)}
    />
  );
}

/**
 * Online payment history (service 21, spec 02 §2): the subject's transfers with a show/hide details row each
 * and the PDF of the opened one. A new subject is a new view (key), so nothing opened stays from the last one.
 */
export function HistoriaPlatnosci() {
  const { t } = useWidget();
  return (
    <SubjectGate usluga={t(`${T}.tytul`)}>
      {(subject) => <Historia key={kluczPodmiotu(subject)} subject={subject} />}
    </SubjectGate>
  );
}
