/**
 * The dues list (spec 02 §2 "Dues list"; services 17–20, 22, 23, 26 and /lista-naleznosci): a type filter
 * preselected from the route or the `typ` attribute, a summary of what the subject owes in that type (total and,
 * of it, overdue — in words as well as in red), and the table of cards; a card opens its detail.
 */
import { useMemo } from 'react';
import { aplikacje, getKarty, getKartyPdf, type Aplikacja, type Karta } from '../../core/api/naleznosci.ts';
import { formatAccountNumber, formatAmount } from '../../core/format.ts';
import type { TFunction } from '../../core/i18n/index.ts';
import type { Column } from '../../ui/DataTable.tsx';
import type { ListSpec } from '../../ui/ListFrame.tsx';
import { ProtectedList } from '../../features/logowanie/ProtectedList.tsx';
import { useWidget } from '../../ui/context.ts';
import { suma, typWidoku, typyWidoku, type TypWidoku } from '../../core/rules/naleznosci.ts';
import { Objasnienia } from './Objasnienia.tsx';

type Rodzaj = Aplikacja | 'WSZYSTKIE';

export function kolumnyKart(t: TFunction, otworz: (k: Karta) => void): Column<Karta>[] {
  return [
    { key: 'rok', header: t('naleznosci.kolumny.rok'), value: (k) => k.rok },
    {
      key: 'rodzaj',
      header: t('naleznosci.kolumny.rodzaj'),
      value: (k) => t(`naleznosci.rodzaje.${k.aplikacjaNaleznosci}`),
    },
    {
      key: 'symbolKarty',
      header: t('naleznosci.kolumny.symbolKarty'),
      value: (k) => k.symbolKarty,
      render: (k) => (
        <button
          type="button"
          className="g-link-button"
          aria-label={t('naleznosci.otworz', { symbol: k.symbolKarty })}
          onClick={() => otworz(k)}
        >
          {k.symbolKarty}
        </button>
      ),
    },
    {
      key: 'numerKonta',
      header: t('naleznosci.kolumny.numerKonta'),
      value: (k) => k.numerKontaBankowego,
      render: (k) => <span className="g-nrb">{formatAccountNumber(k.numerKontaBankowego)}</span>,
    },
    {
      key: 'suma',
      header: t('naleznosci.kolumny.suma'),
      value: (k) => k.suma,
      render: (k) => formatAmount(k.suma),
      numeric: true,
    },
    { key: 'platnik', header: t('naleznosci.kolumny.platnik'), value: (k) => k.nazwaPlatnika },
  ];
}

/** What the subject owes in the chosen cards: the total and, of it, what is past its due date. */
export function Podsumowanie({ karty }: { karty: readonly Karta[] }) {
  const { t } = useWidget();
  const razem = suma(karty.map((k) => k.suma));
  const poTerminie = suma(karty.map((k) => k.sumaPoTerminie));
  return (
    <p className="g-dues-summary">
      <strong>{t('naleznosci.doZaplaty', { kwota: razem })}</strong>
      {' – '}
      {poTerminie > 0 ? (
        <strong className="g-overdue">{t('naleznosci.wTymPoTerminie', { kwota: poTerminie })}</strong>
      ) : (
        t('naleznosci.nicPoTerminie')
      )}
    </p>
  );
}

export function Lista({ typ, otworz }: { typ: string | undefined; otworz: (k: Karta) => void }) {
  const { t } = useWidget();
  const spec = useMemo((): ListSpec<Karta[]> => {
    const start: Rodzaj = typWidoku(typ) ?? 'WSZYSTKIE';
    const wybrane = (karty: Karta[], rodzaj: unknown) =>
      rodzaj === 'WSZYSTKIE' ? karty : karty.filter((k) => k.aplikacjaNaleznosci === rodzaj);
    return {
      title: `naleznosci.tytuly.${typ && typ in typyWidoku ? (typ as TypWidoku) : 'wszystkie'}`,
      className: 'g-naleznosci',
      selects: [
        {
          name: 'rodzaj',
          label: 'naleznosci.rodzaj',
          choices: (['WSZYSTKIE', ...aplikacje] as const).map((value) => ({
            value,
            label: t(`naleznosci.rodzaje.${value}`),
          })),
          initial: () => start,
        },
      ],
      load: ({ api, subject, signal }) => getKarty(api, subject, signal),
      note: (karty, { rodzaj }) => (
        <>
          <Podsumowanie karty={wybrane(karty, rodzaj)} />
          <Objasnienia widok="lista" />
        </>
      ),
      tables: (karty, { rodzaj }) => {
        const rows = wybrane(karty, rodzaj);
        return rows.length === 0
          ? []
          : [
              {
                caption: t('naleznosci.podpis', { rodzaj: t(`naleznosci.rodzaje.${String(rodzaj)}`) }),
                columns: kolumnyKart(t, otworz),
                rows,
                rowKey: (k: Karta) => String(k.idKartyNaleznosci),
              },
            ];
      },
      empty: 'naleznosci.brak',
      pdf: ({ api, subject }, { rodzaj }) => getKartyPdf(api, subject, rodzaj as Rodzaj),
    };
  }, [t, typ, otworz]);
  return <ProtectedList {...spec} />;
}
