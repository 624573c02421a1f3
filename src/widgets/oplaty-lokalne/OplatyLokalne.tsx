import {
  getLataOplatLokalnych,
  getOplatyLokalne,
  getOplatyLokalnePdf,
  type OplatyLokalne as Dane,
  type Umowa,
} from '../../core/api/oplaty.ts';
import { formatDatePl } from '../../core/dates.ts';
import { formatAmount } from '../../core/format.ts';
import type { TFunction } from '../../core/i18n/index.ts';
import { yearChoices } from '../../ui/Choices.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import type { ListSpec } from '../../ui/ListFrame.tsx';
import { ProtectedList } from '../../features/logowanie/ProtectedList.tsx';
import './texts.ts';

/** The end of an agreement, or the open-ended word when it has none (spec 02 §2). */
export const koniecUmowy = (u: Umowa, t: TFunction): string =>
  u.dataRozwiazaniaUmowy ? formatDatePl(u.dataRozwiazaniaUmowy) : t('oplatyLokalne.bezterminowo');

const data = (key: 'dataPowstaniaNaleznosci' | 'dataZawarciaUmowy' | 'terminPlatnosci', t: TFunction) => ({
  key,
  header: t(`oplatyLokalne.kolumny.${key}`),
  value: (u: Umowa) => u[key],
  render: (u: Umowa) => formatDatePl(u[key]),
  nowrap: true,
});
const kwota = (key: 'kwotaNetto' | 'kwotaVat' | 'kwotaBrutto', t: TFunction): Column<Umowa> => ({
  key,
  header: t(`oplatyLokalne.kolumny.${key}`),
  value: (u) => u[key],
  render: (u) => formatAmount(u[key]),
  numeric: true,
});

export function umowyColumns(t: TFunction): Column<Umowa>[] {
  return [
    { key: 'nrKarty', header: t('oplatyLokalne.kolumny.nrKarty'), value: (u) => u.nrKarty, nowrap: true },
    { key: 'nazwaOplaty', header: t('oplatyLokalne.kolumny.nazwaOplaty'), value: (u) => u.nazwaOplaty },
    {
      key: 'nrDecyzji',
      header: t('oplatyLokalne.kolumny.nrDecyzji'),
      value: (u) => u.nrDecyzji,
      nowrap: true,
    },
    data('dataPowstaniaNaleznosci', t),
    data('dataZawarciaUmowy', t),
    {
      key: 'dataRozwiazaniaUmowy',
      header: t('oplatyLokalne.kolumny.dataRozwiazaniaUmowy'),
      value: (u) => u.dataRozwiazaniaUmowy,
      render: (u) => koniecUmowy(u, t),
      nowrap: true,
    },
    { key: 'nrRaty', header: t('oplatyLokalne.kolumny.nrRaty'), value: (u) => u.nrRaty, numeric: true },
    data('terminPlatnosci', t),
    kwota('kwotaNetto', t),
    kwota('kwotaVat', t),
    kwota('kwotaBrutto', t),
  ];
}

/** The totals row: the server's sums of net, VAT and gross under their columns. */
export const sumyUmow = (d: Dane, t: TFunction) => ({
  nrKarty: t('wspolne.razem'),
  kwotaNetto: formatAmount(d.kwotaNettoSuma),
  kwotaVat: formatAmount(d.kwotaVatSuma),
  kwotaBrutto: formatAmount(d.kwotaBruttoSuma),
});

/**
 * Local fees of the current subject (service 32, spec 02 §2): year select with the latest preselected, the dues
 * of the subject's agreements with net, VAT and gross and their totals, the open-ended word for an agreement
 * without an end date, PDF from the server.
 */
export const oplatyLokalneSpec: ListSpec<Dane> = {
  title: 'oplatyLokalne.tytul',
  className: 'g-oplaty-lokalne',
  selects: [
    {
      name: 'rok',
      label: 'oplatyLokalne.rok',
      choices: ({ api, subject, signal }) => getLataOplatLokalnych(api, subject, signal).then(yearChoices),
      empty: 'oplatyLokalne.pusto',
    },
  ],
  load: ({ api, subject, signal }, { rok }) => getOplatyLokalne(api, subject, Number(rok), signal),
  tables: (d, { rok }, t) =>
    d.umowy.length === 0
      ? []
      : [
          {
            caption: t('oplatyLokalne.podpis', { rok }),
            columns: umowyColumns(t),
            rows: d.umowy,
            rowKey: (u: Umowa) => `${u.nrKarty}-${u.terminPlatnosci}-${u.nrRaty}`,
            totals: sumyUmow(d, t),
          },
        ],
  empty: 'oplatyLokalne.pusto',
  pdf: ({ api, subject }, { rok }) => getOplatyLokalnePdf(api, subject, Number(rok)),
};

export const OplatyLokalne = () => <ProtectedList {...oplatyLokalneSpec} />;
