import type { TFunction } from '../../core/i18n/index.ts';
import type { Imie } from '../../core/api/statystyki-el.ts';
import { formatCount } from '../../core/format.ts';
import type { Column } from '../../ui/DataTable.tsx';
import './texts.ts';

/** Columns of the names table. */
export function imionaWgRokuColumns(t: TFunction): Column<Imie>[] {
  return [
    { key: 'imie', header: t('imionaWgRoku.kolumny.imie'), value: (r) => r.imie },
    {
      key: 'liczbaOsob',
      header: t('imionaWgRoku.kolumny.liczbaOsob'),
      value: (r) => r.liczbaOsob,
      render: (r) => formatCount(r.liczbaOsob),
      numeric: true,
    },
  ];
}
