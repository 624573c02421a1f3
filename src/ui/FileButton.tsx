import { useState } from 'react';
import type { DownloadedFile } from '../core/api/client.ts';
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
}: {
  label: string;
  fetchFile: () => Promise<DownloadedFile> | DownloadedFile;
  disabled?: boolean;
  className?: string;
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
    <button type="button" className={className} onClick={click} disabled={disabled || busy} aria-busy={busy}>
      {busy ? t('wspolne.pobieranie') : label}
    </button>
  );
}
