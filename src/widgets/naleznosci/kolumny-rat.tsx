/** The columns of the card's tables: its collective instalments (with the state in words) and its other lists. */
import { type RataZbiorcza } from '../../core/api/naleznosci.ts';
import { formatDatePl, toIsoDate } from '../../core/dates.ts';
import { formatAmount } from '../../core/format.ts';
import type { TFunction } from '../../core/i18n/index.ts';
import { type Column } from '../../ui/DataTable.tsx';
import { czyPoTerminie, czyWybieralna, flagiRaty } from '../../core/rules/naleznosci.ts';
import { StanRaty } from './StanRaty.tsx';

export const dzisiaj = () => toIsoDate(new Date());

export function nrRaty(t: TFunction, nr: string): string {
  return nr === 'CALOSC' || nr === 'ZALEGLOSC' || nr === 'ANULOWANA'
    ? t(`naleznosci.nrRaty.${nr}`)
    : t('naleznosci.nrRaty.rata', { nr });
}

export function kolumnyRat(
  t: TFunction,
  dzis: string,
  wybrane: ReadonlySet<number>,
  przelacz: (id: number) => void,
): Column<RataZbiorcza>[] {
  const kwota = (key: keyof RataZbiorcza & string, header: string): Column<RataZbiorcza> => ({
    key,
    header: t(`naleznosci.raty.kolumny.${header}`),
    value: (r) => r[key] as number,
    render: (r) => formatAmount(r[key] as number),
    numeric: true,
  });
  return [
    {
      key: 'wybor',
      header: t('naleznosci.raty.kolumny.wybor'),
      value: (r) => (wybrane.has(r.idNaleznosciRatyZbiorczej) ? 1 : 0),
      sortable: false,
      render: (r) =>
        czyWybieralna(r) ? (
          <input
            type="checkbox"
            className="g-check"
            data-rata={r.idNaleznosciRatyZbiorczej}
            checked={wybrane.has(r.idNaleznosciRatyZbiorczej)}
            aria-label={t('naleznosci.raty.zaznacz', {
              termin: formatDatePl(r.terminOdroczony ?? r.terminPlatnosci),
            })}
            onChange={() => przelacz(r.idNaleznosciRatyZbiorczej)}
          />
        ) : null,
    },
    {
      key: 'termin',
      header: t('naleznosci.raty.kolumny.termin'),
      value: (r) => r.terminOdroczony ?? r.terminPlatnosci,
      render: (r) => (
        <>
          {formatDatePl(r.terminOdroczony ?? r.terminPlatnosci)}
          {r.terminOdroczony && (
            <span className="g-hint">
              {t('naleznosci.raty.bylo', { termin: formatDatePl(r.terminPlatnosci) })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'raty',
      header: t('naleznosci.raty.kolumny.raty'),
      value: (r) => r.raty.map((x) => x.nrRaty).join(' '),
      sortable: false,
      render: (r) => (
        <ul className="g-raty">
          {r.raty.map((x) => (
            <li key={x.idNaleznosciRaty}>
              {nrRaty(t, x.nrRaty)} – {x.rodzajOplaty}
            </li>
          ))}
        </ul>
      ),
    },
    kwota('kwotaRaty', 'kwotaRaty'),
    kwota('kwotaGlowna', 'kwotaGlowna'),
    kwota('kosztyEgzekucji', 'koszty'),
    kwota('odsetki', 'odsetki'),
    kwota('oplataProlongacyjna', 'prolongacyjna'),
    {
      ...kwota('kwotaRazem', 'razem'),
      // a paid row's 0,00 beside its instalment amount says in words that nothing is left (issue 26)
      render: (r) => (
        <>
          {formatAmount(r.kwotaRazem)}
          {r.czySplacona && <span className="g-hint">{t('naleznosci.raty.nicDoZaplaty')}</span>}
        </>
      ),
    },
    {
      key: 'stan',
      header: t('naleznosci.raty.kolumny.stan'),
      value: (r) => (r.czySplacona ? 1 : czyPoTerminie(r, dzis) ? 3 : 2),
      render: (r) => (
        <>
          <StanRaty r={r} dzis={dzis} />
          {flagiRaty(r).length > 0 && (
            <span className="g-flags">
              {flagiRaty(r).map((f) => (
                <abbr key={f} title={t(`naleznosci.flagi.${f}`)}>
                  {f}
                  <span className="g-visually-hidden"> ({t(`naleznosci.flagi.${f}`)})</span>
                </abbr>
              ))}
            </span>
          )}
        </>
      ),
    },
  ];
}

export function kolumny<R>(
  t: TFunction,
  sekcja: string,
  klucze: (keyof R & string)[],
  kwoty: (keyof R & string)[],
) {
  return klucze.map((key): Column<R> => ({
    key,
    header: t(`naleznosci.${sekcja}.kolumny.${key}`),
    value: (r) => r[key] as string | number,
    ...(kwoty.includes(key)
      ? { render: (r: R) => formatAmount(r[key] as number), numeric: true }
      : key === 'dataOperacji'
        ? { render: (r: R) => formatDatePl(r[key] as string) }
        : {}),
  }));
}
