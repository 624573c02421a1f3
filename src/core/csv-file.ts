/**
 * A table as a CSV file to download, built when a person asks for it: the CSV code (csv.ts) is its own chunk,
 * so the many pages whose tables are looked at but never exported do not fetch it.
 */
import type { CsvColumn } from './csv.ts';

export type { CsvColumn };

export async function csvFile<T>(
  columns: readonly CsvColumn<T>[],
  rows: readonly T[],
  base: string,
  date?: Date,
): Promise<{ blob: Blob; fileName: string }> {
  return (await import('./csv.ts')).csvFile(columns, rows, base, date);
}
