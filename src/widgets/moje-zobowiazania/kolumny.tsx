/** The columns of the overview's tables: the choice, the card (its detail) and kind, the instalment, its state. */
import type { Zobowiazanie } from '../../core/api/zobowiazania.ts';
import { formatAmount } from '../../core/format.ts';
import type { TFunction } from '../../core/i18n/index.ts';
import type { Column } from '../../ui/DataTable.tsx';

/**
 * The server's yyyy-MM-dd as dd.mm.yyyy (spec 01 §9), as `formatDatePl` of src/core/dates.ts writes it for such a
 * date (the test holds them equal): that module comes with the forms' validation chunk, 3.4 KB the overview's
 * page does not need.
 */
export const dataPl = (iso: string) => iso.split('-').reverse().join('.');

/** The instalment's labels in words: "rata III, rata IV", "całość". */
export function etykietaRaty(t: TFunction, opisNrRaty: string): string {
  return opisNrRaty
    .split(',')
    .map((nr) =>
      nr === 'CALOSC' || nr === 'ZALEGLOSC' || nr === 'ANULOWANA'
        ? t(`zobowiazania.nrRaty.${nr}`)
        : t('zobowiazania.nrRaty.rata', { nr }),
    )
    .join(', ');
}

/**
 * The state in words (spec 02 §4): payable; a payment ordered with a provider (not payable again until it ends);
 * or not payable online, with the reason — an unpaid instalment that is neither payable nor ordered is under an
 * enforcement title (`czyWybieralna`).
 */
export function stanRaty(t: TFunction, r: Zobowiazanie): string {
  if (r.wybieralna) return t('zobowiazania.stany.doZaplaty');
  if (r.zlecona)
    return t('zobowiazania.stany.zlecona', { dostawca: t(`zobowiazania.dostawcy.${r.zlecona}`) });
  return t('zobowiazania.stany.tytul');
}

export function kolumny(
  t: TFunction,
  wybrane: ReadonlySet<number>,
  przelacz: (id: number) => void,
  otworz: (r: Zobowiazanie) => void,
): Column<Zobowiazanie>[] {
  return [
    {
      key: 'wybor',
      header: t('zobowiazania.kolumny.wybor'),
      value: (r) => (wybrane.has(r.idNaleznosciRatyZbiorczej) ? 1 : 0),
      sortable: false,
      render: (r) =>
        r.wybieralna ? (
          <input
            type="checkbox"
            className="g-check"
            data-rata={r.idNaleznosciRatyZbiorczej}
            checked={wybrane.has(r.idNaleznosciRatyZbiorczej)}
            aria-label={t('zobowiazania.zaznacz', {
              symbol: r.symbolKarty,
              rata: etykietaRaty(t, r.opisNrRaty),
              termin: dataPl(r.terminPlatnosci),
            })}
            onChange={() => przelacz(r.idNaleznosciRatyZbiorczej)}
          />
        ) : null,
    },
    {
      key: 'karta',
      header: t('zobowiazania.kolumny.karta'),
      value: (r) => r.symbolKarty,
      nowrap: true,
      render: (r) => (
        <button
          type="button"
          className="g-link-button"
          aria-label={t('zobowiazania.otworz', { symbol: r.symbolKarty })}
          onClick={() => otworz(r)}
        >
          {r.symbolKarty}
        </button>
      ),
    },
    {
      key: 'rodzaj',
      header: t('zobowiazania.kolumny.rodzaj'),
      value: (r) => t(`zobowiazania.rodzaje.${r.aplikacjaNaleznosci}`),
    },
    {
      key: 'rata',
      header: t('zobowiazania.kolumny.rata'),
      value: (r) => r.opisNrRaty,
      render: (r) => (
        <>
          {etykietaRaty(t, r.opisNrRaty)}
          <span className="g-hint">{r.rodzajOplaty}</span>
        </>
      ),
    },
    {
      key: 'termin',
      header: t('zobowiazania.kolumny.termin'),
      value: (r) => r.terminPlatnosci,
      render: (r) => (
        <>
          {dataPl(r.terminPlatnosci)}
          {/* overdue is said in words; red only adds to it */}
          {r.grupa === 'PO_TERMINIE' && (
            <strong className="g-overdue-marker">{t('zobowiazania.poTerminie')}</strong>
          )}
        </>
      ),
    },
    {
      key: 'kwota',
      header: t('zobowiazania.kolumny.kwota'),
      value: (r) => r.kwotaRazem,
      render: (r) => formatAmount(r.kwotaRazem),
      numeric: true,
    },
    {
      key: 'stan',
      header: t('zobowiazania.kolumny.stan'),
      value: (r) => (r.wybieralna ? 0 : r.zlecona ? 1 : 2),
      render: (r) => (
        <span className={r.wybieralna ? undefined : r.zlecona ? 'g-provider' : 'g-niewybieralna'}>
          {stanRaty(t, r)}
        </span>
      ),
    },
  ];
}
