import { AVERAGE_DECIMALS } from '../../core/format.ts';

const m3 = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 3, useGrouping: 'always' });
/** A reading or a volume in m³: decimals only where there are any, Polish grouping. */
export const formatM3 = (n: number) => m3.format(n);

const srednia = new Intl.NumberFormat('pl-PL', {
  maximumFractionDigits: AVERAGE_DECIMALS,
  useGrouping: 'always',
  roundingMode: 'halfExpand',
});
/**
 * An average consumption in m³: at most `AVERAGE_DECIMALS` decimals, Polish format ('7,17', '23,8', '12'), so
 * that an average never claims the litre precision of a single reading (issue 26).
 */
export const formatSrednia = (n: number) => srednia.format(n);
