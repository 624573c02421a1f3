import { useStore } from '@nanostores/react';
import {
  getLataOplatZaZezwolenia,
  getOplatyZaZezwolenia,
  getOplatyZaZezwoleniaPdf,
  type NaleznoscZaZezwolenie as Naleznosc,
  type OplatyZaZezwolenia as Dane,
  type PozostalaNaleznosc,
  type UiszczonaOplata,
  type Zezwolenie,
} from '../../core/api/alkohole.ts';
import { formatDatePl } from '../../core/dates.ts';
import { formatAmount } from '../../core/format.ts';
import type { TFunction } from '../../core/i18n/index.ts';
import { $token } from '../../core/stores/session.ts';
import { $subject } from '../../core/stores/subject.ts';
import { yearChoices } from '../../ui/Choices.tsx';
import { useWidget } from '../../ui/context.ts';
import type { Column } from '../../ui/DataTable.tsx';
import type { AnyTable, ListSpec } from '../../ui/ListFrame.tsx';
import { ProtectedList } from '../../features/logowanie/ProtectedList.tsx';
import deklaracja from 'virtual:gmina-deklaracja';
import './texts.ts';

const P = 'oplatyZaZezwolenia';
/** Sum in grosze, so that rounding never drifts. */
const suma = (xs: number[]) => xs.reduce((s, x) => s + Math.round(x * 100), 0) / 100;

const tekst = <R,>(key: keyof R & string, t: TFunction, header = key): Column<R> => ({
  key,
  header: t(`${P}.kolumny.${header}`),
  value: (r) => r[key] as string,
});
const dzien = <R,>(key: keyof R & string, t: TFunction): Column<R> => ({
  key,
  header: t(`${P}.kolumny.${key}`),
  value: (r) => r[key] as string,
  render: (r) => formatDatePl(r[key] as string),
});
const kwota = <R,>(key: keyof R & string, t: TFunction): Column<R> => ({
  key,
  header: t(`${P}.kolumny.${key}`),
  value: (r) => r[key] as number,
  render: (r) => formatAmount(r[key] as number),
  numeric: true,
});

/** Which instalments a payment covers (spec 02 §4 labels I, II, III, whole): 'I, III', 'całość', or '—'. */
export function ratyWplaty(w: UiszczonaOplata, t: TFunction): string {
  if (w.czyDotyczyWszystkichRat) return t(`${P}.calosc`);
  const raty = (['I', 'II', 'III'] as const).filter((_, i) => w[`czyDotyczyRaty${(i + 1) as 1 | 2 | 3}`]);
  return raty.length > 0 ? raty.join(', ') : '—';
}

/** The remarks of a payment (spec 02 §4 labels late, cancelled; and the late statement of sales). */
export function uwagiWplaty(w: UiszczonaOplata, t: TFunction): string {
  return [
    w.czyNieterminoweZlozenieOswiadczenia && t(`${P}.nieterminoweOswiadczenie`),
    w.czySplaconaPoTerminie && t(`${P}.poTerminie`),
    w.czyAnulowana && t(`${P}.anulowana`),
  ]
    .filter(Boolean)
    .join(', ');
}

/** What was paid in the year: a cancelled payment counts for nothing. */
export const sumaWplat = (wplaty: readonly UiszczonaOplata[]) =>
  suma(wplaty.filter((w) => !w.czyAnulowana).map((w) => w.kwotaWplaty));

const kwotyNaleznosci = [
  'kwotaNalezna',
  'kwotaRaty1',
  'kwotaRaty2',
  'kwotaRaty3',
  'dodatkowaOplRata1',
  'dodatkowaOplRata2',
  'dodatkowaOplRata3',
  'dodatkowaOplNieterOsw',
] as const;

/** The totals row of the dues: each amount column summed. */
export const sumyNaleznosci = (rows: readonly Naleznosc[], t: TFunction) => ({
  pelnyNrZezwolenia: t('wspolne.razem'),
  ...Object.fromEntries(kwotyNaleznosci.map((k) => [k, formatAmount(suma(rows.map((r) => r[k])))])),
});

