/**
 * The office's calendar day. The gmina works in Europe/Warsaw whatever zone the server runs in, so "today"
 * of the statistics (the day of the figures, the latest day one may ask for) is the day in Warsaw.
 */
const warszawa = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Warsaw as yyyy-MM-dd: the office's day of its dues, payments and documents. */
export const dzisUrzedu = (teraz: Date = new Date()): string => warszawa.format(teraz);

/** Today in Warsaw, as a `Date` at local noon of that calendar day (what `src/core/dates.ts` reads). */
export function dzienUrzedu(teraz: Date = new Date()): Date {
  const [y, m, d] = warszawa.format(teraz).split('-').map(Number);
  return new Date(y!, m! - 1, d, 12);
}

const godzinaWarszawy = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The hour (0–23) in Warsaw now: the office's hour of its daily jobs (the payment reminders). */
export const godzinaUrzedu = (teraz: Date = new Date()): number => Number(godzinaWarszawy.format(teraz));
