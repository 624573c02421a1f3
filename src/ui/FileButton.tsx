import { useState } from 'react';
import type { DownloadedFile } from '../core/api/client.ts';
import type { Column } from './DataTable.tsx';
import { showSnackbar } from '../core/stores/snackbar.ts';
import { useWidget } from './context.ts';
import { saveFile } from './save-file.ts';

/**
 * Download button with its own loading state (spec 02 §4: downloads show loading until the file arrives).
 * A failed download keeps the screen and says so in the snackbar.
 */
export function FileButton({
  label,
  fetchFile,
  disabled,
  className = 'g-button g-secondary',
  name,
}: {
  label: string;
  fetchFile: () => Promise<DownloadedFile> | DownloadedFile;
  disabled?: boolean;
  className?: string;
  /** The accessible name when the visible label alone is not enough (one button per table row). */
  name?: string;
}) {
  const { t } = useWidget();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      saveFile(await fetchFile());
    } catch {
      showSnackbar(t('wspolne.bladPliku'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={className}
      onClick={click}
      disabled={disabled || busy}
      aria-busy={busy}
      aria-label={name}
    >
      {busy ? t('wspolne.pobieranie') : label}
    </button>
  );
}

/**
 * A table column with one download per row (spec 02: the decision PDF of an assessment, an invoice PDF), each
 * showing its own loading until its file arrives; a row without a file shows a dash.
 */
export function fileColumn<R>({
  key,
  header,
  label,
  name,
  file,
}: {
  key: string;
  header: string;
  /** The visible text of each button, e.g. 'Pobierz PDF'. */
  label: string;
  /** The accessible name of a row's button, naming the row ('Decyzja 12/2025 (PDF)'). */
  name: (row: R) => string;
  /** The row's file, or null when the row has none (no decision issued). */
  file: (row: R) => (() => Promise<DownloadedFile>) | null;
}): Column<R> {
  return {
    key,
    header,
    value: () => null,
    sortable: false,
    render: (row) => {
      const fetchFile = file(row);
      return fetchFile ? <FileButton label={label} name={name(row)} fetchFile={fetchFile} /> : '—';
    },
  };
}
