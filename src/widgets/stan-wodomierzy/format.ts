const m3 = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 3, useGrouping: 'always' });
/** A reading or a volume in m³: decimals only where there are any, Polish grouping. */
export const formatM3 = (n: number) => m3.format(n);