export function tabele(d: Dane, t: TFunction): AnyTable[] {
  if (d.zezwolenia.length === 0) return [];
  const rok = d.rok;
  const zezwolenia: AnyTable = {
    heading: t(`${P}.zezwolenia`),
    caption: t(`${P}.podpisZezwolenia`, { rok }),
    columns: [
      tekst<Zezwolenie>('pelnyNrZezwolenia', t),
      tekst<Zezwolenie>('pelnyNrDokumentuZezwolenia', t),
      tekst<Zezwolenie>('nazwaPunktuZezwolenia', t),
      tekst<Zezwolenie>('rodzajZezwoleniaOpis', t),
      tekst<Zezwolenie>('mocZezwoleniaOpis', t),
      dzien<Zezwolenie>('zezwolenieWazneOd', t),
      dzien<Zezwolenie>('zezwolenieWazneDo', t),
    ],
    rows: d.zezwolenia,
    rowKey: (z: Zezwolenie) => z.pelnyNrZezwolenia,
  };
  const naleznosci: AnyTable = {
    heading: t(`${P}.naleznosci`),
    caption: t(`${P}.podpisNaleznosci`, { rok }),
    columns: [
      tekst<Naleznosc>('pelnyNrZezwolenia', t),
      ...kwotyNaleznosci.map((k) => kwota<Naleznosc>(k, t)),
    ],
    rows: d.naleznosciZaZezwolenie,
    rowKey: (n: Naleznosc) => n.pelnyNrZezwolenia,
    totals: sumyNaleznosci(d.naleznosciZaZezwolenie, t),
  };
  const wplaty: AnyTable = {
    heading: t(`${P}.wplaty`),
    caption: t(`${P}.podpisWplaty`, { rok }),
    columns: [
      tekst<UiszczonaOplata>('pelnyNrZezwolenia', t),
      dzien<UiszczonaOplata>('dataWplaty', t),
      kwota<UiszczonaOplata>('kwotaWplaty', t),
      { key: 'raty', header: t(`${P}.kolumny.raty`), value: (w: UiszczonaOplata) => ratyWplaty(w, t) },
      { key: 'uwagi', header: t(`${P}.kolumny.uwagi`), value: (w: UiszczonaOplata) => uwagiWplaty(w, t) },
    ],
    rows: d.uiszczoneOplaty,
    rowKey: (w: UiszczonaOplata, i: number) => `${w.pelnyNrZezwolenia}-${w.dataWplaty}-${i}`,
    totals: {
      pelnyNrZezwolenia: t('wspolne.razem'),
      kwotaWplaty: formatAmount(sumaWplat(d.uiszczoneOplaty)),
    },
    empty: t(`${P}.brakWplat`),
  };
  const pozostale: AnyTable = {
    heading: t(`${P}.pozostale`),
    caption: t(`${P}.podpisPozostale`, { rok }),
    columns: [
      tekst<PozostalaNaleznosc>('pelnyNrZezwolenia', t),
      kwota<PozostalaNaleznosc>('sumaNiesplaconychNaleznosci', t),
    ],
    rows: d.naleznosciPozostaleDoSplaty,
    rowKey: (r: PozostalaNaleznosc) => r.pelnyNrZezwolenia,
    totals: {
      pelnyNrZezwolenia: t('wspolne.razem'),
      sumaNiesplaconychNaleznosci: formatAmount(
        suma(d.naleznosciPozostaleDoSplaty.map((r) => r.sumaNiesplaconychNaleznosci)),
      ),
    },
    empty: t(`${P}.brakPozostalych`),
  };
  return [zezwolenia, naleznosci, wplaty, pozostale];
}

/**
 * Alcohol permit fees of an institution (service 33, spec 02 §2; institutions only, §6): budget-year select with
 * the latest preselected, the permits, the dues of each (instalments I–III and the extra fees), the payments
 * (which instalments each covers; late statement, paid late, cancelled) and the dues that remain; PDF.
 */
export const oplatyZaZezwoleniaSpec: ListSpec<Dane> = {
  title: `${P}.tytul`,
  className: 'g-oplaty-za-zezwolenia',
  selects: [
    {
      name: 'rok',
      label: `${P}.rok`,
      choices: ({ api, subject, signal }) => getLataOplatZaZezwolenia(api, subject, signal).then(yearChoices),
      empty: `${P}.pusto`,
    },
  ],
  load: ({ api, subject, signal }, { rok }) => getOplatyZaZezwolenia(api, subject, Number(rok), signal),
  tables: (d, _, t) => tabele(d, t),
  empty: `${P}.pusto`,
  pdf: ({ api, subject }, { rok }) => getOplatyZaZezwoleniaPdf(api, subject, Number(rok)),
};

/**
 * The two legal notes (spec 02 §2, §9: art. 18 ust. 12a and 12b of the law of 26 October 1982) under the view,
 * shown to a signed-in institution (the frame has no slot after its tables; for anyone else the list says in
 * place that the service is not theirs).
 */
function Noty() {
  const { t } = useWidget();
  const subject = useStore($subject);
  const token = useStore($token);
  if (!token || !subject?.czyInstytucja) return null;
  return (
    <div className="g-noty">
      <p>{t(`${P}.nota12a`)}</p>
      <p>{t(`${P}.nota12b`)}</p>
    </div>
  );
}

export const OplatyZaZezwolenia = () => (
  <>
    <ProtectedList {...oplatyZaZezwoleniaSpec} wymagany={deklaracja.wymagany} />
    <Noty />
  </>
);
