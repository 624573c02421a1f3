import type { TFunction } from '../../core/i18n/index.ts';
import type { DownloadedFile } from '../../core/api/client.ts';
import { loadServerConfig } from '../../core/api/konfiguracja.ts';
import {
  getFakturaPdf,
  getFaktury,
  getFakturyPdf,
  getPunktyOdbioruWidoku,
  getUmowa,
  type Faktura,
  type Faktury,
  type Umowa,
} from '../../core/api/woda.ts';
import { formatDatePl } from '../../core/dates.ts';
import { formatAmount } from '../../core/format.ts';
import './texts.ts';
import type { CallContext, Chosen, ListSpec } from '../../ui/ListFrame.tsx';
import { yearChoices, type Choice } from '../../ui/Choices.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { fileColumn } from '../../ui/FileButton.tsx';
import { ProtectedList } from '../../features/logowanie/ProtectedList.tsx';

interface Dane {
  faktury: Faktury;
  umowa: Umowa | null;
  /** One invoice's PDF, with the call's API and subject (the tables get no call context). */
  pdfFaktury: (idDokumentuPdf: string) => Promise<DownloadedFile>;
}

const lata = (chosen: Chosen) => (chosen['lata'] as number[]).map(Number);

export function fakturyColumns(t: TFunction, pdfFaktury: Dane['pdfFaktury']): Column<Faktura>[] {
  const k = (key: string) => t(`fakturyWoda.kolumny.${key}`);
  return [
    { key: 'numerFaktury', header: k('numerFaktury'), value: (r) => r.numerFaktury, nowrap: true },
    { key: 'dotyczy', header: k('dotyczy'), value: (r) => r.dotyczyWodySciekow },
    {
      key: 'dataWystawienia',
      header: k('dataWystawienia'),
      value: (r) => r.dataWystawieniaFaktury,
      render: (r) => formatDatePl(r.dataWystawieniaFaktury),
    },
    {
      key: 'dataZaplaty',
      header: k('dataZaplaty'),
      value: (r) => r.dataZaplaty,
      render: (r) => (r.dataZaplaty ? formatDatePl(r.dataZaplaty) : t('fakturyWoda.nieoplacona')),
    },
    {
      key: 'kwotaBrutto',
      header: k('kwotaBrutto'),
      value: (r) => r.kwotaBrutto,
      render: (r) => formatAmount(r.kwotaBrutto),
      numeric: true,
    },
    // spec 02 §2, §4: a per-invoice PDF where one was issued, each with its own loading
    fileColumn<Faktura>({
      key: 'pdf',
      header: k('pdf'),
      label: t('wspolne.pobierzPdf'),
      // the name starts with the visible label (WCAG 2.5.3 label in name) and says which invoice
      name: (r) => `${t('wspolne.pobierzPdf')}: ${t('fakturyWoda.faktura', { numer: r.numerFaktury })}`,
      file: (r) => (r.wystawionoDokumentPdf && r.idDokumentuPdf ? () => pdfFaktury(r.idDokumentuPdf!) : null),
    }),
  ];
}

const punktyChoices = async ({ api, subject }: CallContext): Promise<Choice[]> =>
  (await getPunktyOdbioruWidoku(api, subject)).map((p) => ({
    value: p.idPunktuOdbioru,
    label: p.adresPunktuOdbioru,
  }));

/**
 * Water invoices (service 16, spec 02 §2): a collection point, a multi-select of its years with the latest
 * preselected; the point's agreement where the office shows it (czyWyswietlicDaneUmowyOplatyZaWode); the
 * invoices newest first with the gross total, a PDF per invoice where one was issued, and the list PDF.
 */
export const fakturyWodaSpec: ListSpec<Dane> = {
  title: 'fakturyWoda.tytul',
  className: 'g-faktury-woda',
  selects: [
    {
      name: 'punkt',
      label: 'fakturyWoda.punkt',
      choices: punktyChoices,
      initial: (c) => c[0]?.value,
      empty: 'fakturyWoda.brakPunktow',
    },
    {
      name: 'lata',
      label: 'fakturyWoda.lata',
      multiple: true,
      choices: async ({ api, subject }, { punkt }) => {
        const p = (await getPunktyOdbioruWidoku(api, subject)).find((x) => x.idPunktuOdbioru === punkt);
        return yearChoices(p?.lataOdbioru ?? []);
      },
      empty: 'fakturyWoda.brak',
    },
  ],
  load: async ({ api, subject, signal }, chosen) => {
    const punkt = Number(chosen['punkt']);
    const cfg = await loadServerConfig(api);
    const [faktury, umowa] = await Promise.all([
      getFaktury(api, subject, punkt, lata(chosen), signal),
      cfg?.czyWyswietlicDaneUmowyOplatyZaWode ? getUmowa(api, subject, punkt, signal) : null,
    ]);
    return { faktury, umowa, pdfFaktury: (id) => getFakturaPdf(api, subject, id) };
  },
  note: ({ umowa }, _chosen, t) =>
    umowa && (
      <p className="g-note g-umowa">
        {t('fakturyWoda.umowa', { numer: umowa.numerUmowy, data: formatDatePl(umowa.dataZawarcia) })}
      </p>
    ),
  tables: ({ faktury, pdfFaktury }, chosen, t) => [
    {
      caption: t('fakturyWoda.podpis', {
        lata: lata(chosen)
          .sort((a, b) => a - b)
          .join(', '),
      }),
      columns: fakturyColumns(t, pdfFaktury),
      rows: faktury.faktury,
      rowKey: (r: Faktura) => r.numerFaktury,
      totals: { kwotaBrutto: formatAmount(faktury.sumaKwotBrutto) },
      empty: t('fakturyWoda.brak'),
    },
  ],
  empty: 'fakturyWoda.brak',
  pdf: ({ api, subject }, chosen) => getFakturyPdf(api, subject, Number(chosen['punkt']), lata(chosen)),
};

export const FakturyWoda = () => <ProtectedList {...fakturyWodaSpec} />;
